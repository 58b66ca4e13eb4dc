import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { unique } from "./support/catalog";
import { adminRequest, ownAddress } from "./support/editors";
import { openMenuIfPhone } from "./support/menu";
import { isPhone } from "./support/pages";

type Line = { name: string; amount: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const yourList = (page: Page) =>
  page.getByRole("region", { name: "Your list" });
const group = (page: Page, name: "Soaps" | "Ingredients") =>
  yourList(page).getByRole("group", { name });
const row = (page: Page, i: number) => ({
  name: page.getByLabel(`Item ${i}`, { exact: true }),
  amount: page.getByLabel(`Amount of item ${i}`, { exact: true }),
  remove: page.getByRole("button", { name: `Remove item ${i}`, exact: true }),
});
const contactForm = (page: Page) => ({
  name: page.getByLabel("Name", { exact: true }),
  email: page.getByLabel("Email", { exact: true }),
  message: page.getByLabel("Message", { exact: true }),
  send: page.getByRole("button", { name: "Send" }),
});

/** The cards of /products, read as they are (other specs may edit the catalogue). */
async function soapCards(page: Page) {
  await page.goto("/products");
  const cards = page.getByRole("article").filter({
    has: page.getByRole("button", { name: /^Add to my list / }),
  });
  await expect(cards.first()).toBeVisible();
  return cards;
}

const nameOf = async (card: ReturnType<Page["getByRole"]>) =>
  (await card.getByRole("heading", { level: 2 }).textContent())!.trim();

test("soaps and a recipe added from the catalogue show apart on the list, and Send as an enquiry fills the contact form with them", async ({
  page,
}, info) => {
  const phone = isPhone(info.project.name);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
  const cards = await soapCards(page);
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  const [first, second] = [cards.nth(0), cards.nth(1)];
  const [soapA, soapB] = [await nameOf(first), await nameOf(second)];

  // Two soaps, one of them twice: two bars on one line.
  const addA = first.getByRole("button", { name: `Add to my list (${soapA})` });
  await addA.click();
  await expect(
    first.getByRole("status").filter({ hasText: "is on your list" }),
  ).toHaveText(`${soapA} is on your list: 1 bar.`);
  await addA.click();
  await expect(
    first.getByRole("status").filter({ hasText: "is on your list" }),
  ).toHaveText(`${soapA} is on your list: 2 bars.`);
  await second
    .getByRole("button", { name: `Add to my list (${soapB})` })
    .click();
  await expect(
    second.getByRole("status").filter({ hasText: "is on your list" }),
  ).toHaveText(`${soapB} is on your list: 1 bar.`);

  // And one recipe's ingredients, as before.
  const recipe: Line[] = (await first.getByRole("listitem").allTextContents())
    .map((line) => line.split(" : "))
    .map(([name, amount]) => ({ name: name!, amount: Number(amount) }));
  await first
    .getByRole("button", {
      name: `Add ingredients to shopping list for ${soapA}`,
    })
    .click();
  const ingredientCount = 2 + recipe.length;
  await openMenuIfPhone(page, phone);
  await expect(
    page.getByRole("banner").getByRole("link", {
      name: `Shopping list (${2 + ingredientCount})`,
    }),
  ).toBeVisible();

  // The list page shows soaps and ingredients apart.
  await page.goto("/shopping-list");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Order enquiry list",
  );
  await expect(group(page, "Soaps").getByRole("listitem")).toHaveText([
    new RegExp(`^${escape(soapA)}\\s*2 bars$`),
    new RegExp(`^${escape(soapB)}\\s*1 bar$`),
  ]);
  await expect(group(page, "Ingredients").getByRole("listitem")).toHaveCount(
    ingredientCount,
  );
  await expect(
    group(page, "Ingredients").getByRole("listitem").first(),
  ).toHaveText(/^apples\s*5$/);
  await expectNoAxeViolations(page);

  // "Send as an enquiry" opens the contact form with the list in it: the
  // ingredients too, as the box for them is ticked (it starts unticked).
  const attachIngredients = page.getByRole("checkbox", {
    name: `Also attach my ${ingredientCount} ingredients to the enquiry`,
  });
  await expect(attachIngredients).not.toBeChecked();
  await attachIngredients.check();
  await page.getByRole("link", { name: "Send as an enquiry" }).click();
  await expect(page).toHaveURL(
    /\/contact\?enquiry=1&ingredients=1#contact-form$/,
  );
  await expect(row(page, 1).name).toHaveValue(soapA);
  await expect(row(page, 1).amount).toHaveValue("2");
  await expect(row(page, 2).name).toHaveValue(soapB);
  await expect(row(page, 2).amount).toHaveValue("1");
  await expect(row(page, 3).name).toHaveValue("apples");
  await expect(row(page, 2 + ingredientCount).name).toBeVisible();
  await expect(row(page, 3 + ingredientCount).name).toHaveCount(0);
  await expect(contactForm(page).message).toHaveValue(
    /^Hello, I would like to order/,
  );
});

