import { db } from "@/lib/db";
import { useTempDataDir } from "@/test/temp-data-dir";
import { catalogueKey } from "./error-catalogue";
import { FirebaseIdentity } from "./firebase";
import {
  startFirebaseAuthStandIn,
  type StandIn,
} from "@/test/stand-ins/firebase-auth";
import { LocalIdentity } from "./local";
import { IdentityError, type IdentityProvider } from "./types";

// One behavioural contract, run against both adapters: the app must not be
// able to tell which backend keeps the accounts.
type Subject = {
  provider: () => IdentityProvider;
  disable: (email: string) => void;
};

let standIn: StandIn;

const subjects = (): [string, Subject][] => [
  [
    "local (SQLite + scrypt)",
    {
      provider: () =>
        new LocalIdentity({ lifetimeSeconds: 3600, signUpEnabled: true }),
      disable: (email) =>
        db()
          .prepare("UPDATE users SET disabled = 1 WHERE email = ?")
          .run(email),
    },
  ],
  [
    "firebase (Identity Toolkit REST)",
    {
      provider: () =>
        new FirebaseIdentity({
          apiKey: standIn.apiKey,
          emulatorHost: standIn.host,
        }),
      disable: (email) => standIn.disable(email),
    },
  ],
];

async function failure(promise: Promise<unknown>): Promise<IdentityError> {
  const error = await promise.then(() => null).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(IdentityError);
  return error as IdentityError;
}

