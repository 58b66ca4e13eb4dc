// `node scripts/edit-in-place-screenshots.mjs SITE_URL EMAIL PASSWORD`: the pictures of editing in
// place in docs/screenshots (1280 × 800 and 375 × 812), taken again after a change of that screen.
// Run it against a site whose page texts are the originals, signed in as an editor: for example
// `ADMIN_EMAIL=owner@example.com ADMIN_PASSWORD=… DATA_DIR=$(mktemp -d) npm start`, then
// `node scripts/edit-in-place-screenshots.mjs http://localhost:3000 owner@example.com …`.
// It changes no text: it types, pictures and cancels.
import { atEachSize, shoot, siteArguments } from "./screenshots.mjs";

const site = siteArguments("edit-in-place-screenshots.mjs");
await atEachSize(site, async (page, name) => {
  await page.goto("/home#distribution");
  await page
    .getByRole("button", { name: "Edit the words on this page" })
    .click();
  const text = page.getByRole("textbox", {
    name: "Home → Where to find our soap: ‘The most direct way to…’",
  });
  await text.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(" Call ");
  await page
    .getByRole("button", {
      name: "Insert {phone}: the phone number from Shop details",
    })
    .click();
  await page.keyboard.type(" before you come.");
  await text.evaluate(
    (box, block) => box.scrollIntoView({ block }),
    name === "phone" ? "start" : "center",
  );
  await shoot(page, `edit-in-place-${name}.png`);
  await page.keyboard.press("Escape");
});
