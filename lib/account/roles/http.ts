import "server-only";
import { NextResponse } from "next/server";
import "@/lib/validation/jitless";
import { z } from "zod";
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
  if (isAccountNotFound(error))
    return NextResponse.json({ error: error.message }, { status: 404 });
  if (isLastEditor(error))
    return NextResponse.json({ error: error.message }, { status: 409 });
  logFailure("[accounts] the account store failed", error);
  return NextResponse.json(
    {
      error:
        "Accounts cannot be read or changed at the moment; try again shortly",
    },
    { status: 503 },
  );
}
