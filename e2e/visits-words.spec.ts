import {
  expect,
  test,
  type APIRequestContext,
  type Page,
} from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { adminRequest, ownAddress } from "./support/editors";
import { durationOf } from "@/lib/visits/speed";
import type { VisitReport } from "@/lib/visits/types";

const AGENTS = {
  phone:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  tablet:
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  computer:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};
type Agent = keyof typeof AGENTS;

/** A visitor's browser: a kind of device at an address of its own. */
type Visitor = { agent: Agent; address: string };
const visitorOn = (agent: Agent): Visitor => ({
  agent,
  address: ownAddress(),
});

/** A beacon as the site's script sends it from `visitor`'s browser. */
async function send(
  request: APIRequestContext,
  body: Record<string, unknown>,
  { agent, address }: Visitor,
) {
  const res = await request.post("/api/visits", {
    data: body,
    headers: {
      "sec-fetch-site": "same-origin",
      "user-agent": AGENTS[agent],
      "x-forwarded-for": address,
    },
  });
  expect(res.status()).toBe(204);
}

async function report(): Promise<VisitReport> {
  const res = await (await adminRequest()).get("/api/visits?days=7");
  expect(res.status()).toBe(200);
  return res.json();
}

// Only this file measures these pages: the first slow, the second fast, the third seen twice.
const SLOW = "/productionprocess";
const FAST = "/privacypolicy";
const FEW = "/contact";
const PAGES: [string, Record<string, number>, number][] = [
  [SLOW, { lcp: 5000, inp: 90, cls: 0.01 }, 5],
  [FAST, { lcp: 1200, inp: 60, cls: 0 }, 5],
  [FEW, { lcp: 900 }, 2],
];

/** Views from each kind of device, and each page measured as often as PAGES says (once per server). */
async function measurePages(page: Page) {
  const before = await report();
  const phone = visitorOn("phone");
  const visitors = [phone, phone, visitorOn("tablet"), visitorOn("computer")];
  for (const [path, vitals, times] of PAGES) {
    const done =
      before.speed.find((s) => s.page === path)?.measurements.lcp ?? 0;
    for (let i = done; i < times; i++) {
      const visitor = visitors[i % visitors.length]!;
      await send(page.request, { kind: "view", path }, visitor);
      await send(page.request, { kind: "leave", path, ...vitals }, visitor);
    }
  }
  await send(
    page.request,
    { kind: "view", path: "/products/laurel-5" },
    visitors[3]!,
  );
}

// The tests' browser is the worker's editor (saved in e2e/auth.setup.ts), at the project's size.
test.use({ signedInAs: "editor" });

/** Manage → Visits, once it shows the pages' speed. */
async function visitsScreen(page: Page) {
  await page.goto("/visits");
  await expect(page.locator("[data-speed]").first()).toBeVisible();
  return page;
}

