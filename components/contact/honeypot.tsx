import { HONEYPOT_FIELD } from "@/lib/contact/rules";

/**
 * The field only bots fill in: off-screen, out of the tab order, hidden
 * from screen readers and from autofill. A filled one is accepted silently
 * and never delivered (app/api/contact/route.ts).
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div
      aria-hidden="true"
      className="absolute -left-[9999px] size-px overflow-hidden"
    >
      <label htmlFor="contact-website">{label}</label>
      <input
        id="contact-website"
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
