import { contentOf } from "./record";

const visitor = {
  name: "Amal",
  email: "amal@example.com",
  phone: "",
  message: "Hello",
};

describe("a stored message's order list", () => {
  it("reads a list kept as an array", () => {
    const list = [
      { name: "Soap", amount: 2 },
      { name: "Oil", amount: 0.5 },
    ];
    expect(contentOf({ ...visitor, list }).list).toEqual(list);
  });

  it("leaves out lines that make no sense, and the list when none is left", () => {
    expect(
      contentOf({
        ...visitor,
        list: [
          { name: "Soap", amount: 2, note: "x" },
          { name: "Zero", amount: 0 },
          { name: 5, amount: 1 },
          "Soap",
          null,
        ],
      }).list,
    ).toEqual([{ name: "Soap", amount: 2 }]);
    for (const list of [undefined, null, [], "Soap", { a: 1 }])
      expect(contentOf({ ...visitor, list })).toEqual(visitor);
  });

  it("keeps only the known fields in the document, the list only when there is one", () => {
    expect(contentOf({ ...visitor, list: [] })).toEqual(visitor);
    expect(
      Object.keys(contentOf({ ...visitor, list: [{ name: "S", amount: 1 }] })),
    ).toEqual(["name", "email", "phone", "message", "list"]);
  });
});
