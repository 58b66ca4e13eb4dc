import { resetEnvForTests } from "@/lib/env";
import { startSmtpServer } from "@/test/mail/peers";
import { startServer } from "@/lib/startup";
import { useTempDataDir } from "@/test/temp-data-dir";
import { messageStore } from "./index";
import { stopMessageDeliveries } from "./runs";
import type { StoredMessage } from "./types";

const MAIL_ENV = ["MAIL_TRANSPORT", "SMTP_URL", "MAIL_FROM", "MAIL_TO"];

const stored = (patch: Partial<StoredMessage>): StoredMessage => ({
  id: "m",
  receivedAt: new Date().toISOString(),
  name: "Amal",
  email: "amal@example.com",
  phone: "",
  message: "Queued while the server was down",
  read: false,
  delivery: { state: "stored", attempts: 0 },
  ...patch,
});

describe("message deliveries of a long-running server", () => {
  useTempDataDir();
  const saved = { ...process.env };

  const useSmtp = (port: number) => {
    Object.assign(process.env, {
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "website@halabi.example",
      MAIL_TO: "family@halabi.example",
    });
    resetEnvForTests();
  };

  beforeEach(() => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "info").mockImplementation(() => undefined);
    jest.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterEach(() => {
    stopMessageDeliveries();
    for (const key of MAIL_ENV)
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    resetEnvForTests();
    jest.restoreAllMocks();
  });

  const waitFor = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++)
      await new Promise((r) => setTimeout(r, 25));
    return check();
  };

  it("at start-up delivers what fell due while it was down, and deletes messages older than 12 months", async () => {
    const peer = await startSmtpServer();
    try {
      useSmtp(peer.port);
      const store = messageStore();
      const longAgo = new Date(Date.now() - 400 * 24 * 60 * 60_000);
      await store.add(
        stored({
          id: "due",
          delivery: {
            state: "pending",
            attempts: 3,
            lastError: "connect ECONNREFUSED",
            nextAttemptAt: new Date(Date.now() - 60_000).toISOString(),
          },
        }),
      );
      await store.add(stored({ id: "old", receivedAt: longAgo.toISOString() }));

      await startServer();
      expect(
        await waitFor(
          async () => (await store.get("due"))?.delivery.state === "delivered",
        ),
      ).toBe(true);
      expect(peer.received).toHaveLength(1);
      expect(peer.received[0]!.to).toEqual(["family@halabi.example"]);
      expect(await waitFor(async () => !(await store.get("old")))).toBe(true);
    } finally {
      await peer.close();
    }
  });
});
