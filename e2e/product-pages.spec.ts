import { expect, test, type Page } from "./support/test";
import { seedProducts } from "../lib/products/seed";
import { expectNoAxeViolations } from "./support/axe";
import { catalogue, unique } from "./support/catalog";
import { msg } from "./support/content-messages";
import {
  jsonLd,
  newProduct,
  saveCatalogue,
  site,
  uniqueId,
} from "./support/product-pages";

const title = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("product pages", () => {
  test("every product has a page with its fields, a canonical link, and Product and BreadcrumbList data", async ({
    page,
  }) => {
    // No save may change the list while it is walked.
    const { list } = await catalogue(page);
    expect(list.length).toBeGreaterThanOrEqual(seedProducts.length);
    for (const { id, name } of list) {
      const url = `${site}/products/${id}`;
      const res = await page.goto(`/products/${id}`);
      expect(res?.status()).toBe(200);
      await expect(title(page)).toHaveText(name);
      await expect(page).toHaveTitle(
        msg("Metadata.titleTemplate").replace("%s", name),
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        url,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      // A soap's card is a product's, of this site, in British English: once each.
      for (const [property, content] of [
        ["og:type", "product"],
        ["og:site_name", msg("Site.brand")],
        ["og:locale", "en_GB"],
      ])
        await expect(
          page.locator(`meta[property="${property}"]`),
        ).toHaveAttribute("content", content);
      const data = await jsonLd(page);
      expect(data.Product).toMatchObject({
        "@context": "https://schema.org",
        url,
        sku: id,
        name,
        brand: { "@type": "Brand", name: msg("Site.brand") },
      });
      expect(data.Product!.image).toMatch(/^https?:\/\/[^/]+\//);
      expect(typeof data.Product!.description).toBe("string");
      expect(data.BreadcrumbList!.itemListElement).toEqual([
        {
          "@type": "ListItem",
          position: 1,
          name: msg("Header.home"),
          item: `${site}/home`,
        },
        {
          "@type": "ListItem",
          position: 2,
          name: msg("Header.products"),
          item: `${site}/products`,
        },
        { "@type": "ListItem", position: 3, name, item: url },
      ]);
    }
  });

  test("shows the large picture, the texts, the ingredients, the like button, the list actions and a way back", async ({
    page,
  }) => {
    const product = seedProducts[0]!;
    await page.goto(`/products/${product.id}`);
    const article = page.getByRole("article", { name: product.name });
    await expect(
      article.getByRole("img", { name: product.name }),
    ).toHaveAttribute("src", product.imagePath);
    await expect(
      article.getByText(product.subtitle, { exact: true }),
    ).toBeVisible();
    await expect(
      article.getByText(product.description, { exact: true }),
    ).toBeVisible();
    await expect(
      article.getByRole("heading", { level: 2, name: "Ingredients" }),
    ).toBeVisible();
    await expect(article.getByRole("listitem")).toHaveText(
      product.ingredients.map((i) => `${i.name} : ${i.amount}`),
    );
    await expect(
      article.getByRole("button", {
        name: new RegExp(`^(Like|You like) ${product.name}, \\d+ likes?$`),
      }),
    ).toBeVisible();
    await expect(
      article.getByRole("button", { name: /Add ingredients to shopping list/ }),
    ).toBeVisible();
    // No selling details on a product without them.
    await expect(article.locator("[data-selling-details]")).toHaveCount(0);
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Products" })
      .click();
    await expect(page).toHaveURL(`${site}/products`);
    await page.goBack();
    await page.getByRole("link", { name: "Back to all our soaps" }).click();
    await expect(page).toHaveURL(`${site}/products`);
  });

  test("a card's title links to the product's page; its image still opens the viewer", async ({
    page,
  }) => {
    const product = seedProducts[1]!;
    await page.goto("/products");
    const card = page.getByRole("article", { name: product.name, exact: true });
    await card.getByRole("button", { name: /View a larger picture/ }).click();
    await expect(
      page
        .getByRole("dialog", { name: product.name })
        .getByRole("img", { name: product.name }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const link = card
      .getByRole("heading", { level: 2 })
      .getByRole("link", { name: product.name });
    await expect(link).toHaveAttribute("href", `/products/${product.id}`);
    await link.click();
    await expect(page).toHaveURL(`${site}/products/${product.id}`);
    await expect(title(page)).toHaveText(product.name);
  });

  test.describe("signed in as an editor", () => {
    test.use({ signedInAs: "editor" });

    test("a product added later gets its page, and a rename shows on it within a second", async ({
      page,
      catalogBefore: before,
    }) => {
      const id = uniqueId();
      const name = unique("Added soap");
      // Asked for before it exists: a 404 that must not outlive the save.
      expect((await page.goto(`/products/${id}`))?.status()).toBe(404);
      await saveCatalogue(page, [...before, newProduct(id, name)]);
      expect((await page.goto(`/products/${id}`))?.status()).toBe(200);
      await expect(title(page)).toHaveText(name);

      const renamed = unique("Renamed soap");
      await saveCatalogue(page, [...before, newProduct(id, renamed)]);
      await page.goto(`/products/${id}`);
      // The very first answer after the save has the new name: no stale page
      // in between (read once, no waiting; timing is the bench's business).
      expect((await title(page).textContent())?.trim()).toBe(renamed);
      expect((await jsonLd(page)).Product).toMatchObject({ name: renamed });
      const sitemap = await (await page.request.get("/sitemap.xml")).text();
      expect(sitemap).toContain(`<loc>${site}/products/${id}</loc>`);
    });
  });

  test("an unknown id answers 404 in the site's own page, kept out of search results", async ({
    page,
  }) => {
    const res = await page.goto(`/products/no-such-soap-${Date.now()}`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
      "content",
      /noindex/,
    );
    await expect(title(page)).toHaveText(msg("Products.notFoundTitle"));
    await expect(page.getByRole("banner")).toContainText(msg("Site.brand"));
    await expect(page.getByText("This page could not be found")).toHaveCount(0);
    await page
      .getByRole("link", { name: msg("Products.notFoundLink") })
      .click();
    await expect(page).toHaveURL(`${site}/products`);
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto(`/products/${seedProducts[3]!.id}`);
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
  });

  test("the sitemap lists every product's page", async ({ page }) => {
    const { list } = await catalogue(page);
    const xml = await (await page.request.get("/sitemap.xml")).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1],
    );
    for (const { id } of list)
      expect(locations).toContain(`${site}/products/${id}`);
    expect(
      locations.filter((l) => l!.startsWith(`${site}/products/`)),
    ).toHaveLength(list.length);
  });
});
