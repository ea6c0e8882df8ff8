// How /guides/{slug} is routed without running the proxy on every guide page (the catalogue is
// served straight from the prerender cache): from the catalogue's content at build time, an
// unknown slug is rewritten to the prerendered "Guide not found" page (a real 404 status) and an
// old slug to a route that redirects permanently to the current one. Both are rewrites after the
// files, which Next tries only for a path no file or prerendered page answers: a redirect rule would
// be tried on every request, the catalogue's too. Slugs are content, never edited at run time (the
// admin's content screen is read-only), so the build knows them all.
import { GUIDE_NOT_FOUND_SLUG } from "./slugs";

type SluggedGuide = { slug: string; aliasSlugs: readonly string[] };

const escapeForPattern = (slug: string) => slug.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A path-to-regexp pattern for /guides/:slug matching every slug that is neither a guide's nor an alias. */
export function unknownGuideSlugSource(guides: readonly SluggedGuide[]): string {
  const known = [GUIDE_NOT_FOUND_SLUG, ...guides.flatMap((guide) => [guide.slug, ...guide.aliasSlugs])].map(escapeForPattern);
  return `/guides/:slug((?!(?:${known.join("|")})$)[^/]+)`;
}

/** Where an old slug is rewritten to: the route that answers it with a permanent redirect (app/api/guides/moved/[slug]). */
export const MOVED_GUIDE_ROUTE = "/api/guides/moved";

export function guideRouteRewrites(guides: readonly SluggedGuide[]) {
  const aliases = guides.flatMap((guide) => guide.aliasSlugs).map(escapeForPattern);
  return [
    ...(aliases.length > 0 ? [{ source: `/guides/:slug(${aliases.join("|")})`, destination: `${MOVED_GUIDE_ROUTE}/:slug` }] : []),
    { source: unknownGuideSlugSource(guides), destination: `/guides/${GUIDE_NOT_FOUND_SLUG}` },
  ];
}

/** The current slug of an old one, or null. */
export function currentGuideSlug(guides: readonly SluggedGuide[], alias: string): string | null {
  return guides.find((guide) => guide.aliasSlugs.includes(alias))?.slug ?? null;
}
