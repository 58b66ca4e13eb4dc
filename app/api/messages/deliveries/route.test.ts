import { parseEnv, resetEnvForTests } from "@/lib/env";
import { startSmtpServer } from "@/test/mail/peers";
import { messageStore } from "@/lib/inbox";
import { useTempDataDir } from "@/test/temp-data-dir";
import { storeMessage, useSmtpService } from "@/test/api/messages";
import { GET } from "./route";

const SECRET = "cron-secret-0123456789abcdef";

const call = (authorization?: string) =>
  GET(
    new Request("http://localhost:3000/api/messages/deliveries", {
      headers: authorization ? { authorization } : {},
    }),
  );

describe("GET /api/messages/deliveries (a scheduler)", () => {
  useTempDataDir();
  const port = useSmtpService();
  const setSecret = (value: string | undefined) => {
    if (value === undefined) delete process.env.CRON_SECRET;
    else process.env.CRON_SECRET = value;
    resetEnvForTests();
  };
  afterAll(() => setSecret(undefined));

  it("does not exist while CRON_SECRET is unset (404)", async () => {
    setSecret(undefined);
    const res = await call(`Bearer ${SECRET}`);
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatch(/CRON_SECRET is not set/);
  });

  it("refuses a missing or wrong key (401) and runs nothing", async () => {
    setSecret(SECRET);
    const due = await storeMessage({
      state: "pending",
      attempts: 1,
      nextAttemptAt: new Date(Date.now() - 60_000).toISOString(),
    });
    for (const authorization of [
      undefined,
      "Bearer wrong-secret-0123456789abcdef",
      `Bearer ${SECRET.slice(0, -1)}`,
      `Bearer ${SECRET}x`,
      `Basic ${SECRET}`,
      SECRET,
      "Bearer ",
    ]) {
      const res = await call(authorization);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe("Bearer");
      expect((await res.json()).error).toMatch(/Authorization: Bearer/);
    }
    expect(await messageStore().get(due.id)).toEqual(due);
    await messageStore().remove(due.id);
  });

  it("with the right key sends the due messages, deletes those older than 12 months and sums up", async () => {
    setSecret(SECRET);
    const due = await storeMessage({
      state: "pending",
      attempts: 2,
      lastError: "connect ECONNREFUSED",
      nextAttemptAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const notYet = await storeMessage({
      state: "pending",
      attempts: 1,
      nextAttemptAt: new Date(Date.now() + 60_000).toISOString(),
    });
    const old = await storeMessage(undefined, {
      receivedAt: new Date(Date.now() - 400 * 86_400_000).toISOString(),
    });
    const peer = await startSmtpServer(port());
    try {
      const res = await call(`Bearer ${SECRET}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({
        delivered: 1,
        failed: 0,
        pending: 0,
        purged: 1,
      });
      expect(peer.received).toHaveLength(1);
      expect((await messageStore().get(due.id))!.delivery.state).toBe(
        "delivered",
      );
      expect(await messageStore().get(notYet.id)).toEqual(notYet);
      expect(await messageStore().get(old.id)).toBeNull();
      expect(await (await call(`bearer ${SECRET}`)).json()).toEqual({
        delivered: 0,
        failed: 0,
        pending: 0,
        purged: 0,
      });
    } finally {
      await peer.close();
    }
  });

  it("counts a failed attempt as pending", async () => {
    setSecret(SECRET);
    await storeMessage({
      state: "pending",
      attempts: 1,
      nextAttemptAt: new Date(Date.now() - 1_000).toISOString(),
    });
    expect(await (await call(`Bearer ${SECRET}`)).json()).toEqual({
      delivered: 0,
      failed: 0,
      pending: 1,
      purged: 0,
    });
  });

  it("takes CRON_SECRET only when it is long enough to guess", () => {
    expect(() => parseEnv({ CRON_SECRET: "short" })).toThrow(
      /CRON_SECRET must be at least 16 characters/,
    );
    expect(parseEnv({ CRON_SECRET: "" }).CRON_SECRET).toBeUndefined();
  });
});
