import "server-only";
import {
  childrenOf,
  compareAndSet,
  createDatabase,
  isDatabaseKey,
  type ReaderDatabaseOptions,
} from "@/lib/documents/firebase";
import { databaseFromEnv } from "@/lib/firebase/from-env";
import {
  isDue,
  messageOf,
  unclaimed,
  withoutClaim,
  type Document,
} from "./firebase-document";
import { byDue, contentOf, isObject } from "./record";
import type { MessageStore, Restart, StoredMessage } from "./types";

/** Compare-and-set rounds on one message before the database counts as busy. */
const ATTEMPTS = 5;

/**
 * Messages in the Realtime Database (`messages/<id>`), so they outlive an
 * instance without a lasting disk. Every change to a message is a
 * conditional write (if-match), which is also how a run claims one.
 */
export function createFirebaseMessageStore(
  options: ReaderDatabaseOptions = databaseFromEnv(),
): MessageStore {
  const request = createDatabase(options);
  const token = () => options.readerToken();

  /** Changes one message by compare-and-set; `next` gets null if it is gone. */
  const change = async <T>(
    id: string,
    next: (doc: Document | null) => { body?: Document; result: T },
  ): Promise<T> =>
    compareAndSet(
      request,
      `messages/${id}`,
      await token(),
      ({ data }) => next(isObject(data) ? data : null),
      {
        attempts: ATTEMPTS,
        busy: "The message could not be changed: too many changes at once",
      },
    );

  /** Rewrites one message; null when there is none with this id. */
  const rewrite = async (id: string, next: (doc: Document) => Document) =>
    isDatabaseKey(id)
      ? change(id, (doc) => {
          if (!doc) return { result: null };
          const after = next(doc);
          return { body: after, result: messageOf(id, after) };
        })
      : null;

  return {
    async add(m, claimedUntil) {
      const doc: Document = {
        receivedAt: m.receivedAt,
        ...contentOf(m),
        read: m.read,
        delivery: m.delivery,
      };
      if (claimedUntil) doc.claimedUntil = claimedUntil.getTime();
      await request(`messages/${m.id}`, {
        method: "PUT",
        token: await token(),
        body: doc,
      });
    },

    async list() {
      const { data } = await request("messages", { token: await token() });
      return childrenOf(data)
        .flatMap(([id, doc]) => (isObject(doc) ? [messageOf(id, doc)] : []))
        .sort(
          (a, b) =>
            b.receivedAt.localeCompare(a.receivedAt) ||
            b.id.localeCompare(a.id),
        );
    },

    async get(id) {
      if (!isDatabaseKey(id)) return null;
      const { data } = await request(`messages/${id}`, {
        token: await token(),
      });
      return isObject(data) ? messageOf(id, data) : null;
    },

    setRead: (id, read) => rewrite(id, (doc) => ({ ...doc, read })),

    async remove(id) {
      if (!isDatabaseKey(id)) return false;
      const auth = await token();
      const { data } = await request(`messages/${id}`, { token: auth });
      if (data === null) return false;
      await request(`messages/${id}`, { method: "DELETE", token: auth });
      return true;
    },

    recordDelivery: (id, delivery) =>
      rewrite(id, (doc) => ({ ...withoutClaim(doc), delivery })),

    async claimDue(now, claimedUntil, limit) {
      const { data } = await request("messages", { token: await token() });
      const due = childrenOf(data)
        .filter(([, doc]) => isDue(doc, now))
        .map(([id, doc]) => messageOf(id, doc as Document))
        .sort(byDue);
      const claimed: StoredMessage[] = [];
      for (const candidate of due) {
        if (claimed.length >= limit) break;
        // Re-checked on the message itself: another run may have claimed it since the list was read.
        const mine = await change(candidate.id, (doc) =>
          isDue(doc, now)
            ? {
                body: { ...doc, claimedUntil: claimedUntil.getTime() },
                result: messageOf(candidate.id, doc),
              }
            : { result: null },
        );
        if (mine) claimed.push(mine);
      }
      return claimed;
    },

    async restart(id, now, claimedUntil) {
      if (!isDatabaseKey(id)) return null;
      return change<Restart | null>(id, (doc) => {
        if (!doc) return { result: null };
        const before = messageOf(id, doc);
        const { state } = before.delivery;
        if ((state !== "pending" && state !== "failed") || !unclaimed(doc, now))
          return { result: { claimed: false, message: before } };
        const after = {
          ...doc,
          delivery: {
            state: "pending",
            attempts: 0,
            nextAttemptAt: now.toISOString(),
          },
          claimedUntil: claimedUntil.getTime(),
        };
        return {
          body: after,
          result: { claimed: true, message: messageOf(id, after) },
        };
      });
    },

    async purgeReceivedBefore(cutoff) {
      const auth = await token();
      const { data } = await request("messages", { token: auth });
      const old = childrenOf(data).filter(
        ([, doc]) =>
          !isObject(doc) ||
          typeof doc.receivedAt !== "string" ||
          doc.receivedAt < cutoff.toISOString(),
      );
      if (old.length === 0) return 0;
      // One multi-path update: null removes each old message.
      await request("messages", {
        method: "PATCH",
        token: auth,
        body: Object.fromEntries(old.map(([id]) => [id, null])),
      });
      return old.length;
    },
  };
}
