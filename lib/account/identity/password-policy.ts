import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./limits";
import { IdentityError } from "./types";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./limits";

let common: Set<string> | undefined;

// Built on first use: only code that judges a new password pays for the set.
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map(fold));
  return common;
}

// Fullwidth or composed look-alikes ("ｐａｓｓｗｏｒｄ１２３") are the same
// password to a guesser, and scrypt hashes the NFKC form anyway.
const fold = (text: string) => text.normalize("NFKC").toLowerCase();

/** Whether the password is on zxcvbn's list of the most common passwords, case ignored. */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  return list.has(password.toLowerCase()) || list.has(fold(password));
}

/**
 * Refuses a new password the way Firebase refuses a weak one
 * (`WEAK_PASSWORD : ...`), so both identity backends answer alike.
 */
export function assertNewPassword(password: string): void {
  const reason =
    password.length < PASSWORD_MIN_LENGTH
      ? `should be at least ${PASSWORD_MIN_LENGTH} characters`
      : password.length > PASSWORD_MAX_LENGTH
        ? `should be at most ${PASSWORD_MAX_LENGTH} characters`
        : isCommonPassword(password)
          ? "is too common"
          : null;
  if (reason) throw new IdentityError(`WEAK_PASSWORD : Password ${reason}`);
}
