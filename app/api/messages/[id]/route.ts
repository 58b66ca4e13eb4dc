import { z } from "zod";
import { KiB } from "@/lib/http/read-body";
import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { messageStore } from "@/lib/inbox";

const unknownMessage = (id: string) =>
  new HttpError(404, `No message with id ${id}`);

const messageChange = z
  .looseObject(
    { read: z.boolean("must be true or false") },
    'must be an object such as { "read": true }',
  )
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value))
      if (key !== "read")
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: 'cannot be changed; send only "read"',
        });
  });

export const PATCH = route(
  { role: "editor", store: "messages", body: messageChange, limit: 1 * KiB },
  async ({ body, params: { id } }) => {
    const message = await messageStore().setRead(id, body.read);
    if (!message) throw unknownMessage(id);
    return privateJson(message);
  },
);

export const DELETE = route(
  { role: "editor", store: "messages" },
  async ({ params: { id } }) => {
    if (!(await messageStore().remove(id))) throw unknownMessage(id);
    return new Response(null, { status: 204 });
  },
);
