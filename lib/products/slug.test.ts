import { slugOf, uniqueSlug, withNameIds } from "./slug";
import { ID_PATTERN } from "./schema";

describe("product slugs", () => {
  it.each([
    ["Olive oil soap", "olive-oil-soap"],
    ["Crème de Laurier", "creme-de-laurier"],
    ["Savon d'Alep — 40 % laurier", "savon-d-alep-40-laurier"],
    ["Şampuan Çiçeği", "sampuan-cicegi"],
    ["Bœuf & Æther, Straße", "boeuf-aether-strasse"],
    ["  --Laurel   5--  ", "laurel-5"],
  ])("reads %j as %j", (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });

  it("gives a name with no Latin letters a readable id all the same", () => {
    expect(slugOf("صابون غار")).toBe("");
    expect(uniqueSlug("صابون غار", new Set())).toBe("soap");
    expect(uniqueSlug("صابون غار", new Set(["soap"]))).toBe("soap-2");
    // Digits and Latin words in a mixed name are kept.
    expect(slugOf("صابون 40")).toBe("40");
  });

  it("adds -2, -3 … on a clash", () => {
    const taken = new Set(["olive-oil-soap", "olive-oil-soap-2"]);
    expect(uniqueSlug("Olive Oil Soap", taken)).toBe("olive-oil-soap-3");
    expect(uniqueSlug("Olivé oil soap!", new Set())).toBe("olive-oil-soap");
  });

  it("stays a valid id however long the name, cutting between words", () => {
    const long = `${"laurel ".repeat(20)}soap`;
    const slug = uniqueSlug(long, new Set());
    expect(slug).toMatch(ID_PATTERN);
    expect(slug.length).toBeLessThanOrEqual(56);
    expect(slug.endsWith("laurel")).toBe(true);
    expect(uniqueSlug("x".repeat(90), new Set())).toMatch(ID_PATTERN);
  });

  it("names only the new products, unique among all ids, and never changes an existing one", () => {
    const list = [
      { id: "laurel-5", name: "Olive oil soap" },
      { name: "Olive oil soap" },
      { name: "Olive oil soap" },
      { id: "p-2e0e87965763", name: "Renamed later" },
      { name: "Gift set" },
    ];
    const named = withNameIds(list, (p) => (p.id ? null : p.name), [
      "gift-set",
      ...list.flatMap((p) => (p.id ? [p.id] : [])),
    ]);
    expect(named.map((p) => p.id)).toEqual([
      "laurel-5",
      "olive-oil-soap",
      "olive-oil-soap-2",
      "p-2e0e87965763",
      "gift-set-2",
    ]);
    expect(named[0]).toBe(list[0]);
  });
});
