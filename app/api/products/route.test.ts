import { encode } from "next-auth/jwt";
import { revalidateTag } from "next/cache";
import { sessionCookieName } from "@/lib/auth/cookies";
import { authSecret } from "@/lib/auth/secret";
import { resetEnvForTests } from "@/lib/env";
import { useTempDataDir } from "@/test/temp-data-dir";
import { POST as like } from "./[id]/like/route";
import { DELETE, GET, PATCH, POST, PUT } from "./route";

// Route handlers run here without Next's request scope, where revalidateTag
// has nothing to purge: record the call instead.
jest.mock("next/cache", () => ({
  revalidateTag: jest.fn(),
  unstable_cache: jest.fn(),
}));

const URL_BASE = "http://localhost:3000/api/products";

type Claims = {
  sub: string;
  email: string;
  idToken: string;
  expiresAt: number;
};

async function sessionCookie(overrides: Partial<Claims> = {}): Promise<string> {
  const claims: Claims = {
    sub: "u1",
    email: "amal@halabi-soap.example.com",
    idToken: "provider-token",
    expiresAt: Date.now() + 3600_000,
    ...overrides,
  };
  const value = await encode({
    token: claims,
    secret: authSecret(),
    maxAge: 3600,
  });
  return `${sessionCookieName()}=${value}`;
}

