// How /guides/{slug} is answered for a slug that is not a current guide's, with nothing Next runs on
// the guides' own pages: the proxy's matcher leaves out exactly the current guides' paths
// (currentGuidePathPattern), and the proxy answers an old slug with a permanent redirect to the
// guide's page and any other with the prerendered "Guide not found" page, status 404 (guideRouteOf).
// A rewrite rule in next.config.ts would do the same, but the page handler of a dynamic route
// compiles every rewrite rule again on each request it serves, each guide page's too. Slugs are
// content, never edited at run time (the admin's content screen is read-only), so the build knows
// them all.
import { GUIDE_NOT_FOUND_SLUG } from "./slugs";

type SluggedGuide = { slug: string; aliasSlugs: readonly string[] };

const escapeForPattern = (slug: string) => slug.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The paths /guides/{slug} of the current guides and of the "Guide not found" page, as a regular expression without the leading slash or anchors. */
export function currentGuidePathPattern(guides: readonly SluggedGuide[]): string {
  const known = [GUIDE_NOT_FOUND_SLUG, ...guides.map((guide) => guide.slug)].map(escapeForPattern);
  return `guides/(?:${known.join("|")})`;
}

export type GuideRoute = { kind: "moved"; location: string } | { kind: "unknown"; location: string };

/**
 * How a request for `pathname` is answered when it names no current guide: an old slug moves
 * (permanently) to its guide's page, any other slug is shown the "Guide not found" page. Null for
 * every other path, a current guide's page included, and for a slug whose escape does not decode
 * (the proxy answers that with a 400 first).
 */
export function guideRouteOf(guides: readonly SluggedGuide[], pathname: string): GuideRoute | null {
  const encoded = /^\/guides\/([^/]+)$/.exec(pathname)?.[1];
  if (encoded === undefined) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (slug === GUIDE_NOT_FOUND_SLUG || guides.some((guide) => guide.slug === slug)) return null;
  const moved = guides.find((guide) => guide.aliasSlugs.includes(slug));
  return moved ? { kind: "moved", location: `/guides/${moved.slug}` } : { kind: "unknown", location: `/guides/${GUIDE_NOT_FOUND_SLUG}` };
}
