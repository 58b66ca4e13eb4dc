import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
} from "@playwright/test";

/** Every text of `pages` back to the original: other specs of the worker read the message file's words. */
export async function resetTexts(request: APIRequestContext, pages: string[]) {
  for (const name of pages) {
    const now = await request.get(`/api/page-texts/${name}`);
    const { texts } = (await now.json()) as { texts: { key: string }[] };
    const res = await request.put(`/api/page-texts/${name}`, {
      data: { texts: Object.fromEntries(texts.map((t) => [t.key, null])) },
      headers: { "if-match": now.headers().etag! },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/**
 * `path` as a visitor sees it now, in a browser of their own, which gets no
 * cookie. The context takes the test's options (its size too), but not its
 * sign-in.
 */
export async function asVisitor(
  browser: Browser,
  baseURL: string,
  path: string,
  check: (page: Page) => Promise<void>,
) {
  const visitor = await browser.newContext({
    baseURL,
    storageState: undefined,
  });
  try {
    const page = await visitor.newPage();
    await page.goto(path);
    await check(page);
    expect(await visitor.cookies()).toEqual([]);
  } finally {
    await visitor.close();
  }
}

/**
 * A visitor's browser of its own (no cookie, the test's size), opened once for the test:
 * each look at `path` loads it afresh.
 */
export async function visitorOf(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    storageState: undefined,
  });
  const page = await context.newPage();
  return {
    sees: async (path: string, check: (page: Page) => Promise<void>) => {
      await page.goto(path);
      await check(page);
    },
    close: async () => {
      expect(await context.cookies()).toEqual([]);
      await context.close();
    },
  };
}
