import { authorize } from "@/lib/account/auth/session";
import { KiB, readJson } from "@/lib/http/read-body";
import { invalidInput, privateJson, refuseAllBut } from "@/lib/http/responses";
import { messageStore } from "@/lib/messages";
import {
  messageChangeSchema,
  messageFailure,
  unknownMessage,
} from "@/lib/messages/http";

type Context = { params: Promise<{ id: string }> };

/** PATCH /api/messages/{id} (editors) `{ "read": boolean }`: the updated message. */
export async function PATCH(req: Request, context: Context) {
  const auth = await authorize(req, "editor");
  if (!auth.ok) return auth.response;
  const body = await readJson(req, 1 * KiB);
  if (!body.ok) return body.response;
  const parsed = messageChangeSchema.safeParse(body.value);
  if (!parsed.success) return invalidInput(parsed.error);
  const { id } = await context.params;
  try {
    const message = await messageStore().setRead(id, parsed.data.read);
    return message ? privateJson(message) : unknownMessage(id);
  } catch (error) {
    return messageFailure(error);
  }
}

/** DELETE /api/messages/{id} (editors): 204. */
export async function DELETE(req: Request, context: Context) {
  const auth = await authorize(req, "editor");
  if (!auth.ok) return auth.response;
  const { id } = await context.params;
  try {
    if (!(await messageStore().remove(id))) return unknownMessage(id);
    return new Response(null, { status: 204 });
  } catch (error) {
    return messageFailure(error);
  }
}

export const { GET, POST, PUT } = refuseAllBut("PATCH", "DELETE");
