import { messageStore } from "@/lib/inbox";
import { startSmtpServer } from "@/test/mail/peers";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { retry, storeMessage, useSmtpService } from "@/test/api/messages";

describe("POST /api/messages/{id}/retry with an email service", () => {
  useTempDataDir();
  const port = useSmtpService();
  let editor: string;
  beforeAll(async () => {
    editor = await sessionCookie({ sub: "retry-ed", email: "ed@example.com" });
  });

  it("starts a failed message over and delivers it now", async () => {
    const m = await storeMessage({
      state: "failed",
      attempts: 10,
      lastError: "connect ECONNREFUSED",
    });
    const peer = await startSmtpServer(port());
    try {
      const res = await retry(m.id, editor);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const expected = { ...m, delivery: { state: "delivered", attempts: 1 } };
      expect(await res.json()).toEqual(expected);
      expect(await messageStore().get(m.id)).toEqual(expected);
      expect(peer.received).toHaveLength(1);
      expect(peer.received[0]!.raw).toContain(m.message);
    } finally {
      await peer.close();
    }
  });

  it("tries a pending message at once, and answers it still pending when the service is down", async () => {
    const m = await storeMessage({
      state: "pending",
      attempts: 4,
      lastError: "old reason",
      nextAttemptAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const res = await retry(m.id, editor);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.delivery).toEqual({
      state: "pending",
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      nextAttemptAt: expect.any(String),
    });
    expect(Date.parse(body.delivery.nextAttemptAt) - Date.now()).toBeLessThan(
      61_000,
    );
  });

  it("answers 409 for a message that was delivered or only kept", async () => {
    const delivered = await storeMessage({ state: "delivered", attempts: 1 });
    const kept = await storeMessage({ state: "stored", attempts: 0 });
    const a = await retry(delivered.id, editor);
    expect(a.status).toBe(409);
    expect((await a.json()).error).toMatch(/already delivered/);
    const b = await retry(kept.id, editor);
    expect(b.status).toBe(409);
    expect((await b.json()).error).toMatch(/only pending or failed/);
    expect(await messageStore().get(delivered.id)).toEqual(delivered);
    expect(await messageStore().get(kept.id)).toEqual(kept);
  });

  it("answers 409 while another run is sending the message", async () => {
    const m = await storeMessage();
    await messageStore().remove(m.id);
    await messageStore().add(
      { ...m, delivery: { state: "pending", attempts: 0 } },
      new Date(Date.now() + 60_000),
    );
    const res = await retry(m.id, editor);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(/being sent right now/);
  });
});
