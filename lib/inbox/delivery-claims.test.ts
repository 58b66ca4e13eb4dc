import { startSmtpServer } from "@/test/mail/peers";
import { smtpTransport } from "@/lib/mail";
import { createReaderToken } from "@/lib/documents/reader";
import { startFakeFirebase } from "@/test/stand-ins/firebase-database";
import { deliverDue } from "./delivery";
import { useDeliveryFixture } from "@/test/inbox/delivery";
import { createFirebaseDocuments } from "@/lib/documents/firebase";
import { createMessageStore } from "./store";
import { CLAIM_MS } from "./policy";

describe("claims: no message sent twice at once, none left behind", () => {
  const { route, store, courier, content } = useDeliveryFixture();
  const smtpOn = (port: number) =>
    smtpTransport({ url: `smtp://127.0.0.1:${port}`, ...route });

  it("takes back a message whose sending run died, once its claim has run out", async () => {
    const peer = await startSmtpServer();
    try {
      const transport = smtpOn(peer.port);
      const now = new Date("2026-03-01T10:00:00Z");
      // As a run leaves a message it claimed, then died mid-send.
      await store().add(
        {
          id: "orphan",
          receivedAt: now.toISOString(),
          ...content(),
          read: false,
          delivery: {
            state: "pending",
            attempts: 0,
            nextAttemptAt: now.toISOString(),
          },
        },
        new Date(now.getTime() + CLAIM_MS),
      );
      const soon = new Date(now.getTime() + CLAIM_MS - 1);
      expect(await deliverDue(courier(transport), { now: soon })).toEqual({
        delivered: 0,
        failed: 0,
        pending: 0,
      });
      const later = new Date(now.getTime() + CLAIM_MS);
      expect(await deliverDue(courier(transport), { now: later })).toEqual({
        delivered: 1,
        failed: 0,
        pending: 0,
      });
      expect(peer.received).toHaveLength(1);
    } finally {
      await peer.close();
    }
  });

  it("two runs at once, on a shared Realtime Database, send each due message once", async () => {
    const fake = await startFakeFirebase();
    fake.accounts.set("reader@halabi-soap.example.com", "reader-pass");
    const peer = await startSmtpServer();
    try {
      const shared = () =>
        createMessageStore(
          createFirebaseDocuments({
            databaseUrl:
              "https://halabi-runs-default-rtdb.europe-west1.firebasedatabase.app",
            emulatorHost: fake.host,
            readerToken: createReaderToken({
              apiKey: "k",
              email: "reader@halabi-soap.example.com",
              password: "reader-pass",
              authEmulatorHost: fake.host,
            }),
          }),
        );
      const transport = smtpOn(peer.port);
      const now = new Date("2026-03-01T10:00:00Z");
      for (let i = 0; i < 5; i++)
        await shared().add({
          id: `due-${i}`,
          receivedAt: now.toISOString(),
          ...content(),
          read: false,
          delivery: {
            state: "pending",
            attempts: 1,
            nextAttemptAt: now.toISOString(),
          },
        });
      const [a, b] = await Promise.all([
        deliverDue({ store: shared(), transport }, { now }),
        deliverDue({ store: shared(), transport }, { now }),
      ]);
      expect(a.delivered + b.delivered).toBe(5);
      expect(peer.received).toHaveLength(5);
      const sent = peer.received.map((m) => /due-\d/.exec(m.raw)?.[0]);
      expect(new Set(sent).size).toBe(5);
    } finally {
      await peer.close();
      await fake.stop();
    }
  });
});
