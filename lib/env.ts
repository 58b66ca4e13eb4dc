import "server-only";
import { z } from "zod";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@/lib/account/identity/limits";

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .optional()
    .transform((v) =>
      v === undefined ? fallback : ["true", "1", "yes"].includes(v),
    );

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const optional = (schema: z.ZodType<string, string>) =>
  optionalText.pipe(schema.optional());

const hostPort = optional(
  z
    .string()
    .regex(
      /^[\w.-]+:\d{1,5}$/,
      "must be host:port, for example 127.0.0.1:9099",
    ),
);

const emailList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email("must be a comma-separated list of email addresses")));

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const wholeNumber = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number(message)
    .int(message)
    .min(min, message)
    .max(max, message)
    .default(fallback);
};

export const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("development"),
  VERCEL: optionalText,
  SITE_URL: z
    .url("must be an absolute URL such as https://halabi-soap.example.com")
    .default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./.data"),
  // The owner's days: visits are counted per calendar day in this IANA time zone.
  SHOP_TIME_ZONE: z
    .string()
    .default("Asia/Damascus")
    .refine(isTimeZone, "must be an IANA time zone such as Europe/London"),
  // Reverse proxies in front of the server that append to X-Forwarded-For (read by scripts/server.mjs too).
  TRUSTED_PROXY_HOPS: wholeNumber(0, 10, 0),

  IDENTITY_BACKEND: z.enum(["local", "firebase"]).default("local"),
  DATA_BACKEND: z.enum(["local", "firebase"]).default("local"),
  MAIL_TRANSPORT: z.enum(["outbox", "smtp", "emailjs"]).default("outbox"),
  IMAGE_STORE: z.enum(["local", "s3"]).default("local"),

  NEXTAUTH_SECRET: optional(
    z.string().min(32, "must be at least 32 characters"),
  ),
  NEXTAUTH_URL: optional(z.url()),
  TOKEN_LIFETIME_SECONDS: wholeNumber(1, 86_400, 3600),
  ADMIN_EMAIL: optional(z.email()),
  // Its strength is judged at start-up (passwordIssues): the estimator loads asynchronously.
  ADMIN_PASSWORD: optional(
    z
      .string()
      .min(
        PASSWORD_MIN_LENGTH,
        `must be at least ${PASSWORD_MIN_LENGTH} characters`,
      )
      .max(
        PASSWORD_MAX_LENGTH,
        `must be at most ${PASSWORD_MAX_LENGTH} characters`,
      ),
  ),
  ADMIN_EMAILS: emailList,
  SIGNUP_ENABLED: bool(true),

  FIREBASE_API_KEY: optionalText,
  FIREBASE_AUTH_EMULATOR_HOST: hostPort,
  FIREBASE_DATABASE_URL: optional(z.url()),
  FIREBASE_DATABASE_EMULATOR_HOST: hostPort,
  DATA_READER_EMAIL: optional(z.email()),
  DATA_READER_PASSWORD: optionalText,

  SMTP_URL: optional(z.url()),
  MAIL_FROM: optional(z.email()),
  MAIL_TO: optional(z.email()),
  EMAILJS_API_URL: z.url().default("https://api.emailjs.com"),
  EMAILJS_SERVICE_ID: optionalText,
  EMAILJS_TEMPLATE_ID: optionalText,
  EMAILJS_PUBLIC_KEY: optionalText,
  EMAILJS_PRIVATE_KEY: optionalText,
  // A scheduler's key for GET /api/messages/deliveries (Vercel Cron sends it as a bearer token).
  CRON_SECRET: optional(z.string().min(16, "must be at least 16 characters")),

  // Card payments (Stripe Checkout): both keys, or neither (customers then pay by transfer).
  STRIPE_SECRET_KEY: optional(
    z
      .string()
      .regex(
        /^[sr]k_(test|live)_\w+$/,
        "must be a Stripe secret key such as sk_test_… (Developers → API keys)",
      ),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z
      .string()
      .regex(
        /^whsec_\S+$/,
        "must be the webhook endpoint's signing secret, whsec_…",
      ),
  ),
  // Only for tests: a local stand-in of Stripe's API, as http://host:port.
  STRIPE_API_BASE: optional(
    z
      .url({
        protocol: /^https?$/,
        error: "must be http://host:port, for example http://127.0.0.1:12111",
      })
      .refine(
        (value) => URL.parse(value)?.pathname === "/",
        "must be http://host:port, without a path",
      ),
  ),

  S3_BUCKET: optionalText,
  // R2 and MinIO accept us-east-1 too; on AWS the client follows a bucket's other region.
  S3_REGION: optionalText
    .transform((v) => v ?? "us-east-1")
    .pipe(
      z
        .string()
        .regex(/^[a-z0-9-]+$/, "must be a region such as us-east-1 or auto"),
    ),
  S3_ENDPOINT: optional(
    z.url({
      protocol: /^https?$/,
      error:
        "must be the service's http(s) address, for example https://<account>.r2.cloudflarestorage.com",
    }),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool(false),

  RATE_LIMIT_DISABLED: bool(false),
  // Cheap password hashes for the test servers; `npm start` refuses it.
  TEST_FAST_PASSWORD_HASHING: bool(false),
  SIGNUPS_PER_HOUR: wholeNumber(1, 100_000, 100),
});

