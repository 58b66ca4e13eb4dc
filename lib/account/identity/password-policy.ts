import "server-only";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./limits";
import { IdentityError } from "./types";

/** zxcvbn's score (0–4): 3 is "safely unguessable" online. */
const MIN_SCORE = 3;

/** Words a guesser tries first on this site (1832 is on every page). */
const SITE_WORDS = [
  "halabi",
  "aleppo",
  "soap",
  "laurel",
  "olive",
  "house",
  "1832",
];

// zxcvbn scores "Halabi1832Soap" as strong: it does not know how few of these words a
// guesser of this site needs to combine.
const onlySiteWords = (password: string) =>
  SITE_WORDS.reduce(
    (rest, word) => rest.replaceAll(word, " "),
    password.toLowerCase(),
  ).replace(/[\p{N}\p{P}\p{S}\p{Z}]/gu, "") === "";

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
        // Cost grows fast with length (a second for some 64-character patterns).
        maxLength: 64,
      }),
  );
  return estimator;
}

// Worded like Firebase ("should be…", "is…"); the account's email counts as guessable words.
export async function passwordWeakness(
  password: string,
  email = "",
): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `should be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `should be at most ${PASSWORD_MAX_LENGTH} characters`;
  const inputs = [...SITE_WORDS];
  if (email) inputs.push(email.toLowerCase(), email.split("@")[0]!);
  // Fullwidth or composed look-alikes ("ｐａｓｓｗｏｒｄ１２３") are the same
  // password to a guesser, and scrypt hashes the NFKC form anyway.
  const normalized = password.normalize("NFKC");
  if (onlySiteWords(normalized))
    return "is too easy to guess. It is made only of this shop's own words and numbers.";
  const result = (await strength()).check(normalized, inputs);
  if (result.score >= MIN_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  return ["is too easy to guess.", warning, ...suggestions]
    .filter(Boolean)
    .join(" ");
}

// Refuses like Firebase (`WEAK_PASSWORD : ...`), so both identity backends answer alike.
export async function assertNewPassword(
  password: string,
  email?: string,
): Promise<void> {
  const reason = await passwordWeakness(password, email);
  if (reason) throw new IdentityError(`WEAK_PASSWORD : Password ${reason}`);
}
