// Refuses a Node.js older than package.json's `engines` with one line, before
// anything else runs: on Node 20, better-sqlite3's binary crashes the build with
// a segmentation fault that names nothing. Run by `npm install` (preinstall) and
// imported first by `npm start` and `npm test`.
import fs from "node:fs";

const { engines } = JSON.parse(
  fs.readFileSync(new URL("../package.json", import.meta.url), "utf8"),
);
const [major, minor] = /^>=(\d+)\.(\d+)/
  .exec(engines.node)
  .slice(1)
  .map(Number);
const [haveMajor, haveMinor] = process.versions.node.split(".").map(Number);
if (haveMajor < major || (haveMajor === major && haveMinor < minor)) {
  console.error(
    `This site needs Node.js ${major}.${minor} or newer (24 LTS recommended); this is ${process.versions.node}. Install Node 24 from nodejs.org or your package manager (nvm install 24), then run the command again.`,
  );
  process.exit(1);
}
