import { textOf } from "@/lib/i18n/text";
import { allowedPlaceholders, problemWith, problemWords } from "./rules";

const SHOP = "{phone}, {email}, {address}, {hours}";

describe("problemWith: what a page text may be", () => {
  const tagged = "Read our <link>privacy policy</link> before {count} days.";

  it.each([
    [
      "the same tags and placeholder, words changed",
      "See the <link>policy</link> within {count} days.",
      null,
    ],
    ["a tag left out", "See the policy within {count} days.", "keep"],
    [
      "another tag",
      "See <b>the</b> <link>policy</link> in {count} days.",
      "keep",
    ],
    ["a tag not closed", "See the <link>policy within {count} days.", "keep"],
    [
      "a placeholder renamed",
      "See the <link>policy</link> within {days} days.",
      "placeholder",
    ],
    [
      "a shop detail added",
      "See the <link>policy</link> within {count} days, or call {phone}.",
      null,
    ],
  ])("with tags in the original: %s", (_, value, code) => {
    expect(problemWith("Home.vision.text", tagged, value)?.code ?? null).toBe(
      code,
    );
  });

  it("names what must be kept, and what curly braces may hold", () => {
    expect(problemWith("X.y", tagged, "Plain")).toEqual({
      code: "keep",
      markers: "<link> {count}",
      allowed: `{count}, ${SHOP}`,
    });
  });

  it("keeps a plural's placeholder and lets its words change", () => {
    const original = "{count, plural, one {# bar} other {# bars}}";
    expect(
      problemWith(
        "X.y",
        original,
        "{count, plural, one {# soap} other {# soaps}}",
      ),
    ).toBeNull();
    // The number still shows: only the names are the page's to keep.
    expect(problemWith("X.y", original, "{count} soaps")).toBeNull();
  });

  it("takes line breaks, except in a title or description", () => {
    expect(problemWith("Home.title", "About us", "About\nus")).toBeNull();
    expect(problemWith("Metadata.home.title", "About us", "About\nus")).toEqual(
      {
        code: "oneLine",
      },
    );
  });

  describe("the shop's details in curly braces", () => {
    const plain = "Visit the workshop in the old city.";

    it("accepts {phone}, {email}, {address} and {hours} in any text, as often as written", () => {
      for (const value of [
        "Visit us at {address}, {hours}.",
        "Call {phone} or write to {email}; {phone} takes WhatsApp too.",
      ]) {
        expect(problemWith("Home.distribution.text1", plain, value)).toBeNull();
        expect(problemWith("Metadata.home.description", plain, value)).toBe(
          null,
        );
      }
    });

    it("refuses any other name, naming it and the list of those allowed", () => {
      expect(problemWith("Home.subtitle2", plain, "Ring {telephone}.")).toEqual(
        { code: "placeholder", unknown: "{telephone}", allowed: SHOP },
      );
      // A text with placeholders of its own may use those too.
      expect(
        problemWith(
          "Footer.copyright",
          "© 1832–{year} Halabi Soap House.",
          "© {year} {brand}",
        ),
      ).toEqual({
        code: "placeholder",
        unknown: "{brand}",
        allowed: `{year}, ${SHOP}`,
      });
    });

    it("never requires them: the original's own {address} may go", () => {
      const original = "Our workshop, {address}, is open {hours}.";
      expect(allowedPlaceholders(original)).toEqual(SHOP.split(", "));
      expect(
        problemWith("Home.distribution.text1", original, "Come and see us."),
      ).toBeNull();
    });

    it("refuses a detail given a format or a brace left open, with the same list", () => {
      expect(
        problemWith("Home.title", plain, "Call {phone, number}")?.code,
      ).toBe("placeholder");
      expect(problemWith("Home.title", plain, "Call {phone")).toEqual({
        code: "markup",
        allowed: SHOP,
      });
    });
  });
});

describe("problemWords", () => {
  const t = textOf("PageTexts");

  it("words each problem with its arguments", () => {
    expect(
      problemWords(t, {
        code: "placeholder",
        unknown: "{telephone}",
        allowed: SHOP,
      }),
    ).toBe(
      "{telephone} is not something the page can fill in. In curly braces write only {phone}, {email}, {address}, {hours}.",
    );
    expect(problemWords(t, { code: "tooLong", count: 2300 })).toMatch(
      /has 2300\)/,
    );
    expect(problemWords(t, { code: "empty" })).toMatch(/cannot be empty/);
  });
});
