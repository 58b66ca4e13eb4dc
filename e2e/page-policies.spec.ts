import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { guardPolicy } from "../lib/security/response-policy.cjs";
import { adminRequest } from "./support/editors";
import {
  expect,
  test,
  watchCsp,
  type Page,
  type Response,
} from "./support/test";

/**
 * Every HTML answer carries the policy of its own inline scripts, however it
 * was made (scripts/server.mjs with lib/security/response-policy.cjs), and the
 * page hydrates under it; the test fixture fails a test on any violation.
 */

// No browser cache: each answer is the server's own, with its own headers (a
// revalidated copy's 304 carries none; the browser keeps the copy's policy).
test.beforeEach(async ({ page }) => {
  await page.route("**/*", (route) => route.continue());
  await page.addInitScript(() => window.localStorage.setItem("lang", "fr"));
});

/** The inline scripts a browser runs: no `src`, no data block such as JSON-LD. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .filter(([, attributes]) => {
      const type = /\btype="([^"]*)"/.exec(attributes!)?.[1];
      return !type || type === "module" || type === "text/javascript";
    })
    .map(([, attributes, body]) => ({ attributes: attributes!, body: body! }));
}

/**
 * One policy whose script-src is the site's files plus exactly the hashes of
 * the page's inline scripts, or a nonce all of them carry; never 'unsafe-inline'.
 */
