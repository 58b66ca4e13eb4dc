import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/site-url";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        "/account",
        "/addProducts",
        "/editors",
        "/messages",
        "/history",
        "/login",
        "/shopping-list",
        "/api/",
        "/underconstruction",
        "/fr",
      ],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
