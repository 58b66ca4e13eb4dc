import { z } from "zod";
import { markSetupGuide, setupGuide } from "@/lib/account/setup-guide";
import { KiB } from "@/lib/http/read-body";
import { privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const guideMark = z.strictObject(
  {
    mark: z.enum(
      ["codes", "messages", "closed"],
      'must be "codes" (the recovery codes made last are kept), "messages" (how messages reach you is read) or "closed" (the guide, once every step is done)',
    ),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `send only "mark" (not ${issue.keys.join(", ")})`
        : 'must be an object such as { "mark": "messages" }',
  },
);

/** The editor's own guide: its steps, each done or not, from the facts and the editor's marks. */
export const GET = route(
  { role: "editor", store: "accounts" },
  async ({ auth }) => privateJson(await setupGuide(auth.user.id)),
);

/** 200 with the guide after the mark; 409 for "codes" with none to keep, "closed" while a step is not done. */
export const POST = route(
  { role: "editor", store: "accounts", body: guideMark, limit: 1 * KiB },
  async ({ auth, body }) =>
    privateJson(await markSetupGuide(auth.user.id, body.mark)),
);
