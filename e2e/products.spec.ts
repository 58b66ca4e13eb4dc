import {
  expect,
  test,
  watchCsp,
  type Locator,
  type Page,
} from "./support/test";
import { seedProducts } from "../lib/products/seed";
import { likesOf } from "./support/catalog";
import { ownAddress } from "./support/editors";
import { expectNoAxeViolations } from "./support/axe";

const likes = (n: number) => (n === 1 ? "1 like" : `${n} likes`);

const grid = (page: Page) =>
  page.getByRole("list", { name: "Our soaps and gift sets" });

/** Columns in the first row, and each cell's width as a share of the row. */
async function gridGeometry(page: Page) {
  await expect(grid(page)).toBeVisible();
  return grid(page).evaluate((ul) => {
    const row = ul.getBoundingClientRect().width;
    const cells = [...ul.children].map((li) => li.getBoundingClientRect());
    const columns = cells.filter(
      (c) => Math.abs(c.top - cells[0]!.top) < 1,
    ).length;
    return { columns, shares: cells.map((c) => c.width / row) };
  });
}

async function expectColumns(page: Page, columns: number) {
  const geometry = await gridGeometry(page);
  expect(geometry.columns).toBe(columns);
  expect(geometry.shares.length).toBeGreaterThanOrEqual(seedProducts.length);
  for (const share of geometry.shares)
    expect(share).toBeCloseTo(1 / columns, 2);
}

/** Opens a product's image viewer and checks the panel's size; answers the image button. */
async function openViewer(
  page: Page,
  name: string,
  size: { width: number; height: number },
) {
  const button = page.getByRole("button", {
    name: `View a larger picture of ${name}`,
  });
  await button.click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog.getByRole("img", { name })).toBeVisible();
  // Fully in: the panel's size is its final one.
  const panel = dialog.locator("[data-entered]");
  await expect(panel).toHaveCount(1);
  await expect
    .poll(async () => (await panel.boundingBox())?.width)
    .toBeCloseTo(size.width, 0);
  await expect
    .poll(async () => (await panel.boundingBox())?.height)
    .toBeCloseTo(size.height, 0);
  await expect(dialog.getByRole("img")).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
  // The picture as drawn (object-contain keeps its proportions) fills the box
  // across its width or its height.
  await expect
    .poll(() =>
      dialog.getByRole("img", { name }).evaluate((img: HTMLImageElement) => {
        const box = img.closest("[data-entered]")!.getBoundingClientRect();
        const element = img.getBoundingClientRect();
        if (!img.naturalWidth) return 0;
        const scale = Math.min(
          element.width / img.naturalWidth,
          element.height / img.naturalHeight,
        );
        return Math.max(
          (img.naturalWidth * scale) / box.width,
          (img.naturalHeight * scale) / box.height,
        );
      }),
    )
    .toBeGreaterThanOrEqual(0.9);
  return button;
}

/** Keeps the first `keep` cards and checks that the last, alone on its row, is centred. */
async function expectLastRowCentred(page: Page, keep: number) {
  // The cards past those are taken out of the page (the layout is CSS alone), so the
  // shared catalogue that other tests read at the same time is never changed.
  await grid(page).evaluate((ul, keep) => {
    while (ul.children.length > keep) ul.lastElementChild!.remove();
  }, keep);
  await expect(grid(page).locator(":scope > li")).toHaveCount(keep);
  const { lastRow, left, right } = await grid(page).evaluate((ul) => {
    const list = ul.getBoundingClientRect();
    const boxes = [...ul.children].map((li) => li.getBoundingClientRect());
    const top = boxes.at(-1)!.top;
    const row = boxes.filter((c) => Math.abs(c.top - top) < 1);
    return {
      lastRow: row.length,
      left: row[0]!.left - list.left,
      right: list.right - row.at(-1)!.right,
    };
  });
  expect(lastRow).toBe(1);
  expect(left).toBeGreaterThan(0);
  expect(Math.abs(left - right)).toBeLessThan(1);
}

/** Closes the open viewer with `how`; focus goes back to the picture's button. */
async function closeViewer(
  page: Page,
  button: Locator,
  how: () => Promise<void>,
) {
  await how();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(button).toBeFocused();
}

