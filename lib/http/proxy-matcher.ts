// Which requests reach the proxy (proxy.ts), built from the one list of each thing it depends on:
// the catalogue's paths (static-pages.ts), the current guides' slugs (given, from lib/catalog/route-rules.ts)
// and the paths the proxy never sees (below). Next reads the proxy's `config.matcher` statically,
// literals only, so proxy.ts holds this written out; proxy-matcher.test.ts fails, printing the
// literal to paste, when the two differ.
//
// Three entries, because Next builds and tries every entry's regular expression on every request
// none matches (twice: the path as sent, then decoded), the catalogue's page loads included; each
// entry costs every catalogue request, so there are as few as the rules need:
//   - every request outside the catalogue, the built assets and the public files, whatever its
//     headers: a page load's CSP nonce, the session hint and the request id; the origin rule for
//     anything that can change something; the 400s for an unusual Host, X-Forwarded-Host or
//     X-Forwarded-Proto and for a `%` escape that does not decode (which Next answers with a 500
//     or a URL error); the paths the proxy answers itself (an old guide slug's redirect, the "Guide
//     not found" page, an invalid unsubscribe link, the local tools' gates);
//   - a server action on any path, the catalogue's too (a `Next-Action` header, or a body's
//     Content-Type: a form posted without JavaScript): the origin rule, and the action body limit,
//     which Next's own check answers with a 500.
// A catalogue page is the same bytes whatever the host, and any other method there changes nothing
// (Next answers it 405 on the fixed pages, with the page itself on a guide's): both are left to Next.
import { staticPageAlternation } from "./static-pages";

/**
 * Paths (without the leading slash) the proxy never sees: built assets, and the routes that read
 * their own bodies and authenticate themselves (the signed Stripe webhook, the Bearer-secret cron
 * routes, the admin's PDF upload, whose body of up to 50 MB Next would cut to the proxy's copy), and
 * the insight beacon (POSTed on every page view; it reads at most 1 KB). Those routes check the host
 * themselves (the upload and the beacon also the Origin, the upload the admin rule and its limit).
 */
const UNPROXIED_PREFIXES = ["_next/static", "_next/image", "api/webhooks/", "api/cron/", "api/admin/uploads/", "api/insight"] as const;

/**
 * Files read by every visitor alike, as the catalogue's pages are (cover art, icons, the reader's
 * service worker, the metadata files): a server action is the only request there the proxy takes.
 * A cover's name with a `%` escape still reaches it (a malformed one is its 400).
 */
const PUBLIC_FILES = [
  "covers/[^%/]+$",
  "favicon\\.ico$",
  "icon\\.svg$",
  "icon-(?:192|512)\\.png$",
  "apple-touch-icon\\.png$",
  "manifest\\.webmanifest$",
  "robots\\.txt$",
  "sitemap\\.xml$",
  "read/sw\\.js$",
] as const;

/** Request headers whose presence means a server action (fetched, or a form posted without JavaScript). */
const ACTION_HEADERS = ["next-action", "content-type"] as const;

type MatcherEntry = string | { source: string; has: { type: "header"; key: string }[] };

/**
 * The proxy's `config.matcher`, as proxy.ts must write it out. `currentGuidePath`: the paths of the
 * current guides' pages (lib/catalog/route-rules.ts, from the catalogue's content).
 */
export function proxyMatcher(currentGuidePath: string): MatcherEntry[] {
  const unproxied = UNPROXIED_PREFIXES.join("|");
  const catalogue = staticPageAlternation(currentGuidePath);
  return [
    `/((?!${unproxied}|${PUBLIC_FILES.join("|")}|(?:${catalogue})$).*)`,
    ...ACTION_HEADERS.map((key) => ({ source: `/((?!${unproxied}).*)`, has: [{ type: "header" as const, key }] })),
  ];
}
