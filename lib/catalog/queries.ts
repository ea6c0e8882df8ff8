import "server-only";
// Catalogue reads. Cached on the server ('use cache') and tagged, so catalogue pages need no
// database query per request; admin edits revalidate `guides` or `guide:<slug>`.
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/db";
import type { Strand } from "./strands";
import { FEATURED_GUIDE_COUNT } from "./constants";
import { isSlugShaped } from "./slugs";
import { loadGuideSlugs } from "./slug-index";

export type GuideCard = {
  id: string;
  slug: string;
  title: string;
  subtitle: string;
  strand: Strand;
  sortOrder: number;
  description: string;
  coverImage: string;
  skinnyCoverImage: string | null;
  priceCents: number;
  released: boolean;
};

type GuideDetail = GuideCard & {
  heroImage: string | null;
  longDescription: string;
  whatYoullLearn: string[];
  readTimeMinutes: number;
};

const cardSelect = {
  id: true,
  slug: true,
  title: true,
  subtitle: true,
  strand: true,
  sortOrder: true,
  description: true,
  coverImage: true,
  skinnyCoverImage: true,
  priceCents: true,
  released: true,
} as const;

/** All guides, ordered by strand (power, feeling, motion, vision) then by their order in it. */
export async function getCatalogGuides(): Promise<GuideCard[]> {
  "use cache";
  cacheLife("hours");
  cacheTag("guides");
  return db().guide.findMany({ select: cardSelect, orderBy: [{ strand: "asc" }, { sortOrder: "asc" }] });
}

/** The featured strip: the first two guides of every strand, interleaved by strand. */
export async function getFeaturedGuides(): Promise<GuideCard[]> {
  const guides = await getCatalogGuides();
  return [...guides]
    .filter((guide) => guide.released)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .slice(0, FEATURED_GUIDE_COUNT);
}

export type GuideLookup = { kind: "guide"; guide: GuideDetail } | { kind: "alias"; slug: string } | { kind: "missing" };

/** A guide page's content by slug; an old alias slug points at the current one. */
export async function getGuideBySlug(slug: string): Promise<GuideLookup> {
  "use cache";
  cacheLife("hours");
  cacheTag("guides", `guide:${slug}`);
  if (!isSlugShaped(slug)) return { kind: "missing" };
  const guide = await db().guide.findUnique({
    where: { slug },
    select: { ...cardSelect, heroImage: true, longDescription: true, whatYoullLearn: true, readTimeMinutes: true },
  });
  if (guide) return { kind: "guide", guide };
  const alias = await db().guideSlugAlias.findUnique({ where: { slug }, select: { guide: { select: { slug: true } } } });
  return alias ? { kind: "alias", slug: alias.guide.slug } : { kind: "missing" };
}

/** Current slugs and old alias slugs: every path segment /guides/{slug} answers for. */
export async function getGuideSlugs(): Promise<string[]> {
  "use cache";
  cacheLife("hours");
  cacheTag("guides");
  return loadGuideSlugs();
}

/** A strand's bundle as the catalogue pages show it: its released guides and the admin's price. */
export type StrandBundle = {
  strand: Strand;
  name: string;
  priceCents: number;
  guides: { id: string; slug: string; title: string; priceCents: number }[];
};

/** Every strand's bundle, in strand order. Tagged `bundles` (the admin's price changes revalidate it)
 * and `guides` (a guide's change). */
export async function getBundles(): Promise<StrandBundle[]> {
  "use cache";
  cacheLife("hours");
  cacheTag("guides", "bundles");
  const strands = await db().strandInfo.findMany({
    select: { strand: true, name: true, bundlePriceCents: true },
    orderBy: { sortOrder: "asc" },
  });
  const guides = await getCatalogGuides();
  return strands.map((info) => ({
    strand: info.strand,
    name: info.name,
    priceCents: info.bundlePriceCents,
    guides: guides
      .filter((guide) => guide.strand === info.strand && guide.released)
      .map(({ id, slug, title, priceCents }) => ({ id, slug, title, priceCents })),
  }));
}

/** "Readers of this guide also read", as the scheduled job last computed it: for each guide, the
 * other guides' ids, best first (lib/catalog/cross-sells.ts). Tagged `cross-sells`. */
export async function getCrossSells(): Promise<Record<string, string[]>> {
  "use cache";
  cacheLife("hours");
  cacheTag("cross-sells");
  const rows = await db().guideCrossSell.findMany({ select: { guideId: true, otherGuideId: true }, orderBy: [{ guideId: "asc" }, { position: "asc" }] });
  const byGuide: Record<string, string[]> = {};
  for (const row of rows) (byGuide[row.guideId] ??= []).push(row.otherGuideId);
  return byGuide;
}
