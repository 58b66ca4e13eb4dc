// Requests to the order routes, the customer's actions and Stripe's webhook, for the route tests.
import fs from "node:fs";
import path from "node:path";
import * as orders from "@/app/api/orders/route";
import * as one from "@/app/api/orders/[id]/route";
import * as state from "@/app/api/orders/[id]/state/route";
import * as link from "@/app/api/orders/[id]/link/route";
import * as draft from "@/app/api/orders/draft/route";
import * as accept from "@/app/api/orders/accept/route";
import * as pay from "@/app/api/orders/pay/route";
import * as webhook from "@/app/api/payments/webhook/route";
import { messageStore } from "@/lib/inbox";
import type { StoredMessage } from "@/lib/inbox/types";
import { catalogStore } from "@/lib/products";
import type { Product } from "@/lib/products/types";
import { dataDir } from "@/lib/db/data-dir";
import { signed } from "@/test/stand-ins/stripe";

const ORIGIN = "http://localhost:3000";
const sameSite = { "sec-fetch-site": "same-origin" };

let address = 0;
/** Each call from an address of its own unless told, so rate limits never cross tests. */
const nextAddress = () => `203.0.113.${(++address % 250) + 1}`;

type Handler = (
  req: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

const call = (
  handler: Handler,
  url: string,
  init: RequestInit & { headers?: Record<string, string> },
  params: Record<string, string> = {},
) =>
  handler(
    new Request(`${ORIGIN}${url}`, {
      ...init,
      headers: {
        ...sameSite,
        "x-forwarded-for": nextAddress(),
        ...init.headers,
      },
    }),
    { params: Promise.resolve(params) },
  );

const json = (body: unknown) => ({
  "content-type": "application/json",
  body: typeof body === "string" ? body : JSON.stringify(body),
});

export const editorRequests = (cookie: () => string) => ({
  list: (query = "") =>
    call(orders.GET as Handler, `/api/orders${query}`, {
      headers: { cookie: cookie() },
    }),
  create: (body: unknown) => {
    const { body: text, ...type } = json(body);
    return call(orders.POST as Handler, "/api/orders", {
      method: "POST",
      headers: { ...type, cookie: cookie() },
      body: text,
    });
  },
  draft: (message: string) =>
    call(
      draft.GET as Handler,
      `/api/orders/draft?message=${encodeURIComponent(message)}`,
      {
        headers: { cookie: cookie() },
      },
    ),
  get: (id: string) =>
    call(
      one.GET as Handler,
      `/api/orders/${id}`,
      { headers: { cookie: cookie() } },
      { id },
    ),
  change: (id: string, body: unknown) => {
    const { body: text, ...type } = json(body);
    return call(
      state.POST as Handler,
      `/api/orders/${id}/state`,
      { method: "POST", headers: { ...type, cookie: cookie() }, body: text },
      { id },
    );
  },
  newLink: (id: string) =>
    call(
      link.POST as Handler,
      `/api/orders/${id}/link`,
      { method: "POST", headers: { cookie: cookie() } },
      { id },
    ),
});

/** The customer's form post (no JavaScript), or the same as JSON. */
export function customer(
  action: "accept" | "pay",
  fields: Record<string, string>,
  {
    as = "form",
    from = nextAddress(),
    headers = {},
  }: {
    as?: "form" | "json";
    from?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const handler = (action === "accept" ? accept.POST : pay.POST) as Handler;
  return call(handler, `/api/orders/${action}`, {
    method: "POST",
    headers: {
      "content-type":
        as === "form"
          ? "application/x-www-form-urlencoded"
          : "application/json",
      "x-forwarded-for": from,
      ...headers,
    },
    body:
      as === "form"
        ? new URLSearchParams(fields).toString()
        : JSON.stringify(fields),
  });
}

/** Stripe's delivery of an event, signed with `secret` (or a raw body and header). */
export function deliver(
  event: unknown,
  secret: string,
  raw?: { payload: string; header: string },
) {
  const { payload, header } = raw ?? signed(event, secret);
  return call(webhook.POST as Handler, "/api/payments/webhook", {
    method: "POST",
    // Stripe's requests are no browser's: no Origin, no Sec-Fetch-Site.
    headers: {
      "sec-fetch-site": "",
      "content-type": "application/json; charset=utf-8",
      "stripe-signature": header,
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
    },
    body: payload,
  });
}

let serial = 0;
/** An enquiry as the contact form stores it, with a list. */
export async function anEnquiry(
  list: StoredMessage["list"] = [{ name: "Laurel 40%", amount: 2 }],
): Promise<StoredMessage> {
  serial += 1;
  const message: StoredMessage = {
    id: `enquiry-${serial}-${Date.now().toString(36)}`,
    receivedAt: new Date().toISOString(),
    name: `Amal Haddad ${serial}`,
    email: `amal${serial}@example.com`,
    phone: "",
    message: "Could you send these to Lyon?",
    read: false,
    delivery: { state: "stored", attempts: 0 },
    ...(list && { list }),
  };
  await messageStore().add(message);
  return message;
}

/** The catalogue with these soaps at the front (stock counted where given). */
export async function withSoaps(soaps: Partial<Product>[]): Promise<Product[]> {
  const store = catalogStore();
  const { products, version } = await store.list();
  const made = soaps.map((soap, i) => ({
    id: `soap-${i}`,
    name: `Soap ${i}`,
    subtitle: "",
    description: "",
    imagePath: "/images/products/laurel-5.svg",
    ingredients: [],
    ...soap,
  })) as Product[];
  const ids = new Set(made.map((p) => p.id));
  await store.replaceAll(
    [...made, ...products.filter((p) => !ids.has(p.id))],
    version,
  );
  return made;
}

export const stockOf = async (id: string) =>
  (await catalogStore().list()).products.find((p) => p.id === id)?.stock;

/** A mail's text with quoted-printable undone (soft line breaks, =XX bytes). */
const readable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      ),
    "latin1",
  ).toString("utf8");

/** The outbox's mails (as text) that contain `text`. */
export function outboxWith(text: string): string[] {
  const dir = path.join(dataDir(), "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => readable(fs.readFileSync(path.join(dir, f), "latin1")))
    .filter((mail) => mail.includes(text));
}

/** The token in a link the site made: /orders/<token>. */
export const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;
