import sharp from "sharp";
import { unique } from "./support/catalog";
import { expectNoAxeViolations } from "./support/axe";
import { chooseFromManage } from "./support/menu";
import { expect, test, type Page } from "./support/test";

// An editor at work: the saved sign-in (e2e/auth.setup.ts).
test.use({ signedInAs: "editor" });

/** A real JPEG photo, as a phone would send one. */
const photo = () =>
  sharp({
    create: { width: 1200, height: 900, channels: 3, background: "#8b5a2b" },
  })
    .jpeg()
    .toBuffer();

type Picture = { id: string; imagePath: string; caption: string };

/** Runs `work`, then puts the gallery back as it was, so other specs see the drawings. */
async function withGalleryRestored(page: Page, work: () => Promise<void>) {
  const before = await page.request.get("/api/gallery");
  const pictures = (await before.json()) as Picture[];
  try {
    await work();
  } finally {
    const now = await page.request.get("/api/gallery");
    const res = await page.request.put("/api/gallery", {
      data: pictures,
      headers: { "if-match": now.headers()["etag"]! },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test("a photo is uploaded, captioned, moved first; a removal asks first; the saved gallery shows on /gallery in that order", async ({
  page,
}) => {
  await withGalleryRestored(page, async () => {
    const list = page.getByRole("list", { name: /^Pictures, in the order/ });

    await test.step("Manage → Gallery opens the gallery's editor", async () => {
      await page.goto("/home");
      await chooseFromManage(page, false, "Gallery");
      await expect(page).toHaveURL(/\/editGallery$/);
      await expect(list.getByRole("listitem")).toHaveCount(6);
      await expect(
        list
          .getByRole("listitem", { name: "Picture 1 of 6" })
          .getByRole("button", { name: "Move up" }),
      ).toBeDisabled();
      await expectNoAxeViolations(page);
    });

    const text = unique("Our workshop");

    await test.step("an added photo's caption has the focus and is asked for before saving", async () => {
      await page.getByLabel("Add a photo").setInputFiles({
        name: "workshop.jpg",
        mimeType: "image/jpeg",
        buffer: await photo(),
      });
      await expect(
        page.getByText("The photo is added at the end. Write its caption"),
      ).toBeVisible();
      const added = list.getByRole("listitem", { name: "Picture 7 of 7" });
      const caption = added.getByLabel(
        "Caption (also the picture's description)",
      );
      // The new caption field has the focus, ready to type.
      await expect(caption).toBeFocused();

      // Saving without a caption is refused before anything is sent.
      await page.getByRole("button", { name: "Save gallery" }).click();
      await expect(
        page
          .getByRole("alert")
          .filter({ hasText: "Write a caption for every" }),
      ).toBeVisible();
      await expect(added.getByText("Write a caption.")).toBeVisible();
      await caption.fill(text);
    });

    await test.step("moved up to the start", async () => {
      // Move up six times: from the end to the start, by keyboard and pointer alike.
      for (let n = 7; n > 1; n--) {
        await list
          .getByRole("listitem", { name: `Picture ${n} of 7` })
          .getByRole("button", { name: "Move up" })
          .click();
      }
      const first = list.getByRole("listitem", { name: "Picture 1 of 7" });
      await expect(
        first.getByLabel("Caption (also the picture's description)"),
      ).toHaveValue(text);
      await expect(
        first.getByRole("button", { name: "Move up" }),
      ).toBeDisabled();
    });

    await test.step("Remove asks first, and a cancelled removal keeps the picture", async () => {
      const cauldron = list.getByRole("listitem", { name: "Picture 2 of 7" });
      await cauldron.getByRole("button", { name: "Remove" }).click();
      const dialog = page.getByRole("dialog", { name: "Remove this picture?" });
      await expect(dialog).toContainText("The copper cauldron");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await expect(list.getByRole("listitem")).toHaveCount(7);

      await cauldron.getByRole("button", { name: "Remove" }).click();
      await dialog.getByRole("button", { name: "Remove picture" }).click();
      await expect(list.getByRole("listitem")).toHaveCount(6);
    });

    await test.step("saved, /gallery shows the new photo first and the removed one no more", async () => {
      await page.getByRole("button", { name: "Save gallery" }).click();
      await expect(
        page.getByText("Saved. The Gallery page shows it now."),
      ).toBeVisible();
      // The upload's hint has done its work once the photo is saved.
      await expect(
        page.getByText("The photo is added at the end. Write its caption"),
      ).toHaveCount(0);

      await page.goto("/gallery");
      const figures = page.locator("main figure");
      await expect(figures).toHaveCount(6);
      await expect(figures.first().locator("figcaption")).toHaveText(text);
      await expect(
        figures.filter({ hasText: "The copper cauldron" }),
      ).toHaveCount(0);
      const img = figures.first().getByRole("img", { name: text });
      await expect(img).toHaveAttribute("loading", "eager");
      await expect(img).toHaveAttribute(
        "src",
        /^\/media\/[0-9a-f]{20}-\d+\.webp$/,
      );
      await expect(img).toHaveJSProperty("complete", true);
      await expect(figures.nth(1).getByRole("img")).toHaveAttribute(
        "loading",
        "lazy",
      );
    });
  });
});
