import type { APIRequestContext, Page } from "@playwright/test";
import { ownAddress } from "./support/editors";
import { changeDetails, withDetailsRestored } from "./support/shop-details";
import { expect, test, watchCsp } from "./support/test";

// The customer's side of an order: the private link opened and the order accepted for a transfer.
// The owner's side is the owner's Orders screen's spec.

let serial = 0;

/** An enquiry from a new customer, made into an order by the signed-in `editor`: its link. */
async function orderLink(
  editor: APIRequestContext,
  base = "",
): Promise<{ link: string; id: string; customer: string }> {
  const customer = `Amal Haddad ${Date.now().toString(36)}-${++serial}`;
  const email = `amal.order.${Date.now().toString(36)}${serial}@example.com`;
  const sent = await editor.post(`${base}/api/contact`, {
    data: { name: customer, email, message: "Could you send these to Lyon?" },
    headers: { "x-forwarded-for": ownAddress() },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  const messages = (await (
    await editor.get(`${base}/api/messages`)
  ).json()) as {
    id: string;
    email: string;
  }[];
  const enquiry = messages.find((m) => m.email === email)!;
  const made = await editor.post(`${base}/api/orders`, {
    data: {
      messageId: enquiry.id,
      lines: [
        { name: "Laurel 40%", quantity: 2, unitPrice: "12,50" },
        { name: "Olive oil soap, family size", quantity: 1, unitPrice: "14" },
      ],
      shipping: { label: "Parcel to France", amount: "7.50" },
      note: "Made for you this week.\nThank you!",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const body = (await made.json()) as {
    link: string;
    order: { id: string };
    mailed: boolean;
  };
  // The outbox keeps the mail on the server: the owner copies the link.
  expect(body.mailed).toBe(false);
  return { link: body.link, id: body.order.id, customer };
}

async function expectOrder(page: Page, customer: string) {
  await expect(
    page.getByRole("heading", { level: 1, name: /Your order from/ }),
  ).toBeVisible();
  await expect(page.getByText(`prepared for ${customer}`)).toBeVisible();
  const lines = page.getByRole("table", { name: "What the order holds" });
  await expect(lines.getByRole("row", { name: /Laurel 40%/ })).toContainText(
    "€25.00",
  );
  await expect(
    lines.getByRole("row", { name: /Parcel to France/ }),
  ).toContainText("€7.50");
  await expect(lines.getByRole("row", { name: /Total/ })).toContainText(
    "€46.50",
  );
  await expect(page.getByText("Made for you this week.")).toBeVisible();
}

test.describe("without card payments", () => {
  test.use({ signedInAs: "admin" });

  test("a customer opens the link, reads the order and the payment words, and accepts it @phone", async ({
    page,
    browser,
  }) => {
    const { link, customer } = await orderLink(page.request);
    // The customer's browser: no session, its own CSP watch.
    const visitor = await browser.newContext({ storageState: undefined });
    const violations = await watchCsp(visitor);
    const mine = await visitor.newPage();
    await withDetailsRestored(page, async () => {
      await changeDetails(page, {
        transferInstructions:
          "Bank transfer to IBAN FR76 3000 1007 9412 3456 7890 185",
      });
      await mine.goto(new URL(link).pathname);
      await expectOrder(mine, customer);
      await expect(mine.getByText("Waiting for you to accept")).toBeVisible();
      await expect(mine.getByText(/IBAN FR76 3000/)).toBeVisible();
      await expect(
        mine.getByRole("button", { name: /Accept and pay/ }),
      ).toHaveCount(0);
      // Nothing of the table runs off a phone's screen.
      const width = await mine.evaluate(
        () => document.documentElement.scrollWidth,
      );
      expect(width).toBeLessThanOrEqual(mine.viewportSize()!.width);

      await mine.getByRole("button", { name: "I accept" }).click();
      await expect(
        mine.getByRole("status").getByText("you accepted the order"),
      ).toBeVisible();
      await expect(
        mine.getByText("Accepted, waiting for your payment"),
      ).toBeVisible();
      await expect(mine.getByRole("button", { name: "I accept" })).toHaveCount(
        0,
      );
    });
    await visitor.close();
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  });
});

test("an unknown link is 404", async ({ page }) => {
  const res = await page.goto(`/orders/${"A".repeat(43)}`);
  expect(res!.status()).toBe(404);
});
