import messages from "@/messages/en.json";
import { withChanges } from "./messages";
import {
  PAGE_NAMES,
  PAGE_TEXTS,
  pageKeys,
  pageOfKey,
  unseenKind,
} from "./pages";

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

  it("are found by key: pageOfKey names each key's page, and no page for the interface or an address", () => {
    for (const page of PAGE_NAMES)
      for (const key of pageKeys(page, messages))
        expect([key, pageOfKey(key)]).toEqual([key, page]);
    for (const key of [
      "Header.home",
      "Footer.wikiLaurelHref",
      "Contact.form.name",
      "Metadata.products.title",
      "Home",
      "Homes.title",
    ])
      expect([key, pageOfKey(key)]).toEqual([key, null]);
  });

  it("leave the gallery's captions to Manage → Gallery, which the page shows", () => {
    expect(pageKeys("gallery", messages)).toEqual([
      "Gallery.title",
      "Gallery.subtitle",
      "Metadata.gallery.title",
      "Metadata.gallery.description",
    ]);
  });

  it("tell the texts no one reads on the page by what they are", () => {
    expect(
      all
        .filter((key) => unseenKind(key) !== null)
        .filter((key) => !key.startsWith("Metadata."))
        .map((key) => [key, unseenKind(key)]),
    ).toEqual([
      ["Home.family.imageAlt", "alt"],
      ...[1, 2, 3, 4, 5].map((n) => [
        `ProductionProcess.steps.step${n}.imageAlt`,
        "alt",
      ]),
      ["Footer.label", "name"],
    ]);
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
