import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for the part of Stripe's API the site uses, answering as Stripe's reference
 * documents it: `POST /v1/checkout/sessions` (form-encoded, nested keys in brackets as the official
 * library writes them, `Idempotency-Key` replays the first answer and refuses other parameters
 * under the same key) and `GET /v1/checkout/sessions/:id`, with Checkout Session objects and
 * Stripe's error shape `{ error: { type, message, param?, code? } }` (401 for a wrong key, 400 for
 * a bad parameter, 404 `resource_missing`). It records every request, so tests see exactly the
 * lines, amounts and currency it was sent; `complete()` pays a session as a customer would and
 * answers the `checkout.session.completed` event Stripe would send, for `signed()`.
 */
export type StripeStandIn = {
  /** STRIPE_API_BASE for the site: http://127.0.0.1:<port> */
  base: string;
  secretKey: string;
  requests: {
    method: string;
    path: string;
    params: Record<string, unknown>;
    idempotencyKey?: string;
  }[];
  sessions: Map<string, Session>;
  /** The customer pays (or Checkout ends unpaid, for a delayed method): the event Stripe sends. */
  complete(id: string, options?: { paid?: boolean }): StripeEvent;
  stop(): Promise<void>;
};

type Session = Record<string, unknown> & {
  id: string;
  amount_total: number;
  currency: string;
};

export type StripeEvent = {
  id: string;
  object: "event";
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
};

const stripeLibrary = new Stripe("sk_test_signing", { telemetry: false });

/** A webhook's body and Stripe-Signature header for `event`, signed by the library itself. */
export function signed(event: unknown, secret: string, timestamp?: number) {
  const payload = typeof event === "string" ? event : JSON.stringify(event);
  return {
    payload,
    header: stripeLibrary.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp !== undefined && { timestamp }),
    }),
  };
}

/** An event of `type` about `object`, shaped as Stripe sends one. */
export function eventOf(
  type: string,
  object: Record<string, unknown>,
): StripeEvent {
  return {
    id: `evt_test_${randomBytes(12).toString("hex")}`,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** `a[b][0][c]=x` → { a: { b: [ { c: "x" } ] } }, as Stripe reads the library's form bodies. */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Record<string, unknown>;
    });
  }
  return arrays(root) as Record<string, unknown>;
}

function arrays(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k)))
    return entries
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, v]) => arrays(v));
  return Object.fromEntries(entries.map(([k, v]) => [k, arrays(v)]));
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, param?: string) =>
  new Refusal(400, {
    type: "invalid_request_error",
    message,
    ...(param && { param }),
  });

const integer = (value: unknown, param: string, min: number) => {
  const n =
    typeof value === "string" && /^-?\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min)
    throw invalid(`Invalid integer: ${String(value)}`, param);
  return n;
};

