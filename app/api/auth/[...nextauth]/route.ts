import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { explainRefusal, prepareAuthPost } from "@/lib/account/auth/auth-post";
import { refuseBadCallbackUrl } from "@/lib/account/auth/callback-guard";
import { sessionCookieName } from "@/lib/account/auth/cookies";
import { authOptions } from "@/lib/account/auth/session";
import { HttpError, jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { logFailure } from "@/lib/log-failure";

type Params = Record<string, unknown>;

// The next-auth GET endpoints we use (signin and error only redirect to /login).
const GET_ACTIONS = ["csrf", "session", "providers", "signin", "error"];

// Next.js hands route handlers a NextRequest (of its own copy of the class:
// instanceof fails, and copying it throws); route() passes it on as a Request.
const nextRequest = (req: Request) => req as NextRequest;

async function run(req: NextRequest, params: Params): Promise<Response> {
  try {
    return await NextAuth(await authOptions())(req, {
      params: Promise.resolve(params),
    });
  } catch (error) {
    logFailure("[auth] next-auth failed", error);
    return jsonError(
      503,
      "Signing in is unavailable at the moment; try again shortly",
    );
  }
}

const actionOf = ({ nextauth }: Params) =>
  (Array.isArray(nextauth) ? nextauth : []).join("/");

export const GET = route({ role: "visitor" }, async ({ req, params }) => {
  const action = actionOf(params);
  if (!GET_ACTIONS.includes(action))
    throw new HttpError(404, `Unknown sign-in action "${action}"`);
  const request = nextRequest(req);
  const refused = refuseBadCallbackUrl(request);
  if (refused) return refused;
  const response = await run(request, params);
  return action === "csrf" ? response : onlySessionCookie(response);
});

/*
 * next-auth mints a CSRF token, and sets its cookie, on every request that
 * comes without one. A session check answered while a sign-in is under way
 * would then replace the cookie the sign-in's token belongs to, and the
 * sign-in fails its CSRF check at random. Only /api/auth/csrf, whose answer
 * carries the token, sets that cookie; the other GETs may only renew the
 * session (and set no callback-URL cookie either: we never redirect).
 */
function onlySessionCookie(response: Response): Response {
  const session = `${sessionCookieName()}=`;
  const cookies = response.headers.getSetCookie();
  const kept = cookies.filter((cookie) => cookie.startsWith(session));
  if (kept.length === cookies.length) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const cookie of kept) headers.append("set-cookie", cookie);
  const { status, statusText } = response;
  return new Response(response.body, { status, statusText, headers });
}

export const POST = route({ role: "visitor" }, async ({ req, params }) => {
  const { request, email, callbackUrl } = await prepareAuthPost(
    req,
    actionOf(params),
  );
  return (
    refuseBadCallbackUrl(request, callbackUrl) ??
    explainRefusal(request, await run(request, params), email)
  );
});
