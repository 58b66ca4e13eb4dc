import fs from "node:fs";
import path from "node:path";
import { accountStore } from "@/lib/account/roles";
import { countAccounts } from "@/lib/account/identity/local";
import { sessionCookie as realSessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { PATCH as patchAccount } from "./accounts/[id]/route";
import { GET as listAccounts } from "./accounts/route";
import { POST as signup } from "./auth/signup/route";
import { POST as contact } from "./contact/route";
import { POST as like } from "./products/[id]/like/route";
import { GET as getProducts, PUT as putProducts } from "./products/route";

/*
 * Every route that changes data (and the editors-only reads), called directly
 * (the middleware is not in the way), under five callers: no session, an
 * expired session, a member's live session, a cross-site browser request
 * carrying a live editor session, and an allowed caller. The allowed row
 * proves each refusal is the gate's doing and not a broken request.
 */

jest.mock("next/cache", () => ({
  revalidateTag: jest.fn(),
  unstable_cache: jest.fn(),
}));

const ORIGIN = "http://localhost:3000";
type Caller = "none" | "expired" | "member" | "crossSite" | "allowed";
type Effect = () => Promise<unknown>;

/** A real next-auth session cookie of an editor; `expiresAt` in the past makes it expired. */
const sessionCookie = (expiresAt: number) =>
  realSessionCookie({
    sub: "u-authz",
    email: "amal.authz@example.com",
    expiresAt,
  });

const memberCookie = () =>
  realSessionCookie(
    { sub: "u-member", email: "sami.authz@example.com" },
    { role: "member" },
  );

async function headersFor(caller: Caller): Promise<Record<string, string>> {
  const live = () => sessionCookie(Date.now() + 3600_000);
  switch (caller) {
    case "none":
      return { "sec-fetch-site": "same-origin" };
    case "expired":
      return {
        "sec-fetch-site": "same-origin",
        cookie: await sessionCookie(Date.now() - 1000),
      };
    case "member":
      return { "sec-fetch-site": "same-origin", cookie: await memberCookie() };
    case "crossSite":
      return { "sec-fetch-site": "cross-site", cookie: await live() };
    case "allowed":
      return { "sec-fetch-site": "same-origin", cookie: await live() };
  }
}

let address = 0;
let serial = 0;
const json = (headers: Record<string, string>) => ({
  "content-type": "application/json",
  "x-forwarded-for": `192.0.2.${++address}`,
  ...headers,
});

type Route = {
  name: string;
  /** Editor routes need an editor's session; the public ones only need to be same-site. */
  needsSession: boolean;
  okStatus: number;
  send: (headers: Record<string, string>) => Promise<Response>;
  /** Observable state the route changes; a refusal must leave it as it was. */
  effect: Effect;
};

const catalogue = async () => {
  const res = await getProducts();
  return {
    etag: res.headers.get("etag")!,
    products: (await res.json()) as { id: string; likes: number }[],
  };
};

const routes = (outbox: () => string): Route[] => [
  {
    name: "PUT /api/products",
    needsSession: true,
    okStatus: 200,
    send: async (headers) => {
      const { etag, products } = await catalogue();
      return putProducts(
        new Request(`${ORIGIN}/api/products`, {
          method: "PUT",
          headers: json({ ...headers, "if-match": etag }),
          body: JSON.stringify(products),
        }),
      );
    },
    effect: async () => (await catalogue()).etag,
  },
  {
    name: "POST /api/products/[id]/like",
    needsSession: false,
    okStatus: 200,
    send: (headers) =>
      like(
        new Request(`${ORIGIN}/api/products/laurel-12/like`, {
          method: "POST",
          headers: json(headers),
        }),
        { params: Promise.resolve({ id: "laurel-12" }) },
      ),
    effect: async () =>
      (await catalogue()).products.find((p) => p.id === "laurel-12")?.likes,
  },
  {
    name: "POST /api/contact",
    needsSession: false,
    okStatus: 202,
    send: (headers) =>
      contact(
        new Request(`${ORIGIN}/api/contact`, {
          method: "POST",
          headers: json(headers),
          body: JSON.stringify({
            name: "Amal Haddad",
            email: "amal.authz@example.com",
            message: `Question number ${++serial} about laurel soap`,
          }),
        }),
      ),
    effect: async () =>
      fs.existsSync(outbox()) ? fs.readdirSync(outbox()).length : 0,
  },
  {
    name: "POST /api/auth/signup",
    needsSession: false,
    okStatus: 201,
    send: (headers) =>
      signup(
        new Request(`${ORIGIN}/api/auth/signup`, {
          method: "POST",
          headers: json(headers),
          body: JSON.stringify({
            email: `authz-${++serial}@example.com`,
            password: "olive-branch-42",
          }),
        }),
      ),
    effect: async () => countAccounts(),
  },
  {
    name: "GET /api/accounts",
    needsSession: true,
    okStatus: 200,
    send: (headers) =>
      listAccounts(new Request(`${ORIGIN}/api/accounts`, { headers })),
    // A read: a refusal shows nothing, the allowed caller sees the list.
    effect: async () => null,
  },
  {
    name: "PATCH /api/accounts/[id]",
    needsSession: true,
    okStatus: 200,
    send: async (headers) => {
      const target = await accountStore().get("u-target");
      return patchAccount(
        new Request(`${ORIGIN}/api/accounts/u-target`, {
          method: "PATCH",
          headers: json(headers),
          body: JSON.stringify({
            role: target?.role === "editor" ? "member" : "editor",
          }),
        }),
        { params: Promise.resolve({ id: "u-target" }) },
      );
    },
    effect: async () => (await accountStore().get("u-target"))?.role,
  },
];

describe("write routes refuse unauthorised callers in the handler itself", () => {
  const dataDir = useTempDataDir();
  const outbox = () => path.join(dataDir(), "outbox");
  const table = routes(outbox);
  beforeAll(() => accountStore().record("u-target", "target@example.com"));

  describe.each(table.map((r) => [r.name, r] as const))("%s", (_, route) => {
    const refusal = async (caller: Caller, status: number) => {
      const before = await route.effect();
      const res = await route.send(await headersFor(caller));
      expect(res.status).toBe(status);
      expect(typeof (await res.json()).error).toBe("string");
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(await route.effect()).toEqual(before);
    };
    const acceptance = async (caller: Caller) => {
      const before = await route.effect();
      const res = await route.send(await headersFor(caller));
      expect(res.status).toBe(route.okStatus);
      if (route.name === "GET /api/accounts")
        expect(await res.json()).toContainEqual(
          expect.objectContaining({ id: "u-target" }),
        );
      else expect(await route.effect()).not.toEqual(before);
    };

    it("refuses a cross-site request, even with a live session (403)", () =>
      refusal("crossSite", 403));

    if (route.needsSession) {
      it("refuses a request without a session (401)", () =>
        refusal("none", 401));
      it("refuses a request with an expired session (401)", () =>
        refusal("expired", 401));
      it("refuses a member's live session (403)", () => refusal("member", 403));
    } else {
      // Public by design (visitors like, write and sign up signed out): the
      // origin is their only gate, and a stale cookie must not break them.
      it("accepts a same-site request without a session", () =>
        acceptance("none"));
      it("accepts a same-site request with an expired session", () =>
        acceptance("expired"));
      it("accepts a member's same-site request", () => acceptance("member"));
    }

    it("accepts the allowed caller, so each refusal above can fail", () =>
      acceptance("allowed"));
  });
});
