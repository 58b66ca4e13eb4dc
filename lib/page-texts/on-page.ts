import "server-only";
import type { Messages, NamespaceKeys, NestedKeyOf } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { cache } from "react";
import type { KeyOf } from "@/lib/i18n/text";
import { detailsInText } from "@/lib/shop-details/in-text";
import { cachedShopDetails } from "@/lib/shop-details/pages";
import { pageOfKey, TEXT_ATTRIBUTE } from "./pages";

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;
type Values = Record<string, string | number>;

/** Once per render, however many parts of the page ask. */
const shopDetailsInText = cache(async () =>
  detailsInText(
    await cachedShopDetails(),
    await getTranslations("ShopDetails"),
    await getLocale(),
  ),
);

/**
 * A page's texts as its server components render them: `{phone}`, `{email}`, `{address}` and `{hours}`
 * filled in from Shop details (a value the page passes itself wins), and the element that shows a
 * text marked with its key (`shown`, `at`), which the in-place editor finds it by.
 */
export async function pageTexts<N extends Namespace>(namespace: N) {
  const [t, details] = await Promise.all([
    getTranslations(namespace),
    shopDetailsInText(),
  ]);
  const translate = t as unknown as (key: string, values: Values) => string;
  const text = (key: KeyOf<N>, values?: Values) =>
    translate(key, { ...details, ...values });
  const at = (key: KeyOf<N>) => {
    const full = `${namespace}.${key}`;
    if (!pageOfKey(full))
      throw new Error(`${full} is not a page text (lib/page-texts/pages.ts)`);
    return { [TEXT_ATTRIBUTE]: full };
  };
  const shown = (key: KeyOf<N>, values?: Values) => ({
    ...at(key),
    children: text(key, values),
  });
  return { text, at, shown };
}
