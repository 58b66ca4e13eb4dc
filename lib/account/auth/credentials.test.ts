import {
  credentialWarnings,
  newPasswordWarnings,
  passwordChangeSchema,
  signInSchema,
  signUpSchema,
} from "./credentials";

describe("credential schemas", () => {
  const email = "amal@example.com";

  it("signs in with any existing password up to 128 characters", () => {
    expect(signInSchema.safeParse({ email, password: "x" }).success).toBe(true);
    for (const password of ["x", "secret1", "p".repeat(128)])
      expect(credentialWarnings({ email, password })).toEqual({});
    expect(credentialWarnings({ email, password: "" }, "signIn")).toEqual({
      password: "passwordRequired",
    });
    expect(
      credentialWarnings({ email, password: "p".repeat(129) }, "signIn"),
    ).toEqual({ password: "passwordTooLong" });
  });

  it("asks a new account for at least 10 characters", () => {
    expect(credentialWarnings({ email, password: "" }, "signUp")).toEqual({
      password: "passwordRequired",
    });
    expect(
      credentialWarnings({ email, password: "laurel-oi" }, "signUp"),
    ).toEqual({ password: "passwordTooShort" });
    expect(
      signUpSchema.safeParse({ email, password: "laurel-oil" }).success,
    ).toBe(true);
  });
});

describe("change-password form", () => {
  const passwordChangeWarnings = (values: typeof valid) =>
    newPasswordWarnings(passwordChangeSchema, values);
  const valid = {
    currentPassword: "old",
    newPassword: "soap-of-aleppo",
    repeatPassword: "soap-of-aleppo",
  };

  it("takes a current password of any length and a new one of 10+, typed twice", () => {
    expect(passwordChangeWarnings(valid)).toEqual({});
    expect(
      passwordChangeWarnings({
        currentPassword: "",
        newPassword: "short",
        repeatPassword: "shorter",
      }),
    ).toEqual({
      currentPassword: "currentRequired",
      newPassword: "passwordTooShort",
      repeatPassword: "repeatMismatch",
    });
    expect(
      passwordChangeWarnings({ ...valid, currentPassword: "soap-of-aleppo" }),
    ).toEqual({ newPassword: "passwordSame" });
    expect(passwordChangeWarnings({ ...valid, repeatPassword: "" })).toEqual({
      repeatPassword: "repeatRequired",
    });
  });
});
