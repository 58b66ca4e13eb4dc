import { providerCode } from "./error-catalogue";

/** A successful sign-up or sign-in, in our own terms (expiresIn in seconds). */
export type IdentitySession = {
  email: string;
  id: string;
  /** Firebase's ID token, for database writes made as the user; empty for a local account. */
  idToken: string;
  expiresIn: number;
};

/** The provider's error message, e.g. `EMAIL_EXISTS` or `WEAK_PASSWORD : Password should be at least 6 characters`. */
export class IdentityError extends Error {
  /** `status`: the provider's HTTP status (400 for Firebase's own errors, 502 when it could not be reached). */
  constructor(
    readonly providerMessage: string,
    readonly status = 400,
  ) {
    super(providerMessage);
    this.name = "IdentityError";
  }

  /** The part before ` : ` that decides what the user is told. */
  get code(): string {
    return providerCode(this.providerMessage);
  }
}

/** The signed-in account a call is made for, as the session cookie holds it. */
export type IdentityAccount = { id: string; email: string; idToken: string };

/** Email and password accounts, whichever service keeps them. */
export interface IdentityProvider {
  signUp(email: string, password: string): Promise<IdentitySession>;
  signIn(email: string, password: string): Promise<IdentitySession>;
  /**
   * Replaces the account's password once the current one is proven again
   * (INVALID_PASSWORD when wrong; WEAK_PASSWORD when the new one breaks the
   * rules) and answers a fresh session.
   */
  changePassword(
    account: IdentityAccount,
    currentPassword: string,
    newPassword: string,
  ): Promise<IdentitySession>;
  /**
   * Replaces the account's sign-in address once its password is proven again
   * (INVALID_PASSWORD when wrong; INVALID_EMAIL, EMAIL_EXISTS for the new
   * address) and answers a fresh session under the new address.
   */
  changeEmail(
    account: IdentityAccount,
    currentPassword: string,
    newEmail: string,
  ): Promise<IdentitySession>;
  /**
   * Sets a new password without the current one, for a one-time reset link
   * (WEAK_PASSWORD when it breaks the rules). Firebase refuses it
   * (OPERATION_NOT_ALLOWED): only its own reset email can.
   */
  setPassword(id: string, newPassword: string): Promise<void>;
  /**
   * The account with this address (trimmed, any case), whether or not it ever
   * signed in; null if none. Firebase refuses it (OPERATION_NOT_ALLOWED):
   * looking accounts up needs the Admin SDK.
   */
  findAccount(email: string): Promise<{ id: string; email: string } | null>;
  /** Whether the account must change its password (one generated for it) before anything else. */
  mustChangePassword(id: string): Promise<boolean>;
  /** The provider's own reset email, when it sends one (Firebase); an unknown address is no error. */
  sendPasswordReset?(email: string): Promise<void>;
}
