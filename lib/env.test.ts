import fs from "node:fs";
import path from "node:path";
import { ConfigurationError, envSchema, parseEnv } from "./env";

describe("configuration", () => {
  it("runs on embedded defaults with nothing set", () => {
    const env = parseEnv({});
    expect(env.IDENTITY_BACKEND).toBe("local");
    expect(env.CATALOG_BACKEND).toBe("local");
    expect(env.MAIL_TRANSPORT).toBe("outbox");
    expect(env.DATA_DIR).toBe("./.data");
    expect(env.SIGNUP_ENABLED).toBe(true);
    expect(env.TOKEN_LIFETIME_SECONDS).toBe(3600);
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ MAIL_TRANSPORT: "pigeon" })).toThrow(
      /MAIL_TRANSPORT/,
    );
    expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ SIGNUP_ENABLED: "maybe" })).toThrow(
      /SIGNUP_ENABLED/,
    );
    expect(() => parseEnv({ ADMIN_EMAILS: "a@example.com, nope" })).toThrow(
      /ADMIN_EMAILS/,
    );
    expect(() =>
      parseEnv({ FIREBASE_AUTH_EMULATOR_HOST: "localhost" }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it("asks ADMIN_PASSWORD for 10+ characters and not a common password", () => {
    expect(parseEnv({ ADMIN_PASSWORD: "laurel-oil-1832" }).ADMIN_PASSWORD).toBe(
      "laurel-oil-1832",
    );
    expect(parseEnv({ ADMIN_PASSWORD: "" }).ADMIN_PASSWORD).toBeUndefined();
    expect(() => parseEnv({ ADMIN_PASSWORD: "soap-1832" })).toThrow(
      /ADMIN_PASSWORD must be at least 10 characters/,
    );
    for (const common of ["password123", "QWERTYUIOP"])
      expect(() => parseEnv({ ADMIN_PASSWORD: common })).toThrow(
        /ADMIN_PASSWORD is one of the most common passwords/,
      );
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

  it("refuses the embedded backends on Vercel, saying what to set", () => {
    try {
      parseEnv({ VERCEL: "1" });
      throw new Error("expected a ConfigurationError");
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigurationError);
      const message = (error as Error).message;
      expect(message).toMatch(/IDENTITY_BACKEND cannot be local on Vercel/);
      expect(message).toMatch(/MAIL_TRANSPORT cannot be outbox on Vercel/);
    }
  });

  it("documents every variable in .env.example, whose values are valid as they stand", () => {
    const text = fs.readFileSync(
      path.join(__dirname, "..", ".env.example"),
      "utf8",
    );
    const example = Object.fromEntries(
      text
        .split("\n")
        .filter((line) => /^[A-Z_]+=/.test(line))
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
