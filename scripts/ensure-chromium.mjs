// Makes sure the end-to-end tests have a Chromium, installing Debian's headless
// shell when there is none.
import {
  findTestChromium,
  HEADLESS_SHELL,
  isRootOnDebian,
  playwrightHasChromium,
  run,
} from "./chromium.mjs";

const found = findTestChromium();
if (found) {
  console.log(`Using Chromium at ${found}`);
} else if (await playwrightHasChromium()) {
  console.log("Using Playwright's own Chromium");
} else if (isRootOnDebian()) {
  console.log(
    `No Chromium found: installing Debian's chromium-headless-shell (${HEADLESS_SHELL}) with apt-get (about a minute)...`,
  );
  run("apt-get", ["update"]);
  const install = (pkg) =>
    run("apt-get", ["install", "-y", "--no-install-recommends", pkg]);
  try {
    install("chromium-headless-shell");
  } catch {
    install("chromium");
  }
} else {
  console.log("No Chromium found: installing Playwright's Chromium...");
  run("npx", ["playwright", "install", "chromium"]);
}
