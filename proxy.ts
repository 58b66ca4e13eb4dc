import { NextResponse, type NextRequest } from "next/server";
import { ADMIN_PATHS } from "@/lib/admin-pages";
import { requestSession } from "@/lib/account/auth/session";
import { withPageNonce } from "@/lib/security/page-nonce";
import { contentSecurityPolicy } from "@/lib/security/policy.cjs";

// Sending anonymous visitors to /login is a convenience: the pages and write routes check the
// session themselves. On Vercel each page gets its script nonce here.
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/") return redirect(request, "/home", 308);
  if (pathname === "/fr" || pathname.startsWith("/fr/")) {
    return redirect(request, "/underconstruction", 307);
  }
  if (ADMIN_PATHS.includes(pathname)) {
    // An expired or ended session counts as signed out.
    if (!(await requestSession(request).catch(() => null))) {
      const login = new URL("/login", request.url);
      login.searchParams.set("callbackUrl", pathname);
      return redirect(request, login, 307);
    }
  }
  return process.env.VERCEL ? withPageNonce(request) : NextResponse.next();
}

function redirect(request: NextRequest, to: string | URL, status: 307 | 308) {
  const response = NextResponse.redirect(new URL(to, request.url), status);
  response.headers.set("Content-Security-Policy", contentSecurityPolicy());
  return response;
}

export const config = {
  // Every page (for the nonce on Vercel); never API routes, build files, images,
  // uploaded photos, social cards or the generated metadata files.
  matcher: [
    "/((?!api/|_next/|images/|media/|icon\\.svg|robots\\.txt|sitemap\\.xml|.*/opengraph-image).*)",
  ],
  // No runtime option: a proxy always runs on Node.js, which the session key
  // in the embedded database (DATA_DIR) needs.
};
