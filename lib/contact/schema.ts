import "@/lib/validation/jitless";
import { z } from "zod/mini";
import { fieldWarnings } from "@/lib/validation/field-errors";
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  LIST_LIMITS,
  PHONE_RULE,
  type ContactField,
  type ContactWarning,
  type ListWarning,
} from "./rules";

export * from "./rules";

// Shared by the form and the route handler; issue messages are Contact.warnings keys so both word them alike.
// The form loads this module lazily: zod stays out of the page's first JavaScript.

const warning = (key: ContactWarning) => key;

/** Line breaks, tabs and runs of spaces become one space: a one-line field never carries a line break into a mail header. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

const text = (required: ContactWarning) => z.string(warning(required));

const bounded = (
  required: ContactWarning,
  max: number,
  tooLong: ContactWarning,
) => z.string().check(z.minLength(1, required), z.maxLength(max, tooLong));

const line = <T extends z.ZodMiniType<unknown, string>>(
  required: ContactWarning,
  rules: T,
) => z.pipe(z.pipe(text(required), z.transform(oneLine)), rules);

const listItemSchema = z.object(
  {
    name: line(
      "listNameRequired",
      bounded("listNameRequired", LIST_LIMITS.name, "listNameTooLong"),
    ),
    // NaN and Infinity are not numbers to zod.
    amount: z
      .number(warning("listAmountInvalid"))
      .check(
        z.gt(0, warning("listAmountInvalid")),
        z.lte(LIST_LIMITS.amount, warning("listAmountTooLarge")),
      ),
  },
  warning("listInvalid"),
);

// zod/mini: far less JavaScript than classic zod, and the form ships this schema to the browser.
const contactSchema = z.object({
  name: line(
    "nameRequired",
    bounded("nameRequired", CONTACT_LIMITS.name, "nameTooLong"),
  ),
  email: line(
    "emailRequired",
    z.pipe(
      bounded("emailRequired", CONTACT_LIMITS.email, "emailTooLong"),
      z.email(warning("emailInvalid")),
    ),
  ),
  // Optional: missing, null, empty or only spaces all mean "no phone" ("").
  phone: z.pipe(
    z.pipe(
      z.nullish(text("phoneInvalid")),
      z.transform((v: string | null | undefined) => oneLine(v ?? "")),
    ),
    z.string().check(
      z.maxLength(CONTACT_LIMITS.phone, warning("phoneTooLong")),
      z.refine(
        (v: string) => v === "" || PHONE_RULE.test(v),
        warning("phoneInvalid"),
      ),
    ),
  ),
  // Browsers send a textarea's line breaks as CRLF; count them as one character, as typed.
  message: z.pipe(
    z.pipe(
      text("messageRequired"),
      z.transform((v: string) => v.replace(/\r\n?/g, "\n").trim()),
    ),
    bounded("messageRequired", CONTACT_LIMITS.message, "messageTooLong"),
  ),
  list: z.pipe(
    z.nullish(
      z
        .array(listItemSchema, warning("listInvalid"))
        .check(z.maxLength(LIST_LIMITS.items, warning("listTooLong"))),
    ),
    z.transform((list) => (list && list.length > 0 ? list : undefined)),
  ),
});

export type ContactMessage = z.output<typeof contactSchema>;
export type ContactWarnings = Partial<
  Record<ContactField | "list", ContactWarning>
>;
export type ListRow = { name: string; amount: number };
export type ListRowWarnings = Partial<Record<keyof ListRow, ListWarning>>;

export function validateListRow(row: ListRow): ListRowWarnings {
  const { error } = listItemSchema.safeParse(row);
  return fieldWarnings(error, ["name", "amount"]) as ListRowWarnings;
}

export function validateContact(
  input: unknown,
):
  | { ok: true; message: ContactMessage }
  | { ok: false; warnings: ContactWarnings } {
  // Anything but an object (null, a list, text) is read as an empty form.
  const fields =
    input && typeof input === "object" && !Array.isArray(input) ? input : {};
  const result = contactSchema.safeParse(fields);
  if (result.success) return { ok: true, message: result.data };
  // The first warning of each failing field, an item of the list counting as `list`.
  const issues = result.error.issues.map((issue) => ({
    ...issue,
    path: issue.path.slice(0, 1),
  }));
  const warnings = fieldWarnings({ issues }, [...CONTACT_FIELDS, "list"]);
  return { ok: false, warnings: warnings as ContactWarnings };
}
