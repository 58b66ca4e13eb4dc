import { endOtherSessions } from "@/lib/account/auth/end-sessions";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const POST = route({ role: "signed-in" }, ({ auth }) =>
  endOtherSessions(auth.claims),
);
