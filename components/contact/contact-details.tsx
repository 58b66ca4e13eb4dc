import { Icon } from "@/components/ui/icon";
import { LineIcon } from "@/components/ui/line-icon";
import { getTranslations } from "next-intl/server";
import { pageTexts } from "@/lib/page-texts/on-page";
import { cachedShopDetails } from "@/lib/shop-details/pages";
import { dialNumber } from "@/lib/shop-details/schema";
import {
  AddressLines,
  OpeningHours,
} from "@/components/contact/address-and-hours";

const linkClass =
  "inline-flex min-h-11 items-center gap-3 rounded-lg py-1 pr-2 font-medium text-laurel-dark underline-offset-4 hover:underline";

const paths = {
  email:
    "M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11ZM4 7l8 6 8-6",
  phone:
    "M6.6 3.5h2.6l1.4 4-2 1.3a12 12 0 0 0 6.6 6.6l1.3-2 4 1.4v2.6A2.1 2.1 0 0 1 18.4 20 15.9 15.9 0 0 1 4 5.6a2.1 2.1 0 0 1 2.6-2.1Z",
  messaging:
    "M12 3.5a8.5 8.5 0 0 0-7.4 12.7L3.5 20.5l4.4-1.1A8.5 8.5 0 1 0 12 3.5Zm-3 5c.4 2.7 2.8 5.3 5.6 6.1",
};

export async function ContactDetails() {
  const t = await getTranslations("Contact");
  const site = await getTranslations("Site");
  const { shown } = await pageTexts("Contact");
  const details = await cachedShopDetails();
  const lines = [
    {
      key: "email",
      label: t("details.email"),
      href: `mailto:${details.email}`,
      text: details.email,
      icon: <LineIcon d={paths.email} size={20} weight={1.8} />,
    },
    {
      key: "phone",
      label: t("details.phone"),
      href: `tel:${dialNumber(details.phone)}`,
      text: details.phone,
      icon: <LineIcon d={paths.phone} size={20} weight={1.8} />,
    },
    {
      key: "messaging",
      label: site("messagingLabel"),
      // WhatsApp reaches the shop's own number: it follows the shop details.
      href: `https://wa.me/${dialNumber(details.phone).replace("+", "")}`,
      text: details.phone,
      icon: <LineIcon d={paths.messaging} size={20} weight={1.8} />,
    },
    ...(details.social.facebook
      ? [
          {
            key: "social",
            label: t("details.social"),
            href: details.social.facebook,
            text: site("socialPageLabel"),
            icon: <Icon name="facebook" />,
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="contact-details-heading">
      <h2
        id="contact-details-heading"
        {...shown("details.heading")}
        className="font-serif text-2xl font-semibold"
      />
      <address className="mt-5 not-italic">
        <p className="font-semibold text-olive">{site("address.label")}</p>
        <AddressLines
          address={details.address}
          className="mt-1 leading-relaxed text-stone-dark"
        />
        <ul aria-label={t("details.linesLabel")} className="mt-6 space-y-2">
          {lines.map((line) => (
            <li key={line.key}>
              <a href={line.href} className={linkClass}>
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-sand text-laurel-dark">
                  {line.icon}
                </span>
                <span className="flex flex-col leading-snug">
                  <span className="text-sm font-normal text-stone-dark">
                    {line.label}
                  </span>
                  <span>{line.text}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <OpeningHours
          hours={details.openingHours}
          heading={
            <p className="font-semibold text-olive">{t("details.hours")}</p>
          }
          className="mt-6"
          listClassName="mt-1 leading-relaxed text-stone-dark"
        />
      </address>
    </section>
  );
}
