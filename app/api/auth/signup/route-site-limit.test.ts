import { resetEnvForTests } from "@/lib/env";
import { useTempDataDir } from "@/test/temp-data-dir";
import { signup, texts } from "@/test/api/signup";

describe("POST /api/auth/signup, for the whole site", () => {
  useTempDataDir();
  beforeAll(() => {
    process.env.SIGNUPS_PER_HOUR = "2";
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.SIGNUPS_PER_HOUR;
    resetEnvForTests();
  });

  it("accepts SIGNUPS_PER_HOUR sign-ups an hour from all addresses together, then answers 429", async () => {
    // signup() sends each request from an address of its own.
    for (const name of ["first", "second"])
      expect(
        (
          await signup({
            email: `${name}@example.com`,
            password: "olive-branch",
          })
        ).status,
      ).toBe(201);
    const refused = await signup({
      email: "third@example.com",
      password: "olive-branch",
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await refused.json()).toMatchObject({
      error: texts.tooMany(60),
      retryAfterSeconds: expect.any(Number),
    });
  });
});
