import { getTranslations } from "next-intl/server";
import { cachedShopDetails } from "@/lib/shop-details/pages";
import { dialNumber } from "@/lib/shop-details/schema";

/** The controller's postal address and contact lines, from the shop details. */
export async function ContactDetails() {
  const site = await getTranslations("Site");
  const { address, email, phone } = await cachedShopDetails();
  const link =
    "inline-flex min-h-11 items-center font-medium break-all text-laurel-dark underline decoration-gold decoration-2 hover:decoration-laurel";
  return (
    <address className="mt-10 rounded-2xl border border-sand-dark bg-sand px-6 py-6 not-italic sm:px-8">
      <p className="font-serif text-xl font-semibold">
        {site("address.label")}
      </p>
      <p className="mt-2 text-lg/8">
        {address.split("\n").map((line, i) => (
          <span key={i} className="block">
            {line}
          </span>
        ))}
      </p>
      <ul className="mt-3">
        <li>
          <a href={`mailto:${email}`} className={link}>
            {email}
          </a>
        </li>
        <li>
          <a href={`tel:${dialNumber(phone)}`} className={link}>
            {phone}
          </a>
        </li>
      </ul>
    </address>
  );
}
