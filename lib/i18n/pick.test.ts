import { createTranslator } from "use-intl/core";
import messages from "@/messages/en.json";
import { clientT } from "./client-messages";
import { fallbackForMissing } from "./fallback";
import { pick } from "./pick";
import { withKeyRules } from "./translate";

function serverT(namespace: string, onError: jest.Mock) {
  const t = createTranslator({
    locale: "en",
    messages,
    namespace: namespace as never,
    getMessageFallback: fallbackForMissing,
    onError,
  });
  return withKeyRules(t as never);
}

describe("pick", () => {
  it("hands placeholders to the island unfilled, without a formatting error", () => {
    const onError = jest.fn();
    const strings = pick(serverT("ShoppingList", onError), [
      "title",
      "addedMany",
      "headerCount",
    ]);
    expect(onError).not.toHaveBeenCalled();
    expect(strings).toEqual({
      title: "Shopping list",
      addedMany:
        "Added {count} ingredients of {product} to your shopping list.",
      headerCount: "({count})",
    });
    expect(
      clientT(strings)("addedMany", { count: 3, product: "Laurel 20%" }),
    ).toBe("Added 3 ingredients of Laurel 20% to your shopping list.");
  });

  it("renders a missing key as its full path, as everywhere else", () => {
    const strings = pick(serverT("ShoppingList", jest.fn()), ["noSuchKey"]);
    expect(strings).toEqual({ noSuchKey: "ShoppingList.noSuchKey" });
  });
});
