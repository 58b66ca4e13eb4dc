import { NetworkError, timedFetch } from "./timed-fetch";

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
    () => "answered",
    (error: unknown) => (error instanceof NetworkError ? error.kind : error),
  );

describe("an admin request that gets no answer", () => {
  it("passes an answer through, whatever its status", async () => {
    global.fetch = jest.fn(async () => new Response("no", { status: 409 }));
    const res = await timedFetch("/api/products", { method: "PUT" });
    expect(res.status).toBe(409);
    expect(global.fetch).toHaveBeenCalledWith(
      "/api/products",
      expect.objectContaining({ method: "PUT", signal: expect.any(Object) }),
    );
  });

  it("is not sent while the browser is offline", async () => {
    online(false);
    global.fetch = jest.fn();
    expect(await failureOf(timedFetch("/api/products"))).toBe("offline");
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
    expect(await failureOf(timedFetch("/api/products", {}, 10))).toBe(
      "timeout",
    );
  });

  it("says offline when the connection dropped during the request, unreachable otherwise", async () => {
    global.fetch = jest.fn(async () => {
      online(false);
      throw new TypeError("Failed to fetch");
    });
    expect(await failureOf(timedFetch("/api/products"))).toBe("offline");
    online(true);
    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await failureOf(timedFetch("/api/products"))).toBe("unreachable");
  });
});
