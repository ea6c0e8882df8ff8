// Which requests reach the proxy (proxy.ts), built from the one list of each thing it depends on:
// the catalogue's paths (static-pages.ts), the usual hosts (host.ts), the paths the proxy never
// sees and the paths it answers itself (below). Next reads the proxy's `config.matcher` statically,
// literals only, so proxy.ts holds this written out; proxy-matcher.test.ts fails, printing the
// literal to paste, when the two differ. Next tries every entry on every request none matches, the
// catalogue's page loads included, so an entry that cannot concern the catalogue leaves its paths out.
//
// What reaches the proxy, and why (every other request goes straight to Next's router):
//   - a page load (Accept: text/html) outside the prerendered catalogue: its CSP nonce, the
//     session hint and the request id (the catalogue's HTML is the same for everyone: nothing of
//     its is per request, and its policy is a fixed header from next.config.ts);
//   - a server action, on any path (a `Next-Action` header, or a body's Content-Type: a form posted
//     without JavaScript): the origin rule, and the action body limit, which Next's own check
//     answers with a 500;
//   - outside the catalogue, anything else that can change something (an Origin, a body): the
//     origin rule; and a Host, X-Forwarded-Host or X-Forwarded-Proto of an unusual shape: the 400s
//     Next would otherwise answer with a 500 or a URL error. A catalogue page is the same bytes
//     whatever the host, and Next answers any other method there with 405: both are left to Next;
//   - a path with a `%` escape that may not decode (400), the paths the proxy answers itself
//     (PROXY_PATHS), and a guide's address whose slug is no current guide's (an old slug's redirect,
//     the "Guide not found" page: lib/catalog/route-rules.ts), however they are asked.
import { USUAL_FORWARDED_PROTO_SOURCE, USUAL_HOST_SOURCE } from "./host";
import { STATIC_PAGE_ALTERNATION } from "./static-pages";

/**
 * Paths (without the leading slash) the proxy never sees: built assets, and the routes that read
 * their own bodies and authenticate themselves (the signed Stripe webhook, the Bearer-secret cron
 * routes, the admin's PDF upload, whose body of up to 50 MB Next would cut to the proxy's copy), and
 * the insight beacon (POSTed on every page view; it reads at most 1 KB). Those routes check the host
 * themselves (the upload and the beacon also the Origin, the upload the admin rule and its limit).
 */
const UNPROXIED_PREFIXES = ["_next/static", "_next/image", "api/webhooks/", "api/cron/", "api/admin/uploads/", "api/insight"] as const;

/**
 * Paths (without the leading slash, as regular expressions) the proxy answers itself: a redirect,
 * an invalid unsubscribe link, the local tools' gates.
 */
const PROXY_PATHS = ["activate-gift", "unsubscribe", "dev/mailbox(?:/.*)?", "sandbox/checkout(?:/.*)?"] as const;

/** A `%` not followed by an ASCII escape: a malformed escape, or UTF-8 the proxy must check decodes. */
const UNCERTAIN_ESCAPE = ".*%(?![0-7][0-9A-Fa-f]).*";

/** Request headers whose presence means a server action (fetched, or a form posted without JavaScript). */
const ACTION_HEADERS = ["next-action", "content-type"] as const;

/** Request headers whose presence means a request may change something, besides an action's. */
const STATE_CHANGE_HEADERS = ["origin", "content-length", "transfer-encoding"] as const;

type HeaderCondition = { type: "header"; key: string; value?: string };
type MatcherEntry = string | { source: string; has?: HeaderCondition[]; missing?: HeaderCondition[] };

/**
 * The proxy's `config.matcher`, as proxy.ts must write it out. `unknownGuidePath`: the guide paths
 * that name no current guide (lib/catalog/route-rules.ts, from the catalogue's content).
 */
export function proxyMatcher(unknownGuidePath: string): MatcherEntry[] {
  const unproxied = UNPROXIED_PREFIXES.join("|");
  const anyPath = `/((?!${unproxied}).*)`;
  const outsideCatalogue = `/((?!${unproxied}|(?:${STATIC_PAGE_ALTERNATION})$).*)`;
  const header = (key: string, value?: string): HeaderCondition => (value === undefined ? { type: "header", key } : { type: "header", key, value });
  return [
    { source: outsideCatalogue, has: [header("accept", ".*text/html.*")] },
    ...ACTION_HEADERS.map((key) => ({ source: anyPath, has: [header(key)] })),
    ...STATE_CHANGE_HEADERS.map((key) => ({ source: outsideCatalogue, has: [header(key)] })),
    { source: outsideCatalogue, missing: [header("host", USUAL_HOST_SOURCE)] },
    { source: outsideCatalogue, has: [header("x-forwarded-host")], missing: [header("x-forwarded-host", USUAL_HOST_SOURCE)] },
    { source: outsideCatalogue, has: [header("x-forwarded-proto")], missing: [header("x-forwarded-proto", USUAL_FORWARDED_PROTO_SOURCE)] },
    // Whatever the headers: one entry (every entry is tried on every request that none matches).
    `/(${[...PROXY_PATHS, unknownGuidePath, UNCERTAIN_ESCAPE].join("|")})`,
  ];
}
