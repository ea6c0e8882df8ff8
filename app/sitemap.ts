import type { MetadataRoute } from "next";
import { getCatalogGuides } from "@/lib/catalog/queries";
import { siteUrl } from "@/lib/site";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const guides = await getCatalogGuides();
  const pages = ["", "/guides", "/atomic-year", "/quiz", "/about", "/faq", "/contact", "/privacy"];
  return [
    ...pages.map((path) => ({ url: `${base}${path}`, changeFrequency: "weekly" as const, priority: path === "" ? 1 : 0.7 })),
    ...guides.map((guide) => ({ url: `${base}/guides/${guide.slug}`, changeFrequency: "monthly" as const, priority: 0.8 })),
  ];
}
