// Requests to the /api/messages routes and stored messages, for the route-handler tests.
import { resetEnvForTests } from "@/lib/env";
import { closedPort } from "@/test/mail/peers";
import { messageStore } from "@/lib/inbox";
import type { Delivery, StoredMessage } from "@/lib/inbox/types";
import { PATCH, DELETE } from "@/app/api/messages/[id]/route";
import { POST as RETRY } from "@/app/api/messages/[id]/retry/route";
import { GET } from "@/app/api/messages/route";

const BASE = "http://localhost:3000/api/messages";
const sameSite = { "sec-fetch-site": "same-origin" };

const context = (id: string) => ({ params: Promise.resolve({ id }) });

export const list = (
  cookie: string,
  headers: Record<string, string> = sameSite,
) => GET(new Request(BASE, { headers: { ...headers, cookie } }));

export const patch = (
  id: string,
  body: unknown,
  cookie: string,
  headers: Record<string, string> = {},
) =>
  PATCH(
    new Request(`${BASE}/${encodeURIComponent(id)}`, {
      method: "PATCH",
      headers: {
        ...sameSite,
        "content-type": "application/json",
        cookie,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    context(id),
  );

export const remove = (
  id: string,
  cookie: string,
  headers: Record<string, string> = sameSite,
) =>
  DELETE(
    new Request(`${BASE}/${encodeURIComponent(id)}`, {
      method: "DELETE",
      headers: { ...headers, cookie },
    }),
    context(id),
  );

export const retry = (
  id: string,
  cookie: string,
  headers: Record<string, string> = sameSite,
) =>
  RETRY(
    new Request(`${BASE}/${encodeURIComponent(id)}/retry`, {
      method: "POST",
      headers: { ...headers, cookie },
    }),
    context(id),
  );

let serial = 0;
/** Stores a message as the contact route would have, and answers it. */
export async function storeMessage(
  delivery: Delivery = { state: "stored", attempts: 0 },
  patch: Partial<StoredMessage> = {},
): Promise<StoredMessage> {
  serial += 1;
  const message: StoredMessage = {
    id: `route-${serial}-${Date.now().toString(36)}`,
    receivedAt: new Date(Date.now() - 60_000 + serial).toISOString(),
    name: `Visitor ${serial}`,
    email: `visitor${serial}@example.com`,
    phone: "",
    message: `Message ${serial}`,
    read: false,
    delivery,
    ...patch,
  };
  await messageStore().add(message);
  return message;
}

/**
 * Call inside a describe, after useTempDataDir: MAIL_TRANSPORT=smtp towards
 * 127.0.0.1:`port()`, where the test starts (or stops) a real SMTP server.
 */
export function useSmtpService() {
  const names = ["MAIL_TRANSPORT", "SMTP_URL", "MAIL_FROM", "MAIL_TO"];
  const saved: Record<string, string | undefined> = {};
  let port = 0;
  beforeAll(async () => {
    port = await closedPort();
    for (const name of names) saved[name] = process.env[name];
    Object.assign(process.env, {
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "website@halabi.example",
      MAIL_TO: "family@halabi.example",
    });
    resetEnvForTests();
  });
  afterAll(() => {
    for (const name of names)
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    resetEnvForTests();
  });
  beforeEach(() => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "info").mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  return () => port;
}
