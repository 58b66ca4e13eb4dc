import { IdentityError } from "./types";
import { assertNewPassword } from "./password-policy";

const refusal = async (password: string, email?: string) => {
  try {
    await assertNewPassword(password, email);
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(IdentityError);
    return (e as IdentityError).providerMessage;
  }
};
const tooShort = "WEAK_PASSWORD : Password should be at least 10 characters";
const tooWeak = expect.stringMatching(
  /^WEAK_PASSWORD : Password is too easy to guess\. \S/,
);

describe("password policy", () => {
  it("asks for 10 to 1024 characters", async () => {
    expect(await refusal("")).toBe(tooShort);
    expect(await refusal("laurel-oi")).toBe(tooShort);
    expect(await refusal("ü".repeat(1025))).toBe(
      "WEAK_PASSWORD : Password should be at most 1024 characters",
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
      "basketball",
    ])
      expect(await refusal(weak)).toEqual(tooWeak);
    expect(await refusal("aaaaaaaaaa")).toContain(
      'Repeated characters like "aaa" are easy to guess.',
    );
  });

  it("counts the site's words and the account's address as guessable", async () => {
    expect(await refusal("halabisoap1")).toEqual(tooWeak);
    expect(await refusal("amal.haddad1", "amal.haddad@example.com")).toEqual(
      tooWeak,
    );
    expect(await refusal("amal.haddad1")).toBeNull();
  });

  it("refuses the site's own words in any mix, case and order, with digits or separators", async () => {
    for (const weak of [
      "halabisoap1832",
      "Halabi1832Soap",
      "aleppo-soap-1832",
      "soaphouse1832",
      "Laurel1832olive",
      "OLIVE laurel 2026!",
      "ｈａｌａｂｉｓｏａｐ１８３２",
    ])
      expect(await refusal(weak)).toBe(
        "WEAK_PASSWORD : Password is too easy to guess. It is made only of this shop's own words and numbers.",
      );
  });

  it("accepts long or unpredictable passwords, the tests' own among them", async () => {
    for (const strong of [
      "laurel-oil-1832",
      "laurel-and-olive-1832",
      "correct-horse-battery",
      "laurel-oil-1832" + "ü".repeat(1009),
    ])
      expect(await refusal(strong)).toBeNull();
  });
});
