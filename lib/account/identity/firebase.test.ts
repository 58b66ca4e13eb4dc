import http from "node:http";
import type { AddressInfo } from "node:net";
import { catalogueKey } from "./error-catalogue";
import { FirebaseIdentity } from "./firebase";
import {
  startFirebaseAuthStandIn,
  type StandIn,
} from "@/test/stand-ins/firebase-auth";
import { IdentityError } from "./types";

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startFirebaseAuthStandIn("key-123");
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.enumerationProtection = false;
  standIn.outage = null;
});

const client = (apiKey = "key-123") =>
  new FirebaseIdentity({ apiKey, emulatorHost: standIn.host });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (e: IdentityError) => e,
  );

describe("Firebase identity adapter", () => {
  it("posts the documented request to the emulator's base URL", async () => {
    const session = await client().signUp(
      "shape@example.com",
      "secret-olive-1",
    );
    expect(standIn.requests).toEqual([
      {
        path: "/identitytoolkit.googleapis.com/v1/accounts:signUp",
        query: new URLSearchParams({ key: "key-123" }),
        body: {
          email: "shape@example.com",
          password: "secret-olive-1",
          returnSecureToken: true,
        },
        contentType: "application/json",
      },
    ]);
    // expiresIn arrives as the string "3600" and leaves as a number.
    expect(session.expiresIn).toBe(3600);

    await client().signIn("shape@example.com", "secret-olive-1");
    expect(standIn.requests[1]!.path).toBe(
      "/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword",
    );
  });

  it("changes a password: signs in again, then accounts:update with that fresh token", async () => {
    const first = await client().signUp("change@example.com", "secret-olive-1");
    standIn.requests.length = 0;
    const changed = await client().changePassword(
      { id: first.id, email: "change@example.com", idToken: first.idToken },
      "secret-olive-1",
      "secret-quince-2",
    );
    const [reauth, update] = standIn.requests;
    expect(reauth!.path).toMatch(/accounts:signInWithPassword$/);
    expect(update!.path).toBe(
      "/identitytoolkit.googleapis.com/v1/accounts:update",
    );
    expect(update!.body).toEqual({
      idToken: expect.not.stringMatching(first.idToken),
      password: "secret-quince-2",
      returnSecureToken: true,
    });
    expect(changed).toEqual({
      email: "change@example.com",
      id: first.id,
      idToken: expect.stringMatching(/^stand-in\./),
      expiresIn: 3600,
    });
    // The policy runs before Firebase is asked to store anything.
    standIn.requests.length = 0;
    const weak = await failure(
      client().changePassword(changed, "secret-quince-2", "1234567890"),
    );
    expect(weak.providerMessage).toMatch(
      /^WEAK_PASSWORD : Password is too easy to guess\. /,
    );
    expect(standIn.requests.map((r) => r.path)).not.toContainEqual(
      expect.stringMatching(/accounts:update$/),
    );
  });

  it("maps INVALID_LOGIN_CREDENTIALS (enumeration protection) to the INVALID_PASSWORD text", async () => {
    await client().signUp("protected@example.com", "secret-olive-1");
    standIn.enumerationProtection = true;
    for (const email of ["protected@example.com", "unknown@example.com"]) {
      const error = await failure(client().signIn(email, "wrong-one"));
      expect(error.providerMessage).toBe("INVALID_LOGIN_CREDENTIALS");
      expect(catalogueKey(error.providerMessage)).toBe("INVALID_PASSWORD");
    }
  });

  it("carries an unknown provider message through, which shows the unknown-error text", async () => {
    const error = await failure(
      client("wrong-key").signIn("a@example.com", "secret-olive-1"),
    );
    expect(error).toBeInstanceOf(IdentityError);
    expect(error.providerMessage).toMatch(/^API key not valid/);
    expect(catalogueKey(error.providerMessage)).toBe("UNKNOWN");
  });

  it("treats an answer without an error body as unknown", async () => {
    standIn.outage = 503;
    const error = await failure(
      client().signIn("a@example.com", "secret-olive-1"),
    );
    expect(error.providerMessage).toBe("");
    expect(error.status).toBe(503);
    expect(catalogueKey(error.providerMessage)).toBe("UNKNOWN");
  });

  it("reports an unreachable provider without leaking the key or password", async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const { port } = closed.address() as AddressInfo;
    await new Promise((r) => closed.close(r));
    const error = await failure(
      new FirebaseIdentity({
        apiKey: "secret-key",
        emulatorHost: `127.0.0.1:${port}`,
      }).signIn("a@example.com", "pass-word"),
    );
    expect(error.status).toBe(502);
    expect(catalogueKey(error.providerMessage)).toBe("UNKNOWN");
    expect(error.message).not.toMatch(/secret-key|pass-word/);
  });
});
