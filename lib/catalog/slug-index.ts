// The set of slugs /guides/{slug} answers for, held in memory for a few minutes. The proxy uses
// it to answer unknown slugs with a real 404 before rendering: with Cache Components a
// notFound() discovered while streaming a partially prerendered page is sent with status 200.
import { db } from "@/lib/db";

const TTL_MS = 5 * 60 * 1000;
let cached: { slugs: Set<string>; loadedAt: number } | undefined;
let loading: Promise<Set<string>> | undefined;

/** Current slugs and old alias slugs, straight from the database. */
export async function loadGuideSlugs(): Promise<string[]> {
  const [guides, aliases] = await Promise.all([db().guide.findMany({ select: { slug: true } }), db().guideSlugAlias.findMany({ select: { slug: true } })]);
  return [...guides, ...aliases].map((row) => row.slug);
}

async function load(): Promise<Set<string>> {
  return new Set(await loadGuideSlugs());
}

/** True or false when known; null when the database cannot be asked (let the page decide). */
export async function isKnownGuideSlug(slug: string): Promise<boolean | null> {
  if (!cached || Date.now() - cached.loadedAt > TTL_MS) {
    loading ??= load().finally(() => {
      loading = undefined;
    });
    try {
      cached = { slugs: await loading, loadedAt: Date.now() };
    } catch {
      return null;
    }
  }
  return cached.slugs.has(slug);
}
