import { NextResponse, type NextRequest } from "next/server";

/**
 * Runs only where something must happen before routing (see `config.matcher`):
 * the French paths lead to the under-construction page. Static pages never pass through here.
 */
export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/fr" || pathname.startsWith("/fr/")) {
    return NextResponse.redirect(new URL("/underconstruction", request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/fr", "/fr/:path*"],
};
