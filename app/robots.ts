import type { MetadataRoute } from "next";
import { ADMIN_PATHS } from "@/lib/admin-pages";
import { siteUrl } from "@/lib/site-url";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        ...ADMIN_PATHS,
        "/login",
        "/forgot-password",
        "/reset-password",
        "/shopping-list",
        "/orders/",
        "/api/",
        "/underconstruction",
        "/fr",
      ],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
