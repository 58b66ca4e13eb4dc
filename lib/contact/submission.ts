import { readJson, readText } from "@/lib/http/read-body";
import { HttpError } from "@/lib/http/responses";
import { parseAmount } from "@/lib/shopping-list/amount";
import { LIST_FIELDS } from "./rules";

const textOf = (value: FormDataEntryValue | undefined) =>
  typeof value === "string" ? value : "";

// Empty rows are dropped; a half-filled one stays for the schema to refuse (a non-number amount
// becomes NaN). No rows: no list.
export function listFromForm(form: FormData): unknown[] | undefined {
  const names = form.getAll(LIST_FIELDS.name);
  const amounts = form.getAll(LIST_FIELDS.amount);
  const rows: unknown[] = [];
  for (let i = 0; i < Math.max(names.length, amounts.length); i++) {
    const name = textOf(names[i]);
    const amount = textOf(amounts[i]);
    if (name.trim() === "" && amount.trim() === "") continue;
    rows.push({ name, amount: parseAmount(amount) });
  }
  return rows.length > 0 ? rows : undefined;
}

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

/** Files are ignored; an unreadable body throws an HttpError (413, 415, 400). */
export async function readSubmission(
  req: Request,
  kind: SubmissionKind,
  limit: number,
): Promise<Record<string, unknown>> {
  if (kind === "json") {
    const value = await readJson(req, limit);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
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
  return fields;
}
