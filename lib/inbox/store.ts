import "server-only";
import { isDatabaseKey } from "@/lib/documents/firebase";
import { update, type Documents } from "@/lib/documents/types";
import { byDue, contentOf, deliveryOf, isObject } from "./record";
import type { Delivery, StoredMessage } from "./types";

// messages/<id> = { receivedAt, name, email, phone, message, list?, read, delivery,
// claimedUntil? } (the Realtime Database's layout); the claim (ms) never leaves the store.
type Document = Record<string, unknown>;

const messageOf = (id: string, doc: Document): StoredMessage => ({
  id,
  receivedAt: typeof doc.receivedAt === "string" ? doc.receivedAt : "",
  ...contentOf(doc),
  read: doc.read === true,
  delivery: deliveryOf(doc.delivery),
});

const unclaimed = (doc: Document, now: Date) =>
  typeof doc.claimedUntil !== "number" || doc.claimedUntil <= now.getTime();

function isDue(doc: Document | null, now: Date): doc is Document {
  if (!doc) return false;
  const { state, nextAttemptAt } = deliveryOf(doc.delivery);
  return (
    state === "pending" &&
    (nextAttemptAt ?? "") <= now.toISOString() &&
    unclaimed(doc, now)
  );
}

const written = (id: string, value: Document) => ({
  value,
  result: messageOf(id, value),
});

export type MessageStore = ReturnType<typeof createMessageStore>;

// Every change is a compare-and-set on the message, which is also how a run claims one (until a
// time, so a run that dies lets go): a claimed message is never sent twice at once.
export function createMessageStore(docs: Documents) {
  /** null when the id is none the database could hold. */
  const change = async <R>(
    id: string,
    step: (doc: Document | null) => { value?: Document | null; result: R },
  ): Promise<R | null> =>
    isDatabaseKey(id)
      ? update<Document, R>(
          docs,
          `messages/${id}`,
          (doc) => step(isObject(doc) ? doc : null),
          {
            attempts: 5,
            busy: "The message could not be changed: too many changes at once",
          },
        )
      : null;

  const rewrite = (id: string, next: (doc: Document) => Document) =>
    change(id, (doc) => (doc ? written(id, next(doc)) : { result: null }));

  const all = async () =>
    Object.entries(await docs.list<unknown>("messages")).flatMap(([id, doc]) =>
      isObject(doc) ? [{ id, doc }] : [],
    );

  return {
    /** Stores a new message; `claimedUntil` keeps it for the caller's first attempt. */
    async add(m: StoredMessage, claimedUntil?: Date) {
      const { id, ...doc } = m;
      const value: Document = { ...doc, ...contentOf(m) };
      if (claimedUntil) value.claimedUntil = claimedUntil.getTime();
      await docs.patch("messages", { [id]: value });
    },

    async list() {
      return (await all())
        .map(({ id, doc }) => messageOf(id, doc))
        .sort(
          (a, b) =>
            b.receivedAt.localeCompare(a.receivedAt) ||
            b.id.localeCompare(a.id),
        );
    },

    async get(id: string) {
      if (!isDatabaseKey(id)) return null;
      const { value } = await docs.get<unknown>(`messages/${id}`);
      return isObject(value) ? messageOf(id, value) : null;
    },

    setRead: (id: string, read: boolean) =>
      rewrite(id, (doc) => ({ ...doc, read })),

    async remove(id: string) {
      const removed = await change(id, (doc) =>
        doc ? { value: null, result: true } : { result: false },
      );
      return removed === true;
    },

    /** Records an attempt's outcome and lets go of the claim; null when the message was deleted meanwhile. */
    recordDelivery: (id: string, delivery: Delivery) =>
      rewrite(id, (doc) => {
        const next: Document = { ...doc, delivery };
        delete next.claimedUntil;
        return next;
      }),

    /** null when none is due. */
    async claimNext(now: Date, claimedUntil: Date) {
      const due = (await all())
        .filter(({ doc }) => isDue(doc, now))
        .map(({ id, doc }) => messageOf(id, doc))
        .sort(byDue);
      for (const { id } of due) {
        // Re-checked on the message itself: another run may have claimed it since the list was read.
        const mine = await change(id, (doc) =>
          isDue(doc, now)
            ? written(id, { ...doc, claimedUntil: claimedUntil.getTime() })
            : { result: null },
        );
        if (mine) return mine;
      }
      return null;
    },

    /**
     * A failed or pending message no run holds restarts (pending, 0 attempts, due now), claimed;
     * otherwise `claimed: false`. Null when there is no such id.
     */
    restart: (id: string, now: Date, claimedUntil: Date) =>
      change<{ claimed: boolean; message: StoredMessage } | null>(id, (doc) => {
        if (!doc) return { result: null };
        const before = messageOf(id, doc);
        const { state } = before.delivery;
        if ((state !== "pending" && state !== "failed") || !unclaimed(doc, now))
          return { result: { claimed: false, message: before } };
        const after = written(id, {
          ...doc,
          delivery: {
            state: "pending",
            attempts: 0,
            nextAttemptAt: now.toISOString(),
          },
          claimedUntil: claimedUntil.getTime(),
        });
        return {
          value: after.value,
          result: { claimed: true, message: after.result },
        };
      }),

    async purgeReceivedBefore(cutoff: Date) {
      const old = (await all()).filter(
        ({ doc }) =>
          typeof doc.receivedAt !== "string" ||
          doc.receivedAt < cutoff.toISOString(),
      );
      // One write: null removes each old message.
      if (old.length > 0)
        await docs.patch(
          "messages",
          Object.fromEntries(old.map(({ id }) => [id, null])),
        );
      return old.length;
    },
  };
}
