import { db } from "@/lib/db";
import { useTempDataDir } from "@/test/temp-data-dir";
import { LocalIdentity } from "./local";
import { issueToken, verifyToken } from "./local-token";
import { IdentityError } from "./types";

describe("local identity adapter", () => {
  useTempDataDir();

  it("stores a salted scrypt hash (N=2^17, r=8, p=1), never the password", async () => {
    const identity = new LocalIdentity({
      lifetimeSeconds: 5,
      signUpEnabled: true,
    });
    const session = await identity.signUp("hash@example.com", "olive-oil-1832");
    const row = db()
      .prepare("SELECT password_hash FROM users WHERE id = ?")
      .get(session.id) as { password_hash: string };
    expect(row.password_hash).toMatch(
      /^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/,
    );
    expect(row.password_hash).not.toContain("olive-oil-1832");
    // The configured lifetime is the token's.
    expect(session.expiresIn).toBe(5);
    const claims = verifyToken(session.idToken);
    expect(claims).toEqual({
      id: session.id,
      email: "hash@example.com",
      expiresAt: expect.any(Number),
    });
    expect(claims!.expiresAt - Date.now()).toBeLessThanOrEqual(5000);
  });

  it("issues tokens that expire and cannot be forged", () => {
    const account = { id: "abc", email: "t@example.com" };
    const now = Date.now();
    const token = issueToken(account, 60, now);
    expect(verifyToken(token, now + 59_000)).not.toBeNull();
    expect(verifyToken(token, now + 61_000)).toBeNull();
    const [h, p] = token.split(".");
    const forged = `${h}.${Buffer.from(
      JSON.stringify({ sub: "abc", email: "t@example.com", exp: 9e9 }),
    ).toString("base64url")}.${token.split(".")[2]}`;
    expect(verifyToken(forged)).toBeNull();
    expect(verifyToken(`${h}.${p}`)).toBeNull();
    expect(verifyToken("garbage")).toBeNull();
  });

  it("answers OPERATION_NOT_ALLOWED when sign-up is closed", async () => {
    const closed = new LocalIdentity({
      lifetimeSeconds: 60,
      signUpEnabled: false,
    });
    const error = await closed
      .signUp("closed@example.com", "secret-1")
      .catch((e) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect((error as IdentityError).code).toBe("OPERATION_NOT_ALLOWED");
  });
});
