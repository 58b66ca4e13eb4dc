import { parseAmount } from "@/lib/shopping-list/amount";

// Money is a whole number of the currency's minor unit (cents; yen have none) everywhere on the
// server. No zod here: the order screen loads this to show a running total as the owner types.

/** The digits after the decimal mark the currency has: 2 for EUR, 0 for JPY, 3 for KWD. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat("en", {
      style: "currency",
      currency,
    }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** Stripe's ceiling for one charge (8 digits in minor units); no order may total more. */
export const MOST_MINOR = 99_999_999;

/**
 * What the owner typed ("9,50", "9.5", "1 200") in minor units, read as every typed amount on the
 * site is (lib/shopping-list/amount.ts); null when it is no amount of this currency: not a number,
 * below 0, more decimals than the currency has, or more than one charge can carry.
 */
export function parseMoney(text: string, currency: string): number | null {
  const amount = parseAmount(text);
  if (!Number.isFinite(amount) || amount < 0) return null;
  const digits = minorDigits(currency);
  const decimals = /[.,](\d*)\s*$/.exec(text)?.[1]?.length ?? 0;
  if (decimals > digits) return null;
  const minor = Math.round(amount * 10 ** digits);
  return minor <= MOST_MINOR ? minor : null;
}

/** The amount as the owner would type it ("9.50"): what parseMoney reads back the same. */
export function moneyText(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** "€9.50", "¥950": for people, never read back. */
export function formatMoney(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(
    minor / 10 ** digits,
  );
}

type Priced = { quantity: number; unitPrice: number };

/** The one sum: every line's quantity × unit price, plus shipping. */
export function orderTotal(lines: readonly Priced[], shipping: number): number {
  return lines.reduce(
    (sum, line) => sum + line.quantity * line.unitPrice,
    shipping,
  );
}
