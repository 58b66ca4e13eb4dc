import { textOf } from "@/lib/i18n/text";
import { sentenceOf, speedOf, type Figures } from "./speed";

const t = textOf("Visits");
const none: Figures = { lcp: null, inp: null, cls: null };

const sentence = (figures: Figures) => sentenceOf(t, figures);

describe("a page's speed in plain words", () => {
  it.each([
    [{ lcp: 2500, inp: 200, cls: 0.1 }, "fast", "lcp"],
    [{ lcp: 2501, inp: 200, cls: 0.1 }, "ok", "lcp"],
    [{ lcp: 1200, inp: 201, cls: 0 }, "ok", "inp"],
    [{ lcp: 1200, inp: 80, cls: 0.11 }, "ok", "cls"],
    [{ lcp: 4001, inp: 80, cls: 0 }, "slow", "lcp"],
    [{ lcp: 1200, inp: 501, cls: 0.2 }, "slow", "inp"],
    [{ lcp: 3000, inp: 300, cls: 0.26 }, "slow", "cls"],
    // The first of equally slow figures, in the order LCP, INP, CLS.
    [{ lcp: 3000, inp: 300, cls: 0.2 }, "ok", "lcp"],
  ] as const)(
    "%o is as slow as its slowest figure: %s (%s)",
    (figures, speed, metric) => {
      expect(speedOf(figures)).toEqual({ speed, metric });
    },
  );

  it("rates only the figures measured 5 times: none, nothing to tell", () => {
    expect(speedOf(none)).toBeNull();
    expect(sentence(none)).toBeNull();
    expect(speedOf({ ...none, inp: 600 })).toEqual({
      speed: "slow",
      metric: "inp",
    });
    expect(speedOf({ ...none, cls: 0.01 })).toEqual({
      speed: "fast",
      metric: "cls",
    });
  });

  it.each([
    [
      { lcp: 1860, inp: 120, cls: 0.01 },
      "3 in 4 visits saw this page's main content within 1.9 s.",
    ],
    // Rounded up: 1.91 s is not "within 1.9 s".
    [
      { lcp: 1910, inp: 120, cls: 0.01 },
      "3 in 4 visits saw this page's main content within 2 s.",
    ],
    [
      { lcp: 640, inp: 40, cls: 0 },
      "3 in 4 visits saw this page's main content within 640 ms.",
    ],
    [
      { lcp: 1800, inp: 320, cls: 0 },
      "3 in 4 visits saw this page answer a tap within 320 ms.",
    ],
    [
      { lcp: 1800, inp: 1240, cls: 0 },
      "3 in 4 visits saw this page answer a tap within 1.3 s.",
    ],
    [
      { lcp: 4200, inp: null, cls: null },
      "3 in 4 visits saw this page's main content within 4.2 s.",
    ],
    [
      { lcp: null, inp: null, cls: 0.03 },
      "3 in 4 visits saw this page hardly move as it loaded.",
    ],
    [
      { lcp: 1200, inp: 90, cls: 0.3 },
      "More than 1 in 4 visits saw this page jump as it loaded.",
    ],
  ])("%o reads: %s", (figures, words) => {
    expect(sentence(figures)).toBe(words);
  });
});
