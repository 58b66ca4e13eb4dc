import { NextResponse, type NextRequest } from "next/server";
import { requestSession } from "@/lib/account/auth/token";
import { contentSecurityPolicy } from "@/lib/security/policy.cjs";

/**
 * Runs only where something must happen before routing (see `config.matcher`):
 * `/` leads to /home, the French paths to the under-construction page, and the admin
 * pages send anonymous visitors to /login and are otherwise rendered per request with
 * a fresh script nonce in their Content-Security-Policy. Static pages never pass through here.
 * The gate is a convenience: the page and every write route check the session themselves.
 */
export async function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/") return redirect(request, "/home", 308);
  if (pathname === "/fr" || pathname.startsWith("/fr/")) {
    return redirect(request, "/underconstruction", 307);
  }
  if (SIGNED_IN_PAGES.includes(pathname)) {
    // An expired or ended session counts as signed out.
    if (!(await requestSession(request).catch(() => null))) {
      const login = new URL("/login", request.url);
      login.searchParams.set("callbackUrl", pathname);
      return redirect(request, login, 307);
    }
    return withNonce(request);
  }
  return NextResponse.next();
}

function redirect(request: NextRequest, to: string | URL, status: 307 | 308) {
  const response = NextResponse.redirect(new URL(to, request.url), status);
  response.headers.set("Content-Security-Policy", contentSecurityPolicy());
  return response;
}

/**
 * Next.js reads the nonce from the request's policy and puts it on every inline
 * script of the page it renders; the browser gets the same policy.
 */
function withNonce(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy([`'nonce-${nonce}'`]);
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

// The admin area: rendered per request, for signed-in accounts only.
const SIGNED_IN_PAGES = [
  "/addProducts",
  "/editors",
  "/messages",
  "/history",
  "/account/password",
];

export const config = {
  matcher: [
    "/",
    "/fr",
    "/fr/:path*",
    "/addProducts",
    "/editors",
    "/messages",
    "/history",
    "/account/password",
  ],
  // The session key may live in the embedded database (DATA_DIR), which only Node can read.
  runtime: "nodejs",
};
