import type { Env } from "./env";

export type Issue = { variable: string; message: string };

/** Rules that span several variables: what each backend needs (`source`: the raw variables). */
export function crossChecks(
  env: Env,
  source: Record<string, string | undefined>,
): Issue[] {
  const issues: Issue[] = [];
  const need = (variable: keyof Env, why: string) => {
    if (!env[variable])
      issues.push({ variable, message: `is required ${why}` });
  };
  if (env.IDENTITY_BACKEND === "firebase")
    need("FIREBASE_API_KEY", "when IDENTITY_BACKEND=firebase");
  if (env.CATALOG_BACKEND === "firebase") {
    need("FIREBASE_DATABASE_URL", "when CATALOG_BACKEND=firebase");
    need(
      "FIREBASE_API_KEY",
      "when CATALOG_BACKEND=firebase (the server signs in to read)",
    );
  }
  if (env.MAIL_TRANSPORT === "smtp") {
    need("SMTP_URL", "when MAIL_TRANSPORT=smtp");
    need("MAIL_FROM", "when MAIL_TRANSPORT=smtp");
    need("MAIL_TO", "when MAIL_TRANSPORT=smtp");
  }
  if (env.MAIL_TRANSPORT === "emailjs") {
    need("EMAILJS_SERVICE_ID", "when MAIL_TRANSPORT=emailjs");
    need("EMAILJS_TEMPLATE_ID", "when MAIL_TRANSPORT=emailjs");
    need("EMAILJS_PUBLIC_KEY", "when MAIL_TRANSPORT=emailjs");
  }
  if (env.IMAGE_STORE === "s3") {
    need("S3_BUCKET", "when IMAGE_STORE=s3");
    need("S3_ACCESS_KEY_ID", "when IMAGE_STORE=s3");
    need("S3_SECRET_ACCESS_KEY", "when IMAGE_STORE=s3");
  }
  if (env.VERCEL) {
    // Vercel serves the pages its build rendered: the address must be known there.
    if (!source.SITE_URL)
      issues.push({
        variable: "SITE_URL",
        message:
          "is required on Vercel: the public address, such as https://halabi-soap.example.com, for canonical links, social cards and the sitemap",
      });
    const local = (
      ["IDENTITY_BACKEND", "CATALOG_BACKEND", "IMAGE_STORE"] as const
    ).filter((v) => env[v] === "local");
    for (const variable of local) {
      issues.push({
        variable,
        message:
          "cannot be local on Vercel (no shared, lasting disk): set IDENTITY_BACKEND=firebase, CATALOG_BACKEND=firebase, FIREBASE_API_KEY and FIREBASE_DATABASE_URL, and IMAGE_STORE=s3 with S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
      });
    }
    if (env.MAIL_TRANSPORT === "outbox") {
      issues.push({
        variable: "MAIL_TRANSPORT",
        message:
          "cannot be outbox on Vercel: set MAIL_TRANSPORT=smtp (SMTP_URL, MAIL_FROM, MAIL_TO) or emailjs",
      });
    }
  }
  if (
    env.NODE_ENV === "production" &&
    env.IDENTITY_BACKEND === "firebase" &&
    !env.NEXTAUTH_SECRET
  ) {
    issues.push({
      variable: "NEXTAUTH_SECRET",
      message: "is required in production with remote backends",
    });
  }
  return issues;
}
