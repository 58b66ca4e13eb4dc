import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import messages from "@/messages/en.json";
import { AddSoapButton, soapLineName, soapNotice } from "./add-soap-button";
import { textOf } from "@/lib/i18n/text";

const t = textOf("ListActions");
/** Markup as the page renders it: inside the provider that gives the islands their messages. */
const render = (island: React.ReactElement) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={messages}>
      {island}
    </NextIntlClientProvider>,
  );

describe("the add-soap button", () => {
  it("renders a button naming the soap, and a status region that is there before the first click", () => {
    const html = render(
      <AddSoapButton productId="laurel-40" productName="Laurel 40%" />,
    );
    expect(html).toMatch(/<button type="button"[^>]*>/);
    expect(html).toContain("Add to my list");
    expect(html).toContain('<span class="sr-only"> (Laurel 40%)</span>');
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/);
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

  it("shortens a catalogue name longer than a list line, the same way each time", () => {
    expect(soapLineName("  Laurel 40% ")).toBe("Laurel 40%");
    const long = soapLineName("x".repeat(120));
    expect(long).toHaveLength(80);
    expect(long.endsWith("\u2026")).toBe(true);
    expect(soapLineName("x".repeat(120))).toBe(long);
  });
});
