import { countStored } from "./count";
import { loadList, serializeList } from "./persistence";
import { createShoppingList } from "./store";

// The header's count must always equal the number of lines the page shows.
const samples: [string, string | null][] = [
  ["nothing stored", null],
  ["an empty list", serializeList([])],
  [
    "three lines",
    serializeList([
      { name: "a", amount: 1 },
      { name: "b", amount: 2 },
      { name: "c", amount: 0.5 },
    ]),
  ],
  [
    "two lines with the same name",
    serializeList([
      { name: "Salt", amount: 1 },
      { name: " salt ", amount: 2 },
      { name: "pepper", amount: 2 },
    ]),
  ],
  ["not JSON", "{oops"],
  ["JSON null", "null"],
  ["a number", "42"],
  ["a bare array", '[{"name":"salt","amount":1}]'],
  ["another version", '{"version":2,"items":[]}'],
  ["a zero amount", '{"version":1,"items":[{"name":"salt","amount":0}]}'],
  ["a tiny amount", '{"version":1,"items":[{"name":"salt","amount":0.0001}]}'],
  ["a huge amount", '{"version":1,"items":[{"name":"salt","amount":2000000}]}'],
  ["a blank name", '{"version":1,"items":[{"name":" ","amount":1}]}'],
  ["a long name", serializeList([{ name: "x".repeat(81), amount: 1 }])],
  [
    "a name of 80 characters",
    serializeList([{ name: "x".repeat(80), amount: 1 }]),
  ],
  [
    "too many lines",
    serializeList(
      Array.from({ length: 501 }, (_, i) => ({ name: `n${i}`, amount: 1 })),
    ),
  ],
];

describe("the header's count", () => {
  it.each(samples)("matches the list the page shows for %s", (_, raw) => {
    const shown = createShoppingList(loadList(raw)).getItems().length;
    expect(countStored(raw)).toBe(shown);
  });

  it("counts the starting list when nothing is stored, and stored lines otherwise", () => {
    expect(countStored(null)).toBe(2);
    expect(countStored(serializeList([{ name: "salt", amount: 1 }]))).toBe(1);
  });
});
