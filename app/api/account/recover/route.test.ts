import { identity } from "@/lib/account/identity";
import { requestSession } from "@/lib/account/auth/session";
import { typedCode } from "@/lib/account/auth/recovery-code-format";
import { recoveryCodes } from "@/lib/account/auth/recovery-codes";
import { resetLinks } from "@/lib/account/auth/reset-links";
import { accountStore } from "@/lib/account/roles";
import { sessionCookie } from "@/test/session-cookie";
import { jsonPost } from "@/test/api/account";
import { useTempDataDir } from "@/test/temp-data-dir";
import { withFirebaseIdentity } from "@/test/with-env";
import { POST } from "./route";

const URL = "http://localhost:3000/api/account/recover";
const recover = jsonPost(POST, URL);

const OLD = "olive-branch";
const NEW = "cedar-press-by-the-citadel";
const TEXT = {
  wrong:
    "This email address and recovery code do not go together, or the code was already used.",
  malformed:
    "A recovery code has 16 letters and digits, for example 7K2M-9XQ4-HRTW-Z3N0.",
  weak: "This password is easy to guess. Make it longer with a few uncommon words, and avoid repeats (aaa), sequences (abc, 123), names and dates.",
  shopWords:
    "This password is built on this shop's own name, town, motto or year, which anyone guessing tries first, whatever the spelling, letters or script. Make it of a few uncommon words of your own.",
};
/** All tries of one test from one client address, so they add up. */
const oneAddress = (n: number) => ({ "x-forwarded-for": `203.0.113.${n}` });

/** A local account that signed in once, and its recovery codes. */
async function account(email: string) {
  const { id } = await identity().signUp(email, OLD);
  await accountStore().record(id, email);
  return { id, codes: await recoveryCodes().replace(id) };
}

describe("POST /api/account/recover", () => {
  useTempDataDir();
  const log = jest.spyOn(console, "error");
  afterEach(() => {
    for (const call of log.mock.calls)
      expect(JSON.stringify(call)).not.toMatch(/olive-branch|cedar-press/);
  });

  it("sets the new password with a code (any case, dashes or not), ends every session, reset link and other code, and answers a new set", async () => {
    const { id, codes } = await account("amal@example.com");
    const old = await sessionCookie(
      { sub: id, email: "amal@example.com" },
      { role: "member" },
    );
    const live = () =>
      requestSession(new Request(URL, { headers: { cookie: old } }));
    const { url } = await resetLinks().create(id, "amal@example.com");
    expect(await live()).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    const typed = codes[0]!.toLowerCase().replace(/(.{4})/g, "$1 ");
    const res = await recover({
      email: "Amal@Example.com",
      code: typed,
      newPassword: NEW,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { email, codes: fresh } = await res.json();
    expect(email).toBe("amal@example.com");
    expect(await live()).toBeNull();
    expect(await resetLinks().peek(url.split("#")[1]!)).toBeNull();
    await identity().signIn("amal@example.com", NEW);
    await expect(identity().signIn("amal@example.com", OLD)).rejects.toThrow(
      "INVALID_PASSWORD",
    );
    expect(await recoveryCodes().take(id, codes[1]!)).toBe(false);
    expect(fresh).toHaveLength(8);
    expect(await recoveryCodes().take(id, typedCode(fresh[0]))).toBe(true);
  });

  it("answers one 400 on code alike for a used code, one ended by a new password, a wrong code, another account's code and an unknown address", async () => {
    const { codes } = await account("nour@example.com");
    const other = await account("rami@example.com");
    const body = (email: string, code: string) => ({
      email,
      code,
      newPassword: NEW,
    });
    expect((await recover(body("nour@example.com", codes[0]!))).status).toBe(
      200,
    );
    const refusals = [
      body("nour@example.com", codes[0]!),
      body("nour@example.com", codes[1]!),
      body("nour@example.com", "0000-0000-0000-0000"),
      body("nour@example.com", other.codes[0]!),
      body("nobody@example.com", codes[1]!),
    ];
    for (const refused of refusals) {
      const res = await recover(refused);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: `Invalid input (code: ${TEXT.wrong})`,
        fields: { code: TEXT.wrong },
      });
    }
    // The refusals used nothing up.
    expect(
      (await recover(body("rami@example.com", other.codes[0]!))).status,
    ).toBe(200);
  });

  it("refuses a disabled account's code like a wrong one", async () => {
    const { id, codes } = await account("gone@example.com");
    await accountStore().update(id, { disabled: true });
    const res = await recover({
      email: "gone@example.com",
      code: codes[0]!,
      newPassword: NEW,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ code: TEXT.wrong });
  });

  it("names each bad field; a weak new password leaves the code unused", async () => {
    const { codes } = await account("sami@example.com");
    const cases: [unknown, Record<string, string>][] = [
      [
        {},
        {
          email: "Enter your email address.",
          code: "Enter one of your recovery codes.",
          newPassword: "Enter a new password.",
        },
      ],
      [
        { email: "sami", code: "7K2M-9XQ4", newPassword: "short" },
        {
          email: "Enter a valid email address, for example name@example.com.",
          code: TEXT.malformed,
          newPassword: "Use at least 10 characters.",
        },
      ],
      [
        {
          email: "sami@example.com",
          code: codes[0],
          newPassword: "password123456",
        },
        { newPassword: TEXT.weak },
      ],
      [
        {
          email: "sami@example.com",
          code: codes[0],
          newPassword: "HalabiSoaps1832",
        },
        { newPassword: TEXT.shopWords },
      ],
    ];
    for (const [input, fields] of cases) {
      const res = await recover(input, oneAddress(1));
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual(fields);
    }
    const res = await recover(
      { email: "sami@example.com", code: codes[0], newPassword: NEW },
      oneAddress(1),
    );
    expect(res.status).toBe(200);
  });

  it("counts a wrong code like a wrong password: 429 after 5 for one account from one address, and a right code is refused too", async () => {
    const { codes } = await account("guessed@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await recover(
            {
              email: "guessed@example.com",
              code: `0000-0000-0000-000${i}`,
              newPassword: NEW,
            },
            oneAddress(2),
          )
        ).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await recover(
      { email: "guessed@example.com", code: codes[0], newPassword: NEW },
      oneAddress(2),
    );
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(500);
    // From elsewhere, the code still works: it was never tried.
    const elsewhere = await recover({
      email: "guessed@example.com",
      code: codes[0],
      newPassword: NEW,
    });
    expect(elsewhere.status).toBe(200);
  });

  it("refuses cross-site requests (403), using nothing up", async () => {
    const { codes } = await account("cross@example.com");
    const body = {
      email: "cross@example.com",
      code: codes[0],
      newPassword: NEW,
    };
    const res = await recover(body, { "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect((await recover(body)).status).toBe(200);
  });

  describe("with Firebase accounts", () => {
    withFirebaseIdentity("recover-key");

    it("refuses (409): Firebase's own reset email is the way", async () => {
      const res = await recover({
        email: "fire@example.com",
        code: "7K2M-9XQ4-HRTW-Z3N0",
        newPassword: NEW,
      });
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatch(/Firebase's own reset email/);
    });
  });
});
