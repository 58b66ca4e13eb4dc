import { IdentityError } from "./types";
import {
  acceptedPassword,
  beyondShopWords,
  WeakPassword,
} from "./password-policy";

const refusal = async (password: string, email?: string) => {
  try {
    expect(await acceptedPassword(password, email)).toBe(password);
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(WeakPassword);
    expect(e).toBeInstanceOf(IdentityError);
    return (e as WeakPassword).providerMessage;
  }
};
const weaknessOf = (password: string) =>
  acceptedPassword(password).then(
    () => null,
    (e: WeakPassword) => e.weakness,
  );
const tooShort = "WEAK_PASSWORD : Password should be at least 10 characters";
const tooWeak = expect.stringMatching(
  /^WEAK_PASSWORD : Password is too easy to guess\. \S/,
);

// Cyrillic Н а о, Greek Η ο, Cyrillic Ѕ: letters that look Latin.
const CYRILLIC = "\u041D\u0430l\u0430bi S\u043E\u0430p 1832";
const GREEK_AND_CYRILLIC = "\u0397alabi \u0405\u03BFap 1832";

// The attacker's spellings of the shop's words ("Holds under attack"), the tagline first.
const ATTACKERS = [
  "Aleppo laurel soap since 1832",
  "Made in Aleppo since 1832",
  "HalabiSoaps1832",
  "H4l4b1-S04p-1832!",
  "1832-ibalah-ppela",
  "Ḥalabī-Ṣābūn-1832",
  "صابون حلب 1832",
  CYRILLIC,
];
// Ours: capitals, reversed l33t, fullwidth, mixed scripts, split letters, Arabic with its
// stretching stroke and digits, accents, digits inside a word, l33t signs, and a common word.
const OURS = [
  "ALEPPO-LAUREL-SOAP",
  "p40s-ib4l4h-1832",
  "ｈａｌａｂｉ　ｓｏａｐ　１８３２",
  GREEK_AND_CYRILLIC,
  "h.a.l.a.b.i.1.8.3.2",
  "صــابـون-حلب-١٨٣٢",
  "Halábí Sóáp Hóúsé",
  "so1832ap-halabi",
  "$04P-H0U$3-1832",
  "aleppo soap since forever",
  "LaurelSoapHouse!!",
];

describe("password policy", () => {
  it("asks for 10 to 128 characters", async () => {
    expect(await refusal("")).toBe(tooShort);
    expect(await refusal("laurel-oi")).toBe(tooShort);
    expect(await refusal("ü".repeat(129))).toBe(
      "WEAK_PASSWORD : Password should be at most 128 characters",
    );
  });

  it("refuses what zxcvbn scores below 3, saying how to do better", async () => {
    for (const weak of [
      "1111111111",
      "aaaaaaaaaa",
      "abcdefghij",
      "0123456789",
      "password123",
      "QwErTyUiOp",
      "ｐａｓｓｗｏｒｄ１２３",
      "pässwörd123",
      "basketball",
    ])
      expect(await refusal(weak)).toEqual(tooWeak);
    expect(await refusal("aaaaaaaaaa")).toContain(
      'Repeated characters like "aaa" are easy to guess.',
    );
    expect(await weaknessOf("basketball")).toBe("guessable");
  });

  it("counts the account's address as guessable", async () => {
    expect(await refusal("amal.haddad1", "amal.haddad@example.com")).toEqual(
      tooWeak,
    );
    expect(await refusal("amal.haddad1")).toBeNull();
  });

  it.each([...ATTACKERS, ...OURS])(
    "refuses the shop's own words in any spelling: %s",
    async (spelling) => {
      expect(await weaknessOf(spelling)).toBe("shopWords");
    },
  );

  it("refuses 19 spellings, the attacker's 8 among them", () => {
    expect(ATTACKERS.length + OURS.length).toBe(19);
  });

  it("says when nothing but the shop's words and numbers is there", async () => {
    expect(await refusal("Aleppo laurel soap since 1832")).toBe(
      "WEAK_PASSWORD : Password is too easy to guess. It is made only of this shop's own words and numbers.",
    );
    expect(await refusal("Made in Aleppo since 1832")).toBe(
      "WEAK_PASSWORD : Password is too easy to guess. Without this shop's own words and numbers, what is left is easy to guess.",
    );
  });

  it("takes out the shop's words in any case, accent, script, l33t or direction, then digits and signs", () => {
    expect(beyondShopWords("HalabiSoaps1832")).toBe("s");
    expect(beyondShopWords("1832-ibalah-ppela")).toBe("ppela");
    expect(beyondShopWords("Ḥalabī-Ṣābūn-1832")).toBe("sabun");
    expect(beyondShopWords(CYRILLIC)).toBe("");
    expect(beyondShopWords("صابون حلب ١٨٣٢")).toBe("");
    expect(beyondShopWords("Made in Aleppo since 1832")).toBe("madein");
    expect(beyondShopWords("tawny-quokka-47")).toBe("tawnyquokka");
  });

  it("accepts long or unpredictable passwords, with a shop word in them or not", async () => {
    for (const strong of [
      "correct horse battery staple soap",
      "seven quiet ravens drink soap at dawn",
      "Aleppo-tawny-quokka-umbrella",
      "x7#kQ9!m2Lp4vR",
      "juniper-kettle-harbour-47",
      "cedar-press-by-the-citadel",
      "correct-horse-battery",
      "correct-horse-battery" + "ü".repeat(107),
    ])
      expect(await refusal(strong)).toBeNull();
  });
});
