import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/site-url";

/** Every public, indexable page. The admin area, login, shopping list and API are left out. */
export const publicPaths = [
  "/home",
  "/products",
  "/gallery",
  "/contact",
  "/benefits",
  "/ourmission",
  "/productionprocess",
  "/privacypolicy",
] as const;

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  return publicPaths.map((path) => ({
    url: `${base}${path}`,
    changeFrequency: path === "/products" ? "weekly" : "monthly",
    priority: path === "/home" ? 1 : path === "/products" ? 0.9 : 0.6,
  }));
}
