import { startSmtpServer } from "../test/mail/peers";
import { expect, test } from "./support/test";
import { unique, withLock } from "./support/catalog";
import { ADMIN, ownAddress, signInWithApi } from "./support/editors";
import { mailPort, smtpPort } from "./support/servers";

const mailServer = `http://127.0.0.1:${mailPort}`;

test("a failed delivery shows its reason on the Messages screen, and Try again delivers it", async ({
  page,
}) => {
  // One test at a time owns the SMTP port (password-reset.spec.ts uses it too).
  await withLock("smtp-peer", async () => {
    const name = unique("Visitor");
    const sent = await page.request.post(`${mailServer}/api/contact`, {
      data: {
        name,
        email: "visitor@example.com",
        message: "Please send me a price list.",
      },
      headers: { "x-forwarded-for": ownAddress() },
    });
    // Nothing listens on the SMTP port yet: the message is kept, not lost.
    expect(sent.status(), await sent.text()).toBe(202);

    await signInWithApi(page.request, ADMIN.email, ADMIN.password, mailServer);
    await page.goto(`${mailServer}/messages`);
    const card = page.getByRole("article", { name: new RegExp(name) });
    await expect(card).toContainText(
      /Waiting to be sent by email: attempt \d+ failed \(.*ECONNREFUSED.*\)/,
    );

    const mailbox = await startSmtpServer(smtpPort);
    try {
      await card.getByRole("button", { name: "Try again" }).click();
      await expect(card).toContainText("Delivered by email.");
      expect(mailbox.received.some((mail) => mail.raw.includes(name))).toBe(
        true,
      );
      await expect(card.getByRole("button", { name: "Try again" })).toHaveCount(
        0,
      );
    } finally {
      await mailbox.close();
    }
  });
});