test("an enquiry's list is edited in the contact form, sent, stored with the message as edited, and the sent soaps leave the list", async ({
  page,
}, info) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
  const [soapA, soapB] = [unique("Laurel soap"), unique("Olive soap")];
  const recipe: Line[] = [{ name: "olive oil", amount: 1 }];
  const ingredientCount = 2 + recipe.length;
  // The list as the catalogue's buttons leave it (the test above).
  await page.goto("/shopping-list");
  await page.evaluate(
    (items) =>
      localStorage.setItem(
        "shopping-list",
        JSON.stringify({ version: 2, items }),
      ),
    [
      { kind: "soap", name: soapA, amount: 2 },
      { kind: "soap", name: soapB, amount: 1 },
      { kind: "ingredient", name: "apples", amount: 5 },
      { kind: "ingredient", name: "tomatoes", amount: 10 },
      ...recipe.map((line) => ({ kind: "ingredient", ...line })),
    ],
  );
  await page.goto("/contact?enquiry=1&ingredients=1#contact-form");
  const f = contactForm(page);
  await expect(row(page, 1).name).toHaveValue(soapA);

  // Editable: three bars of the second soap, apples and tomatoes removed, a row added.
  await row(page, 2).amount.fill("3");
  await row(page, 3).remove.click();
  await expect(row(page, 3).name).toHaveValue("tomatoes");
  await row(page, 3).remove.click();
  await page.getByRole("button", { name: "Add a row" }).click();
  const added = 1 + ingredientCount;
  await row(page, added).name.fill("Olive-wood soap dish");
  await row(page, added).amount.fill("x");
  await row(page, added).amount.blur();
  const amountWarning = page.getByText(
    "Please enter the amount as a number greater than 0, for example 2 or 1,5.",
  );
  await expect(amountWarning).toBeVisible();
  await expect(row(page, added).amount).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await row(page, added).amount.fill("1,5");
  await expect(amountWarning).toHaveCount(0);

  const visitor = unique("Enquirer");
  const email = `enquiry-${Date.now().toString(36)}-${info.project.name}@example.com`;
  await f.name.fill(visitor);
  await f.email.fill(email);
  await row(page, 1).name.fill("");
  await row(page, 1).name.blur();
  await expect(
    page.getByText("Please enter the item, or remove the row."),
  ).toBeVisible();
  await expect(f.send).toBeDisabled();
  await row(page, 1).name.fill(soapA);
  await expect(f.send).toBeEnabled();
  await f.send.click();
  await expect(
    page.getByRole("dialog").getByRole("heading", {
      name: "Message sent successfully",
    }),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toContainText(
    "The 2 soaps you sent were taken off your shopping list.",
  );
  await expect(row(page, 1).name).toHaveValue("");

  const list: Line[] = [
    { name: soapA, amount: 2 },
    { name: soapB, amount: 3 },
    ...recipe,
    { name: "Olive-wood soap dish", amount: 1.5 },
  ];
  const fromApi = await (await adminRequest()).get("/api/messages");
  const stored = (
    (await fromApi.json()) as { name: string; list?: Line[] }[]
  ).find((m) => m.name === visitor);
  expect(stored?.list).toEqual(list);

  // The sent soaps are off the list; the ingredients stay.
  await page.goto("/shopping-list");
  await expect(group(page, "Soaps")).toContainText(
    "No soaps on your list yet.",
  );
  await expect(group(page, "Ingredients").getByRole("listitem")).toHaveCount(
    ingredientCount,
  );
});

// The mail's order list: app/api/contact/route-list.test.ts, and the test without JavaScript in
// contact.spec.ts. Which lines an enquiry attaches: lib/shopping-list/enquiry.test.ts.
test.describe("the owner", () => {
  test.use({ signedInAs: "editor" });

  test("reads an enquiry's order list on the Messages screen, line by line", async ({
    page,
  }) => {
    const visitor = unique("Enquirer");
    const list: Line[] = [
      { name: "Laurel 40%", amount: 2 },
      { name: "Olive-wood soap dish", amount: 1.5 },
    ];
    const sent = await page.request.post("/api/contact", {
      data: {
        name: visitor,
        email: `enquiry-${Date.now().toString(36)}@example.com`,
        message: "Hello, I would like to order these.",
        list,
      },
      headers: { "x-forwarded-for": ownAddress() },
    });
    expect(sent.status(), await sent.text()).toBe(202);
    await page.goto("/messages");
    const card = page.getByRole("article", { name: new RegExp(visitor) });
    const lines = card.getByRole("list", { name: "Order list" });
    await expect(lines.getByRole("listitem")).toHaveText(
      list.map((l) => new RegExp(`^${escape(l.name)}\\s*${l.amount}$`)),
    );
  });
});
