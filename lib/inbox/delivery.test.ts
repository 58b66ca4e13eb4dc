import fs from "node:fs";
import path from "node:path";
import { emailjsTransport, outboxTransport, smtpTransport } from "@/lib/mail";
import {
  bodyOf,
  closedPort,
  header,
  startEmailJsServer,
  startSmtpServer,
} from "@/test/mail/peers";
import { acceptMessage, deliverDue } from "./delivery";
import { useDeliveryFixture } from "@/test/inbox/delivery";
import type { MessageStore } from "./store";

describe("delivery from the message store", () => {
  const { dataDir, route, store, courier, content } = useDeliveryFixture();
  const smtpOn = (port: number) =>
    smtpTransport({ url: `smtp://127.0.0.1:${port}`, ...route });

  it("stores the message, then delivers it on the first try", async () => {
    const peer = await startSmtpServer();
    try {
      const sent = content();
      const message = await acceptMessage(sent, courier(smtpOn(peer.port)));
      expect(message).toMatchObject({
        ...sent,
        read: false,
        delivery: { state: "delivered", attempts: 1 },
      });
      expect(await store().get(message.id)).toEqual(message);
      expect(peer.received).toHaveLength(1);
      const { raw, to } = peer.received[0]!;
      expect(to).toEqual([route.to]);
      expect(header(raw, "reply-to")).toBe("Amal <amal@example.com>");
      expect(header(raw, "message-id")).toBe(`<${message.id}@halabi.example>`);
      expect(bodyOf(raw)).toContain(sent.message);
    } finally {
      await peer.close();
    }
  });

  it("keeps a message the SMTP peer could not take as pending, logs it, and a later due run delivers it", async () => {
    const port = await closedPort();
    const transport = smtpOn(port);
    const now = new Date("2026-03-01T10:00:00Z");
    const message = await acceptMessage(content(), courier(transport), now);

    expect(message.delivery).toEqual({
      state: "pending",
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      nextAttemptAt: "2026-03-01T10:01:00.000Z",
    });
    expect(await store().get(message.id)).toEqual(message);
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
      expect(await deliverDue(courier(transport), { now })).toEqual({
        delivered: 0,
        failed: 0,
        pending: 0,
      });
      expect(peer.received).toHaveLength(0);
      const later = new Date(now.getTime() + 60_000);
      expect(await deliverDue(courier(transport), { now: later })).toEqual({
        delivered: 1,
        failed: 0,
        pending: 0,
      });
      expect(peer.received).toHaveLength(1);
      expect(bodyOf(peer.received[0]!.raw)).toContain(message.message);
      expect((await store().get(message.id))!.delivery).toEqual({
        state: "delivered",
        attempts: 2,
      });
      // Delivered: later runs leave it alone.
      await deliverDue(courier(transport), { now: new Date("2027-01-01") });
      expect(peer.received).toHaveLength(1);
    } finally {
      await peer.close();
    }
  });

  it("keeps a message EmailJS refused with its answer, and delivers it once due", async () => {
    const peer = await startEmailJsServer([500]);
    try {
      const transport = emailjsTransport({
        apiUrl: peer.url,
        serviceId: "s",
        templateId: "t",
        publicKey: "p",
      });
      const now = new Date("2026-03-01T10:00:00Z");
      const message = await acceptMessage(content(), courier(transport), now);
      expect(message.delivery).toMatchObject({
        state: "pending",
        lastError: "EmailJS answered 500: Internal error",
      });
      const due = new Date(message.delivery.nextAttemptAt!);
      expect(await deliverDue(courier(transport), { now: due })).toEqual({
        delivered: 1,
        failed: 0,
        pending: 0,
      });
      expect(peer.calls).toHaveLength(2);
      expect(peer.calls[1]!.form.get("message")).toBe(message.message);
      expect(peer.calls[1]!.form.get("phone")).toBe("");
    } finally {
      await peer.close();
    }
  });

  it("without an email service keeps the message as stored, with an .eml copy, and sends nothing", async () => {
    const transport = outboxTransport(route);
    const message = await acceptMessage(content(), courier(transport));
    expect(message.delivery).toEqual({ state: "stored", attempts: 0 });
    expect(await store().list()).toEqual([message]);
    const outbox = path.join(dataDir(), "outbox");
    expect(fs.readdirSync(outbox).filter((f) => f.endsWith(".eml"))).toEqual([
      expect.stringContaining(message.id),
    ]);
    // Pending messages left from an email service wait for one: the outbox sends nothing.
    await store().add({
      ...message,
      id: "left-pending",
      delivery: {
        state: "pending",
        attempts: 1,
        nextAttemptAt: "2026-01-01T00:00:00.000Z",
      },
    });
    expect(await deliverDue(courier(transport))).toEqual({
      delivered: 0,
      failed: 0,
      pending: 0,
    });
    expect((await store().get("left-pending"))!.delivery.state).toBe("pending");
  });

  it("fails only when the message cannot be stored, before anything is sent", async () => {
    const peer = await startSmtpServer();
    try {
      const broken: MessageStore = {
        ...store(),
        add: () => Promise.reject(new Error("disk full")),
      };
      await expect(
        acceptMessage(content(), {
          store: broken,
          transport: smtpOn(peer.port),
        }),
      ).rejects.toThrow("disk full");
      expect(peer.received).toHaveLength(0);
    } finally {
      await peer.close();
    }
  });
});
