import { SMTPServer } from "smtp-server";
import { expect, test } from "./support/test";
import { testAddress, unique, withLock } from "./support/catalog";
import { ADMIN, signInWithApi } from "./support/editors";
import { mailPort, smtpPort } from "./support/servers";

const mailServer = `http://127.0.0.1:${mailPort}`;

/** A real SMTP server on the port the site delivers to; keeps what it receives. */
async function startMailbox() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) =>
    server.listen(smtpPort, "127.0.0.1", resolve),
  );
  return {
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("a failed delivery shows its reason on the Messages screen, and Try again delivers it", async ({
  page,
}) => {
  // One test at a time owns the SMTP port (desktop and phone run in parallel).
  await withLock("smtp-peer", async () => {
    const name = unique("Visitor");
    const sent = await page.request.post(`${mailServer}/api/contact`, {
      data: {
        name,
        email: "visitor@example.com",
        message: "Please send me a price list.",
      },
      headers: { "x-forwarded-for": testAddress() },
    });
    // Nothing listens on the SMTP port yet: the message is kept, not lost.
    expect(sent.status(), await sent.text()).toBe(202);

    await signInWithApi(page.request, ADMIN.email, ADMIN.password, mailServer);
    await page.goto(`${mailServer}/messages`);
    const card = page.getByRole("article", { name: new RegExp(name) });
    await expect(card).toContainText(
      /Waiting to be sent by email: attempt \d+ failed \(.*ECONNREFUSED.*\)/,
    );

    const mailbox = await startMailbox();
    try {
      await card.getByRole("button", { name: "Try again" }).click();
      await expect(card).toContainText("Delivered by email.");
      expect(mailbox.received.some((raw) => raw.includes(name))).toBe(true);
      await expect(card.getByRole("button", { name: "Try again" })).toHaveCount(
        0,
      );
    } finally {
      await mailbox.close();
    }
  });
});
