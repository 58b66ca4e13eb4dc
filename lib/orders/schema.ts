import "@/lib/validation/jitless";
import { z } from "zod";
import { ID_PATTERN } from "@/lib/products/schema";
import { MOST_MINOR, orderTotal, parseMoney } from "./money";
import { ORDER_STATES, type Order, type OrderLine } from "./types";

// What an editor sends to make an order, checked by the screen and POST /api/orders alike. Amounts
// travel as typed ("9,50") and are read into minor units in the shop's currency (priceOrder).

const ORDER_LIMITS = {
  lines: 50,
  name: 120,
  quantity: 10_000,
  label: 100,
  note: 2000,
} as const;

/** Line breaks and runs of spaces become one space: a name or label is one line in a mail. */
const oneLine = (max: number, required?: string) => {
  const text = z
    .string("must be text")
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(max, `must be at most ${max} characters`));
  return required ? text.pipe(z.string().min(1, required)) : text;
};

const typedAmount = z
  .string('must be the amount as typed, e.g. "9.50"')
  .max(20, "must be an amount such as 9.50");

const lineInput = z.object({
  productId: z
    .string()
    .regex(ID_PATTERN, "must be a product's id")
    .nullish()
    .transform((v) => v ?? undefined),
  name: oneLine(ORDER_LIMITS.name, "enter what the line is"),
  quantity: z
    .number("must be a whole number")
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(ORDER_LIMITS.quantity, `must be at most ${ORDER_LIMITS.quantity}`),
  unitPrice: typedAmount,
});

export const orderInputSchema = z.object({
  messageId: z.string("must be the enquiry's id").min(1).max(200),
  lines: z
    .array(lineInput, "must be a list of lines")
    .min(1, "add at least one line")
    .max(ORDER_LIMITS.lines, `must hold at most ${ORDER_LIMITS.lines} lines`),
  shipping: z
    .object(
      { label: oneLine(ORDER_LIMITS.label), amount: typedAmount },
      "must be { label, amount }",
    )
    .default({ label: "", amount: "0" }),
  // Line breaks kept: the customer's page and the mail show it as typed.
  note: z
    .string("must be text")
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .max(
          ORDER_LIMITS.note,
          `must be at most ${ORDER_LIMITS.note} characters`,
        ),
    )
    .default(""),
});

export type OrderInput = z.output<typeof orderInputSchema>;

/** The lines, shipping and total in minor units of `currency`; `fields` names each amount it could not read. */
export function priceOrder(
  input: OrderInput,
  currency: string,
):
  | {
      lines: OrderLine[];
      shipping: Order["shipping"];
      total: number;
    }
  | { fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const read = (text: string, field: string, positive: boolean) => {
    const minor =
      text.trim() === "" && !positive ? 0 : parseMoney(text, currency);
    if (minor === null || (positive && minor === 0))
      fields[field] = positive
        ? `must be a price in ${currency} above 0, such as 9.50`
        : `must be an amount in ${currency}, such as 7.50, or 0`;
    return minor ?? 0;
  };
  const lines = input.lines.map((line, i) => ({
    ...(line.productId && { productId: line.productId }),
    name: line.name,
    quantity: line.quantity,
    unitPrice: read(line.unitPrice, `lines.${i}.unitPrice`, true),
  }));
  const shipping = {
    label: input.shipping.label,
    amount: read(input.shipping.amount, "shipping.amount", false),
  };
  const total = orderTotal(lines, shipping.amount);
  if (Object.keys(fields).length > 0) return { fields };
  if (total > MOST_MINOR)
    return {
      fields: {
        lines: `the total is more than one card payment can carry (${MOST_MINOR} in minor units of ${currency})`,
      },
    };
  return { lines, shipping, total };
}

/** An https address with no credentials: the carrier's tracking page. */
function isTrackingLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** An owner's change of state: `from` is the state the screen showed, so two editors never both move it. */
export const stateChangeSchema = z
  .object({
    from: z.enum(ORDER_STATES, "must be the state the order was in"),
    to: z.enum(
      ["paid", "shipped", "done", "cancelled"],
      "must be paid, shipped, done or cancelled",
    ),
    tracking: z
      .string("must be an https address")
      .trim()
      .max(500, "must be at most 500 characters")
      .refine(
        (v) => v === "" || isTrackingLink(v),
        "must be the tracking page's https address",
      )
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((change) => change.to === "shipped" || !change.tracking, {
    message: "goes only with shipped",
    path: ["tracking"],
  });
