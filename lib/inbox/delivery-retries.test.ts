import { outboxTransport, smtpTransport } from "@/lib/mail";
import { closedPort, startSmtpServer } from "@/test/mail/peers";
import { acceptMessage, deliverDue, retryMessage } from "./delivery";
import { useDeliveryFixture } from "@/test/inbox/delivery";
import { CLAIM_MS, MAX_ATTEMPTS, retryDelayMs } from "./policy";
import type { StoredMessage } from "./types";

describe("retries: back-off, giving up, claims and an editor's retry", () => {
  const { route, store, courier, content } = useDeliveryFixture();
  const smtpOn = (port: number) =>
    smtpTransport({ url: `smtp://127.0.0.1:${port}`, ...route });

  it("backs off exponentially and, after 10 attempts, keeps the message as failed with the reason", async () => {
    const transport = smtpOn(await closedPort());
    let now = new Date("2026-03-01T10:00:00Z");
    let message = await acceptMessage(content(), courier(transport), now);
    const delays: number[] = [];
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      const next = new Date(message.delivery.nextAttemptAt!);
      delays.push(next.getTime() - now.getTime());
      now = next;
      expect(await deliverDue(courier(transport), { now })).toEqual(
        attempt < MAX_ATTEMPTS
          ? { delivered: 0, failed: 0, pending: 1 }
          : { delivered: 0, failed: 1, pending: 0 },
      );
      message = (await store().get(message.id))!;
      expect(message.delivery.attempts).toBe(attempt);
    }
    expect(delays.map((ms) => ms / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 64, 128, 256,
    ]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60_000);
    expect(message.delivery).toEqual({
      state: "failed",
      attempts: 10,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining("stays on the Messages screen as failed"),
    );
    // Given up, never dropped: still listed, and later runs leave it alone.
    expect(await store().list()).toEqual([message]);
    expect(
      await deliverDue(courier(transport), { now: new Date("2027-01-01") }),
    ).toEqual({ delivered: 0, failed: 0, pending: 0 });
  });

  it("an editor's retry starts a failed message over and delivers it", async () => {
    const port = await closedPort();
    const now = new Date("2026-03-01T10:00:00Z");
    const first = await acceptMessage(content(), courier(smtpOn(port)), now);
    await store().recordDelivery(first.id, {
      state: "failed",
      attempts: 10,
      lastError: "connect ECONNREFUSED",
    });
    const peer = await startSmtpServer(port);
    try {
      const outcome = await retryMessage(first.id, courier(smtpOn(port)));
      expect(outcome).toEqual({
        kind: "attempted",
        message: { ...first, delivery: { state: "delivered", attempts: 1 } },
      });
      expect(peer.received).toHaveLength(1);
      expect(await store().get(first.id)).toEqual(
        outcome.kind === "attempted" ? outcome.message : null,
      );
    } finally {
      await peer.close();
    }
  });

  it("an editor's retry that fails again leaves the message pending, counting from one", async () => {
    const transport = smtpOn(await closedPort());
    const message = await acceptMessage(content(), courier(transport));
    await store().recordDelivery(message.id, {
      state: "failed",
      attempts: 10,
      lastError: "old reason",
    });
    const outcome = await retryMessage(message.id, courier(transport));
    expect(outcome.kind).toBe("attempted");
    expect((outcome as { message: StoredMessage }).message.delivery).toEqual({
      state: "pending",
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      nextAttemptAt: expect.any(String),
    });
  });

  it("refuses a retry of what cannot or need not be sent", async () => {
    const peer = await startSmtpServer();
    try {
      const transport = smtpOn(peer.port);
      const delivered = await acceptMessage(content(), courier(transport));
      const kept = await acceptMessage(
        content(),
        courier(outboxTransport(route)),
      );
      const sending = { ...kept, id: "being-sent" };
      await store().add(
        { ...sending, delivery: { state: "pending", attempts: 0 } },
        new Date(Date.now() + CLAIM_MS),
      );
      expect(await retryMessage(delivered.id, courier(transport))).toEqual({
        kind: "not-retryable",
        message: delivered,
      });
      expect(await retryMessage(kept.id, courier(transport))).toMatchObject({
        kind: "not-retryable",
      });
      expect(
        await retryMessage("being-sent", courier(transport)),
      ).toMatchObject({ kind: "busy" });
      expect(await retryMessage("nobody", courier(transport))).toEqual({
        kind: "unknown",
      });
      expect(
        await retryMessage(delivered.id, courier(outboxTransport(route))),
      ).toEqual({ kind: "no-email-service" });
      expect(
        await retryMessage("nobody", courier(outboxTransport(route))),
      ).toEqual({ kind: "unknown" });
      expect(peer.received).toHaveLength(1);
    } finally {
      await peer.close();
    }
  });
});
