import "server-only";
import { encode } from "next-auth/jwt";
import { NextResponse } from "next/server";
import { accountStore } from "@/lib/account/roles";
import { HttpError } from "@/lib/http/responses";
import { logFailure } from "@/lib/log-failure";
import type { IdentitySession } from "@/lib/account/identity/types";
import { cookieSettings } from "./cookies";
import { deviceCookie } from "./device";
import { passwordSet } from "./password-set";
import { authSecret } from "./secret";
import { sessionMaxAge, type SessionClaims } from "./session";

// Issues this session again as begun just after, with the provider's fresh token and address
// (`fresh`), and the device cookie for the new password just proven from `req`'s browser.
export async function endOtherSessions(
  claims: SessionClaims,
  fresh?: { session: IdentitySession; req: Request },
): Promise<Response> {
  const now = Date.now();
  try {
    // New credentials (`fresh`) also end what else the old ones allowed.
    await (fresh
      ? passwordSet(claims.sub, now)
      : accountStore().endSessions(claims.sub, now));
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
    { ok: true },
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
