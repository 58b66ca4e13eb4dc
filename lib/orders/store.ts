import "server-only";
import { randomInt } from "node:crypto";
import { z } from "zod";
import { isDatabaseKey } from "@/lib/documents/firebase";
import { update, type Documents } from "@/lib/documents/types";
import { newToken, sameTokenKey, tokenKey } from "./tokens";
import { ORDER_STATES, type Order } from "./types";

// orders/<id> = the order without its id, plus `token` (the link's SHA-256, never the link);
// orderTokens/<SHA-256 of the link> = the order's id; paymentEvents/<Stripe event id> = how the
// event was handled. Every change of an order is one compare-and-set on its document, so instances
// sharing the database never overwrite each other, and nothing about an order lives in memory.

const whole = z.number().int().min(0);
const text = z.string().catch("");
const storedLine = z.object({
  productId: z.string().optional().catch(undefined),
  name: text,
  quantity: whole,
  unitPrice: whole,
});
// Firebase keeps no empty list: a missing one reads as [].
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .optional()
    .catch(undefined)
    .transform((v) => v ?? []);
const storedOrder = z.object({
  createdAt: z.string(),
  createdBy: text,
  messageId: text,
  customer: z.object({ name: text, email: text }),
  currency: z.string().regex(/^[A-Z]{3}$/),
  lines: z.array(storedLine).min(1),
  shipping: z.object({ label: text, amount: whole }),
  note: text,
  total: whole,
  state: z.enum(ORDER_STATES),
  tracking: z.string().optional().catch(undefined),
  history: list(
    z.object({ state: z.enum(ORDER_STATES), at: z.string(), by: text }),
  ),
  stockLowered: z.boolean().catch(false).default(false),
  checkout: z
    .object({ attempts: whole, session: z.string().optional() })
    .optional()
    .catch(undefined),
  payment: z
    .object({
      by: z.enum(["card", "owner"]),
      at: z.string(),
      session: z.string().optional(),
    })
    .optional()
    .catch(undefined),
  problems: list(
    z.object({
      at: z.string(),
      kind: z.enum([
        "wrongAmount",
        "paidTwice",
        "paymentForCancelled",
        "stockNotChanged",
        "mailNotSent",
      ]),
      event: z.string().optional(),
      amount: z.number().optional(),
      currency: z.string().optional(),
    }),
  ),
  token: z.string().optional().catch(undefined),
});

type Stored = Omit<Order, "id"> & { token?: string };

/** Hand-edited or foreign records are skipped, never shown half-read. */
const orderOf = (id: string, doc: unknown): Order | null => {
  const parsed = storedOrder.safeParse(doc);
  if (!parsed.success) return null;
  // Without the token's key, and the keys zod leaves undefined: an order reads back as written.
  return stripUndefined({ id, ...parsed.data, token: undefined }) as Order;
};

const stripUndefined = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value)) as T;

// Short, unambiguous to read out on the phone (no 0/O, 1/I/L), and a valid key everywhere.
const ID_LETTERS = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const newId = () =>
  Array.from(
    { length: 8 },
    () => ID_LETTERS[randomInt(ID_LETTERS.length)],
  ).join("");

const ROUNDS = {
  attempts: 5,
  busy: "The order could not be changed: too many changes at once",
};

/** A Stripe event as handled: the outcome names what it did. */
export type EventRecord = {
  at: string;
  type: string;
  order?: string;
  outcome: string;
};

export type OrderStore = ReturnType<typeof createOrderStore>;

