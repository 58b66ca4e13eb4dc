import { documents } from "@/lib/documents";
import { requestSession } from "@/lib/account/auth/session";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { POST } from "./route";

const URL = "http://localhost:3000/api/account/sessions";

const post = (cookie: string, headers: Record<string, string> = {}) =>
  POST(
    new Request(URL, {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin", cookie, ...headers },
    }),
  );

const live = (cookie: string) =>
  requestSession(new Request(URL, { headers: { cookie } }));

describe("POST /api/account/sessions (sign out everywhere else)", () => {
  useTempDataDir();

  it("ends the account's other sessions, keeps this one in a renewed cookie, and leaves other accounts alone", async () => {
    const who = { sub: "u-everywhere", email: "rana@example.com" };
    const here = await sessionCookie(who, { role: "member" });
    const phone = await sessionCookie(who, { role: "member" });
    const other = await sessionCookie(
      { sub: "u-other", email: "other@example.com" },
      { role: "member" },
    );
    const res = await post(here);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const renewed = res.headers.getSetCookie()[0]!.split(";")[0]!;
    expect(renewed.split("=")[0]).toBe(here.split("=")[0]);
    expect(await live(phone)).toBeNull();
    expect(await live(here)).toBeNull();
    expect(await live(renewed)).toMatchObject({
      user: { id: who.sub, email: who.email, role: "member" },
      idToken: "provider-token",
    });
    expect(await live(other)).not.toBeNull();
    // The renewed cookie can do it again.
    expect((await post(renewed)).status).toBe(200);
  });

  it("answers 401 without a live session and 403 to a cross-site request", async () => {
    expect((await post("")).status).toBe(401);
    const cookie = await sessionCookie({ sub: "u-cross" }, { role: "member" });
    const cross = await post(cookie, { "sec-fetch-site": "cross-site" });
    expect(cross.status).toBe(403);
    expect(await live(cookie)).not.toBeNull();
  });

  it("answers 503 when the account store cannot be written", async () => {
    const cookie = await sessionCookie({ sub: "u-down" }, { role: "member" });
    const failing = jest
      .spyOn(documents(), "putIfMatch")
      .mockRejectedValue(new Error("database unavailable"));
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await post(cookie);
    failing.mockRestore();
    expect(res.status).toBe(503);
    expect((await res.json()).error).toMatch(/could not be ended/);
  });
});
