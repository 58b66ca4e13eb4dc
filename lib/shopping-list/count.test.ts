import { countStored } from "./count";
import { loadList, serializeList } from "./persistence";
import { createShoppingList } from "./store";
import { ing, soap } from "@/test/shopping-list/items";

const v1 = (items: unknown[]) => JSON.stringify({ version: 1, items });
const v2 = (items: unknown[]) => JSON.stringify({ version: 2, items });

// The header's count must always equal the number of lines the page shows.
const samples: [string, string | null][] = [
  ["nothing stored", null],
  ["an empty list", serializeList([])],
  ["three lines", serializeList([ing("a", 1), ing("b", 2), ing("c", 0.5)])],
  [
    "two lines with the same name",
    serializeList([ing("Salt", 1), ing(" salt ", 2), ing("pepper", 2)]),
  ],
  [
    "a soap and an ingredient with the same name",
    serializeList([soap("Laurel 40%", 2), ing("laurel 40%", 1)]),
  ],
  [
    "the same soap twice",
    serializeList([soap("Laurel 40%", 2), soap(" LAUREL 40% ", 1)]),
  ],
  ["a soap of half a bar", v2([{ kind: "soap", name: "Laurel", amount: 1.5 }])],
  ["a soap of no bars", v2([{ kind: "soap", name: "Laurel", amount: 0 }])],
  ["a line of no kind", v2([{ name: "salt", amount: 1 }])],
  ["a line of another kind", v2([{ kind: "gift", name: "salt", amount: 1 }])],
  ["an old list (format 1)", v1([ing("salt", 1), ing("pepper", 2)])],
  [
    "an old list whose lines name a kind",
    v1([
      { kind: "soap", name: "salt", amount: 0.5 },
      { name: "Salt", amount: 1 },
    ]),
  ],
  ["not JSON", "{oops"],
  ["JSON null", "null"],
  ["a number", "42"],
  ["a bare array", '[{"name":"salt","amount":1}]'],
  ["another version", '{"version":3,"items":[]}'],
  ["a version as text", '{"version":"2","items":[]}'],
  ["a zero amount", v1([{ name: "salt", amount: 0 }])],
  ["a tiny amount", v2([{ kind: "ingredient", name: "salt", amount: 0.0001 }])],
  ["a huge amount", v1([{ name: "salt", amount: 2000000 }])],
  ["a blank name", v2([{ kind: "soap", name: " ", amount: 1 }])],
  ["a long name", serializeList([ing("x".repeat(81), 1)])],
  ["a name of 80 characters", serializeList([soap("x".repeat(80), 1)])],
  [
    "too many lines",
    serializeList(Array.from({ length: 501 }, (_, i) => ing(`n${i}`, 1))),
  ],
];

describe("the header's count", () => {
  it.each(samples)("matches the list the page shows for %s", (_, raw) => {
    const shown = createShoppingList(loadList(raw)).getItems().length;
    expect(countStored(raw)).toBe(shown);
  });

  it("counts the starting list when nothing is stored, and stored lines otherwise", () => {
    expect(countStored(null)).toBe(2);
    expect(countStored(serializeList([ing("salt", 1)]))).toBe(1);
    expect(
      countStored(serializeList([soap("Laurel 40%", 3), ing("salt", 1)])),
    ).toBe(2);
  });
});
