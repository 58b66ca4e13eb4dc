import {
  Fuzz,
  json,
  KiB,
  malformedBody,
  UNICODE_EDGES,
  type FuzzRequest,
} from "./fuzz";
import type { FuzzCase, Target } from "./fuzz-run";

/** Case builders shared by the API fuzzers (app/api/fuzz-*.test.ts). */

const WRONG_METHODS = ["GET", "PUT", "PATCH", "DELETE", "HEAD"];

/** Sec-Fetch-Site / Origin as a browser, curl or an attacker would send them. */
type Site = { headers: Record<string, string>; cross: boolean };

export function site(fuzz: Fuzz): Site {
  return fuzz.pick<Site>([
    // Same-origin twice as often, so most requests reach validation.
    { headers: {}, cross: false },
    { headers: {}, cross: false },
    { headers: { "sec-fetch-site": "same-origin" }, cross: false },
    { headers: { "sec-fetch-site": "same-origin" }, cross: false },
    { headers: { "sec-fetch-site": "none" }, cross: false },
    { headers: { "sec-fetch-site": "cross-site" }, cross: true },
    { headers: { "sec-fetch-site": "same-site" }, cross: true },
    { headers: { origin: "https://evil.example" }, cross: true },
    { headers: { origin: "null" }, cross: true },
  ]);
}

/** A junk query string (encoded unicode edges, huge-ish values, repeated keys). */
export function query(fuzz: Fuzz): string {
  const params = new URLSearchParams();
  for (let i = fuzz.int(0, 4); i > 0; i--)
    params.append(
      fuzz.pick(["id", "limit", "__proto__", "callbackUrl", "x"]),
      fuzz.chance(0.3)
        ? "y".repeat(fuzz.int(100, 2000))
        : fuzz.pick(UNICODE_EDGES),
    );
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Junk cookies, forged session tokens included (ASCII only: header values are bytes). */
export function cookie(fuzz: Fuzz): Record<string, string> {
  if (fuzz.chance(0.5)) return {};
  return {
    cookie: fuzz.pick([
      "halabi.session=forged",
      "halabi.session=eyJhbGciOiJub25lIn0.e30.",
      `halabi.session=${"A".repeat(3000)}`,
      "halabi.csrf=abc|def",
      "__Host-halabi.csrf=%E0%A4%A",
      "=;;;=;",
      "halabi.callback-url=javascript%3Aalert(1)",
    ]),
  };
}

/**
 * A case for a JSON body route: a wrong method (405), a cross-site request
 * (403), a malformed body, or a well-formed body made invalid by `invalid`.
 */
export function bodyCase(
  fuzz: Fuzz,
  target: Target,
  limit: number,
  valid: string,
  invalid: () => { label: string; type: string; body: Buffer<ArrayBuffer> },
  ok: readonly number[],
  wrongMethod: readonly number[] = [405],
): FuzzCase {
  const from = site(fuzz);
  const headers = { "x-forwarded-for": fuzz.address(), ...from.headers };
  const roll = fuzz.int(0, 9);
  if (roll === 0) {
    const method = fuzz.pick(WRONG_METHODS);
    return {
      label: "wrong method",
      ...target,
      method,
      headers,
      body:
        method === "GET" || method === "HEAD" ? undefined : json(fuzz.value()),
      allowed: wrongMethod,
    };
  }
  const made = roll < 5 ? malformedBody(fuzz, valid, limit) : invalid();
  const request: FuzzRequest = {
    label: made.label,
    method: "POST",
    headers: {
      ...headers,
      ...(made.type ? { "content-type": made.type } : {}),
    },
    body: made.body,
  };
  return { ...request, ...target, allowed: from.cross ? [403] : ok };
}

/**
 * A visitor's read: GET with a junk query, headers and cookies (200), or
 * now and then another method with a malformed body (405).
 */
export function readCase(
  fuzz: Fuzz,
  target: Target,
  otherMethods: readonly string[],
  headers: Record<string, string> = {},
): FuzzCase {
  const method = fuzz.chance(0.3) ? fuzz.pick(otherMethods) : "GET";
  const made = malformedBody(fuzz, "{}", 16 * KiB);
  return {
    label:
      method === "GET"
        ? "junk query, headers and cookies"
        : `wrong method, ${made.label}`,
    ...target,
    path: `${target.path}${query(fuzz)}`,
    method,
    headers: {
      "x-forwarded-for": fuzz.address(),
      ...headers,
      ...cookie(fuzz),
      ...(method === "GET" ? {} : { "content-type": made.type }),
    },
    body: method === "GET" ? undefined : made.body,
    allowed: method === "GET" ? [200] : [405],
  };
}
