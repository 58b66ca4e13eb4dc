import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { jsonError, unavailable } from "@/lib/http/responses";
import { logFailure } from "@/lib/log-failure";

/** PATCH /api/messages/{id}: only the read flag changes; any other field is named and refused. */
export const messageChangeSchema = z
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
  })
  .transform(({ read }) => ({ read }));

export const unknownMessage = (id: string) =>
  jsonError(404, `No message with id ${id}`);

/** The store failed (the database is out of reach, or refused): 503, logged. */
export function messageFailure(error: unknown): Response {
  logFailure("[messages] the message store failed", error);
  return unavailable(
    "Messages cannot be read or changed at the moment; try again shortly",
  );
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the request carries `Authorization: Bearer <secret>`, compared in constant time. */
export function hasBearer(req: Request, secret: string): boolean {
  const match = /^Bearer\s+(.+?)\s*$/i.exec(
    req.headers.get("authorization") ?? "",
  );
  // Digests have one length, so neither the comparison nor its length gives the secret away.
  const same = timingSafeEqual(digest(match?.[1] ?? ""), digest(secret));
  return match !== null && same;
}
