import "server-only";
import { z } from "zod";
import { jsonError } from "@/lib/http/responses";
import { isAccountNotFound, isLastEditor } from "./types";
import { logFailure } from "@/lib/log-failure";

/** PATCH /api/accounts/{id}: a role, a disabled flag, or both. */
export const accountChangeSchema = z
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

/** Maps an account-store failure to an answer: 404, 409, or 503 when the store is out of reach. */
export function accountFailure(error: unknown): Response {
  if (isAccountNotFound(error)) return jsonError(404, error.message);
  if (isLastEditor(error)) return jsonError(409, error.message);
  logFailure("[accounts] the account store failed", error);
  return jsonError(
    503,
    "Accounts cannot be read or changed at the moment; try again shortly",
  );
}
