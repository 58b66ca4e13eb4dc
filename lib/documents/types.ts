/*
 * Nothing saved yet is a version too (SQLite calls it ""), so the first save
 * can name it in If-Match: it travels as this word instead.
 */
const UNSAVED = "defaults";
/** A document's version as an ETag names it. */
export const toEtagVersion = (version: string) => version || UNSAVED;
/** The document's version an If-Match names. */
export const fromEtagVersion = (version: string) =>
  version === UNSAVED ? "" : version;

/**
 * A document and the version it was read at: an opaque string to hand back
 * to putIfMatch (SQLite: a counter, "" when absent; Firebase: the ETag).
 */
type Doc<T> = { value: T | null; version: string };

/**
 * The one storage interface every store is written on: JSON documents at
 * slash-separated paths, with a compare-and-set write. SQLite and the Firebase
 * Realtime Database implement it; only they know how they keep it.
 */
export interface Documents {
  get<T>(path: string): Promise<Doc<T>>;
  /** Writes (null deletes) only if still at `version`; the new version, or null if it moved. */
  putIfMatch<T>(
    path: string,
    value: T | null,
    version: string,
  ): Promise<string | null>;
  /**
   * Sets several documents below `path` in one write, no version check (null
   * deletes; a key may go deeper, "a/b"). `path` itself holds no document.
   */
  patch(path: string, values: Record<string, unknown>): Promise<void>;
  /** The children of `path` by key (Firebase's arrays become keyed entries here). */
  list<T>(path: string): Promise<Record<string, T>>;
  /** The same documents reached as a signed-in writer (the database's rules check writers). */
  withToken(idToken: string): Documents;
}

/*
 * Next bundles a module once per route, while stores are shared process-wide:
 * an error may come from another copy of its class, so callers test errors
 * with `named` guards, not instanceof.
 */
export const named =
  <T extends Error>(name: string) =>
  (error: unknown): error is T =>
    error instanceof Error && error.name === name;

/**
 * A write lost to another writer: `current` is what is stored now (its
 * version goes into the 409's ETag); the message is the route's answer.
 */
export class ConflictError<T extends { version: string }> extends Error {
  constructor(
    message: string,
    readonly current: T,
  ) {
    super(message);
    this.name = "ConflictError";
  }
}

/** What was asked for is not there; the message is the route's 404 answer. */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NotFoundError";
  }
}

/** The database refused or failed; `status` is its HTTP status (0 when unreachable, 503 when busy). */
export class StoreUnavailableError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = "StoreUnavailableError";
  }
}

/**
 * Changes the document at `path` by compare-and-set: reads it, asks `step`
 * for the new value (`value` absent: nothing to write) and writes it only if
 * nobody wrote in between, else starts again a little later. After `attempts` rounds lost to
 * other writers the database is busy: 503 saying `busy`.
 */
export async function update<T, R>(
  docs: Documents,
  path: string,
  step: (current: T | null) => { value?: T | null; result: R },
  { attempts, busy }: { attempts: number; busy: string },
): Promise<R> {
  for (let round = 0; round < attempts; round++) {
    // Writers that collided start again at random moments, not in step.
    if (round > 0) await sleep(Math.random() * 10 * round);
    const { value, version } = await docs.get<T>(path);
    const next = step(value);
    if (next.value === undefined) return next.result;
    if ((await docs.putIfMatch(path, next.value, version)) !== null)
      return next.result;
  }
  throw new StoreUnavailableError(busy, 503);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export const isUnavailable = named<StoreUnavailableError>(
  "StoreUnavailableError",
);
export const isConflict =
  named<ConflictError<{ version: string }>>("ConflictError");
export const isNotFound = named<NotFoundError>("NotFoundError");

/** The database refused the credentials the server sent (not a client's mistake). */
export const deniedBy = (error: StoreUnavailableError) =>
  error.status === 401 || error.status === 403;
