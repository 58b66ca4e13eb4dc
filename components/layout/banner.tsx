import { preloadPicture, ServerImage } from "@/components/ui/server-image";
import { getTranslations } from "next-intl/server";
import type { ImageProps } from "next/image";
import { Icon } from "@/components/ui/icon";

const picture = {
  src: "/images/banner.svg",
  width: 1600,
  height: 480,
  sizes: "100vw",
} satisfies Partial<ImageProps>;

/** For pages whose largest paint is the banner (home, contact): fetch it early and first. */
export const preloadBanner = () =>
  preloadPicture({ ...picture, alt: "", fetchPriority: "high" });

const values = [
  { key: "natural", icon: "natural" },
  { key: "handmade", icon: "handmade" },
  { key: "ecoFriendly", icon: "eco-friendly" },
  { key: "zeroWaste", icon: "zero-waste" },
] as const;

export async function Banner() {
  const t = await getTranslations("Header");
  return (
    <div className="relative bg-sand">
      <ServerImage
        {...picture}
        alt={t("bannerAlt")}
        loading="eager"
        // Low: React would otherwise preload it on every page (see preloadBanner).
        fetchPriority="low"
        className="h-32 w-full object-cover object-[center_65%] sm:h-44 md:h-56 lg:h-64 xl:h-96"
      />
      <ul
        aria-label={t("valuesLabel")}
        // On a phone a label may wrap in one font and not in another: two lines are
        // kept for it, so the fonts' swap never moves the page.
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