function createSession(
  params: Record<string, unknown>,
  checkoutBase: string,
): Session {
  if (params.mode !== "payment")
    throw invalid("Missing required param: mode.", "mode");
  if (typeof params.success_url !== "string")
    throw invalid("Missing required param: success_url.", "success_url");
  const lines = params.line_items;
  if (!Array.isArray(lines) || lines.length === 0)
    throw invalid("Missing required param: line_items.", "line_items");
  let currency: string | undefined;
  let subtotal = 0;
  lines.forEach((line: Record<string, unknown>, i) => {
    const at = `line_items[${i}]`;
    const price = line?.price_data as Record<string, unknown> | undefined;
    if (!price)
      throw invalid(
        `You must specify either \`price\` or \`price_data\` in ${at}.`,
        at,
      );
    const quantity = integer(line.quantity, `${at}[quantity]`, 1);
    const unit = integer(
      price.unit_amount,
      `${at}[price_data][unit_amount]`,
      0,
    );
    if (
      typeof price.currency !== "string" ||
      !/^[a-z]{3}$/.test(price.currency)
    )
      throw invalid("Invalid currency.", `${at}[price_data][currency]`);
    if (currency && price.currency !== currency)
      throw invalid(
        "All line items must have the same currency.",
        `${at}[price_data][currency]`,
      );
    currency = price.currency;
    const product = price.product_data as Record<string, unknown> | undefined;
    if (typeof product?.name !== "string" || product.name === "")
      throw invalid(
        "Missing required param: line_items[0][price_data][product_data][name].",
        `${at}[price_data][product_data][name]`,
      );
    subtotal += quantity * unit;
  });
  let shipping = 0;
  const options = params.shipping_options;
  if (Array.isArray(options)) {
    const rate = (options[0] as Record<string, Record<string, unknown>>)
      ?.shipping_rate_data;
    const fixed = rate?.fixed_amount as Record<string, unknown> | undefined;
    if (rate?.type !== "fixed_amount" || !fixed || !rate.display_name)
      throw invalid("Invalid shipping_rate_data.", "shipping_options[0]");
    if (fixed.currency !== currency)
      throw invalid(
        "The shipping rate's currency must match the line items'.",
        "shipping_options[0][shipping_rate_data][fixed_amount][currency]",
      );
    shipping = integer(
      fixed.amount,
      "shipping_options[0][shipping_rate_data][fixed_amount][amount]",
      0,
    );
  }
  const id = `cs_test_${randomBytes(24).toString("hex")}`;
  const created = Math.floor(Date.now() / 1000);
  return {
    id,
    object: "checkout.session",
    mode: "payment",
    livemode: false,
    created,
    expires_at: created + 24 * 3600,
    amount_subtotal: subtotal,
    amount_total: subtotal + shipping,
    currency: currency!,
    client_reference_id: (params.client_reference_id as string) ?? null,
    customer_email: (params.customer_email as string) ?? null,
    metadata: (params.metadata as Record<string, string>) ?? {},
    payment_status: "unpaid",
    status: "open",
    success_url: params.success_url,
    cancel_url: (params.cancel_url as string) ?? null,
    shipping_cost: shipping
      ? { amount_subtotal: shipping, amount_total: shipping }
      : null,
    url: `${checkoutBase}/c/pay/${id}`,
  };
}

export async function startStripeStandIn(
  options: { secretKey?: string; checkoutBase?: string; port?: number } = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? "sk_test_standin";
  const checkoutBase = options.checkoutBase ?? "https://checkout.stripe.com";
  const sessions = new Map<string, Session>();
  const replies = new Map<string, { body: string; answer: unknown }>();
  const requests: StripeStandIn["requests"] = [];

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      const send = (status: number, json: unknown, more = {}) => {
        res.writeHead(status, {
          "content-type": "application/json",
          "request-id": `req_${randomBytes(7).toString("hex")}`,
          ...more,
        });
        res.end(JSON.stringify(json));
      };
      const path = new URL(req.url ?? "/", "http://stand-in").pathname;
      const key = req.headers["idempotency-key"];
      const idempotencyKey = typeof key === "string" ? key : undefined;
      const params = parseForm(body);
      requests.push({ method: req.method ?? "", path, params, idempotencyKey });
      try {
        if (req.headers.authorization !== `Bearer ${secretKey}`)
          throw new Refusal(401, {
            type: "invalid_request_error",
            message: `Invalid API Key provided: ${String(req.headers.authorization).slice(7, 15)}****`,
          });
        if (req.method === "POST" && path === "/v1/checkout/sessions") {
          const earlier = idempotencyKey
            ? replies.get(idempotencyKey)
            : undefined;
          if (earlier) {
            if (earlier.body !== body)
              throw new Refusal(400, {
                type: "idempotency_error",
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              });
            return send(200, earlier.answer, { "idempotent-replayed": "true" });
          }
          const session = createSession(params, checkoutBase);
          sessions.set(session.id, session);
          if (idempotencyKey)
            replies.set(idempotencyKey, { body, answer: session });
          return send(200, session);
        }
        const found = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
        if (req.method === "GET" && found) {
          const session = sessions.get(decodeURIComponent(found[1]!));
          if (!session)
            throw new Refusal(404, {
              type: "invalid_request_error",
              code: "resource_missing",
              param: "session",
              message: `No such checkout.session: '${found[1]}'`,
            });
          return send(200, session);
        }
        throw new Refusal(404, {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${req.method}: ${path}).`,
        });
      } catch (error) {
        if (error instanceof Refusal)
          return send(error.status, { error: error.body });
        return send(500, {
          error: { type: "api_error", message: String(error) },
        });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    base: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    sessions,
    complete(id, { paid = true } = {}) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      Object.assign(session, {
        status: "complete",
        payment_status: paid ? "paid" : "unpaid",
        url: null,
      });
      return eventOf("checkout.session.completed", { ...session });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
