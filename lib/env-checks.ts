import { passwordWeakness } from "@/lib/account/identity/password-policy";
import type { Env } from "./env";

export type Issue = { variable: string; message: string };

/** What each backend choice needs: [variable, value, the variables it requires, why]. */
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

/** Rules that span several variables: what each backend needs (`source`: the raw variables). */
export function crossChecks(
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
  if (
    env.NODE_ENV === "production" &&
    env.IDENTITY_BACKEND === "firebase" &&
    !env.NEXTAUTH_SECRET
  )
    add("NEXTAUTH_SECRET", "is required in production with remote backends");
  return issues;
}

/**
 * A password the configuration sets is held to the rule of every new one
 * (zxcvbn score 3+). Asynchronous, as the estimator loads on first use: the
 * server checks it at start-up, right after the synchronous rules.
 */
export async function passwordIssues(env: Env): Promise<Issue[]> {
  const weakness =
    env.ADMIN_PASSWORD &&
    (await passwordWeakness(env.ADMIN_PASSWORD, env.ADMIN_EMAIL));
  return weakness ? [{ variable: "ADMIN_PASSWORD", message: weakness }] : [];
}
