import fs from "node:fs";
import path from "node:path";
import { useTempDataDir } from "@/test/temp-data-dir";
import { DELETE, GET, POST } from "./route";

let address = 0;
/** Each test posts from its own client address, so rate limits never cross tests. */
const nextAddress = () => `198.51.100.${++address}`;

const good = {
  name: "Amal Haddad",
  email: "amal.route@example.com",
  phone: "+963 21 555 0183",
  message: "Do you ship laurel soap to Lyon?",
};

function post(
  body: BodyInit | null,
  headers: Record<string, string> = {},
  from = nextAddress(),
) {
  return new Request("http://localhost:3000/api/contact", {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": from,
      ...headers,
    },
  });
}
const postJson = (value: unknown, from?: string) =>
  post(JSON.stringify(value), {}, from);

describe("POST /api/contact", () => {
  const dataDir = useTempDataDir();
  const outbox = () => path.join(dataDir(), "outbox");
  const emls = () =>
    fs.existsSync(outbox())
      ? fs.readdirSync(outbox()).filter((f) => f.endsWith(".eml"))
      : [];
  const emlContaining = (text: string) =>
    emls()
      .map((f) => fs.readFileSync(path.join(outbox(), f), "utf8"))
      .filter((raw) => raw.includes(text));

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

  it.each([
    ["name", { name: "" }, "Please enter your name."],
    [
      "name",
      { name: "n".repeat(101) },
      "Please shorten your name to 100 characters or fewer.",
    ],
    ["email", { email: "" }, "Please enter your email address."],
    [
      "email",
      { email: "amal@" },
      "Please enter a valid email address, for example name@example.com.",
    ],
    [
      "email",
      { email: "a".repeat(250) + "@x.com" },
      "Please use an email address of 254 characters or fewer.",
    ],
    [
      "phone",
      { phone: "call me" },
      "Please enter a phone number of 6 to 20 digits; spaces, +, -, dots and brackets are allowed.",
    ],
    [
      "phone",
      { phone: "1".repeat(41) },
      "Please shorten the phone number to 40 characters or fewer.",
    ],
    ["message", { message: " " }, "Please write your message."],
    [
      "message",
      { message: "m".repeat(5001) },
      "Please shorten your message to 5,000 characters or fewer.",
    ],
  ])(
    "answers 400 naming the failing field (%s)",
    async (field, patch, text) => {
      const before = emls().length;
      const res = await POST(postJson({ ...good, ...patch }));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.fields).toEqual({ [field]: text });
      expect(body.error).toMatch(/not valid/);
      expect(emls()).toHaveLength(before);
    },
  );

  it("answers 400, never 500, for malformed or odd JSON", async () => {
    expect((await POST(post("{nope"))).status).toBe(400);
    for (const value of [null, [], "text", 42, { name: { nested: true } }]) {
      const res = await POST(postJson(value));
      expect(res.status).toBe(400);
    }
  });

  it("answers 413 for a body over 16 KiB, as JSON or as a form post", async () => {
    const big = { ...good, message: "m".repeat(17 * 1024) };
    const res = await POST(postJson(big));
    expect(res.status).toBe(413);
    const form = await POST(
      post(new URLSearchParams(big).toString(), {
        "content-type": "application/x-www-form-urlencoded",
      }),
    );
    expect(form.status).toBe(413);
    expect(form.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await form.text()).toContain("Your message is too long to send.");
  });

  it("answers a plain form post that fails validation with a page explaining why", async () => {
    const res = await POST(
      post(new URLSearchParams({ ...good, email: "nope" }).toString(), {
        "content-type": "application/x-www-form-urlencoded",
      }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Your message was not sent");
    expect(html).toContain('<a href="/contact"');
  });

  it("refuses a cross-site request with 403", async () => {
    const cross = await POST(
      post(JSON.stringify(good), { "sec-fetch-site": "cross-site" }),
    );
    expect(cross.status).toBe(403);
    const foreignOrigin = new Request("http://localhost:3000/api/contact", {
      method: "POST",
      body: JSON.stringify(good),
      headers: {
        "content-type": "application/json",
        origin: "https://evil.example.net",
        host: "localhost:3000",
      },
    });
    expect((await POST(foreignOrigin)).status).toBe(403);
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

  it("answers 415 for a body that is neither JSON nor a form", async () => {
    const res = await POST(post("hello", { "content-type": "text/plain" }));
    expect(res.status).toBe(415);
    expect((await POST(post("hello", { "content-type": "" }))).status).toBe(
      415,
    );
  });

  it("answers 405 to other methods", async () => {
    for (const handler of [GET, DELETE]) {
      const res = handler();
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    }
  });
});
