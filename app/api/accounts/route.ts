import { accountStore } from "@/lib/account/roles";
import { accountFailure } from "@/lib/account/roles/http";
import { authorize } from "@/lib/account/auth/session";
import { privateJson, refuseAllBut } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/** GET /api/accounts (editors): every account with its role and whether it is disabled. */
export async function GET(req: Request) {
  const auth = await authorize(req, "editor");
  if (!auth.ok) return auth.response;
  try {
    return privateJson(await accountStore().list());
  } catch (error) {
    return accountFailure(error);
  }
}

export const { POST, PUT, PATCH, DELETE } = refuseAllBut("GET");
