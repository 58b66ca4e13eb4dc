import "@/lib/validation/jitless";
import * as z from "zod/mini";

import { MAX_AMOUNT, MAX_NAME_LENGTH, MIN_AMOUNT } from "./limits";

const nameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "nameRequired"),
    z.maxLength(MAX_NAME_LENGTH, "nameTooLong"),
  );

/**
 * One ingredient as the list keeps it: a trimmed, non-empty name and a
 * positive amount. Shared by the form, the store and the stored data; the
 * messages are ShoppingList keys.
 */
export const ingredientSchema = z.object({
  name: nameSchema,
  amount: z
    .number("amountInvalid")
    .check(
      z.gte(MIN_AMOUNT, "amountPositive"),
      z.lte(MAX_AMOUNT, "amountTooLarge"),
    ),
});

/** A soap on the list: its amount is a whole number of bars. */
export const soapSchema = z.object({
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
