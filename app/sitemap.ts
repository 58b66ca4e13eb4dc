import type { MetadataRoute } from "next";
import { cachedCatalog } from "@/lib/products/catalog-pages";
import { productPath } from "@/lib/products/paths";
import { siteUrl } from "@/lib/site-url";

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

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const products = await cachedCatalog();
  const pages: MetadataRoute.Sitemap = publicPaths.map((path) => ({
    url: `${base}${path}`,
    changeFrequency: path === "/products" ? "weekly" : "monthly",
    priority: path === "/home" ? 1 : path === "/products" ? 0.9 : 0.6,
  }));
  const productPages: MetadataRoute.Sitemap = products.map(({ id }) => ({
    url: `${base}${productPath(id)}`,
    changeFrequency: "weekly",
    priority: 0.8,
  }));
  return [...pages, ...productPages];
}