export function createOrderStore(docs: Documents) {
  const all = async () =>
    Object.entries(await docs.list<unknown>("orders")).flatMap(([id, doc]) => {
      const order = orderOf(id, doc);
      return order ? [{ order, doc: doc as Stored }] : [];
    });

  return {
    /** Stores a new order under a fresh id with its link; answers the order and the link's token. */
    async add(
      order: Omit<Order, "id">,
    ): Promise<{ order: Order; token: string }> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const id = newId();
        const token = newToken();
        const stored = stripUndefined({ ...order, token: tokenKey(token) });
        // Written only where nothing is: an id drawn twice never replaces an order.
        const free = await update<unknown, boolean>(
          docs,
          `orders/${id}`,
          (doc) =>
            doc === null ? { value: stored, result: true } : { result: false },
          ROUNDS,
        );
        if (!free) continue;
        await docs.patch("orderTokens", { [tokenKey(token)]: id });
        return { order: orderOf(id, stored)!, token };
      }
      throw new Error("no free order id after 5 draws");
    },

    async get(id: string): Promise<Order | null> {
      if (!isDatabaseKey(id)) return null;
      return orderOf(id, (await docs.get(`orders/${id}`)).value);
    },

    /** Newest first. */
    async list(): Promise<Order[]> {
      return (await all())
        .map(({ order }) => order)
        .sort(
          (a, b) =>
            b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
        );
    },

    /** The order a link's token opens, or null: found by the token's hash, checked in constant time. */
    async byToken(token: string): Promise<Order | null> {
      const key = tokenKey(token);
      const { value: id } = await docs.get<unknown>(`orderTokens/${key}`);
      if (typeof id !== "string" || !isDatabaseKey(id)) return null;
      const { value } = await docs.get<Stored>(`orders/${id}`);
      // A key left behind by a link made again no longer matches its order.
      if (!value?.token || !sameTokenKey(value.token, key)) return null;
      return orderOf(id, value);
    },

    /**
     * One compare-and-set on the order: `step` sees it as stored and answers the order to write
     * (or none, to write nothing) and the result. Null when there is no such order.
     */
    async change<R>(
      id: string,
      step: (order: Order) => { order?: Order; result: R },
    ): Promise<R | null> {
      if (!isDatabaseKey(id)) return null;
      return update<Stored, R | null>(
        docs,
        `orders/${id}`,
        (doc) => {
          const order = orderOf(id, doc);
          if (!doc || !order) return { result: null };
          const next = step(order);
          if (!next.order) return { result: next.result };
          // The id is the document's key; the link's key stays as it was.
          return {
            value: stripUndefined({
              ...next.order,
              id: undefined,
              token: doc.token,
            }) as Stored,
            result: next.result,
          };
        },
        ROUNDS,
      );
    },

    /** A new link for the order, ending the one before; null when there is no such order. */
    async newLink(id: string): Promise<string | null> {
      if (!isDatabaseKey(id)) return null;
      const made = await update<
        Stored,
        { token: string; previous?: string } | null
      >(
        docs,
        `orders/${id}`,
        (doc) => {
          if (!doc || !orderOf(id, doc)) return { result: null };
          const token = newToken();
          return {
            value: { ...doc, token: tokenKey(token) },
            result: { token, previous: doc.token },
          };
        },
        ROUNDS,
      );
      if (!made) return null;
      // The order names the new key already, so the old one opens nothing even before it goes.
      await docs.patch("orderTokens", {
        [tokenKey(made.token)]: id,
        ...(made.previous && { [made.previous]: null }),
      });
      return made.token;
    },

    /** Orders made before `cutoff` go, with their links; answers how many. */
    async purgeCreatedBefore(cutoff: Date): Promise<number> {
      const old = new Set(
        Object.entries(await docs.list<unknown>("orders"))
          .filter(([, doc]) => {
            const at = (doc as { createdAt?: unknown } | null)?.createdAt;
            return typeof at !== "string" || at < cutoff.toISOString();
          })
          .map(([id]) => id),
      );
      if (old.size === 0) return 0;
      const links = Object.entries(await docs.list<unknown>("orderTokens"))
        .filter(([, id]) => typeof id !== "string" || old.has(id))
        .map(([key]) => [key, null]);
      if (links.length > 0)
        await docs.patch("orderTokens", Object.fromEntries(links));
      await docs.patch(
        "orders",
        Object.fromEntries([...old].map((id) => [id, null])),
      );
      return old.size;
    },

    /** Stripe's events by id: each is handled once, and a replay finds its record. */
    events: {
      async get(id: string): Promise<EventRecord | null> {
        if (!isDatabaseKey(id)) return null;
        return (await docs.get<EventRecord>(`paymentEvents/${id}`)).value;
      },
      async record(id: string, record: EventRecord): Promise<void> {
        if (isDatabaseKey(id))
          await docs.patch("paymentEvents", { [id]: stripUndefined(record) });
      },
      /** Events handled before `cutoff` go (Stripe retries an event for 3 days at most). */
      async purgeBefore(cutoff: Date): Promise<number> {
        const old = Object.entries(
          await docs.list<EventRecord>("paymentEvents"),
        )
          .filter(([, r]) => !(r?.at >= cutoff.toISOString()))
          .map(([id]) => [id, null]);
        if (old.length > 0)
          await docs.patch("paymentEvents", Object.fromEntries(old));
        return old.length;
      },
    },
  };
}
