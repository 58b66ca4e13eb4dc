import { readJson, readText } from "./read-body";
import { HttpError } from "./responses";

// A form the browser posts without JavaScript, or the same fields as JSON from a script: routes
// that take both answer a form with a page (or a 303) and a script with JSON.

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

/**
 * The body's fields: a JSON object as it is (anything else reads as no field), a form's text fields
 * (the first of each name; files ignored) with the form itself for repeated ones. An unreadable
 * body throws an HttpError (413, 415, 400).
 */
export async function readFields(
  req: Request,
  kind: SubmissionKind,
  limit: number,
): Promise<{ fields: Record<string, unknown>; form: FormData | null }> {
  if (kind === "json") {
    const value = await readJson(req, limit);
    return {
      fields:
        value && typeof value === "object" && !Array.isArray(value)
          ? (value as Record<string, unknown>)
          : {},
      form: null,
    };
  }
  const text = await readText(req, limit);
  const type = req.headers.get("content-type") ?? "";
  // The body is already within the limit; let the platform parse either encoding.
  const form = await new Response(text, { headers: { "content-type": type } })
    .formData()
    .catch(() => {
      throw new HttpError(400, "The form data could not be read");
    });
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries())
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return { fields, form };
}
