import "server-only";
import { ConfigurationError, env, RENAMED } from "./env";
import { passwordIssues } from "./env-checks";
import { logFailure } from "@/lib/log-failure";

export async function startServer(): Promise<void> {
  try {
    const issues = await passwordIssues(env());
    if (issues.length > 0) throw new ConfigurationError(issues);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  for (const [old, now] of Object.entries(RENAMED))
    if (process.env[old])
      console.warn(`[config] ${old} is deprecated: rename it ${now}`);
  // next-auth v4 reads the site's public address only from NEXTAUTH_URL;
  // set once here so it defaults to SITE_URL.
  process.env.NEXTAUTH_URL ??= env().SITE_URL;
  const serving = process.env.NEXT_PHASE !== "phase-production-build";
  if (serving) await (await import("./site-changes")).followSiteChanges();
  if (serving) {
    const { ensureConfiguredAccounts } =
      await import("./account/identity/admin-account");
    await ensureConfiguredAccounts().catch((error: unknown) =>
      logFailure(
        "[accounts] The configured editor accounts could not be recorded or created",
        error,
      ),
    );
  }
  // The privacy policy promises delivery through an email service: say so when a
  // production server keeps messages on its own disk instead.
  if (env().NODE_ENV === "production" && env().MAIL_TRANSPORT === "outbox")
    console.warn(
      "[mail] MAIL_TRANSPORT=outbox: contact messages are only kept on the Messages screen (and as .eml files in DATA_DIR/outbox). " +
        "Set MAIL_TRANSPORT=smtp or emailjs in production (the privacy policy describes that set-up).",
    );
  if (serving) (await import("./inbox/runs")).startMessageDeliveries();
}