function contract(name: string, subject: Subject) {
  const email = `Owner.${name.split(" ")[0]}@Example.com`;
  const password = "juniper-and-quince";
  let identity: IdentityProvider;
  let firstId = "";
  let firstToken = "";
  /** The first account changing its password from `current` to `next`. */
  const change = (current: string, next: string) =>
    identity.changePassword(
      { id: firstId, email: email.toLowerCase(), idToken: firstToken },
      current,
      next,
    );
  /** A session of the first account. */
  const itsSession = () =>
    expect.objectContaining({
      email: email.toLowerCase(),
      id: firstId,
      expiresIn: 3600,
      idToken: expect.any(String),
    });
  beforeAll(() => {
    identity = subject.provider();
  });

  it("signs up and answers email, id and lifetime in seconds", async () => {
    const session = await identity.signUp(email, password);
    firstToken = session.idToken;
    expect(session.email).toBe(email.toLowerCase());
    expect(session.id).toMatch(/^\S{10,}$/);
    expect(session.expiresIn).toBe(3600);
    firstId = session.id;
  });

  it("refuses a second account with the same email, whatever its case", async () => {
    const error = await failure(identity.signUp(email.toUpperCase(), password));
    expect(error.code).toBe("EMAIL_EXISTS");
    expect(catalogueKey(error.providerMessage)).toBe("EMAIL_EXISTS");
  });

  it("signs in with the right password, email case ignored", async () => {
    const session = await identity.signIn(email.toUpperCase(), password);
    expect(session).toEqual(itsSession());
  });

  it("refuses a wrong password with the INVALID_PASSWORD text", async () => {
    const error = await failure(identity.signIn(email, "not-the-password"));
    expect(error.code).toBe("INVALID_PASSWORD");
    expect(catalogueKey(error.providerMessage)).toBe("INVALID_PASSWORD");
  });

  it("answers EMAIL_NOT_FOUND for an unknown email", async () => {
    const error = await failure(
      identity.signIn("nobody@example.com", password),
    );
    expect(error.code).toBe("EMAIL_NOT_FOUND");
  });

  it("refuses a short or easily guessed password with Firebase's suffixed message", async () => {
    const short = await failure(identity.signUp("weak@example.com", "12345"));
    expect(short.providerMessage).toBe(
      "WEAK_PASSWORD : Password should be at least 10 characters",
    );
    expect(short.code).toBe("WEAK_PASSWORD");
    for (const weak of [
      "password123",
      "QwertyUiop",
      "ｐａｓｓｗｏｒｄ１２３",
      "1111111111",
      "aaaaaaaaaa",
      "abcdefghij",
      "0123456789",
      // The account's own address is a guessable word.
      "weak@example.com",
    ]) {
      const error = await failure(identity.signUp("weak@example.com", weak));
      expect(error.providerMessage).toMatch(
        /^WEAK_PASSWORD : Password is too easy to guess\. \S/,
      );
    }
    // Nothing was created along the way.
    const none = await failure(identity.signIn("weak@example.com", "12345"));
    expect(none.code).toBe("EMAIL_NOT_FOUND");
  });

  it("refuses a malformed email", async () => {
    const error = await failure(identity.signUp("not-an-email", password));
    expect(error.code).toBe("INVALID_EMAIL");
  });

  it("refuses a password change when the current password is wrong", async () => {
    const error = await failure(change("not-the-password", "cedar-press-1832"));
    expect(catalogueKey(error.providerMessage)).toBe("INVALID_PASSWORD");
    await identity.signIn(email, password);
  });

  it("refuses a new password that is too short or easily guessed", async () => {
    for (const [next, message] of [
      ["laurel-1", /^Password should be at least 10 characters$/],
      ["Basketball", /^Password is too easy to guess\. \S/],
      ["1111111111", /^Password is too easy to guess\. \S/],
      ["abcdefghij", /^Password is too easy to guess\. \S/],
      ["aleppo-soap", /^Password is too easy to guess\. \S/],
    ] as const) {
      const error = await failure(change(password, next));
      expect(error.providerMessage).toMatch(/^WEAK_PASSWORD : /);
      expect(error.providerMessage.slice(16)).toMatch(message);
    }
    await identity.signIn(email, password);
  });

  it("changes the password: the old one stops working, the new one signs in", async () => {
    const changed = await change(password, "cedar-press-1832");
    expect(changed).toEqual(itsSession());
    const old = await failure(identity.signIn(email, password));
    expect(catalogueKey(old.providerMessage)).toBe("INVALID_PASSWORD");
    const session = await identity.signIn(email, "cedar-press-1832");
    expect(session.id).toBe(firstId);
  });

  it("changes the sign-in address once the password is proven: the old one no longer signs in", async () => {
    const moved = `moved.${name.split(" ")[0]}@example.com`;
    const { id, idToken } = await identity.signUp(moved, password);
    const account = { id, email: moved, idToken };
    const wrong = await failure(
      identity.changeEmail(account, "not-the-password", "x@example.com"),
    );
    expect(catalogueKey(wrong.providerMessage)).toBe("INVALID_PASSWORD");
    const taken = await failure(
      identity.changeEmail(account, password, email.toUpperCase()),
    );
    expect(taken.code).toBe("EMAIL_EXISTS");
    const invalid = await failure(
      identity.changeEmail(account, password, "not-an-email"),
    );
    expect(invalid.code).toBe("INVALID_EMAIL");
    const changed = await identity.changeEmail(
      account,
      password,
      "Now.Moved@Example.com",
    );
    expect(changed).toEqual(
      expect.objectContaining({ id, email: "now.moved@example.com" }),
    );
    const old = await failure(identity.signIn(moved, password));
    expect(old.code).toBe("EMAIL_NOT_FOUND");
    expect((await identity.signIn("now.moved@example.com", password)).id).toBe(
      id,
    );
    // The old address is free again.
    await identity.signUp(moved, password);
  });

  it("refuses a disabled account even with the right password", async () => {
    const disabled = `disabled.${name.split(" ")[0]}@example.com`;
    await identity.signUp(disabled, password);
    subject.disable(disabled);
    const error = await failure(identity.signIn(disabled, password));
    expect(error.code).toBe("USER_DISABLED");
  });
}

describe("identity backends", () => {
  useTempDataDir();
  beforeAll(async () => {
    standIn = await startFirebaseAuthStandIn();
  });
  afterAll(() => standIn.close());
  describe.each(subjects())("contract: %s", contract);
});
