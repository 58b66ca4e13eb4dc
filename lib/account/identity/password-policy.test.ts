import { IdentityError } from "./types";
import { assertNewPassword, isCommonPassword } from "./password-policy";

const refusal = (password: string) => {
  try {
    assertNewPassword(password);
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(IdentityError);
    return (e as IdentityError).providerMessage;
  }
};
const tooShort = "WEAK_PASSWORD : Password should be at least 10 characters";

describe("password policy", () => {
  it("asks for 10 to 1024 characters", () => {
    expect(refusal("")).toBe(tooShort);
    expect(refusal("laurel-oi")).toBe(tooShort);
    expect(refusal("laurel-oil")).toBeNull();
    expect(refusal("ü".repeat(1024))).toBeNull();
    expect(refusal("ü".repeat(1025))).toBe(
      "WEAK_PASSWORD : Password should be at most 1024 characters",
    );
  });

  it("refuses the most common passwords, whatever their case or width", () => {
    for (const common of [
      "password123",
      "PASSWORD123",
      "QwErTyUiOp",
      "1234567890",
      "ｐａｓｓｗｏｒｄ１２３",
    ]) {
      expect(isCommonPassword(common)).toBe(true);
      expect(refusal(common)).toBe("WEAK_PASSWORD : Password is too common");
    }
    expect(isCommonPassword("laurel-oil-1832")).toBe(false);
    expect(refusal("soap-of-aleppo")).toBeNull();
  });

  it("throws Firebase's WEAK_PASSWORD message with our reason", () => {
    expect(refusal("laurel-oil-1832")).toBeNull();
    expect(refusal("short")).toBe(tooShort);
    expect(refusal("basketball")).toBe(
      "WEAK_PASSWORD : Password is too common",
    );
  });
});
