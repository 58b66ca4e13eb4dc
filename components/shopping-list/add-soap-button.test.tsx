import { renderToStaticMarkup } from "react-dom/server";
import messages from "@/messages/en.json";
import { AddSoapButton, soapLineName, soapNotice } from "./add-soap-button";
import { ADD_SOAP_KEYS } from "./keys";

// As the server hands them over (lib/i18n/island): messages with arguments as written.
const strings = Object.fromEntries(
  ADD_SOAP_KEYS.map((key) => [key, messages.ShoppingList[key]]),
) as Record<(typeof ADD_SOAP_KEYS)[number], string>;

describe("the add-soap button", () => {
  it("renders a button naming the soap, and a status region that is there before the first click", () => {
    const html = renderToStaticMarkup(
      <AddSoapButton
        productId="laurel-40"
        productName="Laurel 40%"
        strings={strings}
      />,
    );
    expect(html).toMatch(/<button type="button"[^>]*>/);
    expect(html).toContain("Add to my list");
    expect(html).toContain('<span class="sr-only"> (Laurel 40%)</span>');
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/);
  });

  it("says how many bars the list holds, and when none could be added", () => {
    expect(soapNotice(strings, 1, "Laurel 5%")).toBe(
      "Laurel 5% is on your list: 1 bar.",
    );
    expect(soapNotice(strings, 2, "Laurel 5%")).toBe(
      "Laurel 5% is on your list: 2 bars.",
    );
    expect(soapNotice(strings, null, "Laurel 5%")).toBe(
      "Your shopping list is full. Nothing was added.",
    );
  });

  it("shortens a catalogue name longer than a list line, the same way each time", () => {
    expect(soapLineName("  Laurel 40% ")).toBe("Laurel 40%");
    const long = soapLineName("x".repeat(120));
    expect(long).toHaveLength(80);
    expect(long.endsWith("\u2026")).toBe(true);
    expect(soapLineName("x".repeat(120))).toBe(long);
  });
});
