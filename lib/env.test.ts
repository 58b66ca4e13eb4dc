import fs from "node:fs";
import path from "node:path";
import { ConfigurationError, envSchema, parseEnv } from "./env";
import { passwordIssues } from "./env-checks";

describe("configuration", () => {
  it("runs on embedded defaults with nothing set", () => {
    const env = parseEnv({});
    expect(env.IDENTITY_BACKEND).toBe("local");
    expect(env.DATA_BACKEND).toBe("local");
    expect(env.MAIL_TRANSPORT).toBe("outbox");
    expect(env.DATA_DIR).toBe("./.data");
    expect(env.SIGNUP_ENABLED).toBe(true);
    expect(env.TOKEN_LIFETIME_SECONDS).toBe(3600);
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it("reads the old CATALOG_ names when the DATA_ ones are unset", () => {
    const firebase = {
      FIREBASE_API_KEY: "k",
      FIREBASE_DATABASE_URL: "https://x.firebaseio.com",
    };
    expect(
      parseEnv({ ...firebase, CATALOG_BACKEND: "firebase" }).DATA_BACKEND,
    ).toBe("firebase");
    expect(
      parseEnv({ CATALOG_BACKEND: "firebase", DATA_BACKEND: "local" })
        .DATA_BACKEND,
    ).toBe("local");
    const reader = parseEnv({
      CATALOG_READER_EMAIL: "reader@example.com",
      CATALOG_READER_PASSWORD: "old",
      DATA_READER_PASSWORD: "new",
    });
    expect(reader.DATA_READER_EMAIL).toBe("reader@example.com");
    expect(reader.DATA_READER_PASSWORD).toBe("new");
  });

  it.each([
    ["MAIL_TRANSPORT", "pigeon"],
    ["SITE_URL", "not a url"],
    ["SIGNUP_ENABLED", "maybe"],
    ["ADMIN_EMAILS", "a@example.com, nope"],
    ["FIREBASE_AUTH_EMULATOR_HOST", "localhost"],
  ])("names the variable that is wrong: %s=%s", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(name));
  });

  it("asks ADMIN_PASSWORD for 10+ characters", () => {
    expect(
      parseEnv({ ADMIN_PASSWORD: "juniper-kettle-1832" }).ADMIN_PASSWORD,
    ).toBe("juniper-kettle-1832");
    expect(parseEnv({ ADMIN_PASSWORD: "" }).ADMIN_PASSWORD).toBeUndefined();
    expect(() => parseEnv({ ADMIN_PASSWORD: "soap-1832" })).toThrow(
      /ADMIN_PASSWORD must be at least 10 characters/,
    );
  });

  it("refuses an ADMIN_PASSWORD that is easy to guess, naming the variable", async () => {
    const issues = (password: string) =>
      passwordIssues(parseEnv({ ADMIN_PASSWORD: password }));
    expect(await issues("juniper-kettle-1832")).toEqual([]);
    for (const weak of [
      "1111111111",
      "aaaaaaaaaa",
      "abcdefghij",
      "0123456789",
      "password123",
      "halabi-soap",
    ])
      expect(await issues(weak)).toEqual([
        {
          variable: "ADMIN_PASSWORD",
          message: expect.stringMatching(/^is too easy to guess\. \w/),
        },
      ]);
    expect(await passwordIssues(parseEnv({}))).toEqual([]);
  });

  it("parses lists and switches", () => {
    const env = parseEnv({
      ADMIN_EMAILS: " A@Example.com ,b@example.com",
      SIGNUP_ENABLED: "false",
    });
    expect(env.ADMIN_EMAILS).toEqual(["a@example.com", "b@example.com"]);
    expect(env.SIGNUP_ENABLED).toBe(false);
  });

  it("requires what each remote backend needs", () => {
    expect(() => parseEnv({ IDENTITY_BACKEND: "firebase" })).toThrow(
      /FIREBASE_API_KEY/,
    );
    expect(() => parseEnv({ MAIL_TRANSPORT: "smtp" })).toThrow(/SMTP_URL/);
    expect(() =>
      parseEnv({
        MAIL_TRANSPORT: "emailjs",
        EMAILJS_SERVICE_ID: "s",
        EMAILJS_TEMPLATE_ID: "t",
      }),
    ).toThrow(/EMAILJS_PUBLIC_KEY/);
  });

  it("takes card payments with both Stripe keys or neither, and a stand-in's address for tests", () => {
    const keys = {
      STRIPE_SECRET_KEY: "sk_test_51Abc",
      STRIPE_WEBHOOK_SECRET: "whsec_Abc123",
    };
    expect(parseEnv(keys)).toMatchObject(keys);
    expect(() =>
      parseEnv({ STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY/);
    expect(() =>
      parseEnv({ STRIPE_WEBHOOK_SECRET: keys.STRIPE_WEBHOOK_SECRET }),
    ).toThrow(/STRIPE_SECRET_KEY is required with STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      parseEnv({ ...keys, STRIPE_SECRET_KEY: "pk_test_51Abc" }),
    ).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(() =>
      parseEnv({ ...keys, STRIPE_WEBHOOK_SECRET: "secret" }),
    ).toThrow(
      /STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret/,
    );
    expect(
      parseEnv({ ...keys, STRIPE_API_BASE: "http://127.0.0.1:12111" })
        .STRIPE_API_BASE,
    ).toBe("http://127.0.0.1:12111");
    for (const base of [
      "127.0.0.1:12111",
      "http://127.0.0.1:12111/v1",
      "ftp://x",
    ])
      expect(() => parseEnv({ ...keys, STRIPE_API_BASE: base })).toThrow(
        /STRIPE_API_BASE must be http:\/\/host:port/,
      );
  });

  it("refuses the embedded backends on Vercel, saying what to set", () => {
    try {
      parseEnv({ VERCEL: "1" });
      throw new Error("expected a ConfigurationError");
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigurationError);
      const message = (error as Error).message;
      expect(message).toMatch(/IDENTITY_BACKEND cannot be local on Vercel/);
      expect(message).toMatch(/MAIL_TRANSPORT cannot be outbox on Vercel/);
      expect(message).toMatch(/SITE_URL is required on Vercel/);
    }
  });

  it("asks IMAGE_STORE=s3 for a bucket and its keys", () => {
    expect(parseEnv({}).IMAGE_STORE).toBe("local");
    expect(() => parseEnv({ IMAGE_STORE: "s3" })).toThrow(
      /S3_BUCKET is required when IMAGE_STORE=s3/,
    );
    expect(() =>
      parseEnv({ IMAGE_STORE: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" }),
    ).toThrow(/S3_SECRET_ACCESS_KEY is required when IMAGE_STORE=s3/);
    const s3 = parseEnv({
      IMAGE_STORE: "s3",
      S3_BUCKET: "soap-photos",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(s3).toMatchObject({
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(parseEnv({ S3_REGION: "auto" }).S3_REGION).toBe("auto");
    expect(() => parseEnv({ S3_ENDPOINT: "ftp://files.example.com" })).toThrow(
      /S3_ENDPOINT/,
    );
  });

  it("refuses local image storage on Vercel", () => {
    const remote = {
      VERCEL: "1",
      IDENTITY_BACKEND: "firebase",
      DATA_BACKEND: "firebase",
      FIREBASE_API_KEY: "k",
      FIREBASE_DATABASE_URL: "https://x.firebaseio.com",
    };
    const problems = (extra: Record<string, string>) => {
      try {
        parseEnv({ ...remote, ...extra });
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problems({})).toMatch(
      /IMAGE_STORE cannot be local on Vercel.*IMAGE_STORE=s3 with S3_BUCKET/,
    );
    expect(
      problems({
        IMAGE_STORE: "s3",
        S3_BUCKET: "b",
        S3_ACCESS_KEY_ID: "k",
        S3_SECRET_ACCESS_KEY: "s",
      }),
    ).not.toMatch(/IMAGE_STORE/);
    expect(
      problems({ SITE_URL: "https://halabi-soap.example.com" }),
    ).not.toMatch(/SITE_URL/);
  });

  it("documents every variable in .env.example, whose values are valid as they stand", () => {
    const text = fs.readFileSync(
      path.join(__dirname, "..", ".env.example"),
      "utf8",
    );
    const example = Object.fromEntries(
      text
        .split("\n")
        .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
        .map((line) => [
          line.slice(0, line.indexOf("=")),
          line.slice(line.indexOf("=") + 1),
        ]),
    );
    const documented = Object.keys(example);
    const known = Object.keys(envSchema.shape).filter(
      (k) => !["NODE_ENV", "VERCEL"].includes(k),
    );
    expect(documented.sort()).toEqual(known.sort());
    expect(() => parseEnv(example)).not.toThrow();
  });
});
