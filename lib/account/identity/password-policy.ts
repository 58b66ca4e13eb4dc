import "server-only";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { textOf } from "@/lib/i18n/text";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./limits";
import { folded } from "./look-alikes";
import { IdentityError, type AcceptedPassword } from "./types";

/** zxcvbn's score (0–4): 3 is "safely unguessable" online. */
const MIN_SCORE = 3;

// zxcvbn's work grows fast with length and with l33t look-alikes ("p4$$w0rd" repeated took most
// of a second at 64 characters), so it judges a prefix, as its authors advise, and fewer l33t
// readings than its default 100. A password strong in its first 32 characters is strong.
const JUDGED = { maxLength: 32, l33tMaxSubstitutions: 4 };

// How people write letters with digits and signs ("H4l4b1", "$0@p").
const L33T: Record<string, string> = {
  a: "a4@",
  b: "b8",
  e: "e3",
  g: "g69",
  i: "i1!|",
  l: "l1|7",
  o: "o0",
  s: "s5$",
  t: "t7+",
  z: "z2",
};
const escaped = (chars: string) => chars.replace(/[\\\]^-]/g, "\\$&");
const pattern = (word: string) =>
  [...word]
    .map((c) => (L33T[c] ? `[${escaped(L33T[c])}]` : RegExp.escape(c)))
    .join("");

/**
 * The words a guesser of this site tries first: the shop's name, its Arabic name and its tagline
 * as every page prints them (1832 among them), in any case, accent or look-alike letters.
 */
function shopWords(): string[] {
  const site = textOf("Site");
  const printed = [site("brand"), site("brandArabic"), site("tagline")];
  return [...new Set(folded(printed.join(" ")).match(/[\p{L}\p{N}]+/gu))];
}

let shopWordPattern: RegExp | undefined;

// Forwards and backwards ("1832-ibalah"), longest first, in l33t too.
function shopWordsIn(): RegExp {
  shopWordPattern ??= new RegExp(
    shopWords()
      .flatMap((word) => [word, [...word].reverse().join("")])
      .sort((a, b) => b.length - a.length)
      .map(pattern)
      .join("|"),
    "gu",
  );
  return shopWordPattern;
}

const withoutSigns = (text: string) =>
  text.replace(/[\p{N}\p{P}\p{S}\p{Z}\p{C}]/gu, "");

/**
 * What is left of a password without the shop's words, digits, signs and spaces: twice, so a
 * word split by them ("h-a-l-a-b-i", "so1832ap") goes too. Empty when nothing else is there.
 */
export function beyondShopWords(password: string): string {
  const once = withoutSigns(folded(password).replace(shopWordsIn(), " "));
  return withoutSigns(once.replace(shopWordsIn(), " "));
}

let estimator: Promise<ZxcvbnFactory> | undefined;

// Loaded on first use: only code that judges a new password pays for the dictionaries (a few MB).
function strength(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
        ...JUDGED,
      }),
  );
  return estimator;
}

/** Why a password was refused: its length, the shop's own words, or zxcvbn's score. */
export type Weakness = "short" | "long" | "shopWords" | "guessable";

/** Refused as Firebase refuses (`WEAK_PASSWORD : Password …`), so both backends answer alike. */
export class WeakPassword extends IdentityError {
  constructor(
    readonly weakness: Weakness,
    /** In Firebase's words ("should be…", "is…"), for the operator and the logs. */
    readonly reason: string,
  ) {
    super(`WEAK_PASSWORD : Password ${reason}`);
  }
}

/**
 * The one policy for every new password: 10 to 128 characters, and zxcvbn's score of 3 or more
 * for what is left once the shop's words, digits and signs are taken out when it has any of those
 * words (HalabiSoaps1832 is "s"), or for the whole otherwise; the account's address counts as
 * guessable words too.
 */
export async function passwordWeakness(
  password: string,
  email = "",
): Promise<WeakPassword | null> {
  if (password.length < PASSWORD_MIN_LENGTH)
    return new WeakPassword(
      "short",
      `should be at least ${PASSWORD_MIN_LENGTH} characters`,
    );
  if (password.length > PASSWORD_MAX_LENGTH)
    return new WeakPassword(
      "long",
      `should be at most ${PASSWORD_MAX_LENGTH} characters`,
    );
  const whole = folded(password);
  const rest = beyondShopWords(password);
  const hasShopWords = rest !== withoutSigns(whole);
  if (hasShopWords && rest === "")
    return new WeakPassword(
      "shopWords",
      "is too easy to guess. It is made only of this shop's own words and numbers.",
    );
  const inputs = shopWords();
  if (email) inputs.push(folded(email), folded(email.split("@")[0]!));
  const result = (await strength()).check(hasShopWords ? rest : whole, inputs);
  if (result.score >= MIN_SCORE) return null;
  if (hasShopWords)
    return new WeakPassword(
      "shopWords",
      "is too easy to guess. Without this shop's own words and numbers, what is left is easy to guess.",
    );
  const { warning, suggestions } = result.feedback;
  return new WeakPassword(
    "guessable",
    ["is too easy to guess.", warning, ...suggestions]
      .filter(Boolean)
      .join(" "),
  );
}

/** The password, once the policy accepts it; a WeakPassword error when it does not. */
export async function acceptedPassword(
  password: string,
  email?: string,
): Promise<AcceptedPassword> {
  const weakness = await passwordWeakness(password, email);
  if (weakness) throw weakness;
  return password as AcceptedPassword;
}
