import messages from "@/messages/en.json";
import { textOf } from "@/lib/i18n/text";
import { labelOf } from "./labels";
import { messageAt, PAGE_NAMES, pageKeys, type PageName } from "./pages";

const t = textOf("PageTexts");
const saved = (page: PageName, changes: Record<string, string> = {}) =>
  new Map(
    pageKeys(page, messages).map((key) => [
      key,
      changes[key] ?? messageAt(messages, key)!,
    ]),
  );

describe("labelOf: a text named by what a person sees", () => {
  const home = saved("home");
  const label = (key: string, texts = home) => labelOf(key, texts, t);

  it("names the page, the section's heading and the text's first words", () => {
    expect(label("Home.family.text1")).toBe(
      "Home → A family of soap makers: ‘Our story begins in 1832…’",
    );
    expect(label("Home.properties.item3.text")).toBe(
      "Home → What makes our soap different → For all skin types: ‘Because we make bars with…’",
    );
    expect(label("Home.subtitle1")).toBe(
      "Home: ‘Since 1832 the Halabi family…’",
    );
  });

  it("says which texts are headings", () => {
    expect(label("Home.title")).toBe("Home: page heading ‘About us’");
    expect(label("Home.family.heading")).toBe(
      "Home: heading ‘A family of soap makers’",
    );
    expect(label("Home.properties.item3.title")).toBe(
      "Home → What makes our soap different: heading ‘For all skin types’",
    );
  });

  it("follows the saved words, not the message file's", () => {
    const changed = saved("home", {
      "Home.family.heading": "Six generations",
      "Home.family.text2": "We are still here.",
    });
    expect(label("Home.family.text2", changed)).toBe(
      "Home → Six generations: ‘We are still here.’",
    );
  });

  it("says in plain words what the texts no one reads on the page are", () => {
    expect(label("Home.family.imageAlt")).toBe(
      "Home → A family of soap makers: description of the picture, read by screen readers, ‘Members of the Halabi family…’",
    );
    const footer = saved("footer");
    expect(label("Footer.label", footer)).toBe(
      "Footer: name read by screen readers, ‘Site footer’",
    );
    expect(label("Footer.copyright", footer)).toBe(
      "Footer: ‘© 1832–{year} Halabi Soap House…’",
    );
    expect(label("Metadata.home.title")).toBe("Page title");
    expect(label("Metadata.home.description")).toBe("Page description");
  });

  it("never shows a key, on any page", () => {
    for (const page of PAGE_NAMES) {
      const texts = saved(page);
      const labels = [...texts.keys()].map((key) => label(key, texts));
      for (const [i, key] of [...texts.keys()].entries()) {
        expect(labels[i]).not.toContain(key);
        // Nor the code's names of its parts ("subtitle1", "imageAlt", "item3", "subtitle 1").
        for (const part of key
          .split(".")
          .filter((p) => /[a-z][A-Z0-9]/.test(p))) {
          expect(labels[i]).not.toContain(part);
          expect(labels[i]).not.toContain(
            part.replace(/([a-z])([A-Z0-9])/g, "$1 $2").toLowerCase(),
          );
        }
      }
    }
  });
});
