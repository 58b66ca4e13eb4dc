import {
  request as newRequest,
  type APIRequestContext,
  type Page,
} from "@playwright/test";
import { signed, startStripeStandIn } from "../test/stand-ins/stripe";
import { withLock } from "./support/catalog";
import { ADMIN, ownAddress, signInWithApi } from "./support/editors";
import { mailPort, stripePort, stripeWebhookSecret } from "./support/servers";
import { changeDetails, withDetailsRestored } from "./support/shop-details";
import { expect, test, watchCsp } from "./support/test";

// The customer's side of an order: the private link opened and the order accepted for a transfer,
// or paid by card on the server with card payments (the mail server, Stripe's API stood in for).
// The owner's side is the owner's Orders screen's spec; an unknown link's 404 and what the page
// shows in each state: app/orders/[token]/page.test.tsx.

let serial = 0;

/** An enquiry from a new customer, made into an order by the signed-in `editor`: its link. */
async function orderLink(
  editor: APIRequestContext,
  base = "",
): Promise<{ link: string; id: string; customer: string; mailed: boolean }> {
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
  return { link: body.link, id: body.order.id, customer, mailed: body.mailed };
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
    const { link, customer, mailed } = await orderLink(page.request);
    // The outbox keeps the mail on the server: the owner copies the link.
    expect(mailed).toBe(false);
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

test.describe("with card payments", () => {
  test("Accept and pay takes the customer to Stripe Checkout for the order's total, and Stripe's signed word marks it paid", async ({
    browser,
  }) => {
    const site = `http://127.0.0.1:${mailPort}`;
    const owner = await newRequest.newContext({
      baseURL: site,
      extraHTTPHeaders: { "x-forwarded-for": ownAddress() },
    });
    await signInWithApi(owner, ADMIN.email, ADMIN.password);
    await withLock("stripe-stand-in", async () => {
      const stripe = await startStripeStandIn({ port: stripePort });
      const visitor = await browser.newContext({
        baseURL: site,
        storageState: undefined,
        extraHTTPHeaders: { "x-forwarded-for": ownAddress() },
      });
      const violations = await watchCsp(visitor);
      try {
        const { link, customer } = await orderLink(owner);
        const mine = await visitor.newPage();
        await mine.goto(new URL(link).pathname);
        await expectOrder(mine, customer);
        await expect(
          mine.getByRole("button", { name: "I accept" }),
        ).toHaveCount(0);
        // Stripe's own page is out of reach here (no network): where the browser is sent is
        // what the site decides.
        const checkout = mine.waitForRequest(
          /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/,
        );
        await mine
          .getByRole("button", { name: "Accept and pay €46.50" })
          .click();
        const session = stripe.sessions.get(
          new URL((await checkout).url()).pathname.split("/").pop()!,
        );
        expect(session).toMatchObject({ amount_total: 4650, currency: "eur" });

        // Stripe tells the site the customer paid, signed with the webhook's secret.
        const { payload, header } = signed(
          stripe.complete(session!.id),
          stripeWebhookSecret,
        );
        const told = await owner.post("/api/payments/webhook", {
          data: payload,
          headers: {
            "content-type": "application/json",
            "stripe-signature": header,
          },
        });
        expect(told.status(), await told.text()).toBe(200);
        // The link again, as the customer opens it later.
        const later = await visitor.newPage();
        await later.goto(new URL(link).pathname);
        await expect(later.getByText("Paid", { exact: true })).toBeVisible();
        await expect(
          later.getByRole("button", { name: /Accept and pay/ }),
        ).toHaveCount(0);
      } finally {
        await visitor.close();
        await stripe.stop();
        await owner.dispose();
      }
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    });
  });
});
