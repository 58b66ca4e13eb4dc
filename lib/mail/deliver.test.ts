import fs from "node:fs";
import path from "node:path";
import { useDeliveryFixture } from "./delivery.test-helper";
import { deliver, retryPending } from "./deliver";
import { emailjsTransport } from "./emailjs";
import { outboxTransport } from "./outbox";
import {
  bodyOf,
  closedPort,
  header,
  startEmailJsServer,
  startSmtpServer,
} from "./peers.test-helper";
import { smtpTransport } from "./smtp";

describe("delivery that never loses an accepted message", () => {
  const { dataDir, route, pendingDir, list, readRecord, mail } =
    useDeliveryFixture();

  it("leaves nothing behind when the peer accepts the message", async () => {
    const peer = await startSmtpServer();
    try {
      const transport = smtpTransport({
        url: `smtp://127.0.0.1:${peer.port}`,
        ...route,
      });
      expect(await deliver(mail(), transport, route)).toBe("delivered");
      expect(peer.received).toHaveLength(1);
      expect(list(pendingDir())).toEqual([]);
    } finally {
      await peer.close();
    }
  });

  it("keeps a message the SMTP peer could not take in the outbox, logs it, and a later retry delivers it", async () => {
    const port = await closedPort();
    const transport = smtpTransport({
      url: `smtp://127.0.0.1:${port}`,
      ...route,
    });
    const message = mail();
    const now = new Date("2026-03-01T10:00:00Z");

    expect(await deliver(message, transport, route, now)).toBe("queued");
    expect(list(pendingDir()).sort()).toEqual([
      `${message.id}.eml`,
      `${message.id}.json`,
    ]);
    const eml = fs.readFileSync(
      path.join(pendingDir(), `${message.id}.eml`),
      "utf8",
    );
    expect(header(eml, "reply-to")).toBe("Amal <amal@example.com>");
    const record = readRecord(path.join(pendingDir(), `${message.id}.json`));
    expect(record).toMatchObject({
      attempts: 1,
      transport: "smtp",
      nextAttemptAt: "2026-03-01T10:01:00.000Z",
    });
    expect(record.lastError).toMatch(/ECONNREFUSED/);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining(
        `message ${message.id} via smtp failed (attempt 1 of 10)`,
      ),
    );
    // The log names the message, never the visitor.
    const logged = (console.error as jest.Mock).mock.calls.flat().join(" ");
    expect(logged).not.toContain("amal@example.com");
    expect(logged).not.toContain("Message number");

    const peer = await startSmtpServer(port);
    try {
      // Not due yet: nothing is sent.
      expect(await retryPending(transport, { now })).toEqual({
        delivered: 0,
        waiting: 0,
        failed: 0,
      });
      expect(peer.received).toHaveLength(0);
      // Due a minute later: delivered, and the outbox is empty again.
      const later = new Date(now.getTime() + 60_000);
      expect(await retryPending(transport, { now: later })).toEqual({
        delivered: 1,
        waiting: 0,
        failed: 0,
      });
      expect(peer.received).toHaveLength(1);
      expect(bodyOf(peer.received[0]!.raw)).toContain(message.fields.message);
      expect(list(pendingDir())).toEqual([]);
    } finally {
      await peer.close();
    }
  });

  it("keeps a message EmailJS refused and delivers it on the start-up retry", async () => {
    const peer = await startEmailJsServer([500]);
    try {
      const transport = emailjsTransport({
        apiUrl: peer.url,
        serviceId: "s",
        templateId: "t",
        publicKey: "p",
      });
      const message = mail();
      expect(await deliver(message, transport, route)).toBe("queued");
      const record = readRecord(path.join(pendingDir(), `${message.id}.json`));
      expect(record.lastError).toBe("EmailJS answered 500: Internal error");
      // At start-up every queued message is tried, due or not.
      expect(await retryPending(transport, { all: true })).toEqual({
        delivered: 1,
        waiting: 0,
        failed: 0,
      });
      expect(peer.calls).toHaveLength(2);
      expect(peer.calls[1]!.form.get("message")).toBe(message.fields.message);
      expect(list(pendingDir())).toEqual([]);
    } finally {
      await peer.close();
    }
  });

  it("delivers through the outbox transport by writing the .eml, with no queue", async () => {
    const message = mail();
    expect(await deliver(message, outboxTransport(route), route)).toBe(
      "delivered",
    );
    expect(
      list(path.join(dataDir(), "outbox")).filter((f) => f.endsWith(".eml")),
    ).toHaveLength(1);
    expect(list(pendingDir())).toEqual([]);
  });
});
