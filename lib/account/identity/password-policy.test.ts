import { IdentityError } from "./types";
import {
  assertNewPassword,
  isCommonPassword,
  passwordProblem,
} from "./password-policy";

describe("password policy", () => {
  it("asks for 10 to 1024 characters", () => {
    expect(passwordProblem("")).toBe("passwordTooShort");
    expect(passwordProblem("laurel-oi")).toBe("passwordTooShort");
    expect(passwordProblem("laurel-oil")).toBeNull();
    expect(passwordProblem("ü".repeat(1024))).toBeNull();
    expect(passwordProblem("ü".repeat(1025))).toBe("passwordTooLong");
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
      expect(passwordProblem(common)).toBe("passwordTooCommon");
    }
    expect(isCommonPassword("laurel-oil-1832")).toBe(false);
    expect(passwordProblem("soap-of-aleppo")).toBeNull();
  });

  it("throws Firebase's WEAK_PASSWORD message with our reason", () => {
    expect(() => assertNewPassword("laurel-oil-1832")).not.toThrow();
    for (const [password, message] of [
      ["short", "WEAK_PASSWORD : Password should be at least 10 characters"],
      ["basketball", "WEAK_PASSWORD : Password is too common"],
    ] as const) {
      const error = (() => {
        try {
          assertNewPassword(password);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(IdentityError);
      expect((error as IdentityError).providerMessage).toBe(message);
    }
  });
});