async function expectOwnPolicy(where: string, response: Response | null) {
  expect(response, where).not.toBeNull();
  const policies = (await response!.headersArray()).filter(
    (h) => h.name.toLowerCase() === "content-security-policy",
  );
  expect(policies, `${where}: one policy`).toHaveLength(1);
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/
    .exec(policies[0]!.value)![1]!
    .trim()
    .split(/\s+/);
  expect(scriptSrc[0], where).toBe("'self'");
  expect(scriptSrc.join(" "), where).not.toContain("unsafe");
  const scripts = inlineScripts(await response!.text());
  expect(scripts.length, `${where}: inline scripts`).toBeGreaterThan(0);
  const sources = scriptSrc.slice(1);
  const nonce = /^'nonce-(.+)'$/.exec(sources[0] ?? "")?.[1];
  if (nonce) {
    expect(sources, where).toHaveLength(1);
    for (const { attributes } of scripts)
      expect(attributes, where).toContain(`nonce="${nonce}"`);
    return;
  }
  const hashes = new Set(
    scripts.map(
      ({ body }) =>
        `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
    ),
  );
  expect([...sources].sort(), `${where}: exactly its scripts' hashes`).toEqual(
    [...hashes].sort(),
  );
}

/**
 * The page hydrated: the language switch shows the language this browser chose
 * (French, stored before the visit), which only its script can know; the
 * server's HTML always marks English.
 */
async function expectHydrated(page: Page) {
  // By its markup: on a phone the switch sits in the closed menu.
  await expect(page.locator('button[lang="fr"]').first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
}

test("a prerendered page, both kinds of 404 and a revalidated page carry their own scripts' hashes and hydrate under them", async ({
  page,
  request,
}) => {
  await test.step("a prerendered page and both kinds of 404", async () => {
    for (const [path, status] of [
      ["/home", 200],
      ["/products/no-such-soap-anywhere", 404],
      ["/no/such/page", 404],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await expectOwnPolicy(path, response);
      await expectHydrated(page);
    }
  });

  await test.step("a page the browser revalidates (a 304, which adds no policy) keeps its own and hydrates", async () => {
    const etag = (await request.get("/benefits")).headers().etag!;
    const revalidated = await request.get("/benefits", {
      headers: { "if-none-match": etag },
    });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()["content-security-policy"]).toBeUndefined();
    // Here the browser's cache is wanted: the reload is answered with a 304.
    await page.unrouteAll();
    await page.goto("/benefits");
    await page.reload();
    await expectHydrated(page);
  });
});

test("catalogue pages rendered again after a save, and a new product's page on its first visit", async ({
  page,
}) => {
  const admin = await adminRequest();
  const read = await admin.get("/api/products");
  const before = (await read.json()) as { id: string; name: string }[];
  const product = {
    ...before[0]!,
    id: `csp-${Date.now().toString(36)}`,
    name: `Policy soap ${Date.now().toString(36)}`,
  };
  const saved = await admin.put("/api/products", {
    data: [...before, product],
    headers: { "if-match": read.headers().etag! },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  try {
    // At once, with no render ahead: the first visit renders the page again.
    const list = await page.goto("/products");
    await expectOwnPolicy("/products after a save", list);
    await expect(
      page.getByRole("heading", { level: 2, name: product.name }),
    ).toBeVisible();
    await expectHydrated(page);
    const own = await page.goto(`/products/${product.id}`);
    expect(own?.status()).toBe(200);
    await expectOwnPolicy("a new product's page", own);
    await expect(
      page.getByRole("heading", { level: 1, name: product.name }),
    ).toBeVisible();
    await expectHydrated(page);
  } finally {
    const now = await admin.get("/api/products");
    const restored = await admin.put("/api/products", {
      data: before,
      headers: { "if-match": now.headers().etag! },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test.describe("signed in as an editor", () => {
  test.use({ signedInAs: "editor" });

  test("an admin page carries its own scripts' hashes and works", async ({
    page,
  }) => {
    const response = await page.goto("/addProducts");
    expect(response?.status()).toBe(200);
    await expectOwnPolicy("/addProducts", response);
    await page.getByRole("button", { name: "Add a product" }).click();
    await expect(page.getByTestId("unsaved-marker")).toHaveText(
      "Unsaved changes",
    );
  });
});

test("photos and social cards may load and run nothing", async ({
  request,
}) => {
  const admin = await adminRequest();
  const upload = await admin.post("/api/images", {
    multipart: {
      file: {
        name: "card.png",
        mimeType: "image/png",
        buffer: readFileSync("public/images/og-image.png"),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { imagePath } = (await upload.json()) as { imagePath: string };
  const [first] = (await (await request.get("/api/products")).json()) as {
    id: string;
  }[];
  const html = await (await request.get(`/products/${first!.id}`)).text();
  const card = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
  for (const [path, status] of [
    [imagePath, 200],
    ["/media/00000000000000000000.webp", 404],
    [new URL(card).pathname + new URL(card).search, 200],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expect(response.headers()["content-security-policy"], path).toMatch(
      /^default-src 'none';.*frame-ancestors 'none'/,
    );
  }
});

test("a script that is not one of Next's, found in a page, is blocked while the page still hydrates", async ({
  browser,
  baseURL,
}) => {
  // The production server's own guard, in front of the site, with a foreign
  // script slipped into each page's body before the policy is worked out.
  const proxy = http.createServer(async (req, res) => {
    guardPolicy(res);
    const upstream = await fetch(new URL(req.url!, baseURL));
    const type = upstream.headers.get("content-type") ?? "";
    let body = Buffer.from(await upstream.arrayBuffer());
    if (type.startsWith("text/html"))
      body = Buffer.from(
        body
          .toString("utf8")
          .replace("</main>", "<script>window.injected = true</script></main>"),
      );
    res.writeHead(upstream.status, { "content-type": type });
    res.end(body);
  });
  await new Promise<void>((listening) =>
    proxy.listen(0, "127.0.0.1", listening),
  );
  const { port } = proxy.address() as AddressInfo;
  const context = await browser.newContext();
  const violations = await watchCsp(context);
  try {
    const page = await context.newPage();
    const answer = await page.goto(`http://127.0.0.1:${port}/gallery`);
    expect(await answer!.text()).toContain("window.injected = true");
    // Hydrated: the language switch is React's, and it navigates.
    await page
      .getByRole("group", { name: "Language" })
      .locator("visible=true")
      .getByRole("button", { name: "Français" })
      .click();
    await expect(page).toHaveURL(/\/underconstruction$/);
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.every((v) => /script-src/.test(v))).toBe(true);
  } finally {
    await context.close();
    proxy.close();
  }
});