async function put(
  body: unknown,
  {
    ifMatch,
    cookie,
    headers = {},
  }: {
    ifMatch?: string;
    cookie?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const h: Record<string, string> = {
    "content-type": "application/json",
    "sec-fetch-site": "same-origin",
    ...headers,
  };
  if (ifMatch) h["if-match"] = ifMatch;
  if (cookie) h.cookie = cookie;
  return PUT(
    new Request(URL_BASE, {
      method: "PUT",
      headers: h,
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

const current = async () => {
  const res = await GET();
  return {
    etag: res.headers.get("etag")!,
    products: (await res.json()) as Record<string, unknown>[],
  };
};

const product = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Soap ${id}`,
  subtitle: "Test",
  description: "A test bar",
  imagePath: "/images/products/laurel-5.svg",
  ingredients: [
    { name: "Olive oil", amount: 95 },
    { name: "Laurel oil", amount: 5 },
  ],
  ...extra,
});

describe("/api/products", () => {
  useTempDataDir();

  it("GET answers the seeded list with likes and the version as ETag, without a cookie", async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"1"');
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
    const list = await res.json();
    expect(list).toHaveLength(7);
    expect(list[0]).toMatchObject({
      id: "laurel-5",
      likes: 0,
      ingredients: expect.any(Array),
    });
  });

  it("PUT refuses cross-site requests (403)", async () => {
    const res = await put([], {
      ifMatch: '"1"',
      cookie: await sessionCookie(),
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
  });

  it("PUT without a session, or with an expired one, is 401", async () => {
    expect((await put([], { ifMatch: '"1"' })).status).toBe(401);
    const expired = await sessionCookie({ expiresAt: Date.now() - 1000 });
    expect((await put([], { ifMatch: '"1"', cookie: expired })).status).toBe(
      401,
    );
  });

  it("PUT from an account outside ADMIN_EMAILS is 403", async () => {
    process.env.ADMIN_EMAILS = "owner@halabi-soap.example.com";
    resetEnvForTests();
    try {
      const res = await put([], {
        ifMatch: '"1"',
        cookie: await sessionCookie(),
      });
      expect(res.status).toBe(403);
      const owner = await sessionCookie({
        email: "owner@halabi-soap.example.com",
      });
      const { etag } = await current();
      const { products } = await current();
      expect(
        (await put(products, { ifMatch: etag, cookie: owner })).status,
      ).toBe(200);
    } finally {
      delete process.env.ADMIN_EMAILS;
      resetEnvForTests();
    }
  });

  it("PUT without If-Match is 428", async () => {
    const res = await put([], { cookie: await sessionCookie() });
    expect(res.status).toBe(428);
    expect((await res.json()).error).toMatch(/If-Match/);
  });

  it("PUT answers 415, 400 and 413 for bodies it cannot take", async () => {
    const cookie = await sessionCookie();
    const { etag } = await current();
    expect(
      (
        await put("[]", {
          ifMatch: etag,
          cookie,
          headers: { "content-type": "text/plain" },
        })
      ).status,
    ).toBe(415);
    expect((await put("[{", { ifMatch: etag, cookie })).status).toBe(400);
    const big = Array.from({ length: 200 }, (_, i) =>
      product(`big-${i}`, { description: "x".repeat(1400) }),
    );
    expect(JSON.stringify(big).length).toBeGreaterThan(256 * 1024);
    const res = await put(big, { ifMatch: etag, cookie });
    expect(res.status).toBe(413);
  });

  it("PUT validates every product and names the failing fields (400)", async () => {
    const cookie = await sessionCookie();
    const { etag } = await current();
    const res = await put(
      [
        product("a", { name: "" }),
        product("b", { ingredients: [{ name: "Water", amount: -1 }] }),
        product("a"),
      ],
      { ifMatch: etag, cookie },
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields).toEqual({
      "0.name": "Enter the product's name.",
      "1.ingredients.0.amount": "The amount must be more than 0.",
      "2.id": "Another product already has this id.",
    });
    expect(
      (await put({ not: "a list" }, { ifMatch: etag, cookie })).status,
    ).toBe(400);
    expect((await current()).etag).toBe(etag);
  });

  it("PUT replaces the list, ignores likes in the body, and revalidates the products page", async () => {
    const cookie = await sessionCookie();
    const { etag } = await current();
    const res = await put([product("one", { likes: 500 }), product("two")], {
      ifMatch: etag,
      cookie,
    });
    expect(res.status).toBe(200);
    const { version } = await res.json();
    expect(res.headers.get("etag")).toBe(`"${version}"`);
    expect(revalidateTag).toHaveBeenCalledWith("catalog", { expire: 0 });

    const after = await current();
    expect(after.etag).toBe(`"${version}"`);
    expect(after.products.map((p) => [p.id, p.likes])).toEqual([
      ["one", 0],
      ["two", 0],
    ]);
  });

  it("PUT with a stale version is 409 naming the current version", async () => {
    const cookie = await sessionCookie();
    const { etag, products } = await current();
    expect((await put(products, { ifMatch: etag, cookie })).status).toBe(200);
    const res = await put([product("late")], { ifMatch: etag, cookie });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(`"${body.version}"`).toBe((await current()).etag);
    expect(res.headers.get("etag")).toBe((await current()).etag);
  });

  it("answers 405 to other methods", async () => {
    for (const handler of [POST, PATCH, DELETE]) {
      const res = handler();
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, PUT");
    }
  });

  it("likes are counted apart from the list and survive a save", async () => {
    const cookie = await sessionCookie();
    const { etag } = await current();
    await put([product("liked"), product("other")], { ifMatch: etag, cookie });
    const req = () =>
      new Request(`${URL_BASE}/liked/like`, {
        method: "POST",
        headers: {
          "sec-fetch-site": "same-origin",
          "x-forwarded-for": "198.51.100.7",
        },
      });
    const res = await like(req(), { params: Promise.resolve({ id: "liked" }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.json()).toEqual({ likes: 1 });
    const again = await like(req(), {
      params: Promise.resolve({ id: "liked" }),
    });
    expect(await again.json()).toEqual({ likes: 2 });

    const saved = await current();
    await put(
      saved.products.map((p) => ({ ...p, likes: 0 })),
      { ifMatch: saved.etag, cookie },
    );
    expect(
      (await current()).products.find((p) => p.id === "liked")!.likes,
    ).toBe(2);
  });
});
