import { IdentityError } from "@/lib/account/identity";
import { LocalIdentity } from "@/lib/account/identity/local";
import {
  authorize,
  failure,
  from,
  useSignInAccount,
} from "@/test/auth-authorize";
import { deviceCookie } from "./device";

describe("sign-in limits", () => {
  useSignInAccount();

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
});
