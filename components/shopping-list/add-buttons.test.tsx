import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import messages from "@/messages/en.json";
import {
  AddIngredientsButton,
  AddSoapButton,
  addedNotice,
  soapNotice,
} from "./add-buttons";
import { textOf } from "@/lib/i18n/text";

const t = textOf("ListActions");
/** Markup as the page renders it: inside the provider that gives the islands their messages. */
const render = (island: React.ReactElement) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={messages}>
      {island}
    </NextIntlClientProvider>,
  );
const ingredients = [
  { name: "Olive oil", amount: 3 },
  { name: "Laurel oil", amount: 1 },
];

describe("the add-ingredients button", () => {
  it("renders a button naming the product, and a status region that is there before the first click", () => {
    const html = render(
      <AddIngredientsButton
        ingredients={ingredients}
        productName="Laurel 40%"
      />,
    );
    expect(html).toMatch(/<button type="button"[^>]*>/);
    expect(html).toContain("Add ingredients to shopping list");
    expect(html).toContain('<span class="sr-only"> for Laurel 40%</span>');
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/);
  });

  it("renders nothing for a product without ingredients", () => {
    expect(
      render(<AddIngredientsButton ingredients={[]} productName="Plain" />),
    ).toBe("");
  });

  it("says how many ingredients were added, and when none could be", () => {
    expect(addedNotice(t, 1, "Laurel 5%")).toBe(
      "Added 1 ingredient of Laurel 5% to your shopping list.",
    );
    expect(addedNotice(t, 4, "Laurel 40%")).toBe(
      "Added 4 ingredients of Laurel 40% to your shopping list.",
    );
    expect(addedNotice(t, 0, "Laurel 40%")).toBe(
      "Your shopping list is full. Nothing was added.",
    );
  });
});

describe("the add-soap button", () => {
  it("renders a button naming the soap, and a status region that is there before the first click", () => {
    const html = render(
      <AddSoapButton product={{ id: "laurel-40", name: "Laurel 40%" }} />,
    );
    expect(html).toMatch(/<button type="button"[^>]*>/);
    expect(html).not.toMatch(/disabled=""/);
    expect(html).toContain("Add to my list");
    expect(html).toContain('<span class="sr-only"> (Laurel 40%)</span>');
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/);
  });

  it("is disabled for a soap out of stock, and says why", () => {
    const html = render(
      <AddSoapButton
        product={{ id: "laurel-40", name: "Laurel 40%", stock: 0 }}
      />,
    );
    const reason =
      /<p id="([^"]+)"[^>]*>Out of stock: this soap cannot be added to a list just now\.<\/p>/.exec(
        html,
      );
    expect(reason).not.toBeNull();
    expect(html).toMatch(
      new RegExp(
        `<button type="button" disabled="" aria-describedby="${reason![1]}"`,
      ),
    );
    // Counted and some left: as any soap.
    expect(
      render(
        <AddSoapButton product={{ id: "l", name: "Laurel 40%", stock: 2 }} />,
      ),
    ).not.toMatch(/disabled=""/);
  });

  it("says how many bars the list holds, and when none could be added", () => {
    expect(soapNotice(t, 1, "Laurel 5%")).toBe(
      "Laurel 5% is on your list: 1 bar.",
    );
    expect(soapNotice(t, 2, "Laurel 5%")).toBe(
      "Laurel 5% is on your list: 2 bars.",
    );
    expect(soapNotice(t, null, "Laurel 5%")).toBe(
      "Your shopping list is full. Nothing was added.",
    );
  });
});
