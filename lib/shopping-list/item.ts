import "@/lib/validation/jitless";
import * as z from "zod/mini";
import type { Ingredient } from "@/lib/products/types";
import { fieldWarnings } from "@/lib/validation/field-errors";
import { parseAmount } from "./amount";
import {
  MAX_AMOUNT,
  MAX_NAME_LENGTH,
  MIN_AMOUNT,
  type ITEM_KINDS,
} from "./limits";

export type { Ingredient };

const nameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "nameRequired"),
    z.maxLength(MAX_NAME_LENGTH, "nameTooLong"),
  );

/**
 * One ingredient as the list keeps it: a trimmed, non-empty name and a
 * positive amount (./stored-list reads stored lines by the same rules,
 * without zod). The messages are ShoppingList keys.
 */
const ingredientSchema = z.object({
  name: nameSchema,
  amount: z
    .number("amountInvalid")
    .check(
      z.gte(MIN_AMOUNT, "amountPositive"),
      z.lte(MAX_AMOUNT, "amountTooLarge"),
    ),
});

/** A soap on the list: its amount is a whole number of bars. */
const soapSchema = z.object({
  name: nameSchema,
  amount: z
    .int("barsWhole")
    .check(z.gte(1, "barsWhole"), z.lte(MAX_AMOUNT, "amountTooLarge")),
});

/** Names match ignoring case and surrounding spaces (" APPLES " is "apples"). */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Sums without binary noise such as 0.1 + 0.2 = 0.30000000000000004, capped
 * so that a merged line stays valid when it is saved and loaded again.
 */
export function addAmounts(a: number, b: number): number {
  return Math.min(MAX_AMOUNT, Math.round((a + b) * 1000) / 1000);
}

/** A soap (its amount a number of bars) or an ingredient of a recipe. */
export type ItemKind = (typeof ITEM_KINDS)[number];

/** One line of the list. */
export type ListItem = { kind: ItemKind; name: string; amount: number };

/** A line to add: without a kind it is an ingredient (the form, a recipe). */
export type NewItem = Ingredient & { kind?: ItemKind };

/** The name and amount rules of a line of this kind (the form checks with these). */
const fieldsSchemaFor = (kind: ItemKind) =>
  kind === "soap" ? soapSchema : ingredientSchema;

/** Two lines are one when they are of the same kind and have the same name. */
export const sameLine = (
  a: Pick<ListItem, "kind" | "name">,
  b: Pick<ListItem, "kind" | "name">,
) => a.kind === b.kind && sameName(a.name, b.name);

/** The line cleaned up (trimmed name, a kind), or null when it is not a valid line. */
export function normalizeItem(value: NewItem): ListItem | null {
  const kind = value.kind ?? "ingredient";
  if (kind !== "soap" && kind !== "ingredient") return null;
  const { data } = z.safeParse(fieldsSchemaFor(kind), value);
  return data ? { kind, ...data } : null;
}

/**
 * What the list's form typed, as a line of `kind`, or one message key per
 * invalid field (both at once when both are wrong). "1,5" is read as 1.5.
 */
export function readTypedLine(kind: ItemKind, name: string, amount: string) {
  const { data, error } = z.safeParse(fieldsSchemaFor(kind), {
    name,
    amount: parseAmount(amount),
  });
  return {
    value: data ?? null,
    errors: fieldWarnings(error, ["name", "amount"] as const),
  };
}
