// Makes sure the end-to-end tests have a Chromium, installing one when there is none.
import {
  findChromium,
  isRootOnDebian,
  playwrightHasChromium,
  run,
} from "./chromium.mjs";

const found = findChromium();
if (found) {
  console.log(`Using Chromium at ${found}`);
} else if (await playwrightHasChromium()) {
  console.log("Using Playwright's own Chromium");
} else if (isRootOnDebian()) {
  console.log(
    "No Chromium found: installing Debian's chromium with apt-get (about a minute)...",
  );
  run("apt-get", ["update"]);
  run("apt-get", ["install", "-y", "--no-install-recommends", "chromium"]);
} else {
  console.log("No Chromium found: installing Playwright's Chromium...");
  run("npx", ["playwright", "install", "chromium"]);
}
