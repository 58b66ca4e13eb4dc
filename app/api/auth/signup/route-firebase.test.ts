import { resetEnvForTests } from "@/lib/env";
import {
  startFirebaseAuthStandIn,
  type StandIn,
} from "@/test/stand-ins/firebase-auth";
import { useTempDataDir } from "@/test/temp-data-dir";
import { signup, texts } from "@/test/api/signup";

describe("POST /api/auth/signup", () => {
  useTempDataDir();

  // Rate limits and provider failures, against the Firebase adapter and a
  // stand-in of its REST API (no password hashing here, so many attempts are cheap).
  describe("with IDENTITY_BACKEND=firebase", () => {
    let standIn: StandIn;
    beforeAll(async () => {
      standIn = await startFirebaseAuthStandIn("route-key");
      Object.assign(process.env, {
        IDENTITY_BACKEND: "firebase",
        FIREBASE_API_KEY: "route-key",
        FIREBASE_AUTH_EMULATOR_HOST: standIn.host,
      });
      resetEnvForTests();
    });
    afterAll(async () => {
      for (const v of [
        "IDENTITY_BACKEND",
        "FIREBASE_API_KEY",
        "FIREBASE_AUTH_EMULATOR_HOST",
      ])
        delete process.env[v];
      resetEnvForTests();
      await standIn.close();
    });

    it("signs up through the provider and hands out no token", async () => {
      const res = await signup({
        email: "fire@example.com",
        password: "olive-branch",
      });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(Object.keys(body).sort()).toEqual(["email", "id"]);
      expect(standIn.requests.at(-1)?.path).toMatch(/accounts:signUp$/);
      expect(res.headers.getSetCookie()).toEqual([]);
    });

    it("answers 502 with the unknown-error text when the provider fails", async () => {
      standIn.outage = 503;
      const res = await signup({
        email: "outage@example.com",
        password: "olive-branch",
      });
      standIn.outage = null;
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        error: "An unknown error occurred!",
        code: "PROVIDER_UNAVAILABLE",
      });
    });

    it("limits attempts per client address, then answers TOO_MANY_ATTEMPTS_TRY_LATER with 429", async () => {
      const from = { "x-forwarded-for": "198.51.100.7" };
      // Invalid input is refused before anything is counted.
      for (let i = 0; i < 6; i++)
        expect(
          (await signup({ email: "bad", password: "s" }, from)).status,
        ).toBe(400);
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (
            await signup(
              { email: `rate${i}@example.com`, password: "s3cret-olive-1" },
              from,
            )
          ).status,
        );
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const res = await signup(
        { email: "fresh@example.com", password: "s3cret-olive-1" },
        from,
      );
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await res.json()).toEqual({
        error: texts.tooMany(10),
        code: "TOO_MANY_ATTEMPTS_TRY_LATER",
        retryAfterSeconds: expect.any(Number),
      });
      // Another address is not affected.
      expect(
        (
          await signup({
            email: "rate0@example.com",
            password: "s3cret-olive-1",
          })
        ).status,
      ).toBe(409);
    });

    it("limits sign-ups for the whole site to 100 an hour, whatever the address", async () => {
      const statuses = [];
      for (let i = 0; i < 101; i++)
        statuses.push(
          (
            await signup(
              { email: `crowd${i}@example.com`, password: "s3cret-olive-1" },
              { "x-forwarded-for": `203.0.${Math.floor(i / 4)}.${i % 4}` },
            )
          ).status,
        );
      // Earlier tests of this file signed up a few already.
      expect(statuses).toContain(201);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(100);
    });
  });
});
