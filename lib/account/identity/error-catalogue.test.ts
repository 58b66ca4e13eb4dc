import en from "@/messages/en.json";
import { catalogueKey, catalogueKeys } from "./error-catalogue";

const text = (message: unknown) =>
  (en.AuthErrors as Record<string, string>)[catalogueKey(message)];

describe("error catalogue", () => {
  it.each([
    ["EMAIL_EXISTS", "The email address is already in use by another account."],
    ["OPERATION_NOT_ALLOWED", "Password sign-in is disabled for this project."],
    [
      "TOO_MANY_ATTEMPTS_TRY_LATER",
      "We have blocked all requests from this device due to unusual activity. Try again later.",
    ],
    [
      "EMAIL_NOT_FOUND",
      "This Email is not found. The user may have been deleted.",
    ],
    [
      "INVALID_PASSWORD",
      "The password is invalid or the user does not have a password.",
    ],
    [
      "USER_DISABLED",
      "The user account has been disabled by an administrator.",
    ],
  ])("maps %s to the spec's text", (message, expected) => {
    expect(text(message)).toBe(expected);
  });

  it("decides on the part before ' : '", () => {
    expect(
      catalogueKey(
        "TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled",
      ),
    ).toBe("TOO_MANY_ATTEMPTS_TRY_LATER");
    expect(
      catalogueKey("WEAK_PASSWORD : Password should be at least 6 characters"),
    ).toBe("UNKNOWN");
  });

  it("shows the INVALID_PASSWORD text for INVALID_LOGIN_CREDENTIALS", () => {
    expect(text("INVALID_LOGIN_CREDENTIALS")).toBe(
      "The password is invalid or the user does not have a password.",
    );
  });

  it.each([
    [undefined],
    [null],
    [""],
    [42],
    ["SOMETHING_NEW"],
    ["email_exists"],
  ])("shows the unknown-error text for %p", (message) => {
    expect(text(message)).toBe("An unknown error occurred!");
  });

  it("has a text for every key", () => {
    for (const key of catalogueKeys)
      expect((en.AuthErrors as Record<string, string>)[key]).toEqual(
        expect.any(String),
      );
  });
});
