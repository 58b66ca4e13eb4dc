import {
  CASES,
  formOf,
  Fuzz,
  FUZZ_SEED,
  json,
  JSON_TYPES,
  KiB,
  malformedBody,
  segment,
  UNICODE_EDGES,
} from "@/test/fuzz";
import { bodyCase, cookie, query, site } from "@/test/fuzz-cases";
import {
  expectHealthy,
  runCases,
  type FuzzCase,
  type Target,
} from "@/test/fuzz-run";
import { sessionCookie } from "@/test/session-cookie";
import { eventOf, signed } from "@/test/stand-ins/stripe";
import { withStripeStandIn } from "@/test/with-env";
import { useTempDataDir } from "@/test/temp-data-dir";
import * as one from "./orders/[id]/route";
import * as link from "./orders/[id]/link/route";
import * as state from "./orders/[id]/state/route";
import * as accept from "./orders/accept/route";
import * as draft from "./orders/draft/route";
import * as figures from "./orders/figures/route";
import * as pay from "./orders/pay/route";
import * as orders from "./orders/route";
import * as webhook from "./payments/webhook/route";

/**
 * The orders' routes (the owner's, the customer's actions, Stripe's webhook) against seeded
 * malformed requests (test/fuzz-verdict.ts says what every answer must be): never a 5xx, and no
 * junk token or unsigned body ever reaches an order.
 */

const SEED = FUZZ_SEED + 500;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** A path segment or token that names no order: junk, unicode, huge, or a well-shaped stranger. */
const junk = (fuzz: Fuzz, i: number) =>
  fuzz.pick([
    `fuzz-missing-${SEED}-${i}`,
    "x".repeat(fuzz.int(44, 1500)),
    fuzz.pick(UNICODE_EDGES),
    "A".repeat(43),
    "0",
    "../orders",
  ]);

function ownerTarget(fuzz: Fuzz, i: number): Target {
  const id = segment(junk(fuzz, i));
  return fuzz.pick<() => Target>([
    () => ({ path: "/api/orders", route: orders }),
    () => ({ path: "/api/orders/draft", route: draft }),
    () => ({ path: "/api/orders/figures", route: figures }),
    () => ({
      path: `/api/orders/${id.inPath}`,
      route: one,
      params: { id: id.param },
    }),
    () => ({
      path: `/api/orders/${id.inPath}/state`,
      route: state,
      params: { id: id.param },
    }),
    () => ({
      path: `/api/orders/${id.inPath}/link`,
      route: link,
      params: { id: id.param },
    }),
  ])();
}

