import { expect, test, type Page } from "./support/test";
import { seedProducts } from "../lib/products/seed";
import { expectNoAxeViolations } from "./support/axe";
import { catalogue, unique } from "./support/catalog";
import { unhashedScripts } from "./support/csp";
import { msg } from "./support/content-messages";
import {
  jsonLd,
  newProduct,
  saveCatalogue,
  site,
  uniqueId,
} from "./support/product-pages";

const title = (page: Page) => page.getByRole("heading", { level: 1 });

test("every product has a page with its fields, a canonical link, Product and BreadcrumbList data and a social card; the sitemap lists them all", async ({
  page,
}) => {
  // No save may change the list while it is walked.
  const { list } = await catalogue(page);
  expect(list.length).toBeGreaterThanOrEqual(seedProducts.length);
  for (const { id, name } of list)
    await test.step(id, async () => {
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
      await test.step("a social card drawn for the product", async () => {
        const image = page.locator('meta[property="og:image"]');
        const card = await image.getAttribute("content");
        expect(card).toMatch(
          new RegExp(`^${site}/products/${id}/opengraph-image`),
        );
        expect(
          await page
            .locator('meta[property="og:image:alt"]')
            .getAttribute("content"),
        ).toContain(name);
        if (id !== seedProducts[5]!.id) return;
        const res = await page.request.get(card!);
        expect(res.status()).toBe(200);
        expect(res.headers()["content-type"]).toBe("image/png");
        expect((await res.body()).subarray(1, 4).toString()).toBe("PNG");
      });
    });

  await test.step("the sitemap lists every product's page", async () => {
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

  await test.step("its policy lists the hash of every inline script it runs", async () => {
    const path = `/products/${seedProducts[6]!.id}`;
    // The first answer after a catalogue save is rendered afresh, before the
    // page cache gives it its policy (as on /products); the next is the stored page.
    await page.request.get(path);
    const response = await page.request.get(path);
    const policy = response.headers()["content-security-policy"] ?? "";
    const inline = unhashedScripts(await response.text(), "");
    expect(inline.length).toBeGreaterThan(0);
    expect(unhashedScripts(await response.text(), policy)).toEqual([]);
  });
});

test("a visitor on a product's page sees its picture, texts and actions, and finds the way back; an unknown id's page leads to the catalogue", async ({
  page,
}) => {
  const product = seedProducts[0]!;
  await page.goto(`/products/${product.id}`);

  await test.step("the large picture, the texts, the ingredients, the like button and the list actions", async () => {
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
  });

  await test.step("axe finds no violations", async () => {
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
  });

  await test.step("the breadcrumb and the back link lead to the catalogue", async () => {
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Products" })
      .click();
    await expect(page).toHaveURL(`${site}/products`);
    await page.goBack();
    await page.getByRole("link", { name: "Back to all our soaps" }).click();
    await expect(page).toHaveURL(`${site}/products`);
  });

  await test.step("an unknown id answers 404 in the site's own page, kept out of search results", async () => {
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
