import sharp from "sharp";
import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { unique } from "./support/catalog";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

/** A real JPEG photo, as a phone would send one. */
const photo = () =>
  sharp({
    create: { width: 1200, height: 900, channels: 3, background: "#6b8e23" },
  })
    .jpeg()
    .toBuffer();

async function openEditor(page: Page) {
  await page.goto("/addProducts");
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: /Products in your working copy/,
    }),
  ).toBeVisible();
}

test("the photo field: an uploaded photo shows with Change photo and Remove, never a path; Remove leaves none", async ({
  page,
}) => {
  await openEditor(page);
  // The first product's form: open it and give it a new photo.
  const product = page.locator("details").first();
  await product.locator("summary").click();
  const field = product.getByRole("group", { name: "Image" });
  const preview = field.getByRole("img", { name: "Preview of the image" });
  const change = field.getByRole("button", { name: "Change photo" });
  const remove = field.getByRole("button", { name: "Remove", exact: true });
  const imagePath = product.getByLabel("Image path on this site");

  await test.step("the photo field shows the picture with Change photo and Remove, never a path", async () => {
    // What the field shows (not what waits behind the closed disclosure).
    const shownText = () => field.evaluate((el: HTMLElement) => el.innerText);
    await expect(preview).toBeVisible();
    await expect(change).toBeVisible();
    await expect(remove).toBeVisible();

    const chooser = page.waitForEvent("filechooser");
    await change.click();
    await (
      await chooser
    ).setFiles({
      name: "soap.jpg",
      mimeType: "image/jpeg",
      buffer: await photo(),
    });
    await expect(
      field.getByText("The photo is uploaded. Save to Database to publish it."),
    ).toBeVisible();
    await expect(imagePath).toHaveValue(/^\/media\/[0-9a-f]{20}\.webp$/);
    await expect(preview).toHaveAttribute(
      "src",
      /^\/media\/[0-9a-f]{20}-320\.webp$/,
    );
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      product.locator("summary").getByTestId("product-thumbnail"),
    ).toHaveAttribute("src", /^\/media\/[0-9a-f]{20}-320\.webp$/);
    for (const hidden of [
      "/media/",
      "Artwork",
      "Other (path below)",
      "Image path",
    ])
      expect(await shownText()).not.toContain(hidden);
    await expect(change).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("Remove: no picture, and the file field to add one", async () => {
    await remove.click();
    await expect(field.getByText("No picture yet")).toBeVisible();
    await expect(preview).toHaveCount(0);
    await expect(change).toHaveCount(0);
    await expect(field.getByLabel("Upload a photo")).toBeVisible();
    await expect(page.getByTestId("unsaved-marker")).toHaveText(
      "Unsaved changes",
    );
    // A site artwork or an address is still possible, behind the disclosure.
    await field
      .getByText("Use a picture from the site or an address instead")
      .click();
    await expect(imagePath).toHaveValue("");
    await expect(field.getByLabel("Artwork")).toBeVisible();
  });
});

test("a file that is not a photo is refused; an uploaded photo, saved, shows on /products at a width that fits the card, and in the viewer", async ({
  page,
  catalogBefore: [first],
}) => {
  await openEditor(page);
  const product = page.locator("details").first();
  await product.locator("summary").click();
  const { name } = first!;
  await expect(product.getByLabel("Name")).toHaveValue(name);
  const imagePath = product.getByLabel("Image path on this site");

  await test.step("a file that is not a photo is refused with a clear message", async () => {
    const before = await imagePath.inputValue();
    await product.getByLabel("Upload a photo").setInputFiles({
      name: unique("page") + ".png",
      mimeType: "image/png",
      buffer: Buffer.from("<html><body>not a photo</body></html>"),
    });
    await expect(
      product.getByText(/is not a photo the site can use/),
    ).toBeVisible();
    await expect(imagePath).toHaveValue(before);
  });

  await product.getByLabel("Upload a photo").setInputFiles({
    name: "soap.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(),
  });
  await expect(
    product.getByText("The photo is uploaded. Save to Database to publish it."),
  ).toBeVisible();
  const path = await imagePath.inputValue();
  expect(path).toMatch(/^\/media\/[0-9a-f]{20}\.webp$/);
  await page.getByRole("button", { name: "Save to Database" }).first().click();
  await expect(page.getByText(/^Saved \d+ products?\./)).toBeVisible();

  await page.goto("/products");
  const card = page.getByRole("article", { name, exact: true });
  const picture = card.getByRole("button", { name: /View/ }).locator("img");
  // The stored widths, and the browser picks one that fits the card, not the largest.
  const stem = path.replace(/\.webp$/, "");
  await expect(picture).toHaveAttribute(
    "srcset",
    new RegExp(`${stem}-640\\.webp 640w`),
  );
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(
    await picture.evaluate((img: HTMLImageElement) => img.currentSrc),
  ).toMatch(new RegExp(`${stem}-(320|640|960)\\.webp$`));
  await card.getByRole("button", { name: /View/ }).click();
  const large = page.getByRole("dialog").getByRole("img");
  await expect
    .poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.keyboard.press("Escape");
});
