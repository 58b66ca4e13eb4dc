import { createHash } from "node:crypto";
import { EMPTY_SKETCH, sketchOf, visitorsIn, withVisitor } from "./sketch";

const hash = (text: string) => createHash("sha256").update(text).digest();

/** `count` visitors under `salt`, each seen `times` times. */
function sketchFor(salt: string, count: number, times = 1): string {
  let sketch = EMPTY_SKETCH;
  for (let round = 0; round < times; round++)
    for (let i = 0; i < count; i++)
      sketch = withVisitor(sketch, hash(`${salt}\n${i}`));
  return sketch;
}

describe("the visitor sketch", () => {
  it("stays 512 characters however many visitors it counts", () => {
    const sizes = [0, 1, 100, 10_000].map(
      (count) => JSON.stringify(sketchFor("size", count)).length,
    );
    expect(new Set(sizes)).toEqual(new Set([514]));
  });

  it("counts a visitor seen again once, and reads one visitor as one", () => {
    expect(visitorsIn(EMPTY_SKETCH)).toBe(0);
    expect(visitorsIn(sketchFor("once", 1, 5))).toBe(1);
    expect(sketchFor("again", 300, 3)).toBe(sketchFor("again", 300));
  });

  it("estimates 10,000 visitors within 5 % on most days and within 10 % on 19 days in 20", () => {
    const errors = Array.from({ length: 20 }, (_, day) =>
      Math.abs(visitorsIn(sketchFor(`day ${day}`, 10_000)) / 10_000 - 1),
    ).sort((a, b) => a - b);
    expect(errors[10]).toBeLessThan(0.05);
    expect(errors[18]).toBeLessThan(0.1);
  });

  it("takes anything stored that is not a sketch as an empty one", () => {
    const counted = sketchFor("kept", 3);
    expect(sketchOf(counted)).toBe(counted);
    for (const stored of [null, 42, "AAAA", `${counted.slice(1)}!`])
      expect(sketchOf(stored)).toBe(EMPTY_SKETCH);
  });
});
