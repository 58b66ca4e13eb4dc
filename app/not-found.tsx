import type { Metadata } from "next";
import { HomeContent } from "@/components/content/home/home-content";
import { getT } from "@/lib/i18n/translate";
import { pageMetadata } from "@/lib/seo/page-metadata";

// Unknown paths answer 404 but show the home page (spec: "any other path shows the home page"),
// kept out of search results and pointing search engines at /home.
// Next.js itself adds `noindex` to every 404 answer.
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata("home", "/home");
}

export default async function NotFound() {
  const t = await getT("NotFound");
  return (
    <>
      <p
        role="status"
        className="mx-auto max-w-4xl px-6 pt-8 text-center text-stone-dark"
      >
        {t("notice")}
      </p>
      <HomeContent />
    </>
  );
}
