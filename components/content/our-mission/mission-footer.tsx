import { getTranslations } from "next-intl/server";
import { cachedShopDetails } from "@/lib/shop-details/pages";
import { dialNumber } from "@/lib/shop-details/schema";

// A marker that cannot occur in the copy, so the sentence can be split around the number.
const PHONE = "\u0000phone\u0000";

/**
 * The page's footer: the sentence with its `{phone}` placeholder filled by a
 * telephone link, and the translated email label as a mail link (the shop details' number and address).
 */
export async function MissionFooter() {
  const t = await getTranslations("OurMission");
  const { email, phone } = await cachedShopDetails();
  const [before, after] = t("footer.text", { phone: PHONE }).split(PHONE);
  return (
    <footer className="mt-8 rounded-3xl border border-sand-dark bg-sand px-6 py-8 text-center sm:px-10">
      <p className="mx-auto max-w-measure text-lg/8">
        {before}
        <a
          href={`tel:${dialNumber(phone)}`}
          className="font-semibold whitespace-nowrap text-laurel-dark underline decoration-gold decoration-2 hover:decoration-laurel"
        >
          {phone}
        </a>
        {after}
      </p>
      <a
        href={`mailto:${email}`}
        className="mt-5 inline-flex min-h-11 items-center rounded-full bg-laurel px-6 font-semibold text-cream hover:bg-laurel-dark"
      >
        {t("footer.emailLabel")}
      </a>
    </footer>
  );
}
