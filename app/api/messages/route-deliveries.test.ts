import net from "node:net";
import { startSmtpServer } from "@/test/mail/peers";
import { messageStore } from "@/lib/messages";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { list, storeMessage, useSmtpService } from "@/test/api/messages";

/** An SMTP peer that takes the connection and says nothing until it hangs up, refusing. */
async function startSilentPeer(port: number) {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) =>
    server.listen(port, "127.0.0.1", resolve),
  );
  return {
    close: () =>
      new Promise<void>((resolve) => {
        // A refusing greeting, rather than silence, so the client's greeting timer stops too.
        for (const socket of sockets) socket.end("554 5.3.2 Not now\r\n");
        server.close(() => resolve());
      }),
  };
}

const dueNow = () => ({
  state: "pending" as const,
  attempts: 1,
  lastError: "connect ECONNREFUSED",
  nextAttemptAt: new Date(Date.now() - 1_000).toISOString(),
});

describe("GET /api/messages sends what is due first", () => {
  useTempDataDir();
  const port = useSmtpService();
  let editor: string;
  beforeAll(async () => {
    editor = await sessionCookie({ sub: "due-ed", email: "ed@example.com" });
  });

  it("delivers a due message before answering, and shows it delivered", async () => {
    const m = await storeMessage(dueNow());
    const peer = await startSmtpServer(port());
    try {
      const res = await list(editor);
      expect(res.status).toBe(200);
      const shown = ((await res.json()) as { id: string }[]).find(
        (x) => x.id === m.id,
      );
      expect(shown).toEqual({
        ...m,
        delivery: { state: "delivered", attempts: 2 },
      });
      expect(peer.received).toHaveLength(1);
    } finally {
      await peer.close();
    }
  });

  it("waits for a slow email service only about two seconds; the attempt goes on", async () => {
    const m = await storeMessage(dueNow());
    const peer = await startSilentPeer(port());
    let closed = false;
    try {
      const started = Date.now();
      const res = await list(editor);
      const took = Date.now() - started;
      expect(res.status).toBe(200);
      expect(took).toBeGreaterThanOrEqual(1_900);
      expect(took).toBeLessThan(4_000);
      const shown = ((await res.json()) as { id: string }[]).find(
        (x) => x.id === m.id,
      );
      expect(shown).toEqual(m);
      // The service hangs up: the attempt that went on is recorded.
      await peer.close();
      closed = true;
      let after = await messageStore().get(m.id);
      for (let i = 0; i < 100 && after!.delivery.attempts === 1; i++) {
        await new Promise((r) => setTimeout(r, 50));
        after = await messageStore().get(m.id);
      }
      expect(after!.delivery).toMatchObject({ state: "pending", attempts: 2 });
    } finally {
      if (!closed) await peer.close();
    }
  });
});
