/**
 * The browser's one way to call our own server. Every route answers a
 * failure as `{ error, fields?, ...extra }`; any call that does not succeed
 * throws a RequestError carrying it.
 */

/** Why no answer came: the browser was offline, the server took too long, or it could not be reached. */
export type NoAnswer = "offline" | "timeout" | "unreachable";

/** A call that did not succeed: `status` 0 when no answer came (`noAnswer` says why). */
export class RequestError extends Error {
  /** The server's own explanation, when it sent one. */
  readonly error?: string;
  /** A 400's word on each field it names. */
  readonly fields: Record<string, string>;

  constructor(
    readonly status: number,
    /** The whole JSON answer, for what a route adds (a 409's current version, a refusal's code). */
    readonly body: Record<string, unknown> = {},
    readonly headers: Headers = new Headers(),
    readonly noAnswer?: NoAnswer,
  ) {
    const error = typeof body.error === "string" ? body.error : undefined;
    super(error ?? noAnswer ?? `HTTP ${status}`);
    this.name = "RequestError";
    this.error = error;
    this.fields = { ...(body.fields as Record<string, string> | undefined) };
  }
}

/** The call failed because the session has ended. */
export const signedOut = (error: unknown) =>
  error instanceof RequestError && error.status === 401;

/** How long a call may go unanswered before it is given up, so no button stays locked. */
const TIMEOUT_MS = 15_000;

const browserOffline = () =>
  typeof navigator !== "undefined" && navigator.onLine === false;

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as the JSON body. */
  json?: unknown;
  /** The version the change is made from, sent as If-Match. */
  version?: string;
  timeoutMs?: number;
};

/** A success's JSON (null without one) and its version (the ETag without quotes). */
export type Answer<T> = { body: T; version: string };

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const errorBody = (body: unknown): Record<string, unknown> =>
  body && typeof body === "object" ? (body as Record<string, unknown>) : {};

/**
 * Calls `url` and answers its JSON and version. Nothing is sent while the
 * browser knows it is offline (nothing is queued behind the user's back).
 */
export async function requestVersioned<T>(
  url: string,
  {
    method = "GET",
    json,
    version,
    timeoutMs = TIMEOUT_MS,
  }: RequestOptions = {},
): Promise<Answer<T>> {
  if (browserOffline()) throw new RequestError(0, {}, undefined, "offline");
  const headers: Record<string, string> = {};
  if (json !== undefined) headers["content-type"] = "application/json";
  if (version !== undefined) headers["if-match"] = `"${version}"`;
  const signal = AbortSignal.timeout(timeoutMs);
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      cache: "no-store",
      signal,
    });
    text = await res.text();
  } catch {
    const why = signal.aborted
      ? "timeout"
      : browserOffline()
        ? "offline"
        : "unreachable";
    throw new RequestError(0, {}, undefined, why);
  }
  const body = jsonOf(text);
  if (!res.ok) throw new RequestError(res.status, errorBody(body), res.headers);
  const etag = res.headers.get("etag") ?? "";
  return {
    body: body as T,
    version: etag.replace(/^W\//, "").replace(/^"(.*)"$/, "$1"),
  };
}

/** Calls `url` and answers its JSON (requestVersioned without the version). */
export const request = <T>(url: string, options?: RequestOptions) =>
  requestVersioned<T>(url, options).then((answer) => answer.body);

/**
 * POSTs `form` to `url` and answers its JSON, reporting the upload's progress
 * in percent (XMLHttpRequest can, fetch cannot). No time limit: a large
 * photo over a slow line takes as long as it takes, and shows its progress.
 */
export function upload<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  if (browserOffline())
    return Promise.reject(new RequestError(0, {}, undefined, "offline"));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = jsonOf(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      reject(new RequestError(xhr.status, errorBody(body)));
    };
    xhr.onerror = () =>
      reject(
        new RequestError(
          0,
          {},
          undefined,
          browserOffline() ? "offline" : "unreachable",
        ),
      );
    xhr.send(form);
  });
}
