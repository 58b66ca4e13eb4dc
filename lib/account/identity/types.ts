import { providerCode } from "./error-catalogue";

/** expiresIn is in seconds. */
export type IdentitySession = {
  email: string;
  id: string;
  /** For database writes made as the user; empty for a local account. */
  idToken: string;
  expiresIn: number;
};

export class IdentityError extends Error {
  /** `status`: 400 for the provider's own errors, 502 when it could not be reached. */
  constructor(
    readonly providerMessage: string,
    readonly status = 400,
  ) {
    super(providerMessage);
    this.name = "IdentityError";
  }

  get code(): string {
    return providerCode(this.providerMessage);
  }
}

/** A password the policy accepted (./password-policy), so whatever sets it need not judge it again. */
export type AcceptedPassword = string & { readonly accepted: unique symbol };

export type IdentityAccount = { id: string; email: string; idToken: string };

export interface IdentityProvider {
  signUp(email: string, password: string): Promise<IdentitySession>;
  signIn(email: string, password: string): Promise<IdentitySession>;
  /** INVALID_PASSWORD when the current one is wrong, WEAK_PASSWORD; answers a fresh session. */
  changePassword(
    account: IdentityAccount,
    currentPassword: string,
    newPassword: string,
  ): Promise<IdentitySession>;
  /** INVALID_PASSWORD, INVALID_EMAIL, EMAIL_EXISTS; answers a fresh session under the new address. */
  changeEmail(
    account: IdentityAccount,
    currentPassword: string,
    newEmail: string,
  ): Promise<IdentitySession>;
  /** For a reset link or a recovery code. Firebase refuses it (OPERATION_NOT_ALLOWED): only its own reset email can. */
  setPassword(id: string, newPassword: AcceptedPassword): Promise<void>;
  /** Trimmed, any case, signed in or not. Firebase refuses it: looking accounts up needs the Admin SDK. */
  findAccount(email: string): Promise<{ id: string; email: string } | null>;
  mustChangePassword(id: string): Promise<boolean>;
  /** When the provider sends its own (Firebase); an unknown address is no error. */
  sendPasswordReset?(email: string): Promise<void>;
}
