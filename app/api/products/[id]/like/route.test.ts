import { useTempDataDir } from "@/test/temp-data-dir";
import { POST } from "./route";

const likeRequest = (id: string, headers: Record<string, string> = {}) =>
  POST(
    new Request(`http://localhost:3000/api/products/${id}/like`, {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin", ...headers },
    }),
    { params: Promise.resolve({ id }) },
  );

describe("POST /api/products/{id}/like", () => {
  useTempDataDir();

  it("answers the new count", async () => {
    const first = await likeRequest("laurel-12", {
      "x-forwarded-for": "203.0.113.1",
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ likes: 1 });
    const second = await likeRequest("laurel-12", {
      "x-forwarded-for": "203.0.113.2",
    });
    expect(await second.json()).toEqual({ likes: 2 });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await likeRequest("no-such-soap")).status).toBe(404);
    expect((await likeRequest("..%2F..%2Fetc")).status).toBe(404);
  });

  it("refuses cross-site requests (403)", async () => {
    const res = await likeRequest("laurel-5", {
      "sec-fetch-site": "cross-site",
    });
    expect(res.status).toBe(403);
  });

  it("rate-limits per client address (429 with Retry-After)", async () => {
    const from = (ip: string) =>
      likeRequest("laurel-20", { "x-forwarded-for": ip });
    for (let i = 0; i < 20; i++)
      expect((await from("192.0.2.50")).status).toBe(200);
    const limited = await from("192.0.2.50");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await from("192.0.2.51")).status).toBe(200);
  });
});
