import { cache } from "react";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { cachedShopDetails } from "@/lib/shop-details/pages";
import { socialProfiles } from "@/lib/shop-details/schema";

// The list is built once per request and the same element is placed in all three
// spots (top strip, phone menu, footer), so the page's hydration data holds it
// once and refers to it the other times.
const socialList = cache(async () => {
  const t = await getTranslations("Header");
  const profiles = socialProfiles((await cachedShopDetails()).social);
  if (profiles.length === 0) return null;
  return (
    <ul className="flex items-center gap-1" aria-label={t("socialLabel")}>
      {profiles.map(({ network, href }) => (
        <li key={network}>
          <a
            href={href}
            aria-label={t(network)}
            rel="noreferrer"
            target="_blank"
            className="icon-button"
          >
            <Icon name={network} />
          </a>
        </li>
      ))}
    </ul>
  );
});

/** The shop's social profile links (the networks it is on), as icon buttons with accessible names. */
export async function SocialLinks() {
  return socialList();
}
