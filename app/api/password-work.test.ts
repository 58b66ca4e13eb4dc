import crypto from "node:crypto";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { identity } from "@/lib/account/identity";
import { resetLinks } from "@/lib/account/auth/reset-links";
import { recoveryCodes } from "@/lib/account/auth/recovery-codes";
import { accountStore } from "@/lib/account/roles";
import { jsonPost } from "@/test/api/account";
import { authorize, failure, from } from "@/test/auth-authorize";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { PUT as changeEmail } from "./account/email/route";
import { POST as changePassword } from "./account/password/route";
import { POST as recover } from "./account/recover/route";
import { POST as recoveryCodesRoute } from "./account/recovery-codes/route";
import { POST as resetPassword } from "./account/reset-password/route";
import { POST as nextAuth } from "./auth/[...nextauth]/route";
import { POST as signUp } from "./auth/signup/route";

// "Holds under attack": a 64-character password costs zxcvbn most of a second, and a refused
// one was free to send again. Every strength check and hash now takes a token first that is
// never given back, and a password over 128 characters is refused before either.

const PASSWORD = "quince-harbour-57";
// The attacker's: l33t and repeats, the costliest shape for zxcvbn.
const COSTLY = "p4$$w0rd".repeat(8);
const OVERSIZED = "x".repeat(129);
const TOO_LONG = "Use a password of 128 characters or fewer.";
const BUDGET = 30;

const post = (handler: (req: Request) => Promise<Response>, path: string) =>
  jsonPost(handler, `http://localhost:3000${path}`);
const put = (handler: (req: Request) => Promise<Response>, path: string) =>
  post((req) => handler(new Request(req, { method: "PUT" })), path);
const from_ = (address: string, cookie?: string) => ({
  "x-forwarded-for": address,
  ...(cookie && { cookie }),
});

/** A member's account, signed in. */
async function member(email: string) {
  const { id } = await identity().signUp(email, PASSWORD);
  await accountStore().record(id, email);
  return {
    id,
    email,
    cookie: await sessionCookie({ sub: id, email }, { role: "member" }),
  };
}

