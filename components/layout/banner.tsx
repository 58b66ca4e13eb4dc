import Image from "next/image";
import { getTranslations } from "next-intl/server";

const values = [
  { key: "natural", icon: "/images/icons/natural.svg" },
  { key: "handmade", icon: "/images/icons/handmade.svg" },
  { key: "ecoFriendly", icon: "/images/icons/eco-friendly.svg" },
  { key: "zeroWaste", icon: "/images/icons/zero-waste.svg" },
] as const;

/** The banner under the fixed bar, with the four round value icons. */
export async function Banner() {
  const t = await getTranslations("Header");
  return (
    <div className="relative bg-sand">
      <Image
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
        className="mx-auto -mt-8 grid max-w-3xl grid-cols-4 gap-2 px-4 pb-4 sm:-mt-10"
      >
        {values.map((v) => (
          <li
            key={v.key}
            className="flex flex-col items-center gap-1 text-center"
          >
            <Image
              src={v.icon}
              alt=""
              width={120}
              height={120}
              className="size-14 rounded-full bg-cream shadow-md ring-2 ring-cream sm:size-20"
            />
            <span className="text-xs font-semibold tracking-wide text-olive uppercase sm:text-sm">
              {t(v.key)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
