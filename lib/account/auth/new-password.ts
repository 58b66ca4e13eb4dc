import "server-only";
import { passwordProblem } from "@/lib/account/identity/password-policy";
import { changePasswordText, warningText } from "./text";

export type PasswordIssue<F extends string> = { field: F; message: string };

/**
 * For POST /api/auth/signup, before the provider is called: the Login text
 * for a password that breaks our rules (10+ characters, not a common
 * password), or null. Firebase's own rules still apply after ours.
 */
export function signUpPasswordIssue(
  password: string,
): PasswordIssue<"password"> | null {
  const problem = passwordProblem(password);
  return problem ? { field: "password", message: warningText(problem) } : null;
}

/** The same rules for the change-password form's `newPassword`, in that page's words. */
export function newPasswordIssue(
  password: string,
): PasswordIssue<"newPassword"> | null {
  const problem = passwordProblem(password);
  return problem
    ? { field: "newPassword", message: changePasswordText(problem) }
    : null;
}
