import { request, requestVersioned, RequestError, upload } from "./client";

const realFetch = global.fetch;
const online = (value: boolean) =>
  Object.defineProperty(globalThis, "navigator", {
    value: { onLine: value },
    configurable: true,
  });

afterEach(() => {
  global.fetch = realFetch;
  online(true);
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("answered");
    },
    (error: unknown) => {
      if (!(error instanceof RequestError)) throw error;
      return error;
    },
  );

describe("a call to our own server", () => {
  it("sends JSON with its version, and answers the JSON and the new version", async () => {
    global.fetch = jest.fn(
      async () =>
        new Response('{"changed":true}', { headers: { etag: 'W/"7"' } }),
    );
    const answer = await requestVersioned("/api/shop-details", {
      method: "PUT",
      json: { a: 1 },
      version: "6",
    });
    expect(answer).toEqual({ body: { changed: true }, version: "7" });
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe("/api/shop-details");
    expect(init).toMatchObject({
      method: "PUT",
      body: '{"a":1}',
      cache: "no-store",
      headers: { "content-type": "application/json", "if-match": '"6"' },
    });
  });

  it("turns a JSON error answer into a RequestError with its status, error, fields and the rest", async () => {
    global.fetch = jest.fn(
      async () =>
        new Response(
          JSON.stringify({
            error: "Invalid input",
            fields: { email: "Enter an email" },
            code: "X",
          }),
          { status: 400, headers: { "retry-after": "60" } },
        ),
    );
    const error = await failureOf(request("/api/account/email"));
    expect(error).toMatchObject({
      status: 400,
      error: "Invalid input",
      fields: { email: "Enter an email" },
      body: { code: "X" },
      message: "Invalid input",
    });
    expect(error.headers.get("retry-after")).toBe("60");
  });

  it("keeps the status of an error answer that is not JSON", async () => {
    global.fetch = jest.fn(
      async () => new Response("<h1>Bad gateway</h1>", { status: 502 }),
    );
    const error = await failureOf(request("/api/messages"));
    expect(error).toMatchObject({ status: 502, error: undefined, fields: {} });
  });

  it("is not sent while the browser is offline", async () => {
    online(false);
    global.fetch = jest.fn();
    const error = await failureOf(request("/api/products"));
    expect(error).toMatchObject({ status: 0, noAnswer: "offline" });
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("is abandoned when no answer comes in time", async () => {
    global.fetch = jest.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () =>
            reject(init.signal?.reason),
          ),
        ),
    );
    const error = await failureOf(request("/api/products", { timeoutMs: 10 }));
    expect(error).toMatchObject({ status: 0, noAnswer: "timeout" });
  });

  it("says offline when the connection dropped during the call, unreachable otherwise", async () => {
    global.fetch = jest.fn(async () => {
      online(false);
      throw new TypeError("Failed to fetch");
    });
    expect(await failureOf(request("/api/products"))).toMatchObject({
      status: 0,
      noAnswer: "offline",
    });
    online(true);
    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await failureOf(request("/api/products"))).toMatchObject({
      status: 0,
      noAnswer: "unreachable",
    });
  });
});

/** An XMLHttpRequest that uploads in two steps, then answers `status` and `text` (or fails). */
function fakeXhr(status: number, text: string, fail = false) {
  const sent: { url?: string; body?: unknown } = {};
  class FakeXhr {
    status = 0;
    responseText = "";
    upload: { onprogress?: (e: Partial<ProgressEvent>) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    open(_method: string, url: string) {
      sent.url = url;
    }
    send(body: unknown) {
      sent.body = body;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 4 });
      if (fail) return this.onerror?.();
      this.status = status;
      this.responseText = text;
      this.onload?.();
    }
  }
  Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
  return sent;
}

describe("an upload", () => {
  const form = new FormData();

  it("reports its progress and answers the JSON", async () => {
    const sent = fakeXhr(201, '{"imagePath":"/images/a.webp"}');
    const progress: number[] = [];
    await expect(
      upload("/api/images", form, (p) => progress.push(p)),
    ).resolves.toEqual({ imagePath: "/images/a.webp" });
    expect(progress).toEqual([25, 100]);
    expect(sent).toEqual({ url: "/api/images", body: form });
  });

  it("fails like any other call: the server's refusal, or no answer", async () => {
    fakeXhr(415, '{"error":"Not a photo"}');
    expect(
      await failureOf(upload("/api/images", form, () => undefined)),
    ).toMatchObject({ status: 415, error: "Not a photo" });
    fakeXhr(0, "", true);
    expect(
      await failureOf(upload("/api/images", form, () => undefined)),
    ).toMatchObject({ status: 0, noAnswer: "unreachable" });
  });
});
