import { ServerImage } from "@/components/ui/server-image";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";

const values = [
  { key: "natural", icon: "natural" },
  { key: "handmade", icon: "handmade" },
  { key: "ecoFriendly", icon: "eco-friendly" },
  { key: "zeroWaste", icon: "zero-waste" },
] as const;

/** The banner under the fixed bar, with the four round value icons. */
export async function Banner() {
  const t = await getTranslations("Header");
  return (
    <div className="relative bg-sand">
      <ServerImage
        src="/images/banner.svg"
        alt={t("bannerAlt")}
        width={1600}
        height={480}
        preload
        loading="eager"
        fetchPriority="high"
        sizes="100vw"
        className="h-32 w-full object-cover object-[center_65%] sm:h-44 md:h-56 lg:h-64 xl:h-96"
      />
      <ul
        aria-label={t("valuesLabel")}
        // Each badge's style is set once here, not repeated on every badge.
        // On a phone a label may wrap in one font and not in another: two
        // lines are kept for it, so the fonts' swap never moves the page.
        className="mx-auto -mt-8 grid max-w-3xl grid-cols-4 gap-2 px-4 pb-4 text-xs font-semibold tracking-wide text-olive uppercase *:flex *:flex-col *:items-center *:gap-1 *:text-center sm:-mt-10 sm:text-sm [&_span]:min-h-[2lh] sm:[&_span]:min-h-0 [&_svg]:size-14 [&_svg]:rounded-full [&_svg]:bg-cream [&_svg]:shadow-md [&_svg]:ring-2 [&_svg]:ring-cream sm:[&_svg]:size-20"
      >
        {values.map((v) => (
          <li key={v.key}>
            <Icon name={v.icon} />
            <span>{t(v.key)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
