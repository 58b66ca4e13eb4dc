import { resetEnvForTests } from "@/lib/env";
import { startSmtpServer } from "@/test/mail/peers";
import type { StoredMessage } from "@/lib/inbox/types";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { list, useSmtpService } from "@/test/api/messages";
import { good, post, postJson } from "@/test/api/contact";
import { POST } from "./route";

/** What an editor sees on the Messages screen. */
async function messagesFor(cookie: string, email: string) {
  const res = await list(cookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as StoredMessage[]).filter(
    (m) => m.email === email,
  );
}

describe("POST /api/contact stores every accepted message first", () => {
  useTempDataDir();
  let editor: string;
  beforeAll(async () => {
    editor = await sessionCookie({ sub: "c-ed", email: "ed@example.com" });
  });

  it("shows an accepted message to editors, kept without an email service", async () => {
    const email = "stored.first@example.com";
    const res = await POST(postJson({ ...good, email }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: "accepted" });
    const [message, ...others] = await messagesFor(editor, email);
    expect(others).toEqual([]);
    expect(message).toEqual({
      id: expect.any(String),
      receivedAt: expect.any(String),
      name: good.name,
      email,
      phone: good.phone,
      message: good.message,
      read: false,
      delivery: { state: "stored", attempts: 0 },
    });
    expect(Date.now() - Date.parse(message!.receivedAt)).toBeLessThan(10_000);
  });

  it("stores a plain form post too, with no phone as an empty one", async () => {
    const email = "form.stored@example.com";
    const form = new URLSearchParams({ ...good, email, phone: "" });
    const res = await POST(
      post(form.toString(), {
        "content-type": "application/x-www-form-urlencoded",
      }),
    );
    expect(res.status).toBe(303);
    const [message] = await messagesFor(editor, email);
    expect(message).toMatchObject({ phone: "", message: good.message });
  });

  it("stores nothing for a filled honeypot or an invalid message", async () => {
    await POST(postJson({ ...good, email: "bot@example.com", website: "x" }));
    await POST(postJson({ ...good, email: "bad@example.com", name: "" }));
    expect(await messagesFor(editor, "bot@example.com")).toEqual([]);
    expect(await messagesFor(editor, "bad@example.com")).toEqual([]);
  });

  it("answers 503 when the message cannot be stored, and the form keeps it", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      DATA_BACKEND: "firebase",
      FIREBASE_API_KEY: "k",
      FIREBASE_DATABASE_URL:
        "https://halabi-down-default-rtdb.europe-west1.firebasedatabase.app",
      // Nothing listens there: the Realtime Database is out of reach.
      FIREBASE_DATABASE_EMULATOR_HOST: "127.0.0.1:1",
    });
    resetEnvForTests();
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await POST(postJson({ ...good, email: "lost@example.com" }));
      expect(res.status).toBe(503);
      expect((await res.json()).error).toEqual(expect.any(String));
      const form = await POST(
        post(new URLSearchParams(good).toString(), {
          "content-type": "application/x-www-form-urlencoded",
        }),
      );
      expect(form.status).toBe(503);
      expect(form.headers.get("content-type")).toMatch(/^text\/html/);
      expect(error).toHaveBeenCalledWith(
        "[contact] the message could not be stored:",
        expect.stringMatching(/could not be reached/),
      );
    } finally {
      error.mockRestore();
      process.env = saved;
      resetEnvForTests();
    }
  });
});

describe("POST /api/contact with an email service", () => {
  useTempDataDir();
  const port = useSmtpService();
  let editor: string;
  beforeAll(async () => {
    editor = await sessionCookie({ sub: "s-ed", email: "ed@example.com" });
  });

  it("delivers the stored message at once", async () => {
    const peer = await startSmtpServer(port());
    try {
      const email = "sent.now@example.com";
      expect((await POST(postJson({ ...good, email }))).status).toBe(202);
      expect(peer.received).toHaveLength(1);
      const [message] = await messagesFor(editor, email);
      expect(message!.delivery).toEqual({ state: "delivered", attempts: 1 });
      expect(peer.received[0]!.raw).toContain(`<${message!.id}@`);
    } finally {
      await peer.close();
    }
  });

  it("still confirms to the visitor when the service is down, keeping the message pending", async () => {
    const email = "sent.later@example.com";
    const res = await POST(postJson({ ...good, email }));
    expect(res.status).toBe(202);
    const [message] = await messagesFor(editor, email);
    expect(message!.delivery).toEqual({
      state: "pending",
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      nextAttemptAt: expect.any(String),
    });
  });
});