test("a visitor reads every card, opens the image viewer and sees the columns at each width", async ({
  page,
}) => {
  await page.goto("/products");

  await test.step("the heading and every field of every card", async () => {
    await expect(
      page.getByRole("heading", { level: 1, name: "Our soaps" }),
    ).toBeVisible();
    for (const product of seedProducts) {
      const card = page.getByRole("article", {
        name: product.name,
        exact: true,
      });
      await expect(
        card.getByRole("heading", { level: 2, name: product.name }),
      ).toBeVisible();
      await expect(
        card.getByText(product.subtitle, { exact: true }),
      ).toBeVisible();
      await expect(
        card.getByText(product.description, { exact: true }),
      ).toBeVisible();
      const image = card
        .getByRole("button", {
          name: `View a larger picture of ${product.name}`,
        })
        .locator("img");
      await expect(image).toHaveAttribute("src", product.imagePath);
      await expect(image).toHaveAttribute("width", "480");
      await expect(
        card.getByRole("heading", { level: 3, name: "Ingredients" }),
      ).toBeVisible();
      await expect(card.getByRole("listitem")).toHaveText(
        product.ingredients.map((i) => `${i.name} : ${i.amount}`),
      );
      await expect(
        card.getByRole("button", {
          name: new RegExp(`^(Like|You like) ${product.name}, \\d+ likes?$`),
        }),
      ).toBeVisible();
    }
  });

  await test.step("the catalogue as JSON-LD: an ItemList of the product pages", async () => {
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const list = blocks
      .map((b) => JSON.parse(b))
      .find((d) => d["@type"] === "ItemList");
    expect(list).toBeDefined();
    const items = list.itemListElement as Record<string, unknown>[];
    expect(items.length).toBeGreaterThanOrEqual(seedProducts.length);
    // Each product page describes its Product; the list only points at them.
    expect(items[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      url: expect.stringMatching(
        new RegExp(`^https?://[^/]+/products/${seedProducts[0]!.id}$`),
      ),
    });
  });

  await test.step("the image viewer loads when first needed, then closes with Escape, the backdrop and Close", async () => {
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const scriptsBefore = new Set(
      await page.evaluate(() =>
        performance.getEntriesByType("resource").map((e) => e.name),
      ),
    );
    const scriptsAfter: string[] = [];
    page.on(
      "request",
      (r) => r.resourceType() === "script" && scriptsAfter.push(r.url()),
    );
    const name = seedProducts[0]!.name;
    const size = { width: 600, height: 350 };
    const button = await openViewer(page, name, size);
    expect(
      scriptsAfter.filter((url) => !scriptsBefore.has(url)).length,
    ).toBeGreaterThan(0);
    await closeViewer(page, button, () => page.keyboard.press("Escape"));
    await openViewer(page, name, size);
    await closeViewer(page, button, () => page.mouse.click(6, 6));
    await openViewer(page, name, size);
    await closeViewer(page, button, () =>
      page.getByRole("dialog").getByRole("button", { name: "Close" }).click(),
    );
  });

  await test.step("3 columns on a desktop", () => expectColumns(page, 3));

  await test.step("at 800 px wide: 2 columns and the full-size image viewer", async () => {
    await page.setViewportSize({ width: 800, height: 900 });
    await expectColumns(page, 2);
    const button = await openViewer(page, seedProducts[6]!.name, {
      width: 600,
      height: 350,
    });
    await closeViewer(page, button, () => page.keyboard.press("Escape"));
  });

  await test.step("1 column below 600 px", async () => {
    await page.setViewportSize({ width: 599, height: 900 });
    await expectColumns(page, 1);
  });

  await test.step("an incomplete last row is centred, in 3 columns and in 2", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectLastRowCentred(page, 4);
    await page.setViewportSize({ width: 800, height: 900 });
    await expectLastRowCentred(page, 3);
  });

  await test.step("a card's title leads to the product's page", async () => {
    const product = seedProducts[1]!;
    const link = page
      .getByRole("article", { name: product.name, exact: true })
      .getByRole("heading", { level: 2 })
      .getByRole("link", { name: product.name });
    await expect(link).toHaveAttribute("href", `/products/${product.id}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      product.name,
    );
  });
});

test(
  "at phone size, the cards stack in one column and the image viewer fits the screen and closes at a tap outside it",
  { tag: "@phone-only" },
  async ({ page }) => {
    await page.goto("/products");
    await expectColumns(page, 1);
    await expectNoAxeViolations(page);
    const size = { width: 300, height: 250 };
    const name = seedProducts[0]!.name;
    const button = await openViewer(page, name, size);
    await closeViewer(page, button, () => page.touchscreen.tap(6, 6));
    await openViewer(page, name, size);
    await closeViewer(page, button, () =>
      page.getByRole("dialog").getByRole("button", { name: "Close" }).tap(),
    );
  },
);

test("likes: once per browser, at once, surviving a reload and its cut-off answer, rolled back when refused, without a cookie", async ({
  page,
  browser,
  baseURL,
}) => {
  // Products no other test likes, so the counts are this test's own.
  const [product, cutOff, refused] = [1, 3, 4].map((i) => seedProducts[i]!);
  const card = (name: string) =>
    page.getByRole("article", { name, exact: true });
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
  const before = await likesOf(page, product!.id);
  const cutOffBefore = await likesOf(page, cutOff!.id);
  // The server counts the cut-off like; its answer is held until the page is being left.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/products/${cutOff!.id}/like`, async (route) => {
    const answer = await route.fetch();
    await held;
    await route.fulfill({ response: answer }).catch(() => undefined);
  });
  await page.route(`**/api/products/${refused!.id}/like`, (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: '{"error":"down"}',
    }),
  );
  await page.goto("/products");

  await test.step("a like counts at once and only once", async () => {
    const like = card(product!.name).getByRole("button", {
      name: `Like ${product!.name}, ${likes(before)}`,
    });
    await expect(like).toBeEnabled();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await like.click();
    const liked = card(product!.name).getByRole("button", {
      name: `You like ${product!.name}, ${likes(before + 1)}`,
    });
    await expect(liked).toHaveAttribute("aria-pressed", "true");
    await expect(liked).toBeDisabled();
    await expect(liked).toContainText(String(before + 1));
    await expect.poll(() => likesOf(page, product!.id)).toBe(before + 1);
  });

  await test.step("a like the server refuses is rolled back with a message", async () => {
    const like = card(refused!.name).getByRole("button", {
      name: new RegExp(`^Like ${refused!.name}, \\d+ likes$`),
    });
    await expect(like).toBeEnabled();
    const count = Number(await like.textContent());
    await like.click();
    await expect(
      card(refused!.name)
        .getByRole("status")
        .filter({ hasText: "Your like for" }),
    ).toHaveText(
      `Your like for ${refused!.name} could not be saved. Please try again.`,
    );
    await expect(
      card(refused!.name).getByRole("button", {
        name: `Like ${refused!.name}, ${likes(count)}`,
      }),
    ).toBeEnabled();
  });

  await test.step("a like whose answer a reload cuts off is counted once", async () => {
    await card(cutOff!.name)
      .getByRole("button", {
        name: `Like ${cutOff!.name}, ${likes(cutOffBefore)}`,
      })
      .click();
    await expect.poll(() => likesOf(page, cutOff!.id)).toBe(cutOffBefore + 1);
    // The answer comes only once the page has been left for the reloaded one.
    await page.reload();
    release();
  });

  await test.step("after the reload, both likes stay, the refused one is not kept, and there is no cookie", async () => {
    for (const [{ name }, count] of [
      [product!, before + 1],
      [cutOff!, cutOffBefore + 1],
    ] as const)
      await expect(
        card(name).getByRole("button", {
          name: `You like ${name}, ${likes(count)}`,
        }),
      ).toBeDisabled();
    expect(await likesOf(page, cutOff!.id)).toBe(cutOffBefore + 1);
    expect(
      await page.evaluate(() => localStorage.getItem("halabi.likedProducts")),
    ).not.toContain(refused!.id);
    expect(await page.context().cookies()).toEqual([]);
  });

  await test.step("another browser has not liked it yet and sees the new count", async () => {
    const other = await browser.newContext({ baseURL });
    const otherViolations = await watchCsp(other);
    const otherPage = await other.newPage();
    await otherPage.goto("/products");
    await expect(
      otherPage
        .getByRole("article", { name: product!.name, exact: true })
        .getByRole("button", {
          name: `Like ${product!.name}, ${likes(before + 1)}`,
        }),
    ).toBeEnabled();
    expect(await other.cookies()).toEqual([]);
    await other.close();
    expect(otherViolations).toEqual([]);
  });
});
