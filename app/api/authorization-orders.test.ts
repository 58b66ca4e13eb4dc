import { orderStore } from "@/lib/orders";
import type { Order } from "@/lib/orders/types";
import { anEnquiry } from "@/test/api/orders";
import { newOrder } from "@/test/orders/order";
import {
  describeMatrix,
  json,
  ORIGIN,
  type Route,
} from "@/test/authorization-matrix";
import { eventOf, signed } from "@/test/stand-ins/stripe";
import { withStripeStandIn } from "@/test/with-env";
import { useTempDataDir } from "@/test/temp-data-dir";
import { GET as getOrder } from "./orders/[id]/route";
import { POST as newLink } from "./orders/[id]/link/route";
import { POST as changeState } from "./orders/[id]/state/route";
import { POST as accept } from "./orders/accept/route";
import { GET as draft } from "./orders/draft/route";
import { GET as figures } from "./orders/figures/route";
import { POST as pay } from "./orders/pay/route";
import { GET as listOrders, POST as makeOrder } from "./orders/route";
import { POST as webhook } from "./payments/webhook/route";

// The matrix (test/authorization-matrix.ts) for the orders: the owner's routes are for editors
// only; the customer's actions and Stripe's webhook are public, their only gate the origin (and
// the link's token, or Stripe's signature, which each route's own tests refuse).

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next/server", () => ({
  ...jest.requireActual("next/server"),
  after: jest.fn(),
}));

const byId = (id: string) => ({ params: Promise.resolve({ id }) });
const post = (path: string, headers: Record<string, string>, body?: unknown) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: json(headers),
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
const get = (path: string, headers: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, { headers: json(headers) });

/** The order each test acts on, made afresh in `setup` so no test sees another's change. */
let current: { order: Order; token: string };
async function freshOrder() {
  const enquiry = await anEnquiry();
  current = await orderStore().add(
    newOrder({
      createdAt: new Date().toISOString(),
      messageId: enquiry.id,
      customer: { name: enquiry.name, email: enquiry.email },
    }),
  );
}
const stored = async () => (await orderStore().get(current.order.id))!;

const editorRoutes = (): Route[] => [
  {
    name: "GET /api/orders",
    needsSession: true,
    okStatus: 200,
    setup: freshOrder,
    send: (headers) => listOrders(get("/api/orders", headers)),
    effect: async () => null,
    sees: (body) =>
      expect(body).toContainEqual(
        expect.objectContaining({ id: current.order.id }),
      ),
  },
  {
    name: "GET /api/orders/[id]",
    needsSession: true,
    okStatus: 200,
    setup: freshOrder,
    send: (headers) =>
      getOrder(
        get(`/api/orders/${current.order.id}`, headers),
        byId(current.order.id),
      ),
    effect: async () => null,
    sees: (body) =>
      expect(body).toMatchObject({ id: current.order.id, total: 4650 }),
  },
  {
    name: "GET /api/orders/draft",
    needsSession: true,
    okStatus: 200,
    setup: freshOrder,
    send: (headers) =>
      draft(
        get(`/api/orders/draft?message=${current.order.messageId}`, headers),
      ),
    effect: async () => null,
    sees: (body) =>
      expect(body).toMatchObject({
        message: { id: current.order.messageId },
        orders: [{ id: current.order.id }],
      }),
  },
  {
    name: "GET /api/orders/figures",
    needsSession: true,
    okStatus: 200,
    setup: freshOrder,
    send: (headers) => figures(get("/api/orders/figures?days=7", headers)),
    effect: async () => null,
    sees: (body) =>
      expect(body).toMatchObject({ sent: expect.any(Number), paid: 0 }),
  },
  {
    name: "POST /api/orders",
    needsSession: true,
    okStatus: 201,
    setup: freshOrder,
    send: (headers) =>
      makeOrder(
        post("/api/orders", headers, {
          messageId: current.order.messageId,
          lines: [{ name: "Laurel 40%", quantity: 1, unitPrice: "12.50" }],
        }),
      ),
    effect: async () => (await orderStore().list()).length,
  },
  {
    name: "POST /api/orders/[id]/state",
    needsSession: true,
    okStatus: 200,
    setup: freshOrder,
    send: (headers) =>
      changeState(
        post(`/api/orders/${current.order.id}/state`, headers, {
          from: "sent",
          to: "cancelled",
        }),
        byId(current.order.id),
      ),
    effect: async () => (await stored()).state,
  },
  {
    name: "POST /api/orders/[id]/link",
    needsSession: true,
    okStatus: 200,
    setup: freshOrder,
    send: (headers) =>
      newLink(
        post(`/api/orders/${current.order.id}/link`, headers),
        byId(current.order.id),
      ),
    // A new link ends the one before.
    effect: async () => (await orderStore().byToken(current.token)) !== null,
  },
];

describe("the orders' routes refuse unauthorised callers in the handler itself", () => {
  useTempDataDir();

  describe("the owner's routes, and the customer's I accept (no card payments)", () => {
    describeMatrix(() => [
      ...editorRoutes(),
      {
        name: "POST /api/orders/accept",
        needsSession: false,
        okStatus: 200,
        setup: freshOrder,
        send: (headers) =>
          accept(post("/api/orders/accept", headers, { token: current.token })),
        effect: async () => (await stored()).state,
      },
    ]);
  });

  describe("with card payments: the customer's Accept and pay, and Stripe's webhook", () => {
    const SECRET = "whsec_authorization_matrix";
    withStripeStandIn(SECRET);

    describeMatrix(() => [
      {
        name: "POST /api/orders/pay",
        needsSession: false,
        okStatus: 200,
        setup: freshOrder,
        send: (headers) =>
          pay(post("/api/orders/pay", headers, { token: current.token })),
        effect: async () => (await stored()).checkout?.attempts ?? 0,
      },
      {
        name: "POST /api/payments/webhook",
        needsSession: false,
        okStatus: 200,
        setup: freshOrder,
        send: (headers) => {
          const { id, total } = current.order;
          const { payload, header } = signed(
            eventOf("checkout.session.completed", {
              id: `cs_test_${id}`,
              object: "checkout.session",
              payment_status: "paid",
              status: "complete",
              amount_total: total,
              currency: "eur",
              client_reference_id: id,
              metadata: { order: id },
            }),
            SECRET,
          );
          return webhook(
            new Request(`${ORIGIN}/api/payments/webhook`, {
              method: "POST",
              headers: { ...json(headers), "stripe-signature": header },
              body: payload,
            }),
          );
        },
        effect: async () => (await stored()).state,
      },
    ]);
  });
});
