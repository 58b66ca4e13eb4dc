import { problemWith } from "./rules";

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
      "keep",
    ],
  ])("with tags in the original: %s", (_, value, code) => {
    expect(problemWith("Home.vision.text", tagged, value)?.code ?? null).toBe(
      code,
    );
  });

  it("names what must be kept", () => {
    expect(problemWith("X.y", tagged, "Plain")).toEqual({
      code: "keep",
      markers: "<link> {count}",
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
});
