import "server-only";
import { env } from "@/lib/env";
import { deliver, retryPending, type DeliveryOutcome } from "./deliver";
import { emailjsTransport } from "./emailjs";
import { outboxTransport } from "./outbox";
import { smtpTransport } from "./smtp";
import type { Mail, MailRoute, MailTransport } from "./types";

export type { Mail, MailRoute, MailTransport } from "./types";
export type { DeliveryOutcome } from "./deliver";

/**
 * Sender and recipient: MAIL_FROM and MAIL_TO (required for SMTP), or, for
 * the outbox, addresses at the site's own host.
 */
export function mailRoute(): MailRoute {
  const e = env();
  const host = new URL(e.SITE_URL).hostname;
  return {
    from: e.MAIL_FROM ?? `website@${host}`,
    to: e.MAIL_TO ?? `family@${host}`,
  };
}

/** The transport MAIL_TRANSPORT selects (lib/env.ts has checked its variables). */
export function transportFromEnv(): MailTransport {
  const e = env();
  const route = mailRoute();
  switch (e.MAIL_TRANSPORT) {
    case "smtp":
      return smtpTransport({ url: e.SMTP_URL!, ...route });
    case "emailjs":
      return emailjsTransport({
        apiUrl: e.EMAILJS_API_URL,
        serviceId: e.EMAILJS_SERVICE_ID!,
        templateId: e.EMAILJS_TEMPLATE_ID!,
        publicKey: e.EMAILJS_PUBLIC_KEY!,
        privateKey: e.EMAILJS_PRIVATE_KEY,
      });
    case "outbox":
      return outboxTransport(route);
  }
}

/** Delivers an accepted message with the configured transport; a failed delivery is queued, never lost. */
export function sendMail(mail: Mail): Promise<DeliveryOutcome> {
  return deliver(mail, transportFromEnv(), mailRoute());
}

const RETRY_INTERVAL_MS = 60_000;
const state = globalThis as unknown as {
  __mailRetries?: { timer: NodeJS.Timeout; running: boolean };
};

/**
 * At start-up: tries every queued message once, then the due ones every
 * minute. The timer never keeps the process alive.
 */
export function startMailRetries(intervalMs = RETRY_INTERVAL_MS): void {
  if (state.__mailRetries) return;
  const run = async (all: boolean) => {
    const current = state.__mailRetries;
    if (!current || current.running) return;
    current.running = true;
    try {
      await retryPending(transportFromEnv(), { all });
    } catch (error) {
      console.error("[mail] retrying queued messages failed:", error);
    } finally {
      current.running = false;
    }
  };
  const timer = setInterval(() => void run(false), intervalMs);
  timer.unref();
  state.__mailRetries = { timer, running: false };
  void run(true);
}

/** Stops the retry timer (tests). */
export function stopMailRetries(): void {
  if (state.__mailRetries) clearInterval(state.__mailRetries.timer);
  state.__mailRetries = undefined;
}
