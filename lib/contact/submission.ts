import { readFields, type SubmissionKind } from "@/lib/http/form-post";
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

/** A JSON object as it is; a form's fields, its list's rows read from the repeated fields. */
export async function readSubmission(
  req: Request,
  kind: SubmissionKind,
  limit: number,
): Promise<Record<string, unknown>> {
  const { fields, form } = await readFields(req, kind, limit);
  if (!form) return fields;
  // The list's rows are repeated fields; a field named "list" cannot stand in for them.
  for (const name of Object.values(LIST_FIELDS)) delete fields[name];
  fields.list = listFromForm(form);
  return fields;
}
