import { accountStore, isConfiguredEditor } from "@/lib/account/roles";
import { accountChangeSchema, accountFailure } from "@/lib/account/roles/http";
import { authorize } from "@/lib/account/auth/session";
import { KiB, readJson } from "@/lib/http/read-body";
import {
  invalidInput,
  jsonError,
  privateJson,
  refuseAllBut,
} from "@/lib/http/responses";

type Context = { params: Promise<{ id: string }> };

/**
 * PATCH /api/accounts/{id} (editors) `{ role?, disabled? }`: 403 when editors
 * would demote or disable themselves (one tap must not lock them out); 409
 * when the configuration (the first admin, ADMIN_EMAIL, ADMIN_EMAILS) makes
 * the account an editor, or when no active editor would remain.
 */
export async function PATCH(req: Request, context: Context) {
  const auth = await authorize(req, "editor");
  if (!auth.ok) return auth.response;
  const body = await readJson(req, 4 * KiB);
  if (!body.ok) return body.response;
  const parsed = accountChangeSchema.safeParse(body.value);
  if (!parsed.success) return invalidInput(parsed.error);
  const { id } = await context.params;
  const stepsDown =
    parsed.data.role === "member" || parsed.data.disabled === true;
  if (stepsDown && id === auth.user.id)
    return jsonError(
      403,
      "You cannot take the editor role from your own account or disable it; another editor can",
    );
  try {
    const store = accountStore();
    const current = await store.get(id);
    if (!current) return jsonError(404, `No account with id ${id}`);
    if (stepsDown && isConfiguredEditor(current.email))
      return jsonError(
        409,
        "This account is an editor through the server's configuration (the first admin account, ADMIN_EMAIL or ADMIN_EMAILS); change it there",
      );
    return privateJson(await store.update(id, parsed.data));
  } catch (error) {
    return accountFailure(error);
  }
}

export const { GET, POST, PUT, DELETE } = refuseAllBut("PATCH");
