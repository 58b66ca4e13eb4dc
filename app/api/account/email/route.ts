import {
  allowed,
  authError,
  changeEmailText,
  invalidField,
  providerFailure,
  withCurrentPassword,
} from "@/lib/account/auth/errors";
import { emailChangeSchema } from "@/lib/account/auth/credentials";
import { endOtherSessions } from "@/lib/account/auth/end-sessions";
import { emailChangeAttempt } from "@/lib/account/auth/rate-limits";
import { identity, IdentityError } from "@/lib/account/identity";
import {
  accountStore,
  addressFromConfiguration,
  isReservedAddress,
} from "@/lib/account/roles";
import { clientAddress } from "@/lib/http/origin";
import { KiB } from "@/lib/http/read-body";
import { HttpError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const unavailable = () =>
  new HttpError(409, changeEmailText("emailUnavailable"), {
    fields: { newEmail: changeEmailText("emailUnavailable") },
  });

/**
 * PUT: 409 on newEmail for a taken or editor-reserved address (one text for both, so no one
 * learns which); 409 without a field when the configuration sets this account's address; 429
 * after 5 changes tried in 10 minutes by the account or from its client address.
 */
export const PUT = route(
  {
    role: "signed-in",
    store: "accounts",
    body: emailChangeSchema,
    limit: 16 * KiB,
    words: (key, field) =>
      field === "body"
        ? "Send currentPassword and newEmail in a JSON object"
        : changeEmailText(key),
  },
  async ({ req, auth, body: { currentPassword, newEmail } }) => {
    const { id, email } = auth.user;
    if (addressFromConfiguration(email))
      throw new HttpError(409, changeEmailText("configured"));
    if (newEmail === email.toLowerCase())
      throw invalidField("newEmail", changeEmailText("emailSame"));
    await allowed(emailChangeAttempt(id, clientAddress(req)));
    // Whoever held it would become an editor at a sign-in once it is configured (again).
    if (await isReservedAddress(newEmail)) throw unavailable();
    let fresh;
    try {
      fresh = await withCurrentPassword(
        req,
        auth.user,
        changeEmailText("currentWrong"),
        () =>
          identity().changeEmail(
            { id, email, idToken: auth.idToken },
            currentPassword,
            newEmail,
          ),
      );
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const code = error instanceof IdentityError ? error.code : "";
      if (code === "EMAIL_EXISTS") throw unavailable();
      if (code === "INVALID_EMAIL")
        throw invalidField("newEmail", changeEmailText("emailInvalid"));
      // Firebase with email-enumeration protection: only a verified address.
      if (code === "OPERATION_NOT_ALLOWED")
        throw new HttpError(409, changeEmailText("verifyFirst"));
      throw authError(providerFailure(error, "address change"));
    }
    await accountStore().record(id, fresh.email);
    return endOtherSessions(auth.claims, {
      session: fresh,
      req,
      changed: "address",
    });
  },
);
