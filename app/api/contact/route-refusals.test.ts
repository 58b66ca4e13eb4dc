import { POST } from "./route";
import { good, post, postJson, useOutbox } from "@/test/api/contact";

describe("POST /api/contact: what it refuses, and how", () => {
  const { emls } = useOutbox();

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

  it("answers 413 for a body over 32 KiB, as JSON or as a form post", async () => {
    const big = { ...good, message: "m".repeat(33 * 1024) };
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
    expect((await cross.json()).error).toBe(
      "This form can only be sent from our own website.",
    );
    const crossForm = await POST(
      post(new URLSearchParams(good).toString(), {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "cross-site",
      }),
    );
    expect(crossForm.status).toBe(403);
    expect(await crossForm.text()).toContain(
      "This form can only be sent from our own website.",
    );
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

  it("answers 415 for a body that is neither JSON nor a form", async () => {
    const res = await POST(post("hello", { "content-type": "text/plain" }));
    expect(res.status).toBe(415);
    expect((await POST(post("hello", { "content-type": "" }))).status).toBe(
      415,
    );
  });
});
