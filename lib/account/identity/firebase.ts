import "server-only";
import { z } from "zod";
import { acceptedPassword } from "./password-policy";
import {
  IdentityError,
  type IdentityAccount,
  type IdentityProvider,
  type IdentitySession,
} from "./types";

const answerSchema = z.object({
  idToken: z.string(),
  localId: z.string(),
  email: z.string().optional().catch(undefined),
  expiresIn: z.coerce.number().positive().catch(3600),
});

export class FirebaseIdentity implements IdentityProvider {
  constructor(
    private readonly options: {
      apiKey: string;
      emulatorHost?: string;
      timeoutMs?: number;
    },
  ) {}

  async signUp(email: string, password: string): Promise<IdentitySession> {
    // Our rule on top of the project's own: both backends refuse the same passwords.
    await acceptedPassword(password, email);
    return this.call("accounts:signUp", { email, password }, email);
  }

  signIn(email: string, password: string): Promise<IdentitySession> {
    return this.call("accounts:signInWithPassword", { email, password }, email);
  }

  // Firebase refuses a password change on an old sign-in (CREDENTIAL_TOO_OLD_LOGIN_AGAIN),
  // and the session's token may be an hour old.
  async changePassword(
    account: IdentityAccount,
    currentPassword: string,
    newPassword: string,
  ): Promise<IdentitySession> {
    const fresh = await this.signInAgain(account, currentPassword);
    await acceptedPassword(newPassword, fresh.email);
    return this.call(
      "accounts:update",
      { idToken: fresh.idToken, password: newPassword },
      fresh.email,
    );
  }

  // Like a password change: a fresh sign-in first. Firebase revokes the account's earlier tokens.
  async changeEmail(
    account: IdentityAccount,
    currentPassword: string,
    newEmail: string,
  ): Promise<IdentitySession> {
    const fresh = await this.signInAgain(account, currentPassword);
    const email = newEmail.trim().toLowerCase();
    return this.call(
      "accounts:update",
      { idToken: fresh.idToken, email },
      email,
    );
  }

  private async signInAgain(account: IdentityAccount, password: string) {
    const fresh = await this.signIn(account.email, password);
    // The address may have passed to another account since this session began.
    if (fresh.id !== account.id) throw new IdentityError("USER_MISMATCH");
    return fresh;
  }

  /** Without the Admin SDK's credentials nobody else's password can be set, nor an account looked up. */
  setPassword(): Promise<void> {
    return Promise.reject(new IdentityError("OPERATION_NOT_ALLOWED"));
  }

  findAccount(): Promise<null> {
    return Promise.reject(new IdentityError("OPERATION_NOT_ALLOWED"));
  }

  // Firebase accounts choose their own passwords.
  async mustChangePassword(): Promise<boolean> {
    return false;
  }

  // Its link leads to Firebase's page, which sets the password.
  async sendPasswordReset(email: string): Promise<void> {
    try {
      await this.post("accounts:sendOobCode", {
        requestType: "PASSWORD_RESET",
        email,
      });
    } catch (error) {
      if (!(error instanceof IdentityError && error.code === "EMAIL_NOT_FOUND"))
        throw error;
    }
  }

  private async call(
    method: string,
    fields: Record<string, string>,
    email: string,
  ): Promise<IdentitySession> {
    const answer = answerSchema.safeParse(
      await this.post(method, { ...fields, returnSecureToken: true }),
    );
    if (!answer.success)
      throw new IdentityError("MALFORMED_PROVIDER_RESPONSE", 502);
    const { localId: id, idToken, expiresIn } = answer.data;
    return { email: answer.data.email ?? email, id, idToken, expiresIn };
  }

  private async post(
    method: string,
    fields: Record<string, unknown>,
  ): Promise<unknown> {
    const { apiKey, emulatorHost } = this.options;
    const origin = emulatorHost
      ? `http://${emulatorHost}/identitytoolkit.googleapis.com`
      : "https://identitytoolkit.googleapis.com";
    const url = `${origin}/v1/${method}?key=${encodeURIComponent(apiKey)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(fields),
        // No `cache` option: never cached, also when a page's render signs the reader in.
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch {
      // The URL holds the API key and the body the password: report neither.
      throw new IdentityError("PROVIDER_UNREACHABLE", 502);
    }
    const body = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) {
      const message = (body as { error?: { message?: unknown } } | null)?.error
        ?.message;
      throw new IdentityError(
        typeof message === "string" ? message : "",
        response.status,
      );
    }
    return body;
  }
}
