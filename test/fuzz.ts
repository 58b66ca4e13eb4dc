/**
 * Seeded generation of malformed requests for the API fuzzers (app/api/fuzz-*.test.ts in
 * process, e2e/api-fuzz.spec.ts over HTTP). The same seed gives the same requests, so a
 * failure names its seed and case index and reproduces exactly.
 */

/** The run's base seed (FUZZ_SEED to replay a failure), and requests per route. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261122);
export const CASES = 220;
export const KiB = 1024;

/** mulberry32: a tiny, fast PRNG with a 32-bit state; plenty for test data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Strings that have broken parsers before: control characters, surrogates, direction marks, emoji. */
export const UNICODE_EDGES = [
  "\u0000",
  "\u0007\u001b[31m",
  "\ud800",
  "\udfff\ud800",
  "\u202e\u2066gnp.exe",
  "\u200b\u200d\ufeff",
  "👨‍👩‍👧‍👦🧼",
  "é".normalize("NFD"),
  "ﷺ",
  "𝕳𝖆𝖑𝖆𝖇𝖎",
  "\r\n\r\nX-Injected: 1",
  "<script>alert(1)</script>",
  "'; DROP TABLE products; --",
  "../../../../etc/passwd",
  "%00%ff%E0%A4%A",
  "__proto__",
];

export const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/vnd.api+json",
];

const WRONG_TYPES = [
  "",
  "text/plain",
  "text/html",
  "application/xml",
  "application/octet-stream",
  "image/png",
  "multipart/mixed; boundary=x",
  "application/jsonp",
  "json",
];

export type FuzzRequest = {
  label: string;
  method: string;
  headers: Record<string, string>;
  body?: Buffer<ArrayBuffer>;
};

export class Fuzz {
  readonly random: () => number;
  constructor(readonly seed: number) {
    this.random = mulberry32(seed);
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.random() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }

  /** A junk string: short ASCII, a unicode edge case, or a huge run. */
  string(): string {
    switch (this.int(0, 4)) {
      case 0:
        return "";
      case 1:
        return this.pick(UNICODE_EDGES);
      case 2:
        return "x".repeat(this.int(1_000, 40_000));
      case 3:
        return this.pick(UNICODE_EDGES).repeat(this.int(2, 300));
      default:
        return `junk-${this.int(0, 1e6)}`;
    }
  }

  /** Any JSON value of the wrong kind for a field. */
  value(depth = 0): unknown {
    const kind = this.int(0, depth > 2 ? 5 : 7);
    switch (kind) {
      case 0:
        return null;
      case 1:
        return this.chance(0.5);
      case 2:
        return this.pick([0, -1, 1e308, -0, 2 ** 53 + 1, 0.1, 42]);
      case 3:
      case 4:
        return this.string();
      case 5:
        return this.pick([[], {}, [null], { "": "" }]);
      case 6:
        return Array.from({ length: this.int(1, 4) }, () =>
          this.value(depth + 1),
        );
      default:
        return Object.fromEntries(
          Array.from({ length: this.int(1, 4) }, () => [
            this.pick(["__proto__", "constructor", "a", "", "x".repeat(300)]),
            this.value(depth + 1),
          ]),
        );
    }
  }

  /** `depth` levels of nested arrays or objects, as text (JSON.stringify would recurse). */
  deepJson(depth: number): string {
    return this.chance(0.5)
      ? "[".repeat(depth) + "]".repeat(depth)
      : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
  }

  /** Text that is not JSON, or JSON cut off in the middle. */
  brokenJson(valid: string): string {
    return this.pick([
      () => valid.slice(0, this.int(0, Math.max(0, valid.length - 1))),
      () => valid + this.pick(["}", ",", "garbage", "\u0000"]),
      () => "{'single': 'quotes'}",
      () => "{a:1}",
      () => "[1,2,]",
      () => "NaN",
      () => "undefined",
      () => '"\\ud800"',
      () => "\ufeff" + valid,
      () => "[".repeat(this.int(10, 5_000)),
    ])();
  }

  /** Raw bytes that are not UTF-8 at all. */
  invalidUtf8(): Buffer<ArrayBuffer> {
    return Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xa0, 0xa1, 0xf0, 0x28]);
  }

  /**
   * An object that is deliberately wrong: `base` with one field given a wrong
   * value, one field missing, and/or extra fields. `breakField` is always broken,
   * so the result can never pass validation.
   */
  mutate(
    base: Record<string, unknown>,
    breakField: string,
    wrongValues: unknown[],
  ): Record<string, unknown> {
    const out: Record<string, unknown> = { ...base };
    if (this.chance(0.3)) delete out[breakField];
    else out[breakField] = this.pick(wrongValues);
    for (const key of Object.keys(base)) {
      if (key !== breakField && this.chance(0.2)) out[key] = this.value();
    }
    if (this.chance(0.4))
      out[this.string().slice(0, 40) || "extra"] = this.value();
    return out;
  }

  /** A distinct client address for each request, so rate limits rarely mask validation. */
  address(): string {
    return `198.18.${this.int(0, 255)}.${this.int(1, 254)}`;
  }
}

/**
 * A path segment from any string (lone surrogates made well-formed, no "/" and never "." or
 * ".."): as a path carries it, and as Next.js hands it to the route (decoded).
 */
export function segment(raw: string): { inPath: string; param: string } {
  const text = Buffer.from(raw.replace(/[/\\]/g, "_")).toString("utf8");
  const param = /^\.*$/.test(text) ? `_${text}` : text;
  return { inPath: encodeURIComponent(param), param };
}

export const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** Fields as a form posts them: a value of the wrong type is an empty (missing) field. */
export const formOf = (fields: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(fields).map(([k, v]) => [k, typeof v === "string" ? v : ""]),
  ).toString();

/**
 * Common malformed bodies for a JSON route: broken, deeply nested or oversized
 * JSON, invalid UTF-8 and wrong content types. `valid` is a well-formed body to
 * break; `limit` the route's body limit in bytes.
 */
export function malformedBody(
  fuzz: Fuzz,
  valid: string,
  limit: number,
): { label: string; type: string; body: Buffer<ArrayBuffer> } {
  switch (fuzz.int(0, 5)) {
    case 0:
      return {
        label: "broken JSON",
        type: fuzz.pick(JSON_TYPES),
        body: Buffer.from(fuzz.brokenJson(valid)),
      };
    case 1:
      return {
        label: "deeply nested JSON",
        type: fuzz.pick(JSON_TYPES),
        body: Buffer.from(
          fuzz.deepJson(fuzz.int(100, Math.min(limit / 8, 20_000))),
        ),
      };
    case 2:
      return {
        label: "oversized body",
        type: fuzz.pick(JSON_TYPES),
        body: Buffer.from(`{"a":"${"x".repeat(limit + fuzz.int(1, 4096))}"}`),
      };
    case 3:
      return {
        label: "invalid UTF-8",
        type: fuzz.pick(JSON_TYPES),
        body: fuzz.invalidUtf8(),
      };
    case 4:
      return {
        label: "JSON of the wrong shape",
        type: fuzz.pick(JSON_TYPES),
        body: json(fuzz.value()),
      };
    default:
      return {
        label: "wrong content type",
        type: fuzz.pick(WRONG_TYPES),
        body: Buffer.from(valid),
      };
  }
}
