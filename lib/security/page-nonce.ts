import { NextResponse, type NextRequest } from "next/server";
import { noncePolicy } from "./policy.cjs";

// On Vercel no server of ours adds script hashes (scripts/server.mjs): pages render per request with
// a fresh nonce, which Next.js puts on every inline script it renders (its documented approach).
export function withPageNonce(request: NextRequest): NextResponse {
  const nonce = btoa(crypto.randomUUID());
  const policy = noncePolicy(nonce, request.nextUrl.pathname);
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}
