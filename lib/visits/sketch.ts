// A day's distinct visitors as a HyperLogLog sketch: 512 registers, each the longest run of leading
// zeros seen among the hashes that fall in it, so its size never grows with the visitors and the same
// visitor seen twice changes nothing. Stored as one character per register, a string both backends
// keep as it is. Standard error 1.04/√512 ≈ 4.6 % (measured over random salts: within 5 % most days,
// one day in twenty up to 10 %; a day of 20 visitors usually exact or one off); linear counting while registers are empty.
const INDEX_BITS = 9;
const REGISTERS = 2 ** INDEX_BITS;
const RANK_BITS = 64 - INDEX_BITS;
const DIGITS =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

export const EMPTY_SKETCH = DIGITS[0]!.repeat(REGISTERS);

/** A sketch as stored, or an empty one for anything else. */
export const sketchOf = (stored: unknown): string =>
  typeof stored === "string" &&
  stored.length === REGISTERS &&
  [...stored].every((digit) => DIGITS.includes(digit))
    ? stored
    : EMPTY_SKETCH;

/** Adds one visitor, given by a hash of at least 8 uniformly random bytes. */
export function withVisitor(sketch: string, hash: Uint8Array): string {
  const bits = new DataView(hash.buffer, hash.byteOffset, 8).getBigUint64(0);
  const index = Number(bits >> BigInt(RANK_BITS));
  const rest = bits & ((1n << BigInt(RANK_BITS)) - 1n);
  const rank = RANK_BITS - (rest === 0n ? 0 : rest.toString(2).length) + 1;
  return DIGITS.indexOf(sketch[index]!) >= rank
    ? sketch
    : sketch.slice(0, index) + DIGITS[rank] + sketch.slice(index + 1);
}

/** Flajolet et al.'s estimate, with linear counting where most registers are still empty. */
export function visitorsIn(sketch: string): number {
  const ranks = [...sketch].map((digit) => DIGITS.indexOf(digit));
  const empty = ranks.filter((rank) => rank === 0).length;
  const alpha = 0.7213 / (1 + 1.079 / REGISTERS);
  const raw =
    (alpha * REGISTERS ** 2) / ranks.reduce((sum, r) => sum + 2 ** -r, 0);
  const estimate =
    raw <= 2.5 * REGISTERS && empty > 0
      ? REGISTERS * Math.log(REGISTERS / empty)
      : raw;
  return Math.round(estimate);
}