describe("password work", () => {
  useTempDataDir();
  const judged = jest.spyOn(ZxcvbnFactory.prototype, "check");
  const hashed = jest.spyOn(crypto, "scrypt");
  const work = () => judged.mock.calls.length + hashed.mock.calls.length;
  const forget = () => {
    judged.mockClear();
    hashed.mockClear();
  };
  beforeEach(forget);

  describe("a password over 128 characters is 400 on its field, before any strength check or hash", () => {
    const statusAndFields = async (res: Response) => ({
      status: res.status,
      fields: (await res.json()).fields,
    });

    it.each([
      [
        "sign-up",
        () =>
          post(
            signUp,
            "/api/auth/signup",
          )({
            email: "long@example.com",
            password: OVERSIZED,
          }),
        { password: TOO_LONG },
      ],
      [
        "sign-in",
        () =>
          post(
            (req) =>
              nextAuth(req, {
                params: Promise.resolve({
                  nextauth: ["callback", "credentials"],
                }),
              }),
            "/api/auth/callback/credentials",
          )({
            email: "long@example.com",
            password: OVERSIZED,
            csrfToken: "t",
          }),
        { password: TOO_LONG },
      ],
      [
        "recovery code",
        () =>
          post(
            recover,
            "/api/account/recover",
          )({
            email: "long@example.com",
            code: "7K2M-9XQ4-HRTW-Z3N0",
            newPassword: OVERSIZED,
          }),
        { newPassword: TOO_LONG },
      ],
    ])("%s", async (_, send, fields) => {
      expect(await statusAndFields(await send())).toEqual({
        status: 400,
        fields,
      });
      expect(work()).toBe(0);
    });

    it("a reset link, unused", async () => {
      const { id, email } = await member("reset.long@example.com");
      forget();
      const { url } = await resetLinks().create(id, email);
      const token = url.split("#")[1]!;
      const res = await post(
        resetPassword,
        "/api/account/reset-password",
      )({
        token,
        newPassword: OVERSIZED,
      });
      expect(await statusAndFields(res)).toEqual({
        status: 400,
        fields: { newPassword: TOO_LONG },
      });
      expect(work()).toBe(0);
      expect(await resetLinks().peek(token)).not.toBeNull();
    });

    it("a member's password change, address change and recovery codes", async () => {
      const { cookie } = await member("member.long@example.com");
      forget();
      const signedIn = { cookie };
      const answers = [
        await post(changePassword, "/api/account/password")(
          { currentPassword: OVERSIZED, newPassword: OVERSIZED },
          signedIn,
        ),
        await put(changeEmail, "/api/account/email")(
          { currentPassword: OVERSIZED, newEmail: "new.long@example.com" },
          signedIn,
        ),
        await post(recoveryCodesRoute, "/api/account/recovery-codes")(
          { currentPassword: OVERSIZED },
          signedIn,
        ),
      ];
      expect(await Promise.all(answers.map(statusAndFields))).toEqual([
        {
          status: 400,
          fields: { currentPassword: TOO_LONG, newPassword: TOO_LONG },
        },
        { status: 400, fields: { currentPassword: TOO_LONG } },
        { status: 400, fields: { currentPassword: TOO_LONG } },
      ]);
      expect(work()).toBe(0);
    });
  });

  it(`answers 429 after ${BUDGET} strength checks from one address, although every body was refused`, async () => {
    const send = post(recover, "/api/account/recover");
    const answers: Response[] = [];
    for (let i = 0; i <= BUDGET; i++)
      answers.push(
        await send(
          {
            email: `nobody.${i}@example.com`,
            code: "7K2M-9XQ4-HRTW-Z3N0",
            newPassword: COSTLY,
          },
          from_("203.0.113.7"),
        ),
      );
    expect(answers.map((a) => a.status)).toEqual([
      ...Array(BUDGET).fill(400),
      429,
    ]);
    expect(judged).toHaveBeenCalledTimes(BUDGET);
    // The client's own refusal, whatever the body: the production server may repeat it.
    const refused = answers.at(-1)!;
    expect(refused.headers.get("refused-for")).toBe("client");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address has its own budget.
    const elsewhere = await send(
      {
        email: "nobody@example.com",
        code: "7K2M-9XQ4-HRTW-Z3N0",
        newPassword: COSTLY,
      },
      from_("203.0.113.8"),
    );
    expect(elsewhere.status).toBe(400);
  }, 60_000);

  it(`answers a member 429 after ${BUDGET} hashes and strength checks of the account, from any addresses`, async () => {
    const { cookie } = await member("spinner@example.com");
    forget();
    const send = post(changePassword, "/api/account/password");
    const statuses: number[] = [];
    for (let i = 0; i <= BUDGET; i++)
      statuses.push(
        (
          await send(
            { currentPassword: PASSWORD, newPassword: COSTLY },
            from_(`198.51.100.${i}`, cookie),
          )
        ).status,
      );
    expect(statuses).toEqual([...Array(BUDGET).fill(400), 429]);
    // Each proved the right current password (a hash) and judged the new one.
    expect(hashed).toHaveBeenCalledTimes(BUDGET);
    expect(judged).toHaveBeenCalledTimes(BUDGET);
  }, 60_000);

  it(`answers 429 after ${BUDGET} right sign-ins from one address: a right password costs a hash too`, async () => {
    await member("phone@example.com");
    forget();
    const signIn = () =>
      failure(
        authorize()(
          { email: "phone@example.com", password: PASSWORD },
          from("192.0.2.77"),
        ),
      );
    const results = [];
    for (let i = 0; i <= BUDGET; i++) results.push(await signIn());
    expect(results.slice(0, BUDGET)).toEqual(Array(BUDGET).fill("no error"));
    expect(results[BUDGET]).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER : \d+$/);
    expect(hashed).toHaveBeenCalledTimes(BUDGET);
  }, 60_000);

  it("counts a sign-up and a recovery code's new password against the same budget", async () => {
    const { id, email } = await member("coded@example.com");
    const [code] = await recoveryCodes().replace(id);
    for (let i = 0; i < BUDGET; i++)
      await post(recover, "/api/account/recover")(
        {
          email: "x@example.com",
          code: "7K2M-9XQ4-HRTW-Z3N0",
          newPassword: "0123456789",
        },
        from_("192.0.2.99"),
      );
    const refused = [
      await post(signUp, "/api/auth/signup")(
        { email: "late@example.com", password: PASSWORD },
        from_("192.0.2.99"),
      ),
      await post(recover, "/api/account/recover")(
        { email, code, newPassword: "tawny-quokka-umbrella" },
        from_("192.0.2.99"),
      ),
    ];
    expect(refused.map((res) => res.status)).toEqual([429, 429]);
    expect(await recoveryCodes().remaining(id)).toBe(8);
  }, 60_000);
});
