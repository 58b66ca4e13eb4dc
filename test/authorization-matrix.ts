import { sessionCookie as realSessionCookie } from "@/test/session-cookie";

/*
 * The authorisation matrix: every route that changes data (and the
 * editors-only reads), called directly (the middleware is not in the way),
 * under five callers: no session, an expired session, a member's live
 * session, a cross-site browser request carrying a live editor session, and
 * an allowed caller; routes that change other editors add a sixth, an editor
 * the configuration does not name. The allowed row proves each refusal is the
 * gate's doing and not a broken request.
 */

export const ORIGIN = "http://localhost:3000";
type Caller =
  "none" | "expired" | "member" | "editor" | "crossSite" | "allowed";

/** The allowed caller's address: name it in ADMIN_EMAILS where a route needs a configured editor. */
export const ALLOWED_EMAIL = "amal.authz@example.com";
type Effect = () => Promise<unknown>;

/** A real next-auth session cookie of an editor; `expiresAt` in the past makes it expired. */
const sessionCookie = (expiresAt: number) =>
  realSessionCookie({ sub: "u-authz", email: ALLOWED_EMAIL, expiresAt });

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
    case "editor":
      return {
        "sec-fetch-site": "same-origin",
        cookie: await realSessionCookie({
          sub: "u-editor",
          email: "hala.authz@example.com",
        }),
      };
    case "crossSite":
      return { "sec-fetch-site": "cross-site", cookie: await live() };
    case "allowed":
      return { "sec-fetch-site": "same-origin", cookie: await live() };
  }
}

let address = 0;
export const json = (headers: Record<string, string>) => ({
  "content-type": "application/json",
  "x-forwarded-for": `192.0.2.${++address}`,
  ...headers,
});

export type Route = {
  name: string;
  /** Editor routes need an editor's session; the public ones only need to be same-site. */
  needsSession: boolean;
  /** A route any signed-in account uses for itself: a member's session is accepted too. */
  membersToo?: boolean;
  /** Changes another editor: only the first admin or a configured editor may (the allowed caller). */
  configuredOnly?: boolean;
  okStatus: number;
  send: (headers: Record<string, string>) => Promise<Response>;
  /** Observable state the route changes; a refusal must leave it as it was. */
  effect: Effect;
  /** Prepares what the request acts on, before `effect` is first read. */
  setup?: () => Promise<void>;
  /** For a read, what the allowed caller must see (a refusal shows nothing). */
  sees?: (body: unknown) => void;
};

/** One describe block per route, each caller a test. */
export function describeMatrix(table: () => Route[]) {
  describe.each(table().map((r) => [r.name, r] as const))("%s", (_, route) => {
    const refusal = async (caller: Caller, status: number) => {
      await route.setup?.();
      const before = await route.effect();
      const res = await route.send(await headersFor(caller));
      expect(res.status).toBe(status);
      expect(typeof (await res.json()).error).toBe("string");
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(await route.effect()).toEqual(before);
    };
    const acceptance = async (caller: Caller) => {
      await route.setup?.();
      const before = await route.effect();
      const res = await route.send(await headersFor(caller));
      expect(res.status).toBe(route.okStatus);
      if (route.sees) route.sees(await res.json());
      else expect(await route.effect()).not.toEqual(before);
    };

    it("refuses a cross-site request, even with a live session (403)", () =>
      refusal("crossSite", 403));

    if (route.needsSession) {
      it("refuses a request without a session (401)", () =>
        refusal("none", 401));
      it("refuses a request with an expired session (401)", () =>
        refusal("expired", 401));
      if (route.membersToo)
        it("accepts a member's live session", () => acceptance("member"));
      else
        it("refuses a member's live session (403)", () =>
          refusal("member", 403));
      if (route.configuredOnly)
        it("refuses an editor the configuration does not name (403)", () =>
          refusal("editor", 403));
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
}
