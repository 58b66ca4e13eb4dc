import fs from "node:fs";
import path from "node:path";
import { useTempDataDir } from "@/test/temp-data-dir";
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
import { MAX_ATTEMPTS, retryDelayMs, type PendingRecord } from "./pending";
import { smtpTransport } from "./smtp";
import type { Mail } from "./types";

describe("delivery and retries", () => {
  const dataDir = useTempDataDir();
  const route = { from: "website@halabi.example", to: "family@halabi.example" };
  const pendingDir = () => path.join(dataDir(), "outbox", "pending");
  const failedDir = () => path.join(dataDir(), "outbox", "failed");
  const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const readRecord = (file: string) =>
    JSON.parse(fs.readFileSync(file, "utf8")) as PendingRecord;

  let counter = 0;
  const mail = (): Mail => {
    counter += 1;
    return {
      id: `msg-${counter}-${Date.now()}`,
      createdAt: new Date().toISOString(),
      fromName: "Halabi Soap House website",
      subject: `Website message ${counter}`,
      text: `Message number ${counter}\n`,
      replyTo: { name: "Amal", address: "amal@example.com" },
      fields: {
        name: "Amal",
        email: "amal@example.com",
        phone: "",
        message: `Message number ${counter}`,
      },
    };
  };

  beforeEach(() => {
    fs.rmSync(path.join(dataDir(), "outbox"), { recursive: true, force: true });
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "info").mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  describe("delivery that never loses an accepted message", () => {
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
        expect(bodyOf(peer.received[0]!.raw)).toContain(
          `Message number ${counter}`,
        );
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
        const record = readRecord(
          path.join(pendingDir(), `${message.id}.json`),
        );
        expect(record.lastError).toBe("EmailJS answered 500: Internal error");
        // At start-up every queued message is tried, due or not.
        expect(await retryPending(transport, { all: true })).toEqual({
          delivered: 1,
          waiting: 0,
          failed: 0,
        });
        expect(peer.calls).toHaveLength(2);
        expect(peer.calls[1]!.form.get("message")).toBe(
          `Message number ${counter}`,
        );
        expect(list(pendingDir())).toEqual([]);
      } finally {
        await peer.close();
      }
    });

    it("backs off exponentially and, after 10 attempts, leaves the message in outbox/failed for a person", async () => {
      const transport = smtpTransport({
        url: `smtp://127.0.0.1:${await closedPort()}`,
        ...route,
      });
      const message = mail();
      let now = new Date("2026-03-01T10:00:00Z");
      await deliver(message, transport, route, now);
      const delays: number[] = [];
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        const record = readRecord(
          path.join(pendingDir(), `${message.id}.json`),
        );
        delays.push(Date.parse(record.nextAttemptAt) - now.getTime());
        now = new Date(record.nextAttemptAt);
        const summary = await retryPending(transport, { now });
        expect(summary).toEqual(
          attempt < MAX_ATTEMPTS
            ? { delivered: 0, waiting: 1, failed: 0 }
            : { delivered: 0, waiting: 0, failed: 1 },
        );
      }
      expect(delays.map((ms) => ms / 60_000)).toEqual([
        1, 2, 4, 8, 16, 32, 64, 128, 256,
      ]);
      expect(retryDelayMs(20)).toBe(6 * 60 * 60_000);
      expect(list(pendingDir())).toEqual([]);
      expect(list(failedDir()).sort()).toEqual([
        `${message.id}.eml`,
        `${message.id}.json`,
      ]);
      expect(
        readRecord(path.join(failedDir(), `${message.id}.json`)).attempts,
      ).toBe(10);
      expect(console.error).toHaveBeenCalledWith(
        expect.stringContaining("moved to outbox/failed"),
      );
      // Given up: later runs leave it alone.
      expect(await retryPending(transport, { all: true })).toEqual({
        delivered: 0,
        waiting: 0,
        failed: 0,
      });
    });

    it("takes back a message whose sending run died, but never one another run is sending", async () => {
      const peer = await startSmtpServer();
      try {
        const transport = smtpTransport({
          url: `smtp://127.0.0.1:${peer.port}`,
          ...route,
        });
        const message = mail();
        await deliver(
          message,
          smtpTransport({
            url: `smtp://127.0.0.1:${await closedPort()}`,
            ...route,
          }),
          route,
        );
        const json = path.join(pendingDir(), `${message.id}.json`);
        const claim = path.join(pendingDir(), `${message.id}.sending`);
        fs.renameSync(json, claim); // as a run in progress leaves it
        expect(await retryPending(transport, { all: true })).toEqual({
          delivered: 0,
          waiting: 0,
          failed: 0,
        });
        const old = new Date(Date.now() - 20 * 60_000);
        fs.utimesSync(claim, old, old); // that run died 20 minutes ago
        expect(await retryPending(transport, { all: true })).toEqual({
          delivered: 1,
          waiting: 0,
          failed: 0,
        });
        expect(peer.received).toHaveLength(1);
      } finally {
        await peer.close();
      }
    });

    it("moves an unreadable record to outbox/failed instead of failing the run", async () => {
      fs.mkdirSync(pendingDir(), { recursive: true });
      fs.writeFileSync(path.join(pendingDir(), "broken.json"), "{not json");
      const summary = await retryPending(outboxTransport(route), { all: true });
      expect(summary.failed).toBe(1);
      expect(list(failedDir())).toEqual(["broken.json"]);
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
});
