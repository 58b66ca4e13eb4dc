import type { JWT } from "next-auth/jwt";
import { accountStore } from "@/lib/account/roles";
import { IdentityError } from "@/lib/account/identity";
import { LocalIdentity } from "@/lib/account/identity/local";
import { useTempDataDir } from "@/test/temp-data-dir";
import { deviceCookie } from "./device";
import { authOptions } from "./options";

type Authorize = (
  credentials: Record<string, string>,
  req: { headers: Record<string, string> },
) => Promise<{ id: string; email: string; idToken: string; expiresAt: number }>;

function authorize(): Authorize {
  const provider = authOptions().providers[0] as unknown as {
    options: { authorize: Authorize };
  };
  return provider.options.authorize;
}

const from = (ip: string, cookie?: string) => ({
  headers: { "x-forwarded-for": ip, ...(cookie && { cookie }) },
});

async function failure(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => "no error",
    (e: Error) => e.message,
  );
}

describe("next-auth configuration", () => {
  useTempDataDir();
  const log = jest.spyOn(console, "error");
  beforeAll(async () => {
    await new LocalIdentity({
      lifetimeSeconds: 3600,
      signUpEnabled: true,
    }).signUp("amal@example.com", "olive-branch");
  });
  afterAll(() => {
    for (const call of log.mock.calls)
      expect(JSON.stringify(call)).not.toContain("olive-branch");
  });

  it("signs in through the identity provider and keeps the token for the cookie", async () => {
    const before = Date.now();
    const user = await authorize()(
      { email: " Amal@Example.com", password: "olive-branch" },
      from("192.0.2.1"),
    );
    expect(user).toEqual({
      id: expect.any(String),
      email: "amal@example.com",
      idToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      expiresAt: expect.any(Number),
    });
    expect(user.expiresAt).toBeGreaterThanOrEqual(before + 3600_000);
  });

  it("fails with the provider's message", async () => {
    expect(
      await failure(
        authorize()(
          { email: "amal@example.com", password: "wrong-one" },
          from("192.0.2.2"),
        ),
      ),
    ).toBe("INVALID_PASSWORD");
    expect(
      await failure(
        authorize()(
          { email: "nobody@example.com", password: "whatever" },
          from("192.0.2.2"),
        ),
      ),
    ).toBe("EMAIL_NOT_FOUND");
    expect(
      await failure(authorize()({ email: "x" } as never, from("192.0.2.2"))),
    ).toBe("INVALID_EMAIL");
  });

  it("limits sign-in attempts per client address (20 in 10 minutes, any accounts)", async () => {
    const results = [];
    for (let i = 0; i < 21; i++)
      results.push(
        await failure(
          authorize()(
            { email: `n${i}@example.com`, password: "whatever" },
            from("192.0.2.3"),
          ),
        ),
      );
    expect(results.slice(0, 20)).toEqual(Array(20).fill("EMAIL_NOT_FOUND"));
    expect(results[20]).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER : \d+$/);
  });

  it("limits sign-in attempts per account from all addresses together (50 in 10 minutes)", async () => {
    const results = [];
    for (let i = 0; i < 51; i++)
      results.push(
        await failure(
          authorize()(
            { email: "target@example.com", password: "whatever" },
            from(`198.51.100.${i}`),
          ),
        ),
      );
    expect(results.slice(0, 50)).toEqual(Array(50).fill("EMAIL_NOT_FOUND"));
    expect(results[50]).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER : \d+$/);
  });

  it("does not let one address lock the owner out", async () => {
    const attacker = [];
    for (let i = 0; i < 30; i++)
      attacker.push(
        await failure(
          authorize()(
            { email: "amal@example.com", password: `guess-${i}` },
            from("203.0.113.66"),
          ),
        ),
      );
    expect(attacker.slice(0, 5)).toEqual(Array(5).fill("INVALID_PASSWORD"));
    expect(attacker.slice(5)).toEqual(
      Array(25).fill(expect.stringMatching(/^TOO_MANY_ATTEMPTS_TRY_LATER : /)),
    );
    const owner = await authorize()(
      { email: "amal@example.com", password: "olive-branch" },
      from("192.0.2.200"),
    );
    expect(owner.email).toBe("amal@example.com");
  });

  it("counts wrong passwords only, and says in seconds when to try again", async () => {
    await new LocalIdentity({
      lifetimeSeconds: 3600,
      signUpEnabled: true,
    }).signUp("hana@example.com", "laurel-oil-1832");
    const signIn = (password: string) =>
      failure(
        authorize()(
          { email: "hana@example.com", password },
          from("192.0.2.40"),
        ),
      );
    // A phone signing in all day, with a typo now and then.
    for (let i = 0; i < 6; i++)
      expect(await signIn("laurel-oil-1832")).toBe("no error");
    for (let i = 0; i < 4; i++)
      expect(await signIn("laurel-oil-1833")).toBe("INVALID_PASSWORD");
    expect(await signIn("laurel-oil-1832")).toBe("no error");
    expect(await signIn("laurel-oil-1833")).toBe("INVALID_PASSWORD");
    // Five wrong ones: held, with the wait (up to 10 minutes) in the message.
    const refusal = await signIn("laurel-oil-1832");
    expect(refusal).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER : \d+$/);
    const seconds = Number(refusal.split(" : ")[1]);
    expect(seconds).toBeGreaterThan(500);
    expect(seconds).toBeLessThanOrEqual(600);
  }, 60_000);

  it("counts an IPv6 /64 as one address", async () => {
    const results = [];
    for (let i = 1; i <= 6; i++)
      results.push(
        await failure(
          authorize()(
            { email: "amal@example.com", password: `guess-${i}` },
            from(`2001:db8:7:7::${i.toString(16)}`),
          ),
        ),
      );
    expect(results.slice(0, 5)).toEqual(Array(5).fill("INVALID_PASSWORD"));
    expect(results[5]).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER : /);
    // The next /64 is another client.
    expect(
      await failure(
        authorize()(
          { email: "amal@example.com", password: "guess-7" },
          from("2001:db8:7:8::1"),
        ),
      ),
    ).toBe("INVALID_PASSWORD");
  });

  it("lets the owner's known browser in while guesses from everywhere hold new browsers", async () => {
    await new LocalIdentity({
      lifetimeSeconds: 3600,
      signUpEnabled: true,
    }).signUp("owner@example.com", "laurel-oil-1832");
    const owner = { email: "owner@example.com", password: "laurel-oil-1832" };
    // The guesses are refused as the provider would, without 60 scrypt runs.
    const real = LocalIdentity.prototype.signIn;
    const guesses = jest
      .spyOn(LocalIdentity.prototype, "signIn")
      .mockImplementation(function (this: LocalIdentity, email, password) {
        return password.startsWith("guess-")
          ? Promise.reject(new IdentityError("INVALID_PASSWORD"))
          : real.call(this, email, password);
      });
    // The owner signed in from this browser before: it has a device cookie.
    const device = deviceCookie(null, owner.email).split(";")[0]!;
    // 12 addresses, 5 wrong passwords each: the account's 50 fill up.
    const attacks = [];
    for (let a = 0; a < 12; a++)
      for (let i = 0; i < 5; i++)
        attacks.push(
          await failure(
            authorize()(
              { email: owner.email, password: `guess-${a}-${i}` },
              from(`203.0.113.${100 + a}`),
            ),
          ),
        );
    guesses.mockRestore();
    expect(attacks.filter((r) => r === "INVALID_PASSWORD")).toHaveLength(50);
    expect(attacks.slice(50)).toEqual(
      Array(10).fill(expect.stringMatching(/^TOO_MANY_ATTEMPTS_TRY_LATER : /)),
    );
    // A new browser is held, even with the right password...
    expect(await failure(authorize()(owner, from("192.0.2.77")))).toMatch(
      /^TOO_MANY_ATTEMPTS_TRY_LATER : /,
    );
    // ...the known one is not, from any address.
    expect((await authorize()(owner, from("192.0.2.77", device))).email).toBe(
      owner.email,
    );
    // A device cookie of another account does not help.
    const other = deviceCookie(null, "amal@example.com").split(";")[0]!;
    expect(
      await failure(authorize()(owner, from("192.0.2.78", other))),
    ).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER : /);
    // The known browser has a limit of its own: 5 wrong passwords.
    for (let i = 0; i < 5; i++)
      expect(
        await failure(
          authorize()(
            { ...owner, password: `typo-${i}` },
            from("192.0.2.77", device),
          ),
        ),
      ).toBe("INVALID_PASSWORD");
    expect(
      await failure(authorize()(owner, from("192.0.2.77", device))),
    ).toMatch(/^TOO_MANY_ATTEMPTS_TRY_LATER : /);
  });

  it("gives each sign-in its own session id, ends expired or logged-out sessions, and shows the browser only safe fields", async () => {
    const { jwt, session } = authOptions().callbacks!;
    const user = await authorize()(
      { email: "amal@example.com", password: "olive-branch" },
      from("192.0.2.9"),
    );
    const first = (await jwt!({ token: {}, user } as never)) as JWT;
    const second = (await jwt!({ token: {}, user } as never)) as JWT;
    expect(first).toEqual({
      sub: user.id,
      email: "amal@example.com",
      idToken: user.idToken,
      expiresAt: user.expiresAt,
      sessionId: expect.any(String),
      signedInAt: expect.any(Number),
    });
    expect(second.sessionId).not.toBe(first.sessionId);
    // A later request: next-auth adds its own iat/exp/jti to what it decodes.
    const kept = await jwt!({ token: { ...first, iat: 1, jti: "x" } } as never);
    expect(kept).toEqual(first);
    expect(await session!({ token: kept, session: {} } as never)).toEqual({
      email: "amal@example.com",
      id: user.id,
      role: "member",
      expiresAt: user.expiresAt,
    });
    const rejected = (token: JWT) =>
      Promise.resolve()
        .then(() => jwt!({ token } as never))
        .then(
          () => "kept",
          (e: Error) => e.message,
        );
    expect(await rejected({ ...first, expiresAt: Date.now() - 1 })).toBe(
      "SESSION_ENDED",
    );
    await authOptions().events!.signOut!({
      token: first,
      session: {},
    } as never);
    expect(await rejected(first)).toBe("SESSION_ENDED");
    expect(await rejected(second)).toBe("kept");
  });

  it("refuses a disabled account with USER_DISABLED, and records sign-ins as members", async () => {
    await new LocalIdentity({
      lifetimeSeconds: 3600,
      signUpEnabled: true,
    }).signUp("sami@example.com", "olive-branch");
    const user = await authorize()(
      { email: "sami@example.com", password: "olive-branch" },
      from("192.0.2.10"),
    );
    const store = accountStore();
    expect(await store.get(user.id)).toMatchObject({ role: "member" });
    await store.update(user.id, { disabled: true });
    expect(
      await failure(
        authorize()(
          { email: "sami@example.com", password: "olive-branch" },
          from("192.0.2.10"),
        ),
      ),
    ).toBe("USER_DISABLED");
  });
});
