import { identity } from "@/lib/account/identity";
import { typedCode } from "@/lib/account/auth/recovery-code-format";
import { recoveryCodes } from "@/lib/account/auth/recovery-codes";
import { documents } from "@/lib/documents";
import { sessionCookie } from "@/test/session-cookie";
import { jsonPost } from "@/test/api/account";
import { useTempDataDir } from "@/test/temp-data-dir";
import { withFirebaseIdentity } from "@/test/with-env";
import { POST } from "./route";

const URL = "http://localhost:3000/api/account/recovery-codes";
const post = jsonPost(POST, URL);
const make = (
  body: unknown,
  cookie: string,
  headers: Record<string, string> = {},
) => post(body, { cookie, ...headers });

const PASSWORD = "olive-branch";
const WRONG = "This is not your current password.";
/** All guesses of one test from one client address, so they add up. */
const oneAddress = (n: number) => ({ "x-forwarded-for": `198.51.100.${n}` });

/** A local account with a session cookie of `role`. */
async function signedIn(email: string, role: "member" | "editor" = "member") {
  const { id } = await identity().signUp(email, PASSWORD);
  return { id, cookie: await sessionCookie({ sub: id, email }, { role }) };
}

describe("POST /api/account/recovery-codes", () => {
  useTempDataDir();
  const log = jest.spyOn(console, "error");
  afterEach(() => {
    for (const call of log.mock.calls)
      expect(JSON.stringify(call)).not.toMatch(/olive-branch/);
  });

  it.each(["member", "editor"] as const)(
    "gives an account (%s) 8 printed codes, stored only as hashes; a new set replaces the old",
    async (role) => {
      const { id, cookie } = await signedIn(`${role}@example.com`, role);
      const res = await make({ currentPassword: PASSWORD }, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const { codes } = (await res.json()) as { codes: string[] };
      expect(codes).toHaveLength(8);
      for (const code of codes)
        expect(code).toMatch(
          /^([0-9A-HJKMNP-TV-Z]{4}-){3}[0-9A-HJKMNP-TV-Z]{4}$/,
        );
      const stored = JSON.stringify(await documents().list("recoveryCodes"));
      for (const code of codes) expect(stored).not.toContain(typedCode(code));

      const again = await make({ currentPassword: PASSWORD }, cookie);
      const { codes: fresh } = (await again.json()) as { codes: string[] };
      expect(await recoveryCodes().take(id, typedCode(codes[0]!))).toBe(false);
      expect(await recoveryCodes().take(id, typedCode(fresh[0]!))).toBe(true);
    },
  );

  it("answers 400 naming currentPassword when it is missing or wrong, making nothing", async () => {
    const { id, cookie } = await signedIn("sami@example.com");
    const missing = await make({}, cookie);
    expect(missing.status).toBe(400);
    expect((await missing.json()).fields).toEqual({
      currentPassword: "Enter your current password.",
    });
    const wrong = await make({ currentPassword: "not-the-password" }, cookie);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({ currentPassword: WRONG });
    expect(await recoveryCodes().remaining(id)).toBe(0);
  });

  it("refuses a visitor (401), an ended session (401) and a cross-site request (403)", async () => {
    const body = { currentPassword: PASSWORD };
    expect((await make(body, "")).status).toBe(401);
    const expired = await sessionCookie(
      { sub: "u-expired", expiresAt: Date.now() - 1000 },
      { role: "member" },
    );
    expect((await make(body, expired)).status).toBe(401);
    const { cookie } = await signedIn("cross@example.com");
    const res = await make(body, cookie, { "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
  });

  it("limits guesses of the password like sign-ins (5 per address and account)", async () => {
    const { cookie } = await signedIn("guessed@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await make({ currentPassword: `guess-${i}` }, cookie, oneAddress(250)))
          .status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await make(
      { currentPassword: PASSWORD },
      cookie,
      oneAddress(250),
    );
    expect(right.status).toBe(429);
  });

  describe("with Firebase accounts", () => {
    withFirebaseIdentity("codes-key");

    it("refuses (409): Firebase's own reset email is the way", async () => {
      const cookie = await sessionCookie(
        { sub: "fire-1", email: "fire@example.com" },
        { role: "member" },
      );
      const res = await make({ currentPassword: PASSWORD }, cookie);
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatch(/Firebase's own reset email/);
    });
  });
});
