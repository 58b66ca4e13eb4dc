import { NextResponse, type NextRequest } from "next/server";
import { readSession } from "@/lib/auth/token";

/**
 * Runs only where something must happen before routing (see `config.matcher`):
 * the French paths lead to the under-construction page, and the admin editor
 * sends anonymous visitors to /login. Static pages never pass through here.
 * The gate is a convenience: the page and every write route check the session themselves.
 */
export async function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/fr" || pathname.startsWith("/fr/")) {
    return NextResponse.redirect(new URL("/underconstruction", request.url));
  }
  if (pathname === "/addProducts") {
    const cookies = Object.fromEntries(
      request.cookies.getAll().map((c) => [c.name, c.value]),
    );
    // An expired provider token counts as signed out.
    if (!(await readSession(cookies))) {
      const login = new URL("/login", request.url);
      login.searchParams.set("callbackUrl", "/addProducts");
      return NextResponse.redirect(login);
    }
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/fr", "/fr/:path*", "/addProducts"],
  // The session key may live in the embedded database (DATA_DIR), which only Node can read.
  runtime: "nodejs",
};
