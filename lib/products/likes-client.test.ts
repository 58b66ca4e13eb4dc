import { fakeWindow } from "@/test/memory-storage";
import {
  hasLiked,
  likeCount,
  likeProduct,
  loadFreshCounts,
  subscribeLikes,
} from "./likes-client";

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** The server the browser reaches: `fetcher` answers every call. */
const serve = (fetcher: jest.Mock) =>
  jest.spyOn(globalThis, "fetch").mockImplementation(fetcher);

afterEach(() => jest.restoreAllMocks());

const { localStorage } = fakeWindow();

describe("likes in the browser", () => {
  it("shows a like at once, keeps the server's count, and remembers it in this browser only", async () => {
    let release: (r: Response) => void = () => undefined;
    const fetcher = jest.fn(
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    serve(fetcher);
    const seen: number[] = [];
    const stop = subscribeLikes(() => seen.push(likeCount("a", 4)));

    const done = likeProduct("a", 4);
    expect(likeCount("a", 4)).toBe(5); // before the server answered
    expect(hasLiked("a")).toBe(true);
    // The client module loads first: answer once the request is out.
    while (fetcher.mock.calls.length === 0)
      await new Promise((resolve) => setTimeout(resolve, 0));
    release(new Response(JSON.stringify({ likes: 9 }), { status: 200 }));
    expect(await done).toBe(true);
    expect(likeCount("a", 4)).toBe(9);
    expect(seen).toEqual([5, 9]);
    expect(localStorage.getItem("halabi.likedProducts")).toBe('["a"]');
    expect(fetcher).toHaveBeenCalledWith(
      "/api/products/a/like",
      expect.objectContaining({ method: "POST", keepalive: true }),
    );

    // A second like from the same browser sends nothing.
    expect(await likeProduct("a", 9)).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(1);
    stop();
  });

  it("rolls the count and the liked flag back when the server refuses", async () => {
    serve(jest.fn(() => json(429, { error: "slow down" })));
    expect(await likeProduct("b", 2)).toBe(false);
    expect(likeCount("b", 2)).toBe(2);
    expect(hasLiked("b")).toBe(false);

    serve(jest.fn(() => Promise.reject(new TypeError("Failed to fetch"))));
    expect(await likeProduct("b", 2)).toBe(false);
    expect(hasLiked("b")).toBe(false);
  });

  it("keeps a like whose answer is cut off by leaving the page: the server may have counted it", async () => {
    // As in Chromium: the request fails first, then the page hears `pagehide`.
    serve(
      jest.fn(() => {
        setTimeout(() => window.dispatchEvent(new Event("pagehide")));
        return Promise.reject(new TypeError("Failed to fetch"));
      }),
    );
    expect(await likeProduct("e", 1)).toBe(true);
    expect(hasLiked("e")).toBe(true);
    expect(localStorage.getItem("halabi.likedProducts")).toContain('"e"');

    // Back from the back/forward cache, a failure is a failure again.
    window.dispatchEvent(new Event("pageshow"));
    serve(jest.fn(() => Promise.reject(new TypeError("Failed to fetch"))));
    expect(await likeProduct("f", 1)).toBe(false);
    expect(hasLiked("f")).toBe(false);
  });

  it("takes fresh counts once per page load", async () => {
    const fetcher = jest.fn(() =>
      json(200, [
        { id: "c", likes: 12 },
        { id: "d", likes: 0 },
      ]),
    );
    serve(fetcher);
    await loadFreshCounts();
    await loadFreshCounts();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(likeCount("c", 3)).toBe(12);
    expect(likeCount("unknown", 3)).toBe(3);
  });
});
