import { endOtherSessions } from "@/lib/account/auth/end-sessions";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * POST /api/account/sessions: "Sign out everywhere else". Any signed-in
 * account ends all its other sessions (other browsers, a copied cookie) and
 * keeps this one. 401 signed out, 403 cross-site, 503 when the account store
 * cannot be written; 200 `{ ok: true }` with this session's cookie renewed.
 */
export const POST = route({ role: "signed-in" }, ({ auth }) =>
  endOtherSessions(auth.claims),
);
