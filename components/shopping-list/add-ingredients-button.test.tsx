import { renderToStaticMarkup } from "react-dom/server";
import messages from "@/messages/en.json";
import { AddIngredientsButton, addedNotice } from "./add-ingredients-button";
import { ADD_INGREDIENTS_KEYS } from "./keys";

// As the server hands them over (lib/i18n/island): messages with arguments as written.
const strings = Object.fromEntries(
  ADD_INGREDIENTS_KEYS.map((key) => [key, messages.ShoppingList[key]]),
) as Record<(typeof ADD_INGREDIENTS_KEYS)[number], string>;
const ingredients = [
  { name: "Olive oil", amount: 3 },
  { name: "Laurel oil", amount: 1 },
];

describe("the add-ingredients button", () => {
  it("renders a button naming the product, and a status region that is there before the first click", () => {
    const html = renderToStaticMarkup(
      <AddIngredientsButton
        ingredients={ingredients}
        productName="Laurel 40%"
        strings={strings}
      />,
    );
    expect(html).toMatch(/<button type="button"[^>]*>/);
    expect(html).toContain("Add ingredients to shopping list");
    expect(html).toContain('<span class="sr-only"> for Laurel 40%</span>');
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/);
  });

  it("renders nothing for a product without ingredients", () => {
    expect(
      renderToStaticMarkup(
        <AddIngredientsButton
          ingredients={[]}
          productName="Plain"
          strings={strings}
        />,
      ),
    ).toBe("");
  });

  it("says how many ingredients were added, and when none could be", () => {
    expect(addedNotice(strings, 1, "Laurel 5%")).toBe(
      "Added 1 ingredient of Laurel 5% to your shopping list.",
    );
    expect(addedNotice(strings, 4, "Laurel 40%")).toBe(
      "Added 4 ingredients of Laurel 40% to your shopping list.",
    );
    expect(addedNotice(strings, 0, "Laurel 40%")).toBe(
      "Your shopping list is full. Nothing was added.",
    );
  });
});