test("Manage → Visits names each page by its title, tells its speed in one sentence, counts devices and opens a page's technical figures from the keyboard", async ({
  page,
}) => {
  await measurePages(page);
  const counted = await report();
  const screen = await visitsScreen(page);
  const slow = screen.locator(`li[data-page="${SLOW}"]`);
  const lcp = counted.speed.find((s) => s.page === SLOW)!.lcp!;

  await test.step("names each page by its title, its address only in the closed technical figures", async () => {
    const viewed = screen.locator("#visits-pages ~ ol");
    await expect(viewed.locator(`li[data-key="${SLOW}"]`)).toContainText(
      "How our soap is made",
    );
    await expect(
      viewed.locator('li[data-key="/products/laurel-5"]'),
    ).toContainText("Aleppo soap, 5% laurel oil");
    expect(await screen.locator("body").innerText()).not.toContain(SLOW);
    await expect(screen.getByText(`Address: ${SLOW}`)).toBeHidden();
  });

  await test.step("tells each page's speed in one sentence, and too few visits as such", async () => {
    await expect(
      screen.getByText("a page is as slow as its slowest measure"),
    ).toBeVisible();
    await expect(slow.getByRole("heading")).toHaveText("How our soap is made");
    await expect(slow).toHaveAttribute("data-speed", "slow");
    await expect(slow).toContainText("Slow");
    await expect(slow.locator("[data-sentence]")).toHaveText(
      `3 in 4 visits saw this page's main content within ${durationOf(lcp).value} s.`,
    );
    const fast = screen.locator(`li[data-page="${FAST}"]`);
    await expect(fast.getByRole("heading")).toHaveText("Privacy policy");
    await expect(fast).toHaveAttribute("data-speed", "fast");
    await expect(fast.locator("[data-sentence]")).toHaveText(
      /^3 in 4 visits saw this page's main content within 1\.\d s\.$/,
    );
    const few = screen.locator(`li[data-page="${FEW}"]`);
    await expect(few.getByRole("heading")).toHaveText("Contact us");
    await expect(few.locator("[data-sentence]")).toHaveText(
      "Too few visits to tell yet.",
    );
    await expect(
      screen.locator('li[data-page="/products/*"]').getByRole("heading"),
    ).toHaveText("Soap pages");
  });

  await test.step("counts phones, tablets and computers", async () => {
    const total = Object.values(counted.devices).reduce((a, b) => a + b, 0);
    for (const [kind, label] of [
      ["phone", "Phones"],
      ["tablet", "Tablets"],
      ["computer", "Computers"],
    ] as const) {
      const figure = screen.locator(`[data-figure="${kind}"]`);
      const views = counted.devices[kind];
      expect(views, kind).toBeGreaterThan(0);
      await expect(figure.locator("dt")).toHaveText(label);
      await expect(figure.locator("dd").first()).toHaveText(
        `${Math.round((100 * views) / total)}%`,
      );
      await expect(figure.locator("dd").nth(1)).toHaveText(
        views === 1 ? "1 view" : `${views} views`,
      );
    }
  });

  await test.step("a page's technical figures open and close from the keyboard, and the screen passes axe with them open", async () => {
    const card = screen.locator(`li[data-page="${FAST}"]`);
    const figures = card.locator('[data-metric="inp"]');
    await expect(figures).toBeHidden();
    await screen.getByRole("button", { name: "Last 30 days" }).focus();
    // Tab by tab to this page's disclosure: every one before it is reachable the same way.
    const summary = card.locator("summary");
    for (let i = 0; i < 30; i++) {
      if (await summary.evaluate((s) => s === document.activeElement)) break;
      await screen.keyboard.press("Tab");
    }
    await expect(summary).toBeFocused();
    await screen.keyboard.press("Enter");
    await expect(figures).toBeVisible();
    await expect(figures).toContainText("Interaction to Next Paint (INP)");
    await expect(figures.locator("dd")).toHaveText(
      /^75th percentile \d+ ms \(good\), from \d+ measurements$/,
    );
    await expectNoAxeViolations(screen);
    await screen.keyboard.press("Space");
    await expect(figures).toBeHidden();
  });

  await test.step("the slow page's figures name the measure, its 75th percentile and its rating", async () => {
    await slow.getByText("Technical figures").click();
    await expect(slow.getByText(`Address: ${SLOW}`)).toBeVisible();
    await expect(slow.locator('[data-metric="lcp"] dt')).toHaveText(
      "Largest Contentful Paint (LCP)",
    );
    await expect(slow.locator('[data-metric="lcp"] dd')).toHaveText(
      /^75th percentile \d\.\d s \(poor\), from \d+ measurements$/,
    );
    await expect(slow.locator('[data-metric="lcp"] dd')).toContainText(
      `${durationOf(lcp).value} s`,
    );
  });
});

test(
  "at phone size, Manage → Visits reads without sideways scrolling, and a page's technical figures open with a tap",
  { tag: "@phone-only" },
  async ({ page }) => {
    await measurePages(page);
    const screen = await visitsScreen(page);
    expect(
      await screen.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true);
    const slow = screen.locator(`li[data-page="${SLOW}"]`);
    await slow.getByText("Technical figures").tap();
    await expect(slow.getByText(`Address: ${SLOW}`)).toBeVisible();
    await expect(slow.locator('[data-metric="lcp"] dd')).toBeVisible();
    expect(
      await screen.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true);
  },
);
