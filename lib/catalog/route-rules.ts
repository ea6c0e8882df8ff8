// How /guides/{slug} is routed without running the proxy on every guide page (the catalogue is
// served straight from the prerender cache): from the catalogue's content at build time, an
// unknown slug is rewritten to the prerendered "Guide not found" page (a real 404 status) and an
// old slug redirects permanently to the current one. Slugs are content, never edited at run time
// (the admin's content screen is read-only), so the build knows them all.
import { GUIDE_NOT_FOUND_SLUG } from "./slugs";

type SluggedGuide = { slug: string; aliasSlugs: readonly string[] };

const escapeForPattern = (slug: string) => slug.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A path-to-regexp pattern for /guides/:slug matching every slug that is neither a guide's nor an alias. */
export function unknownGuideSlugSource(guides: readonly SluggedGuide[]): string {
  const known = [GUIDE_NOT_FOUND_SLUG, ...guides.flatMap((guide) => [guide.slug, ...guide.aliasSlugs])].map(escapeForPattern);
  return `/guides/:slug((?!(?:${known.join("|")})$)[^/]+)`;
}

export function guideRouteRewrites(guides: readonly SluggedGuide[]) {
  return [{ source: unknownGuideSlugSource(guides), destination: `/guides/${GUIDE_NOT_FOUND_SLUG}` }];
}

export function guideAliasRedirects(guides: readonly SluggedGuide[]) {
  return guides.flatMap((guide) => guide.aliasSlugs.map((alias) => ({ source: `/guides/${alias}`, destination: `/guides/${guide.slug}`, permanent: true })));
}
