import { ServerImage } from "@/components/ui/server-image";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { Banner } from "./banner";
import { BannerSlot } from "./banner-slot";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { SocialLinks } from "./social-links";
import { SignedIn } from "@/components/account/signed-in";
import { ShoppingListLink } from "@/components/shopping-list/shopping-list-link";
import { islandMessages } from "@/lib/i18n/island-messages";
import { cachedShopDetails } from "@/lib/shop-details/pages";

const mainNav = [
  { href: "/home", key: "home" },
  { href: "/products", key: "products" },
  { href: "/gallery", key: "gallery" },
  { href: "/contact", key: "contact" },
] as const;

export async function SiteHeader() {
  const t = await getTranslations("Header");
  const site = await getTranslations("Site");
  const { email } = await cachedShopDetails();
  const intl = await islandMessages(["Account", "SessionNotice"]);
  const navItems = (className: string) =>
    mainNav.map((item) => (
      <li key={item.href}>
        <NavLink href={item.href} className={className}>
          {t(item.key)}
        </NavLink>
      </li>
    ));
  const emailLink = (
    <a
      href={`mailto:${email}`}
      className="inline-flex min-h-11 items-center gap-2 hover:underline"
    >
      <Icon name="mail" className="size-4.5 shrink-0" />
      <span>
        <span className="sr-only">{t("emailLabel")}: </span>
        {email}
      </span>
    </a>
  );

  return (
    <header>
      <SignedIn part="notice" intl={intl} />
      <div className="fixed inset-x-0 top-0 z-40">
        <div className="on-dark hidden bg-olive text-sm text-cream md:block">
          <div className="mx-auto flex h-10 max-w-7xl items-center justify-between px-6">
            {emailLink}
            <SignedIn part="strip" intl={intl} />
            <div className="-mr-3">
              <SocialLinks />
            </div>
          </div>
        </div>
        <div className="relative border-b border-sand-dark/70 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
          <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
            <a href="/" className="mr-auto flex min-h-11 items-center gap-3">
              <ServerImage
                src="/images/brand-stamp.svg"
                alt=""
                width={44}
                height={44}
                className="size-11"
                // Never the largest paint: low priority, so React does not
                // preload it ahead of the picture or text that is.
                fetchPriority="low"
              />
              <span className="flex flex-col leading-tight">
                <span className="font-serif text-lg font-semibold text-olive sm:text-xl">
                  {site("brand")}
                  <span className="sr-only">{t("brandHomeSuffix")}</span>
                </span>
                {/* A visual accent: the name is said once, in English. */}
                <span
                  className="text-xs text-stone"
                  lang="ar"
                  dir="rtl"
                  aria-hidden="true"
                >
                  {site("brandArabic")}
                </span>
              </span>
            </a>
            <nav aria-label={t("mainNav")} className="hidden md:block">
              <ul className="flex items-center gap-1">
                {navItems("nav-pill px-4 py-2.5")}
              </ul>
            </nav>
            <ShoppingListLink variant="bar" />
            <LanguageSwitch className="hidden text-olive md:inline-flex" />
            <MobileMenu
              openLabel={t("openMenu")}
              closeLabel={t("closeMenu")}
              unread={<SignedIn part="unread" intl={intl} />}
            >
              <nav aria-label={t("mainNav")} className="px-4 pt-3 pb-2">
                <ul className="flex flex-col gap-1">
                  {navItems("nav-row")}
                  <li>
                    <ShoppingListLink variant="menu" />
                  </li>
                </ul>
              </nav>
              <SignedIn part="panel" intl={intl} />
              <div className="flex flex-wrap items-center justify-between gap-3 border-t border-sand px-6 py-3 text-olive">
                <LanguageSwitch />
                {emailLink}
              </div>
              <div className="on-dark bg-olive px-4 py-2 text-cream">
                <SocialLinks />
              </div>
            </MobileMenu>
          </div>
        </div>
      </div>
      <div className="pt-(--header-height)">
        <BannerSlot>
          <Banner />
        </BannerSlot>
      </div>
    </header>
  );
}
