// The unsaved version ("" in SQLite) travels in If-Match as this word.
const UNSAVED = "defaults";
export const toEtagVersion = (version: string) => version || UNSAVED;
const fromEtagVersion = (version: string) =>
  version === UNSAVED ? "" : version;

/** `version` is opaque: hand it back to putIfMatch (SQLite: a counter, "" when absent; Firebase: the ETag). */
type Doc<T> = { value: T | null; version: string };

export interface Documents {
  get<T>(path: string): Promise<Doc<T>>;
  /** Writes (null deletes) only if still at `version`; the new version, or null if it moved. */
  putIfMatch<T>(
    path: string,
    value: T | null,
    version: string,
  ): Promise<string | null>;
  /** One write, no version check (null deletes; a key may go deeper, "a/b"). `path` itself holds no document. */
  patch(path: string, values: Record<string, unknown>): Promise<void>;
  /** The children of `path` by key (Firebase's arrays become keyed entries here). */
  list<T>(path: string): Promise<Record<string, T>>;
  /** The same documents reached as a signed-in writer (the database's rules check writers). */
  withToken(idToken: string): Documents;
}

// Next bundles a module per route but stores are process-wide: test errors by name, not instanceof.
const named =
  <T extends Error>(name: string) =>
  (error: unknown): error is T =>
    error instanceof Error && error.name === name;

/**
 * What is stored refuses the change: a write that lost to another (`current`: what is stored now, its
 * version goes into the 409's ETag) or a rule across records (the last active editor). The message is
 * the route's answer.
 */
export class ConflictError<
  T extends { version: string } = { version: string },
> extends Error {
  constructor(
    message: string,
    readonly current?: T,
  ) {
    super(message);
    this.name = "ConflictError";
  }
}

/**
 * What a store or a check was given breaks its rules; `fields` names each part and why. `kind`: a rule
 * broken, content of a kind it cannot read, or content too large to work on.
 */
export class InvalidError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
    readonly kind: "rule" | "format" | "size" = "rule",
  ) {
    super(message);
    this.name = "InvalidError";
  }
}

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

/** Compare-and-set with retry: `step` returns no `value` to write nothing; after `attempts` lost rounds, 503 `busy`. */
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

/**
 * A save from the version a client read (its ETag's word): the new one, or when someone wrote in
 * between a ConflictError with `conflict` and the version stored now.
 */
export async function putOrConflict<T>(
  docs: Documents,
  path: string,
  value: T,
  version: string,
  conflict: string,
): Promise<string> {
  const saved = await docs.putIfMatch(path, value, fromEtagVersion(version));
  if (saved !== null) return toEtagVersion(saved);
  const now = await docs.get(path);
  throw new ConflictError(conflict, { version: toEtagVersion(now.version) });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export const isUnavailable = named<StoreUnavailableError>(
  "StoreUnavailableError",
);
export const isConflict = named<ConflictError>("ConflictError");
export const isNotFound = named<NotFoundError>("NotFoundError");
export const isInvalid = named<InvalidError>("InvalidError");

/** The database refused the credentials the server sent (not a client's mistake). */
export const deniedBy = (error: StoreUnavailableError) =>
  error.status === 401 || error.status === 403;
