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

// ./stored-list reads stored lines by the same rules without zod; messages are ShoppingList keys.
const ingredientSchema = z.object({
  name: nameSchema,
  amount: z
    .number("amountInvalid")
    .check(
      z.gte(MIN_AMOUNT, "amountPositive"),
      z.lte(MAX_AMOUNT, "amountTooLarge"),
    ),
});

const soapSchema = z.object({
  name: nameSchema,
  amount: z
    .int("barsWhole")
    .check(z.gte(1, "barsWhole"), z.lte(MAX_AMOUNT, "amountTooLarge")),
});

/**
 * How a list names a soap of the catalogue ("Add to my list", and an order made from the enquiry):
 * shortened the same way each time, since a catalogue name may be longer than a line allows.
 */
export function soapLineName(productName: string): string {
  const name = productName.trim();
  return name.length <= MAX_NAME_LENGTH
    ? name
    : `${name.slice(0, MAX_NAME_LENGTH - 1).trimEnd()}\u2026`;
}

export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

// Rounded against float noise (0.1 + 0.2); capped so a merged line stays valid when saved and loaded.
export function addAmounts(a: number, b: number): number {
  return Math.min(MAX_AMOUNT, Math.round((a + b) * 1000) / 1000);
}

export type ItemKind = (typeof ITEM_KINDS)[number];

export type ListItem = { kind: ItemKind; name: string; amount: number };

/** A line to add: without a kind it is an ingredient (the form, a recipe). */
export type NewItem = Ingredient & { kind?: ItemKind };

const fieldsSchemaFor = (kind: ItemKind) =>
  kind === "soap" ? soapSchema : ingredientSchema;

export const sameLine = (
  a: Pick<ListItem, "kind" | "name">,
  b: Pick<ListItem, "kind" | "name">,
) => a.kind === b.kind && sameName(a.name, b.name);

export function normalizeItem(value: NewItem): ListItem | null {
  const kind = value.kind ?? "ingredient";
  if (kind !== "soap" && kind !== "ingredient") return null;
  const { data } = z.safeParse(fieldsSchemaFor(kind), value);
  return data ? { kind, ...data } : null;
}

/** One message key per invalid field (both when both are wrong); "1,5" reads as 1.5. */
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
