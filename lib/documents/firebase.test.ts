import {
  startFakeFirebase,
  type FakeFirebase,
} from "@/test/stand-ins/firebase-database";
import { closedPort, silentHost } from "@/test/stand-ins/unreachable-hosts";
import { createDatabase, databaseUrl, isDatabaseKey } from "./firebase";
import { createReaderToken } from "./reader";

let fake: FakeFirebase;
beforeEach(async () => {
  fake = await startFakeFirebase();
  fake.publicReads = true;
  fake.accounts.set("w@example.com", "pw");
});
afterEach(() => fake.stop());

describe("Realtime Database REST plumbing", () => {
  it("addresses the emulator by namespace and the database by its URL", () => {
    const db = "https://shop-default-rtdb.europe-west1.firebasedatabase.app";
    expect(
      databaseUrl({ databaseUrl: db, emulatorHost: "h:9" }, "a/b", "t"),
    ).toBe("http://h:9/a/b.json?ns=shop-default-rtdb&auth=t");
    expect(databaseUrl({ databaseUrl: `${db}/` }, "a", null)).toBe(
      `${db}/a.json`,
    );
  });

  it("knows which keys the database refuses", () => {
    expect(isDatabaseKey("Ab-_09")).toBe(true);
    for (const bad of ["", "a.b", "a/b", "a#", "$a", "a[0]", "a\u0001"])
      expect(isDatabaseKey(bad)).toBe(false);
  });

  it("merges children with PATCH (null removes) and removes with DELETE", async () => {
    const res = await fetch(
      `${fake.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k`,
      {
        method: "POST",
        body: JSON.stringify({ email: "w@example.com", password: "pw" }),
      },
    );
    const { idToken } = (await res.json()) as { idToken: string };
    const request = createDatabase({
      databaseUrl: fake.url,
      emulatorHost: fake.host,
    });
    fake.set("n", { a: 1, b: 2 });
    const patched = await request("n", {
      method: "PATCH",
      token: idToken,
      body: { b: null, c: 3, "d/e": 4 },
    });
    expect(patched.data).toEqual({ b: null, c: 3, "d/e": 4 });
    expect((await request("n", { token: null })).data).toEqual({
      a: 1,
      c: 3,
      d: { e: 4 },
    });
    const deleted = await request("n", { method: "DELETE", token: idToken });
    expect(deleted).toMatchObject({ status: 200, data: null });
    expect((await request("n", { token: null })).data).toBeNull();
    expect(fake.root).toEqual({});
  });

  it("throws StoreUnavailableError with the status when refused or unreachable", async () => {
    const request = createDatabase({
      databaseUrl: fake.url,
      emulatorHost: fake.host,
    });
    await expect(
      request("n", { method: "PUT", token: null, body: 1 }),
    ).rejects.toMatchObject({
      name: "StoreUnavailableError",
      status: 401,
      message: expect.stringContaining("Permission denied"),
    });
  });

  it("names the address it could not reach, never the token, and gives up on a silent host after its timeout", async () => {
    const refused = createDatabase({
      databaseUrl: fake.url,
      emulatorHost: await closedPort(),
    });
    const error = await refused("a/b", { token: "secret" }).catch((e) => e);
    expect(error).toMatchObject({ name: "StoreUnavailableError", status: 0 });
    expect(error.message).toMatch(
      /^The Realtime Database could not be reached \(ECONNREFUSED\): http:\/\/127\.0\.0\.1:\d+\/a\/b\.json$/,
    );
    const { host, close } = await silentHost();
    try {
      const silent = createDatabase({
        databaseUrl: fake.url,
        emulatorHost: host,
        timeoutMs: 50,
      });
      await expect(silent("n", { token: "secret" })).rejects.toMatchObject({
        status: 0,
        message: `The Realtime Database did not answer within 0.05 s: http://${host}/n.json`,
      });
      const signIn = createReaderToken({
        apiKey: "key",
        email: "r@example.com",
        password: "pw",
        authEmulatorHost: host,
        timeoutMs: 50,
      });
      await expect(signIn()).rejects.toMatchObject({
        name: "StoreUnavailableError",
        message: `The data reader could not sign in: the identity service did not answer within 0.05 s: http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword`,
      });
    } finally {
      await close();
    }
  });
});
