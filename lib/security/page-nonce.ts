import { NextResponse, type NextRequest } from "next/server";
import { noncePolicy } from "./policy.cjs";

/**
 * On Vercel, where no server of ours adds each page's script hashes as it is
 * answered (scripts/server.mjs), every page is rendered per request with a fresh
 * nonce: Next.js reads it from the request's policy and puts it on every inline
 * script of the page it renders (its documented nonce approach); the browser gets
 * the same policy. Pages render per request there (components/layout/site-document.tsx).
 */
export function withPageNonce(request: NextRequest): NextResponse {
  const nonce = btoa(crypto.randomUUID());
  const policy = noncePolicy(nonce);
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}
