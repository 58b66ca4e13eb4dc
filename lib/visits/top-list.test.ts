import { countIn, keepTop, MOST_KEPT, type TopList } from "./top-list";

const counted = (keys: string[]) =>
  keys.reduce<TopList>((list, key) => countIn(list, key), {
    top: [],
    other: 0,
  });
const countOf = (list: TopList, key: string) =>
  list.top.find(([k]) => k === key)?.[1] ?? 0;

describe("the top referring hosts", () => {
  it("counts exactly while there is room", () => {
    const list = counted(["a", "b", "a", "c", "a"]);
    expect(list).toEqual({
      top: [
        ["a", 3],
        ["b", 1],
        ["c", 1],
      ],
      other: 0,
    });
  });

  it("keeps 50 hosts from 10,000 different ones, every frequent host in them, none counted above the truth", () => {
    const sent = Array.from({ length: 12_000 }, (_, i) =>
      i % 6 === 0
        ? "www.google.com"
        : i % 30 === 1
          ? "duckduckgo.com"
          : `h${i}.example`,
    );
    const list = counted(sent);
    expect(list.top.length).toBeLessThanOrEqual(MOST_KEPT);
    const truth = (key: string) => sent.filter((k) => k === key).length;
    // Misra–Gries: at most 1 in 51 of everything sent below the truth.
    for (const key of ["www.google.com", "duckduckgo.com"]) {
      expect(countOf(list, key)).toBeLessThanOrEqual(truth(key));
      expect(countOf(list, key)).toBeGreaterThan(
        truth(key) - sent.length / (MOST_KEPT + 1),
      );
    }
    const listed = list.top.reduce((sum, [, n]) => sum + n, 0);
    expect(listed + list.other).toBe(sent.length);
  });

  it("keeps the highest counts of a longer list and adds the rest to the others", () => {
    expect(
      keepTop(
        [
          ["b", 2],
          ["a", 5],
          ["c", 1],
          ["d", 2],
        ],
        4,
        2,
      ),
    ).toEqual({
      top: [
        ["a", 5],
        ["b", 2],
      ],
      other: 7,
    });
  });
});
