import { PHONE_PATTERN, type ContactField } from "@/lib/contact/rules";

/** The one-line fields; the browser's own checks mirror the schema for the post without JavaScript. */
export const INPUTS: {
  field: Exclude<ContactField, "message">;
  attributes: React.InputHTMLAttributes<HTMLInputElement>;
}[] = [
  {
    field: "name",
    attributes: { type: "text", autoComplete: "name", required: true },
  },
  {
    field: "email",
    attributes: { type: "email", autoComplete: "email", required: true },
  },
  {
    field: "phone",
    attributes: { type: "tel", autoComplete: "tel", pattern: PHONE_PATTERN },
  },
];