export type Env = z.infer<typeof envSchema>;

export type Issue = { variable: string; message: string };

/** [variable, value, the variables it requires, why]. */
const REQUIRED: [keyof Env, string, (keyof Env)[], string?][] = [
  ["IDENTITY_BACKEND", "firebase", ["FIREBASE_API_KEY"]],
  ["DATA_BACKEND", "firebase", ["FIREBASE_DATABASE_URL"]],
  [
    "DATA_BACKEND",
    "firebase",
    ["FIREBASE_API_KEY"],
    " (the server signs in to read)",
  ],
  ["MAIL_TRANSPORT", "smtp", ["SMTP_URL", "MAIL_FROM", "MAIL_TO"]],
  [
    "MAIL_TRANSPORT",
    "emailjs",
    ["EMAILJS_SERVICE_ID", "EMAILJS_TEMPLATE_ID", "EMAILJS_PUBLIC_KEY"],
  ],
  [
    "IMAGE_STORE",
    "s3",
    ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
  ],
];

function crossChecks(
  env: Env,
  source: Record<string, string | undefined>,
): Issue[] {
  const issues: Issue[] = [];
  const add = (variable: string, message: string) =>
    issues.push({ variable, message });
  for (const [choice, value, variables, why = ""] of REQUIRED)
    for (const variable of variables)
      if (env[choice] === value && !env[variable])
        add(variable, `is required when ${choice}=${value}${why}`);
  if (env.VERCEL) {
    // Vercel serves the pages its build rendered: the address must be known there.
    if (!source.SITE_URL)
      add(
        "SITE_URL",
        "is required on Vercel: the public address, such as https://halabi-soap.example.com, for canonical links, social cards and the sitemap",
      );
    for (const variable of [
      "IDENTITY_BACKEND",
      "DATA_BACKEND",
      "IMAGE_STORE",
    ] as const)
      if (env[variable] === "local")
        add(
          variable,
          "cannot be local on Vercel (no shared, lasting disk): set IDENTITY_BACKEND=firebase, DATA_BACKEND=firebase, FIREBASE_API_KEY and FIREBASE_DATABASE_URL, and IMAGE_STORE=s3 with S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
        );
    if (env.MAIL_TRANSPORT === "outbox")
      add(
        "MAIL_TRANSPORT",
        "cannot be outbox on Vercel: set MAIL_TRANSPORT=smtp (SMTP_URL, MAIL_FROM, MAIL_TO) or emailjs",
      );
  }
  const [key, hook] = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const;
  for (const [set, missing] of [
    [key, hook],
    [hook, key],
  ] as const)
    if (env[set] && !env[missing])
      add(
        missing,
        `is required with ${set}: card payments need both (Stripe's API key and the webhook's signing secret)`,
      );
  if (
    env.NODE_ENV === "production" &&
    env.IDENTITY_BACKEND === "firebase" &&
    !env.NEXTAUTH_SECRET
  )
    add("NEXTAUTH_SECRET", "is required in production with remote backends");
  return issues;
}

export class ConfigurationError extends Error {
  constructor(readonly issues: Issue[]) {
    super(
      "Invalid configuration:\n" +
        issues.map((i) => `  ${i.variable} ${i.message}`).join("\n"),
    );
    this.name = "ConfigurationError";
  }
}

/** Renamed once they decided more than the catalogue: the old name is still read (startServer says so). */
export const RENAMED = {
  CATALOG_BACKEND: "DATA_BACKEND",
  CATALOG_READER_EMAIL: "DATA_READER_EMAIL",
  CATALOG_READER_PASSWORD: "DATA_READER_PASSWORD",
} as const;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const renamed = Object.entries(RENAMED).map(([old, now]) => [
    now,
    source[now] ?? source[old],
  ]);
  const result = envSchema.safeParse({
    ...source,
    ...Object.fromEntries(renamed),
  });
  if (!result.success) {
    throw new ConfigurationError(
      result.error.issues.map((i) => ({
        variable: String(i.path[0]),
        message: i.message,
      })),
    );
  }
  const issues = crossChecks(result.data, source);
  if (issues.length > 0) throw new ConfigurationError(issues);
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function resetEnvForTests(): void {
  cached = undefined;
}
