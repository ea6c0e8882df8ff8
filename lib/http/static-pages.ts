// The catalogue: pages prerendered whole, the same bytes for every visitor, served from the
// prerender cache without rendering and cacheable by a CDN. Personal parts are client islands
// (lib/session/use-me.ts). Two things follow from being static, and both use this list:
//   - their Content-Security-Policy is a fixed header (next.config.ts), not the proxy's
//     per-request nonce, which a prerendered page cannot carry (see csp.ts);
//   - the proxy does not run for their page loads (its matcher leaves them out), except for guide
//     pages, where it answers unknown slugs with a 404 and redirects old ones.
// tests/e2e/csp.spec.ts opens every page, and fails on any page whose scripts the policy blocks.

/** Next.js `headers()` sources of the static pages. */
export const STATIC_PAGE_SOURCES = ["/", "/guides", "/guides/:slug", "/atomic-year", "/about", "/faq", "/privacy", "/contact", "/cart"] as const;

const STATIC_PATH = /^\/(?:|guides|guides\/[^/]+|atomic-year|about|faq|privacy|contact|cart)$/;

export function isStaticPagePath(pathname: string): boolean {
  return STATIC_PATH.test(pathname);
}
