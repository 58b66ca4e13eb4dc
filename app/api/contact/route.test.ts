import { POST } from "./route";
import {
  good,
  nextAddress,
  post,
  postJson,
  useOutbox,
} from "@/test/api/contact";

describe("POST /api/contact: messages it accepts", () => {
  const { emls, emlContaining } = useOutbox();

  it("accepts a good JSON message with 202 and writes it to the outbox", async () => {
    const res = await POST(postJson(good));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: "accepted" });
    expect(res.headers.get("set-cookie")).toBeNull();
    const [raw, ...others] = emlContaining("amal.route@example.com");
    expect(others).toEqual([]);
    expect(raw).toMatch(/^Reply-To: Amal Haddad <amal\.route@example\.com>$/m);
    expect(raw).toMatch(/^Subject: Website message from Amal Haddad$/m);
    expect(raw).toContain("Do you ship laurel soap to Lyon?");
    expect(raw).toContain("Phone: +963 21 555 0183");
  });

  it("answers a plain urlencoded form post with 303 to the confirmation", async () => {
    const form = new URLSearchParams({
      ...good,
      email: "urlencoded@example.com",
      website: "",
    });
    const res = await POST(
      post(form.toString(), {
        "content-type": "application/x-www-form-urlencoded",
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact?sent=1#contact-sent");
    expect(emlContaining("urlencoded@example.com")).toHaveLength(1);
  });

  it("answers a multipart form post with 303 too", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      ...good,
      email: "multipart@example.com",
    }))
      form.set(k, v);
    const req = new Request("http://localhost:3000/api/contact", {
      method: "POST",
      body: form,
      headers: {
        "x-forwarded-for": nextAddress(),
        origin: "http://localhost:3000",
        host: "localhost:3000",
      },
    });
    const res = await POST(req);
    expect(res.status).toBe(303);
    expect(emlContaining("multipart@example.com")).toHaveLength(1);
  });

  it("accepts a filled honeypot silently and delivers nothing", async () => {
    const before = emls().length;
    const res = await POST(
      postJson({
        ...good,
        email: "bot@example.com",
        website: "http://spam.example",
      }),
    );
    expect(res.status).toBe(202);
    expect(emls()).toHaveLength(before);
    expect(emlContaining("bot@example.com")).toEqual([]);
  });

  it("allows 5 messages per address in 10 minutes, then 429 with Retry-After and a clear message", async () => {
    const from = nextAddress();
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await POST(
            postJson({ ...good, email: `limit${i}@example.com` }, from),
          )
        ).status,
      ).toBe(202);
    }
    const res = await POST(
      postJson({ ...good, email: "limit5@example.com" }, from),
    );
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await res.json()).error).toBe(
      "You have sent several messages in a short time. To protect the form from spam, please wait 10 min and send it again.",
    );
    expect(emlContaining("limit5@example.com")).toEqual([]);
    // Another visitor is not affected.
    expect((await POST(postJson(good))).status).toBe(202);
  });
});
