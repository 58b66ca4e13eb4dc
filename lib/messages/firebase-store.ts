import "server-only";
import {
  childrenOf,
  createDatabase,
  isDatabaseKey,
  type Answer,
  type DatabaseOptions,
} from "@/lib/firebase/database";
import { databaseFromEnv } from "@/lib/firebase/from-env";
import { CatalogUnavailableError } from "@/lib/products/store";
import {
  isDue,
  messageOf,
  unclaimed,
  withoutClaim,
  type Document,
} from "./firebase-document";
import { contentDocument, isObject } from "./record";
import type { MessageStore, Restart, StoredMessage } from "./types";

export type FirebaseMessageStoreOptions = DatabaseOptions & {
  /** The server's reader token: the rules let only that account read and write messages. */
  readerToken: () => Promise<string | null>;
};

/** Compare-and-set rounds on one message before the database counts as busy. */
const ATTEMPTS = 5;

/**
 * Messages in the Realtime Database (`messages/<id>`), so they outlive an
 * instance without a lasting disk. Every change to a message is a
 * conditional write (if-match), which is also how a run claims one.
 */
export function createFirebaseMessageStore(
  options: FirebaseMessageStoreOptions = databaseFromEnv(),
): MessageStore {
  const request = createDatabase(
    options,
    (message, status) => new CatalogUnavailableError(message, status),
  );
  const token = () => options.readerToken();

  /**
   * Writes `next(current)` to one message only if it did not change in
   * between; a 412 carries the current data, so the next round starts there.
   */
  const change = async <T>(
    id: string,
    next: (doc: Document | null) => { doc?: Document; result: T },
  ): Promise<T> => {
    const auth = await token();
    let current: Answer = await request(`messages/${id}`, { token: auth });
    for (let round = 0; round < ATTEMPTS; round++) {
      const step = next(isObject(current.data) ? current.data : null);
      if (!step.doc) return step.result;
      const answer = await request(`messages/${id}`, {
        method: "PUT",
        token: auth,
        body: step.doc,
        ifMatch: current.etag,
      });
      if (answer.status !== 412) return step.result;
      current = answer;
    }
    throw new CatalogUnavailableError(
      "The message could not be changed: too many changes at once",
      503,
    );
  };

  return {
    async add(m, claimedUntil) {
      const doc: Document = {
        receivedAt: m.receivedAt,
        ...contentDocument(m),
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

    async setRead(id, read) {
      if (!isDatabaseKey(id)) return null;
      return change(id, (doc) => {
        if (!doc) return { result: null };
        const after = { ...doc, read };
        return { doc: after, result: messageOf(id, after) };
      });
    },

    async remove(id) {
      if (!isDatabaseKey(id)) return false;
      const auth = await token();
      const { data } = await request(`messages/${id}`, { token: auth });
      if (data === null) return false;
      await request(`messages/${id}`, { method: "DELETE", token: auth });
      return true;
    },

    async recordDelivery(id, delivery) {
      if (!isDatabaseKey(id)) return null;
      return change(id, (doc) => {
        if (!doc) return { result: null };
        const after = { ...withoutClaim(doc), delivery };
        return { doc: after, result: messageOf(id, after) };
      });
    },

    async claimDue(now, claimedUntil, limit) {
      const { data } = await request("messages", { token: await token() });
      const due = childrenOf(data)
        .filter(([, doc]) => isDue(doc, now))
        .map(([id, doc]) => messageOf(id, doc as Document))
        .sort(
          (a, b) =>
            (a.delivery.nextAttemptAt ?? "").localeCompare(
              b.delivery.nextAttemptAt ?? "",
            ) || a.receivedAt.localeCompare(b.receivedAt),
        );
      const claimed: StoredMessage[] = [];
      for (const candidate of due) {
        if (claimed.length >= limit) break;
        // Re-checked on the message itself: another run may have claimed it since the list was read.
        const mine = await change(candidate.id, (doc) =>
          isDue(doc, now)
            ? {
                doc: { ...doc, claimedUntil: claimedUntil.getTime() },
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
          doc: after,
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
