import { IdentityError } from "@/lib/account/identity";
import { LocalIdentity } from "@/lib/account/identity/local";
import {
  authorize,
  failure,
  from,
  useSignInAccount,
} from "@/test/auth-authorize";
import { accountStore } from "@/lib/account/roles";
import { deviceCookie } from "./device";
import { passwordSet } from "./password-set";

/** Wrong passwords ("guess-…") refused as the provider would, without scrypt runs; the right one checked for real. */
function fastGuesses() {
  const real = LocalIdentity.prototype.signIn;
  return jest
    .spyOn(LocalIdentity.prototype, "signIn")
    .mockImplementation(function (this: LocalIdentity, email, password) {
      return password.startsWith("guess-")
        ? Promise.reject(new IdentityError("INVALID_PASSWORD"))
        : real.call(this, email, password);
    });
}

// No word of the site's own: the password policy refuses those.
const PASSWORD = "quince-harbour-57";

/** An account that signed in once (so the account store knows it), and its password. */
async function signedUp(email: string) {
  const { id } = await new LocalIdentity({
    lifetimeSeconds: 3600,
    signUpEnabled: true,
  }).signUp(email, PASSWORD);
  await accountStore().record(id, email);
  return { id, owner: { email, password: PASSWORD } };
}

/** A browser's device cookie (`name=value`) after a sign-in to `email`. */
const deviceOf = async (email: string) =>
  (await deviceCookie(null, email)).split(";")[0]!;

const HELD = /^TOO_MANY_ATTEMPTS_TRY_LATER : /;

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
    }).signUp("hana@example.com", "juniper-kettle-1832");
    const signIn = (password: string) =>
      failure(
        authorize()(
          { email: "hana@example.com", password },
          from("192.0.2.40"),
        ),
      );
    // A phone signing in all day, with a typo now and then.
    for (let i = 0; i < 6; i++)
      expect(await signIn("juniper-kettle-1832")).toBe("no error");
    for (let i = 0; i < 4; i++)
      expect(await signIn("juniper-kettle-1833")).toBe("INVALID_PASSWORD");
    expect(await signIn("juniper-kettle-1832")).toBe("no error");
    expect(await signIn("juniper-kettle-1833")).toBe("INVALID_PASSWORD");
    // Five wrong ones: held, with the wait (up to 10 minutes) in the message.
    const refusal = await signIn("juniper-kettle-1832");
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
    const { owner } = await signedUp("owner@example.com");
    const guesses = fastGuesses();
    // The owner signed in from this browser before: it has a device cookie.
    const device = await deviceOf(owner.email);
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
      Array(10).fill(expect.stringMatching(HELD)),
    );
    // A new browser is held, even with the right password...
    expect(await failure(authorize()(owner, from("192.0.2.77")))).toMatch(HELD);
    // ...the known one is not, from any address.
    expect((await authorize()(owner, from("192.0.2.77", device))).email).toBe(
      owner.email,
    );
    // A device cookie of another account does not help.
    const other = await deviceOf("amal@example.com");
    expect(
      await failure(authorize()(owner, from("192.0.2.78", other))),
    ).toMatch(HELD);
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
    ).toMatch(HELD);
  });

  it("no longer exempts a device cookie from before a new password", async () => {
    const { id, owner } = await signedUp("changed@example.com");
    const before = await deviceOf(owner.email);
    await passwordSet(id);
    const after = await deviceOf(owner.email);
    const guesses = fastGuesses();
    for (let a = 0; a < 10; a++)
      for (let i = 0; i < 5; i++)
        await authorize()(
          { email: owner.email, password: `guess-${a}-${i}` },
          from(`203.0.113.${150 + a}`),
        ).catch(() => undefined);
    guesses.mockRestore();
    // The account's 50 are full: the old cookie counts as a new browser.
    expect(
      await failure(authorize()(owner, from("192.0.2.90", before))),
    ).toMatch(HELD);
    expect((await authorize()(owner, from("192.0.2.91", after))).email).toBe(
      owner.email,
    );
  });

  it("holds all of an account's known browsers together: 30 cookies × 5 guesses make 10", async () => {
    const { owner } = await signedUp("farmed@example.com");
    const cookies = [];
    for (let c = 0; c < 30; c++) cookies.push(await deviceOf(owner.email));
    const guesses = fastGuesses();
    const results = [];
    for (const [c, cookie] of cookies.entries())
      for (let i = 0; i < 5; i++)
        results.push(
          await failure(
            authorize()(
              { email: owner.email, password: `guess-${c}-${i}` },
              from(`198.18.${c}.1`, cookie),
            ),
          ),
        );
    guesses.mockRestore();
    expect(results.filter((r) => r === "INVALID_PASSWORD")).toHaveLength(10);
    expect(results.slice(10)).toEqual(
      Array(140).fill(expect.stringMatching(HELD)),
    );
  });

  it("holds a known browser by its address's 20 too", async () => {
    const guesses = fastGuesses();
    const results = [];
    for (let a = 0; a < 5; a++) {
      const { owner } = await signedUp(`household${a}@example.com`);
      const cookie = await deviceOf(owner.email);
      for (let i = 0; i < 5; i++)
        results.push(
          await failure(
            authorize()(
              { email: owner.email, password: `guess-${a}-${i}` },
              from("198.19.0.7", cookie),
            ),
          ),
        );
    }
    guesses.mockRestore();
    expect(results.slice(0, 20)).toEqual(Array(20).fill("INVALID_PASSWORD"));
    expect(results.slice(20)).toEqual(
      Array(5).fill(expect.stringMatching(HELD)),
    );
  });
});
