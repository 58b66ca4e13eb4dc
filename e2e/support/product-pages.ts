import { expect, type Page } from "@playwright/test";
import { catalogue } from "./catalog";
import { port } from "./servers";

// The e2e build and server run with SITE_URL=http://127.0.0.1:<port> (scripts/e2e.mjs).
export const site = `http://127.0.0.1:${port}`;

type JsonLd = Record<string, unknown> & { "@type": string };

/** The page's JSON-LD blocks by type, each parsed (so each must be valid JSON). */
export async function jsonLd(page: Page): Promise<Record<string, JsonLd>> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  return Object.fromEntries(
    blocks.map((text) => {
      const data = JSON.parse(text) as JsonLd;
      return [data["@type"], data];
    }),
  );
}

/** A fresh id no other test, project or run uses. */
export const uniqueId = () =>
  `e2e-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;

/** A product without selling details, to save through the API. */
export const newProduct = (id: string, name: string) => ({
  id,
  name,
  subtitle: "Made by the end-to-end tests",
  description: "A bar that exists only for a moment.",
  imagePath: "/images/products/laurel-30.svg",
  ingredients: [{ name: "Olive oil (% of oils)", amount: 70 }],
});

/** Saves `list` as the whole catalogue, as the editor's Save does (the page's account must be an editor). */
export async function saveCatalogue(page: Page, list: unknown[]) {
  const { etag } = await catalogue(page);
  const res = await page.request.put("/api/products", {
    data: list,
    headers: { "if-match": etag },
  });
  expect(res.status(), await res.text()).toBe(200);
}
