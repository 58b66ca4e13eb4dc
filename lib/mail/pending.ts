import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { buildEml } from "./eml";
import { outboxDirs, renameDurably, writeAtomically } from "./files";
import type { Mail, MailRoute, TransportName } from "./types";

/**
 * Messages waiting for another delivery attempt, kept as files in
 * DATA_DIR/outbox/pending: `<id>.eml` for people, `<id>.json` (attempts,
 * last error, next attempt) for the retry loop. While an attempt runs the
 * record is renamed `<id>.sending`, so two runs never send it twice.
 */

export const MAX_ATTEMPTS = 10;
const FIRST_DELAY_MS = 60_000;
const LONGEST_DELAY_MS = 6 * 60 * 60_000;
/** A claim older than this belongs to a run that died mid-send: the message goes back in the queue. */
const STALE_CLAIM_MS = 15 * 60_000;

export type PendingRecord = {
  mail: Mail;
  /** The transport of the last attempt. */
  transport: TransportName;
  attempts: number;
  lastError: string;
  lastAttemptAt: string;
  nextAttemptAt: string;
};

/** Exponential backoff after `attempts` failures: 1, 2, 4 ... minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(
    FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1),
    LONGEST_DELAY_MS,
  );
}

const filesOf = (id: string) => {
  const { pending, failed } = outboxDirs();
  return {
    eml: path.join(pending, `${id}.eml`),
    record: path.join(pending, `${id}.json`),
    claim: path.join(pending, `${id}.sending`),
    failedEml: path.join(failed, `${id}.eml`),
    failedRecord: path.join(failed, `${id}.json`),
  };
};

const serialise = (record: PendingRecord) => JSON.stringify(record, null, 2);

/** Stores a message before its first attempt, already claimed by the caller. */
export async function hold(
  mail: Mail,
  route: MailRoute,
  transport: TransportName,
  now: Date,
): Promise<PendingRecord> {
  const files = filesOf(mail.id);
  const record: PendingRecord = {
    mail,
    transport,
    attempts: 0,
    lastError: "",
    lastAttemptAt: now.toISOString(),
    nextAttemptAt: now.toISOString(),
  };
  await writeAtomically(files.eml, await buildEml(mail, route));
  await writeAtomically(files.claim, serialise(record));
  return record;
}

/** The message went out: forget it. */
export async function settleDelivered(id: string): Promise<void> {
  const files = filesOf(id);
  await fs.rm(files.eml, { force: true });
  await fs.rm(files.claim, { force: true });
}

/**
 * One more failed attempt: back in the queue with a later time, or, after
 * MAX_ATTEMPTS, moved to outbox/failed for a person to deal with.
 */
export async function settleFailed(
  record: PendingRecord,
  transport: TransportName,
  error: string,
  now: Date,
): Promise<{ record: PendingRecord; gaveUp: boolean }> {
  const files = filesOf(record.mail.id);
  const attempts = record.attempts + 1;
  const next: PendingRecord = {
    ...record,
    transport,
    attempts,
    lastError: error,
    lastAttemptAt: now.toISOString(),
    nextAttemptAt: new Date(
      now.getTime() + retryDelayMs(attempts),
    ).toISOString(),
  };
  const gaveUp = attempts >= MAX_ATTEMPTS;
  if (gaveUp) {
    await writeAtomically(files.failedRecord, serialise(next));
    await renameDurably(files.eml, files.failedEml);
  } else {
    await writeAtomically(files.record, serialise(next));
  }
  await fs.rm(files.claim, { force: true });
  return { record: next, gaveUp };
}

async function listPending(suffix: string): Promise<string[]> {
  try {
    const names = await fs.readdir(outboxDirs().pending);
    return names
      .filter((n) => n.endsWith(suffix) && !n.startsWith("."))
      .map((n) => n.slice(0, -suffix.length))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Claims left behind by a run that died mid-send go back in the queue. */
export async function recoverStaleClaims(now: Date): Promise<void> {
  for (const id of await listPending(".sending")) {
    const files = filesOf(id);
    const stat = await fs
      .stat(/*turbopackIgnore: true*/ files.claim)
      .catch(() => null);
    if (stat && now.getTime() - stat.mtimeMs > STALE_CLAIM_MS)
      await renameDurably(files.claim, files.record).catch(() => undefined);
  }
}

function isRecord(value: unknown): value is PendingRecord {
  const r = value as PendingRecord | null;
  return (
    typeof r === "object" &&
    r !== null &&
    typeof r.mail?.id === "string" &&
    typeof r.attempts === "number" &&
    typeof r.nextAttemptAt === "string"
  );
}

/**
 * Claims the queued messages that are due (all of them when `all`), each
 * renamed to `.sending` first so another run skips it. A record that
 * cannot be read is moved to outbox/failed as it is.
 */
export async function claimDue(
  now: Date,
  all: boolean,
): Promise<{ due: PendingRecord[]; unreadable: string[] }> {
  const due: PendingRecord[] = [];
  const unreadable: string[] = [];
  for (const id of await listPending(".json")) {
    const files = filesOf(id);
    let record: unknown;
    try {
      record = JSON.parse(
        await fs.readFile(/*turbopackIgnore: true*/ files.record, "utf8"),
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      record = null;
    }
    if (!isRecord(record) || record.mail.id !== id) {
      await renameDurably(files.record, files.failedRecord).catch(
        () => undefined,
      );
      await renameDurably(files.eml, files.failedEml).catch(() => undefined);
      unreadable.push(id);
      continue;
    }
    if (!all && Date.parse(record.nextAttemptAt) > now.getTime()) continue;
    try {
      await renameDurably(files.record, files.claim);
    } catch {
      continue; // another run claimed it first
    }
    // The claim's age is what marks it stale, so it starts now.
    await fs.utimes(files.claim, now, now).catch(() => undefined);
    due.push(record);
  }
  return { due, unreadable };
}
