import "server-only";
import { encode } from "next-auth/jwt";
import { NextResponse } from "next/server";
import { accountStore } from "@/lib/account/roles";
import { HttpError } from "@/lib/http/responses";
import { logFailure } from "@/lib/log-failure";
import type { IdentitySession } from "@/lib/account/identity/types";
import { cookieSettings } from "./cookies";
import { deviceCookie } from "./device";
import { credentialsChanged, passwordSet } from "./password-set";
import { authSecret } from "./secret";
import { sessionMaxAge, type SessionClaims } from "./session";

/** New credentials, just proven from `req`'s browser: the provider's fresh session, and which one changed. */
type Change = {
  session: IdentitySession;
  req: Request;
  changed: "password" | "address";
};

// Issues this session again as begun just after, with the provider's fresh token and address,
// and the device cookie for the new credentials. A new password answers its new recovery codes
// (local accounts), for this screen to show once.
export async function endOtherSessions(
  claims: SessionClaims,
  fresh?: Change,
): Promise<Response> {
  const now = Date.now();
  let codes: string[] | null = null;
  try {
    // New credentials also end what else the old ones allowed; recovery codes belong to the
    // account, not its address, and end with the password only.
    if (fresh?.changed === "password")
      codes = await passwordSet(claims.sub, now);
    else if (fresh) await credentialsChanged(claims.sub, now);
    else await accountStore().endSessions(claims.sub, now);
  } catch (error) {
    logFailure("[auth] other sessions could not be ended", error);
    throw new HttpError(
      503,
      "The other sessions could not be ended at the moment: try signing out everywhere else again shortly",
    );
  }
  // Same expiry: the browser's session timers stay right.
  const token: SessionClaims = {
    ...claims,
    ...(fresh && {
      idToken: fresh.session.idToken,
      email: fresh.session.email,
    }),
    signedInAt: now + 1,
  };
  const maxAge = sessionMaxAge();
  const { name, options } = cookieSettings().sessionToken!;
  const response = NextResponse.json(
    { ok: true, ...(codes && { codes }) },
    { headers: { "Cache-Control": "no-store" } },
  );
  if (fresh)
    response.headers.append(
      "set-cookie",
      await deviceCookie(fresh.req.headers.get("cookie"), token.email),
    );
  response.cookies.set(
    name,
    await encode({ token, secret: await authSecret(), maxAge }),
    { ...options, maxAge },
  );
  return response;
}
