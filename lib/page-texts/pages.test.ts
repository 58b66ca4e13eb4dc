import messages from "@/messages/en.json";
import { withChanges } from "./messages";
import { PAGE_NAMES, PAGE_TEXTS, pageKeys } from "./pages";

jest.mock("./store", () => ({ changedTexts: jest.fn() }));

describe("the pages' editable texts", () => {
  const all = PAGE_NAMES.flatMap((page) => pageKeys(page, messages));

  it("name keys of the message file, each on one page only", () => {
    for (const page of PAGE_NAMES)
      for (const prefix of PAGE_TEXTS[page].keys)
        expect(all.some((key) => key.startsWith(prefix))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    expect(pageKeys("home", messages)).toContain("Home.distribution.text1");
    expect(pageKeys("contact", messages).at(-1)).toBe(
      "Metadata.contact.description",
    );
  });

  it("leave the fixed interface alone: header, forms, errors, the under-construction page", () => {
    expect(
      all.filter((key) =>
        /^(Header|AuthErrors|Errors|UnderConstruction|Login|Contact\.(form|warnings|errors|dialog|mail))\b/.test(
          key,
        ),
      ),
    ).toEqual([]);
    expect(all.filter((key) => key.endsWith("Href"))).toEqual([]);
  });
});

describe("withChanges", () => {
  const changes = new Map([
    ["Footer.copyright", "© {year} the Halabi family"],
    ["Home.title", "About the family"],
  ]);

  it("puts a changed text in place of the file's, leaving the rest and the original object", () => {
    const changed = withChanges(messages, changes, false);
    expect(changed.Footer.copyright).toBe("© {year} the Halabi family");
    expect(changed.Home.title).toBe("About the family");
    expect(changed.Home.subtitle1).toBe(messages.Home.subtitle1);
    expect(messages.Home.title).toBe("About us");
  });

  it("gives next-intl precompiled texts when the build precompiles the file", () => {
    const changed = withChanges(messages, changes, true);
    expect(changed.Footer.copyright as unknown).toEqual([
      "© ",
      ["year"],
      " the Halabi family",
    ]);
    expect(changed.Home.title).toBe("About the family");
  });
});
