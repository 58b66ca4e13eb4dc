import { readJson, readText } from "@/lib/http/read-body";
import { jsonError } from "@/lib/http/responses";
import { listFromForm } from "./form-list";
import { LIST_FIELDS } from "./rules";

/** How the message came: JSON from the form's script, or a plain form post (no JavaScript). */
export type SubmissionKind = "json" | "form";

export function submissionKind(req: Request): SubmissionKind | null {
  const type = (req.headers.get("content-type") ?? "").toLowerCase();
  if (/^application\/(.+\+)?json\b/.test(type)) return "json";
  if (
    type.startsWith("application/x-www-form-urlencoded") ||
    type.startsWith("multipart/form-data")
  )
    return "form";
  return null;
}

export type SubmissionResult =
  | { ok: true; fields: Record<string, unknown> }
  | { ok: false; response: Response };

/**
 * Reads the posted fields (at most `limit` bytes) as a plain object; files
 * are ignored. A form post's order rows become `list` (./form-list).
 */
export async function readSubmission(
  req: Request,
  kind: SubmissionKind,
  limit: number,
): Promise<SubmissionResult> {
  if (kind === "json") {
    const body = await readJson(req, limit);
    if (!body.ok) return body;
    const value = body.value;
    const fields =
      value && typeof value === "object" && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    return { ok: true, fields };
  }
  const text = await readText(req, limit);
  if (!text.ok) return text;
  const type = req.headers.get("content-type") ?? "";
  let form: FormData;
  try {
    // The body is already within the limit; let the platform parse either encoding.
    form = await new Response(text.value, {
      headers: { "content-type": type },
    }).formData();
  } catch {
    return {
      ok: false,
      response: jsonError(400, "The form data could not be read"),
    };
  }
  const fields: Record<string, unknown> = {};
  const listFields: readonly string[] = Object.values(LIST_FIELDS);
  for (const [name, value] of form.entries()) {
    if (
      typeof value === "string" &&
      !(name in fields) &&
      !listFields.includes(name)
    )
      fields[name] = value;
  }
  // The list's rows are repeated fields; a field named "list" cannot stand in for them.
  fields.list = listFromForm(form);
  return { ok: true, fields };
}