describe("the orders' routes against malformed requests", () => {
  useTempDataDir();

  it("the owner's routes refuse visitors whatever they send", async () => {
    const fuzz = new Fuzz(SEED + 1);
    const cases = Array.from({ length: CASES }, (_, i): FuzzCase => {
      const target = ownerTarget(fuzz, i);
      const method = fuzz.pick(METHODS);
      const from = site(fuzz);
      const made = malformedBody(fuzz, "{}", 16 * KiB);
      return {
        label: `${method} without a session, ${made.label}`,
        ...target,
        path: `${target.path}${fuzz.chance(0.2) ? query(fuzz) : ""}`,
        method,
        headers: {
          ...from.headers,
          "x-forwarded-for": fuzz.address(),
          ...cookie(fuzz),
          ...(method === "GET" ? {} : { "content-type": made.type }),
        },
        body: method === "GET" ? undefined : made.body,
        allowed: [401, 403, 405],
      };
    });
    await runCases(SEED + 1, cases);
    await expectHealthy();
  });

  it("an editor's malformed orders and changes are refused, naming what is wrong", async () => {
    const fuzz = new Fuzz(SEED + 2);
    const editor = await sessionCookie({ sub: "fuzz-orders-ed" });
    const order = {
      messageId: "no-such-enquiry",
      lines: [{ name: "Laurel 40%", quantity: 1, unitPrice: "12.50" }],
      shipping: { label: "Parcel", amount: "5" },
      note: "",
    };
    const wrongOrder: Record<string, unknown[]> = {
      messageId: ["", "x".repeat(201), 5, null, []],
      lines: [
        [],
        "lines",
        [{ name: "", quantity: 1, unitPrice: "1" }],
        [{ name: "x", quantity: 0, unitPrice: "1" }],
        [{ name: "x", quantity: 1.5, unitPrice: "1" }],
        [{ name: "x", quantity: 1, unitPrice: 1 }],
        [{ name: "x", quantity: 1, unitPrice: "x".repeat(21) }],
        [{ name: "x", quantity: 1, unitPrice: "1", productId: "a b" }],
        Array(51).fill({ name: "x", quantity: 1, unitPrice: "1" }),
      ],
      shipping: ["free", { label: 5, amount: "1" }, { label: "x" }],
      note: [5, "x".repeat(2001), {}],
    };
    const change = { from: "sent", to: "shipped", tracking: "" };
    const wrongChange: Record<string, unknown[]> = {
      from: ["", "pending", 5, null],
      to: ["sent", "accepted", "", 5],
      tracking: ["http://example.com/t", "javascript:alert(1)", 5],
    };
    const cases = Array.from({ length: CASES }, (_, i): FuzzCase => {
      const making = fuzz.chance(0.5);
      const id = segment(junk(fuzz, i));
      const target: Target = making
        ? { path: "/api/orders", route: orders }
        : {
            path: `/api/orders/${id.inPath}/state`,
            route: state,
            params: { id: id.param },
          };
      const [base, wrong] = making
        ? [order, wrongOrder]
        : [change, wrongChange];
      const c = bodyCase(
        fuzz,
        target,
        (making ? 32 : 2) * KiB,
        JSON.stringify(base),
        () => {
          const field = fuzz.pick(Object.keys(wrong));
          return {
            label: `invalid ${field}`,
            type: fuzz.pick(JSON_TYPES),
            body: json(fuzz.mutate(base, field, wrong[field]!)),
          };
        },
        // A body that passes names no enquiry or order: 404.
        [400, 404, 413, 415],
        making ? [200, 405] : [405],
      );
      c.headers.cookie = editor;
      // GET /api/orders is the editor's list: refused cross-site like any editors' read.
      if (c.method === "HEAD" || c.method === "GET")
        c.allowed = [200, 403, 405];
      return c;
    });
    await runCases(SEED + 2, cases);
    await expectHealthy();
  });

  it("the customer's I accept and Accept and pay refuse junk tokens", async () => {
    const fuzz = new Fuzz(SEED + 3);
    const cases = Array.from({ length: CASES }, (_, i): FuzzCase => {
      const route = fuzz.chance(0.5) ? accept : pay;
      const target = {
        path: `/api/orders/${route === accept ? "accept" : "pay"}`,
        route,
      };
      const c = bodyCase(
        fuzz,
        target,
        2 * KiB,
        JSON.stringify({ token: "A".repeat(43) }),
        () => {
          const token = fuzz.chance(0.8) ? junk(fuzz, i) : fuzz.value();
          return fuzz.chance(0.5)
            ? {
                label: "unknown token",
                type: fuzz.pick(JSON_TYPES),
                body: json({ token }),
              }
            : {
                label: "unknown token as a form",
                type: "application/x-www-form-urlencoded",
                body: Buffer.from(formOf({ token })),
              };
        },
        // Limited (429, or 303 back to the page that says so for a form with a token's shape).
        [303, 400, 404, 413, 415, 429],
      );
      // Plain form posts get a small HTML page with the reason (the page works without JavaScript).
      c.htmlErrorsAllowed = /form/.test(c.headers["content-type"] ?? "");
      return c;
    });
    await runCases(SEED + 3, cases);
    await expectHealthy();
  });

  describe("with card payments", () => {
    const SECRET = "whsec_fuzz_orders";
    withStripeStandIn(SECRET);

    it("POST /api/payments/webhook: 400 for what Stripe did not sign, 200 for a signed event about no order, never 5xx", async () => {
      const fuzz = new Fuzz(SEED + 4);
      const target = { path: "/api/payments/webhook", route: webhook };
      const cases = Array.from({ length: CASES }, (_, i): FuzzCase => {
        const event = eventOf(
          fuzz.pick([
            "checkout.session.completed",
            "checkout.session.async_payment_succeeded",
            "charge.refunded",
          ]),
          {
            id: `cs_fuzz_${i}`,
            object: "checkout.session",
            payment_status: fuzz.pick(["paid", "unpaid", 5]),
            amount_total: fuzz.value(),
            currency: fuzz.value(),
            metadata: fuzz.pick([{ order: junk(fuzz, i) }, {}, null]),
          },
        );
        const good = signed(event, SECRET);
        const c = bodyCase(
          fuzz,
          target,
          256 * KiB,
          good.payload,
          () =>
            fuzz.pick([
              () => ({
                label: "a signed event about no order",
                type: "application/json",
                body: Buffer.from(good.payload),
              }),
              () => {
                const made = malformedBody(fuzz, good.payload, 256 * KiB);
                return { ...made, label: `unsigned: ${made.label}` };
              },
            ])(),
          [200, 400, 413],
        );
        const signature = fuzz.pick([
          good.header,
          good.header,
          signed(event, "whsec_another").header,
          "",
          "t=1,v1=00",
          // Header values are bytes: ASCII junk only.
          "x".repeat(fuzz.int(1, 4000)),
        ]);
        if (signature) c.headers["stripe-signature"] = signature;
        return c;
      });
      // A signed event the site cannot match is logged for the owner, one line each, never the payload.
      const warned = jest.spyOn(console, "warn").mockImplementation(() => {});
      let lines: unknown[];
      try {
        await runCases(SEED + 4, cases);
      } finally {
        lines = warned.mock.calls.map(([line]) => line);
        warned.mockRestore();
      }
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines)
        expect(line).toMatch(
          /^\[payments\] Stripe event evt_\w+ \([\w.]+(, order .*)?\): \w+$/,
        );
      await expectHealthy();
    });
  });
});
