import { z } from "zod";
import { resetLinks } from "@/lib/account/auth/reset-links";
import {
  accountStore,
  isConfiguredEditor,
  mayTakeDown,
} from "@/lib/account/roles";
import { KiB } from "@/lib/http/read-body";
import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

const accountChange = z
  .strictObject(
    {
      role: z
        .enum(["editor", "member"], 'must be "editor" or "member"')
        .optional(),
      disabled: z.boolean("must be true or false").optional(),
    },
    'must be an object such as { "role": "editor" }',
  )
  .refine((v) => v.role !== undefined || v.disabled !== undefined, {
    message: 'send "role" and/or "disabled"',
  });

/**
 * 403 when editors would demote or disable themselves (one tap must not lock them out), or
 * another editor without being the first admin or a configured editor (no editor bends
 * another's role to take the account over).
 */
export const PATCH = route(
  { role: "editor", store: "accounts", body: accountChange, limit: 4 * KiB },
  async ({ body, auth, params: { id } }) => {
    const stepsDown = body.role === "member" || body.disabled === true;
    if (stepsDown && id === auth.user.id)
      throw new HttpError(
        403,
        "You cannot take the editor role from your own account or disable it; another editor can",
      );
    const store = accountStore();
    const [current, actor] = await Promise.all([
      store.get(id),
      store.get(auth.user.id),
    ]);
    if (!current) throw new HttpError(404, `No account with id ${id}`);
    if (stepsDown && isConfiguredEditor(current))
      throw new HttpError(
        409,
        "This account is an editor through the server's configuration (the first admin account, ADMIN_EMAIL or ADMIN_EMAILS); change it there",
      );
    if (stepsDown && !mayTakeDown(actor, current))
      throw new HttpError(
        403,
        "Only the first admin or an editor named in the server's configuration (ADMIN_EMAIL, ADMIN_EMAILS) may take the editor role from another editor or disable one",
      );
    const changed = await store.update(id, body);
    // A link made for the member must not open the editor's account it now is.
    if (current.role === "member" && changed.role === "editor")
      await resetLinks().dropAll(id);
    return privateJson(changed);
  },
);
