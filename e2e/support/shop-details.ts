import { expect, type Page } from "@playwright/test";

/** The details as saved now, put back afterwards: the worker's other specs read the defaults. */
export async function withDetailsRestored(
  page: Page,
  run: () => Promise<void>,
) {
  const before = await page.request.get("/api/shop-details");
  const saved = await before.json();
  try {
    await run();
  } finally {
    const now = await page.request.get("/api/shop-details");
    const res = await page.request.put("/api/shop-details", {
      data: saved,
      headers: { "if-match": now.headers().etag! },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** Saves `change` over the details as they are now (the page's context must hold an editor's session). */
export async function changeDetails(page: Page, change: object) {
  const now = await page.request.get("/api/shop-details");
  const res = await page.request.put("/api/shop-details", {
    data: { ...(await now.json()), ...change },
    headers: { "if-match": now.headers().etag! },
  });
  expect(res.status(), await res.text()).toBe(200);
}
