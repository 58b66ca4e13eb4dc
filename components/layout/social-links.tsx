import { getTranslations } from "next-intl/server";
import { socialNetworks } from "./nav-items";
import { SocialIcon } from "./social-icons";

/** The four social profile links, as icon buttons with accessible names. */
export async function SocialLinks({ className = "" }: { className?: string }) {
  const t = await getTranslations("Header");
  const site = await getTranslations("Site");
  return (
    <ul
      className={`flex items-center gap-1 ${className}`}
      aria-label={t("socialLabel")}
    >
      {socialNetworks.map((network) => (
        <li key={network}>
          <a
            href={site(network)}
            aria-label={t(network)}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-flex size-11 items-center justify-center rounded-full transition-colors hover:bg-white/10"
          >
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
