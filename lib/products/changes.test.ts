import { catalogChanges } from "./changes";

const p = (id: string, name: string) => ({ id, name });

describe("catalogChanges", () => {
  it("finds nothing between equal lists, or lists only reordered", () => {
    const list = [p("a", "Alpha"), p("b", "Beta")];
    const none = { added: [], removed: [], renamed: [] };
    expect(catalogChanges(list, list)).toEqual(none);
    expect(catalogChanges(list, [...list].reverse())).toEqual(none);
    expect(catalogChanges([], [])).toEqual(none);
  });

  it("names the products added and removed, by id, in list order", () => {
    expect(
      catalogChanges(
        [p("a", "Alpha"), p("b", "Beta"), p("c", "Gamma")],
        [p("d", "Delta"), p("b", "Beta"), p("e", "Epsilon")],
      ),
    ).toEqual({
      added: ["Delta", "Epsilon"],
      removed: ["Alpha", "Gamma"],
      renamed: [],
    });
    expect(catalogChanges([], [p("a", "Alpha")]).added).toEqual(["Alpha"]);
    expect(catalogChanges([p("a", "Alpha")], []).removed).toEqual(["Alpha"]);
  });

  it("tells a rename (same id, new name) from a replacement (new id, same name)", () => {
    expect(
      catalogChanges(
        [p("a", "Alpha"), p("b", "Beta")],
        [p("a", "Alpha bar"), p("b2", "Beta")],
      ),
    ).toEqual({
      added: ["Beta"],
      removed: ["Beta"],
      renamed: [{ from: "Alpha", to: "Alpha bar" }],
    });
  });

  it("takes whole products as well as id and name pairs", () => {
    const soap = {
      id: "a",
      name: "Alpha",
      subtitle: "",
      description: "Changed text does not count",
      imagePath: "/images/a.svg",
      ingredients: [],
    };
    const edited = { ...soap, description: "Other" };
    expect(catalogChanges([soap], [edited])).toEqual({
      added: [],
      removed: [],
      renamed: [],
    });
  });
});
