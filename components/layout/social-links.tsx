import { cache } from "react";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { cachedShopDetails } from "@/lib/shop-details/pages";
import { socialProfiles } from "@/lib/shop-details/schema";

// Built once per request; the same element in all three spots is held once in
// the page's hydration data.
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

export async function SocialLinks() {
  return socialList();
}
