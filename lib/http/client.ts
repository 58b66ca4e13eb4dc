export type NoAnswer = "offline" | "timeout" | "unreachable";

export class RequestError extends Error {
  readonly error?: string;
  readonly fields: Record<string, string>;

  constructor(
    readonly status: number,
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

export const signedOut = (error: unknown) =>
  error instanceof RequestError && error.status === 401;

/** So no button stays locked. */
const TIMEOUT_MS = 15_000;

const browserOffline = () =>
  typeof navigator !== "undefined" && navigator.onLine === false;

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  version?: string;
  timeoutMs?: number;
  /** Sent to the end even if the page is left meanwhile, so it is never half done. */
  keepalive?: boolean;
};

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

/** Nothing is sent while the browser knows it is offline: nothing is queued behind the user's back. */
export async function requestVersioned<T>(
  url: string,
  {
    method = "GET",
    json,
    version,
    timeoutMs = TIMEOUT_MS,
    keepalive,
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
      keepalive,
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

export const request = <T>(url: string, options?: RequestOptions) =>
  requestVersioned<T>(url, options).then((answer) => answer.body);

/** XMLHttpRequest, since fetch cannot report upload progress. No time limit: a large photo
 * over a slow line takes as long as it takes. */
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
