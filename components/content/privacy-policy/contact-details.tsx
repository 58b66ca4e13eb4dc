import { getTranslations } from "next-intl/server";

const lines = ["line1", "line2", "line3", "line4"] as const;

/** The controller's postal address and contact lines, from the `Site` messages. */
export async function ContactDetails() {
  const site = await getTranslations("Site");
  const link =
    "inline-flex min-h-11 items-center font-medium break-all text-laurel-dark underline decoration-gold decoration-2 hover:decoration-laurel";
  return (
    <address className="mt-10 rounded-2xl border border-sand-dark bg-sand px-6 py-6 not-italic sm:px-8">
      <p className="font-serif text-xl font-semibold">
        {site("address.label")}
      </p>
      <p className="mt-2 text-lg/8">
        {lines.map((line) => (
          <span key={line} className="block">
            {site(`address.${line}`)}
          </span>
        ))}
      </p>
      <ul className="mt-3">
        <li>
          <a href={`mailto:${site("email")}`} className={link}>
            {site("email")}
          </a>
        </li>
        <li>
          <a href={`tel:${site("phoneHref")}`} className={link}>
            {site("phone")}
          </a>
        </li>
      </ul>
    </address>
  );
}
