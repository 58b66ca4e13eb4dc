import { parseAmount } from "@/lib/shopping-list/amount";
import { LIST_FIELDS } from "./rules";

const textOf = (value: FormDataEntryValue | undefined) =>
  typeof value === "string" ? value : "";

/**
 * The order list of a plain form post: the n-th `listName` with the n-th
 * `listAmount`, amounts read as the list page reads them ("1,5" is 1.5).
 * Rows left empty are dropped; a half-filled row stays, for the schema to
 * refuse (an amount that is no number becomes NaN). No rows: no list.
 */
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
