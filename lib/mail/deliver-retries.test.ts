import fs from "node:fs";
import path from "node:path";
import { useDeliveryFixture } from "./delivery.test-helper";
import { deliver, retryPending } from "./deliver";
import { outboxTransport } from "./outbox";
import { closedPort, startSmtpServer } from "./peers.test-helper";
import { MAX_ATTEMPTS, retryDelayMs } from "./pending";
import { smtpTransport } from "./smtp";

describe("retries: back-off, claims and unreadable records", () => {
  const { route, pendingDir, failedDir, list, readRecord, mail } =
    useDeliveryFixture();

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
      const record = readRecord(path.join(pendingDir(), `${message.id}.json`));
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
});
