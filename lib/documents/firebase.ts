import "server-only";
import { StoreUnavailableError, type Documents } from "./types";

/** How long one request to Firebase may take: a build or a visit waits no longer, then names the address. */
export const TIMEOUT_MS = 10_000;

/** Status 0; `url` loses its query (the token or API key). */
export function unreachable(
  service: string,
  url: string,
  error: unknown,
  timeoutMs: number,
): StoreUnavailableError {
  const address = url.split("?")[0];
  // By name: the error comes from fetch's realm, which need not be ours.
  if ((error as { name?: unknown } | null)?.name === "TimeoutError")
    return new StoreUnavailableError(
      `${service} did not answer within ${timeoutMs / 1000} s: ${address}`,
    );
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })
    ?.cause;
  const why = cause?.code ?? cause?.message;
  return new StoreUnavailableError(
    `${service} could not be reached${typeof why === "string" ? ` (${why})` : ""}: ${address}`,
  );
}

export type DatabaseOptions = {
  /** FIREBASE_DATABASE_URL, e.g. https://my-shop-default-rtdb.europe-west1.firebasedatabase.app */
  databaseUrl: string;
  emulatorHost?: string;
  /** How long a request may wait for its answer (10 s unless a test says otherwise). */
  timeoutMs?: number;
};

/** A null reader token means public reads. */
export type ReaderDatabaseOptions = DatabaseOptions & {
  readerToken: () => Promise<string | null>;
};

type DatabaseRequest = {
  method?: "GET" | "PUT" | "PATCH" | "DELETE";
  token: string | null;
  body?: unknown;
  /** Write only if the data is still at this ETag; otherwise the answer is 412 with the current data. */
  ifMatch?: string;
};

/** A success or a 412 (data and ETag are then the current ones). */
type Answer = { status: number; data: unknown; etag: string };

type Request = (path: string, init: DatabaseRequest) => Promise<Answer>;

/** The URL of `path`: on the emulator the database is named by `ns`, taken from the database URL. */
export function databaseUrl(
  options: DatabaseOptions,
  path: string,
  token: string | null,
): string {
  const base = new URL(options.databaseUrl);
  let target: URL;
  if (options.emulatorHost) {
    target = new URL(`http://${options.emulatorHost}/${path}.json`);
    target.searchParams.set(
      "ns",
      base.searchParams.get("ns") ?? base.hostname.split(".")[0]!,
    );
  } else {
    target = new URL(
      `${path}.json`,
      base.origin + base.pathname.replace(/\/?$/, "/"),
    );
  }
  if (token) target.searchParams.set("auth", token);
  return target.toString();
}

/** Keys the database accepts (no "/", which would address another node); check outside ids before they join a path. */
export function isDatabaseKey(key: string): boolean {
  return (
    key.length > 0 &&
    Buffer.byteLength(key) <= 768 &&
    !/[.#$[\]/\u0000-\u001f\u007f]/.test(key)
  );
}

/** Throws StoreUnavailableError (status 0: unreachable, naming the address), like the reader sign-in, so callers catch one name. */
export function createDatabase(options: DatabaseOptions): Request {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  return async (path, init) => {
    const headers: Record<string, string> = { "X-Firebase-ETag": "true" };
    if (init.ifMatch !== undefined) headers["if-match"] = init.ifMatch;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const url = databaseUrl(options, path, init.token);
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, {
        method: init.method ?? "GET",
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        // No `cache: "no-store"`: it would make every page reading the store a per-request page.
        // Nothing is answered from Next.js's fetch cache all the same: lib/http/page-cache.cjs keeps none.
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Within the timeout too: a body cut short is no answer, never "nothing stored".
      text = await res.text();
    } catch (error) {
      throw unreachable("The Realtime Database", url, error, timeoutMs);
    }
    const data = parseJson(text);
    if (res.ok || res.status === 412) {
      return { status: res.status, data, etag: res.headers.get("etag") ?? "" };
    }
    const reason =
      data && typeof data === "object" && "error" in data
        ? `: ${String(data.error)}`
        : "";
    throw new StoreUnavailableError(
      `The Realtime Database answered ${res.status}${reason}`,
      res.status,
    );
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The children of a node: Firebase answers numeric keys as an array, with null holes. */
function childrenOf(data: unknown): [string, unknown][] {
  if (Array.isArray(data))
    return data.flatMap((v, i) => (v === null ? [] : [[String(i), v]]));
  if (data && typeof data === "object") return Object.entries(data);
  return [];
}

// Firebase answers a numeric-keyed list as an array with null holes or, when sparse,
// as an object: both become a plain array in index order, at any depth.
function fromFirebase(value: unknown): unknown {
  if (Array.isArray(value))
    return value.filter((v) => v !== null).map(fromFirebase);
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k)))
    return entries
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, v]) => fromFirebase(v));
  return Object.fromEntries(entries.map(([k, v]) => [k, fromFirebase(v)]));
}

/** Version = the node's ETag; a conditional write is a PUT with if-match (412: it moved). */
export function createFirebaseDocuments(
  options: ReaderDatabaseOptions,
  idToken?: string,
): Documents {
  const request = createDatabase(options);
  const token = async () => idToken ?? (await options.readerToken());
  const get = async <T>(path: string) => {
    const { data, etag } = await request(path, { token: await token() });
    return { value: fromFirebase(data) as T | null, version: etag };
  };
  return {
    get,
    async putIfMatch(path, value, version) {
      const answer = await request(path, {
        method: "PUT",
        token: await token(),
        body: value,
        ifMatch: version,
      });
      if (answer.status === 412) return null;
      return answer.etag || (await get(path)).version;
    },
    async patch(path, values) {
      await request(path, {
        method: "PATCH",
        token: await token(),
        body: values,
      });
    },
    async list<T>(path: string) {
      const { data } = await request(path, { token: await token() });
      return Object.fromEntries(
        childrenOf(data).map(([key, v]) => [key, fromFirebase(v) as T]),
      );
    },
    withToken: (writer) => createFirebaseDocuments(options, writer),
  };
}
