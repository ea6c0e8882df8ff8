// The catalogue: pages prerendered whole, the same bytes for every visitor, served from the
// prerender cache without rendering and cacheable by a CDN. Personal parts are client islands
// (lib/session/use-me.ts). Two things follow from being static, and both use this list:
//   - their Content-Security-Policy is a fixed header (next.config.ts), not the proxy's
//     per-request nonce, which a prerendered page cannot carry (see csp.ts);
//   - the proxy does not run for their page loads (its matcher leaves them out); unknown and old
//     guide slugs are answered by the proxy (lib/catalog/route-rules.ts).
// tests/e2e/csp.spec.ts opens every page, and fails on any page whose scripts the policy blocks.
import { ROUTE_SEGMENT_NAMES } from "../generated/route-segments";

/**
 * The catalogue's paths, the one list: path patterns without their leading slash (`[^/]+` is any
 * guide's slug; the unknown ones are answered by the prerendered "Guide not found" page). The
 * header rules, isStaticPagePath and the proxy's matcher (lib/http/proxy-matcher.ts) are built from it.
 */
const ANY_GUIDE_PATTERN = "guides/[^/]+";
const STATIC_PAGE_PATTERNS = ["", "guides", ANY_GUIDE_PATTERN, "atomic-year", "about", "faq", "privacy", "contact", "cart"] as const;

/** The static pages as one alternation of path patterns (no leading slash, no anchors). */
const STATIC_PAGE_ALTERNATION = STATIC_PAGE_PATTERNS.join("|");

/** The same, with a guide's page narrowed to `guidePath` (the current guides' slugs, for the proxy's matcher). */
export function staticPageAlternation(guidePath: string): string {
  return STATIC_PAGE_PATTERNS.map((pattern) => (pattern === ANY_GUIDE_PATTERN ? guidePath : pattern)).join("|");
}

/** The static pages as one Next.js `headers()` source: one rule, its group unnamed (a named parameter is decoded on every request). */
export const STATIC_PAGE_SOURCE = `/(${STATIC_PAGE_ALTERNATION})`;

const STATIC_PATH = new RegExp(`^/(?:${STATIC_PAGE_ALTERNATION})$`);

export function isStaticPagePath(pathname: string): boolean {
  return STATIC_PATH.test(pathname);
}

/**
 * The first path segments the app has routes under (app/ and its route groups, plus the files
 * Next serves), generated from the app directory by scripts/generate.mjs. A page request under any
 * other segment can only be the prerendered 404 page, which carries no per-request part: the proxy
 * gives it the fixed policy instead of a nonce. (The root not-found page cannot render per
 * request: Next renders it into every page's tree, so a per-request part there would make the
 * whole catalogue dynamic.)
 */
export const ROUTE_SEGMENTS: ReadonlySet<string> = new Set(ROUTE_SEGMENT_NAMES);

/** A page request no route can answer but the prerendered 404 page. */
export function isUnroutedPath(pathname: string): boolean {
  const first = pathname.split("/")[1] ?? "";
  return first !== "" && !ROUTE_SEGMENTS.has(first) && !first.startsWith("_next");
}
