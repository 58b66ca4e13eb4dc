import {
  allowed,
  linkInvalid,
  passwordResetText,
} from "@/lib/account/auth/errors";
import { resetSchema } from "@/lib/account/auth/credentials";
import { resetAttempt } from "@/lib/account/auth/rate-limits";
import { resetLinks } from "@/lib/account/auth/reset-links";
import { clientAddress } from "@/lib/http/origin";
import { KiB } from "@/lib/http/read-body";
import { privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** A POST, because the token must stay out of URLs and logs. Does not use the link up. */
export const POST = route(
  {
    role: "visitor",
    store: "accounts",
    body: resetSchema.pick({ token: true }),
    limit: 4 * KiB,
    words: (key, field) =>
      field === "body" ? "Send token in a JSON object" : passwordResetText(key),
  },
  async ({ req, body: { token } }) => {
    await allowed(resetAttempt(clientAddress(req)));
    const link = await resetLinks().peek(token);
    if (!link) throw linkInvalid();
    return privateJson({ expiresAt: new Date(link.expiresAt).toISOString() });
  },
);
