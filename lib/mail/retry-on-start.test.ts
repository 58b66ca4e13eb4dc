import fs from "node:fs";
import path from "node:path";
import { resetEnvForTests } from "@/lib/env";
import { startServer } from "@/lib/startup";
import { useTempDataDir } from "@/test/temp-data-dir";
import { deliver } from "./deliver";
import { mailRoute, stopMailRetries, transportFromEnv } from "./index";
import { closedPort, startSmtpServer } from "./peers.test-helper";

describe("mail retries at start-up", () => {
  const dataDir = useTempDataDir();
  const saved = { ...process.env };

  afterEach(() => {
    stopMailRetries();
    for (const key of ["MAIL_TRANSPORT", "SMTP_URL", "MAIL_FROM", "MAIL_TO"])
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    resetEnvForTests();
    jest.restoreAllMocks();
  });

  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++)
      await new Promise((r) => setTimeout(r, 25));
    return check();
  };

  it("a message queued while the SMTP server was down is delivered when the site starts again", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "info").mockImplementation(() => undefined);
    const port = await closedPort();
    Object.assign(process.env, {
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "website@halabi.example",
      MAIL_TO: "family@halabi.example",
    });
    resetEnvForTests();

    const transport = transportFromEnv();
    expect(transport.name).toBe("smtp");
    const outcome = await deliver(
      {
        id: "start-retry-1",
        createdAt: new Date().toISOString(),
        fromName: "Halabi Soap House website",
        subject: "Website message from Amal",
        text: "Queued while the server was down\n",
        replyTo: { name: "Amal", address: "amal@example.com" },
        fields: {},
      },
      transport,
      mailRoute(),
    );
    expect(outcome).toBe("queued");
    const pending = path.join(dataDir(), "outbox", "pending");
    expect(fs.readdirSync(pending)).toContain("start-retry-1.json");

    const peer = await startSmtpServer(port);
    try {
      await startServer();
      expect(await waitFor(() => peer.received.length === 1)).toBe(true);
      expect(peer.received[0]!.to).toEqual(["family@halabi.example"]);
      expect(await waitFor(() => fs.readdirSync(pending).length === 0)).toBe(
        true,
      );
    } finally {
      await peer.close();
    }
  });

  it("the outbox is the default transport, addressed within the site's own host", () => {
    expect(transportFromEnv().name).toBe("outbox");
    expect(mailRoute()).toEqual({
      from: "website@localhost",
      to: "family@localhost",
    });
  });
});
