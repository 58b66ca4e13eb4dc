import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { adminRequest, ownAddress, savedSession } from "./support/editors";
import type { VisitReport } from "@/lib/visits/types";

// The headless shell names itself HeadlessChrome, which the site rightly takes
// for a bot: the visitors here present an ordinary Chrome's user agent.
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({ userAgent: CHROME });

// What the counts and the speed figures are (one visitor a day, the 75th percentile from 5
// measurements on), and that nothing of a visitor is stored: app/api/visits/route.test.ts and
// lib/visits/*.test.ts. Here a real browser's visit is counted and its Web Vitals measured, and
// the editor sees them; the Visits screen's wording: visits-words.spec.ts.

/** The last 7 days as the editor's API reads them; today is the last. */
async function report(): Promise<VisitReport> {
  const res = await (await adminRequest()).get("/api/visits?days=7");
  expect(res.status()).toBe(200);
  return res.json();
}
const viewsOf = (r: VisitReport, path: string) =>
  r.pages.find((p) => p.path === path)?.pageviews ?? 0;

/** Opens `path` and waits until its view is counted (the beacon leaves once the page is idle). */
async function visit(page: Page, path: string, referer?: string) {
  const viewed = page.waitForRequest(
    (request) =>
      request.url().endsWith("/api/visits") &&
      request.postDataJSON().kind === "view",
  );
  await page.goto(path, { referer });
  const response = await (await viewed).response();
  expect(response?.status(), path).toBe(204);
}

/** The Manage → Visits screen, signed in as the worker's editor in a browser of its own. */
async function visitsScreen(page: Page) {
  const editor = await page
    .context()
    .browser()!
    .newContext({ storageState: savedSession("editor").state });
  const screen = await editor.newPage();
  await screen.goto("/visits");
  await expect(
    screen.getByRole("heading", { name: "Visits", level: 1 }),
  ).toBeVisible();
  return screen;
}

test("a visitor's walk is counted without a cookie or a stored id, and the editor sees it on Manage → Visits", async ({
  page,
}) => {
  const walk = ["/home", "/products/laurel-5"];
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
  const before = await report();

  await test.step("the count is asked for only after the largest paint", async () => {
    await visit(page, walk[0]!, "https://www.example.org/search?q=aleppo+soap");
    const html = await (await page.request.get(walk[0]!)).text();
    const named = [...html.matchAll(/<script src="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    const { lcp, late } = await page.evaluate(async (named) => {
      const lcp = await new Promise<number>((found) =>
        new PerformanceObserver((list) =>
          found(list.getEntries().at(-1)!.startTime),
        ).observe({ type: "largest-contentful-paint", buffered: true }),
      );
      const late = performance
        .getEntriesByType("resource")
        .filter(
          (e) =>
            e.name.endsWith("/api/visits") ||
            (e.name.endsWith(".js") &&
              !named.includes(new URL(e.name).pathname)),
        )
        .map((e) => e.startTime);
      return { lcp, late };
    }, named);
    expect(late.length).toBeGreaterThanOrEqual(2);
    for (const start of late) expect(start).toBeGreaterThan(lcp);
    await visit(page, walk[1]!);
  });

  await test.step("the browser keeps nothing of the count", async () => {
    expect(await page.context().cookies()).toEqual([]);
    expect(
      await page.evaluate(() => [localStorage.length, sessionStorage.length]),
    ).toEqual([0, 0]);
  });

  const after = await report();
  const today = (r: VisitReport) => r.days.at(-1)!;
  // One browser, one visitor: at most one more, as the count is an estimate (a sketch, where a
  // new visitor may fall where an earlier one did; lib/visits/sketch.test.ts measures it).
  expect(today(after).visitors - today(before).visitors).toBeLessThanOrEqual(1);
  expect(today(after).visitors).toBeGreaterThan(0);
  expect(today(after).pageviews - today(before).pageviews).toBe(2);

  await test.step("the editor sees the day, the pages, the soap and the referrer", async () => {
    const screen = await visitsScreen(page);
    await expectNoAxeViolations(screen);
    const day = screen.locator(`tr[data-date="${today(after).date}"]`);
    await expect(day.locator("td").first()).toHaveText(
      String(today(after).visitors),
    );
    await expect(day.locator("td").nth(1)).toHaveText(
      String(today(after).pageviews),
    );
    for (const path of walk) {
      const views = viewsOf(after, path);
      expect(views - viewsOf(before, path), path).toBe(1);
      await expect(
        screen.locator(`#visits-pages ~ ol li[data-key="${path}"] span`).nth(1),
      ).toHaveText(views === 1 ? "1 view" : `${views} views`);
    }
    const soap = screen.locator('#visits-soaps ~ ol li[data-key="laurel-5"]');
    await expect(soap).toContainText("Aleppo soap, 5% laurel oil");
    const soapViews = after.soaps.find((s) => s.id === "laurel-5")!.views;
    const soapBefore =
      before.soaps.find((s) => s.id === "laurel-5")?.views ?? 0;
    expect(soapViews - soapBefore).toBe(1);
    await expect(soap).toContainText(`${soapViews} view`);
    const referrer = screen.locator('li[data-key="www.example.org"]');
    await expect(referrer).toContainText("www.example.org");
    const visits = after.referrers.find(
      (r) => r.host === "www.example.org",
    )!.visits;
    await expect(referrer).toContainText(`${visits} visit`);

    await screen.getByRole("button", { name: "Last 30 days" }).click();
    await expect(screen.locator("tbody tr")).toHaveCount(30);
    await screen.context().close();
  });
});

test("a page left sends its Web Vitals, a slow click among them, and the editor sees one measurement as too few for a figure", async ({
  page,
}) => {
  // The page and the tab it opens: one browser, one address.
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
  // Only this test measures /ourmission, once per server.
  const tab = await page.context().newPage();
  await visit(tab, "/ourmission");
  // An interaction slow enough (over web-vitals' 40 ms) to be timed.
  const heading = tab.getByRole("heading", { level: 1 });
  await heading.evaluate((h) =>
    h.addEventListener("click", () => {
      const until = performance.now() + 80;
      while (performance.now() < until);
    }),
  );
  // The browser times an interaction after its next paint. Observed from before the click:
  // the buffer keeps only interactions of 104 ms or more for an observer that comes later.
  await tab.evaluate(() => {
    (window as unknown as { timed: Promise<void> }).timed = new Promise(
      (timed) =>
        new PerformanceObserver((list) => {
          if (list.getEntries().some((e) => e.duration >= 80)) timed();
        }).observe({ type: "event", durationThreshold: 16 }),
    );
  });
  await heading.click();
  await tab.evaluate(
    () => (window as unknown as { timed: Promise<void> }).timed,
  );
  // Closing the tab hides the page: its last beacon carries what web-vitals
  // measured. (The headless shell sends nothing from a page a navigation
  // unloads, so that way of hiding cannot be seen here.)
  await tab.close({ runBeforeUnload: true });
  await expect
    .poll(
      async () =>
        (await report()).speed.find((p) => p.page === "/ourmission")
          ?.measurements,
    )
    .toEqual({ lcp: 1, inp: 1, cls: 1 });

  const screen = await visitsScreen(page);
  const measured = screen.locator('li[data-page="/ourmission"]');
  await expect(measured.locator("[data-sentence]")).toHaveText(
    "Too few visits to tell yet.",
  );
  await measured.getByText("Technical figures").click();
  for (const metric of ["lcp", "inp", "cls"] as const)
    await expect(measured.locator(`[data-metric="${metric}"] dd`)).toHaveText(
      "1 measurement: too few for a figure",
    );
  await screen.context().close();
});
