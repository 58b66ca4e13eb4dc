import type { JWT } from "next-auth/jwt";
import { accountStore } from "@/lib/account/roles";
import { LocalIdentity } from "@/lib/account/identity/local";
import {
  authorize,
  failure,
  from,
  useSignInAccount,
} from "@/test/auth-authorize";
import { authOptions } from "./session";

describe("next-auth configuration", () => {
  useSignInAccount();

  it("signs in through the identity provider and keeps the token for the cookie", async () => {
    const before = Date.now();
    const user = await authorize()(
      { email: " Amal@Example.com", password: "olive-branch" },
      from("192.0.2.1"),
    );
    expect(user).toEqual({
      id: expect.any(String),
      email: "amal@example.com",
      idToken: "",
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

  it("gives each sign-in its own session id, ends expired or logged-out sessions, and shows the browser only safe fields", async () => {
    const { jwt, session } = (await authOptions()).callbacks!;
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
    await (
      await authOptions()
    ).events!.signOut!({
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
