import type { NextConfig } from "next";
import { ACTION_BODY_LIMIT_BYTES, PROXY_BODY_COPY_BYTES } from "./lib/http/limits";
import { MALFORMED_ROUTER_STATE_PATH, ROUTER_STATE_ENCODING, ROUTER_STATE_HEADER, ROUTER_STATE_SHAPE } from "./lib/http/router-state";
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./lib/http/security-headers";
import { staticPagePolicy } from "./lib/http/csp";
import { STATIC_PAGE_SOURCE } from "./lib/http/static-pages";
import { guideAliasRedirects, guideRouteRewrites } from "./lib/catalog/route-rules";
import { GUIDES } from "./prisma/content/guides";

/** The public host (SITE_URL), which Next's own server-action check must accept like the proxy does (lib/http/origin.ts). */
function siteHosts(): string[] {
  const site = process.env.SITE_URL?.trim();
  return site && URL.canParse(site) ? [new URL(site).host] : [];
}

const nextConfig: NextConfig = {
  cacheComponents: true,
  experimental: {
    authInterrupts: true,
    // The proxy refuses bigger action bodies first (lib/http/request-guard.ts); these keep Next's
    // own limit and its copy of the body for the proxy in step with it.
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES, allowedOrigins: siteHosts() },
    proxyClientMaxBodySize: PROXY_BODY_COPY_BYTES,
  },
  partialPrefetching: true,
  // Next's list of crawlers that get metadata rendered blocking (a per-request render, past the
  // prerender cache), less Lighthouse: it should measure the page people get, the prerendered one.
  htmlLimitedBots:
    /[\w-]+-Google|Google-[\w-]+|Slurp|DuckDuckBot|baiduspider|yandex|sogou|bitlybot|tumblr|vkShare|quora link preview|redditbot|ia_archiver|Bingbot|BingPreview|applebot|facebookexternalhit|facebookcatalog|Twitterbot|LinkedInBot|Slackbot|Discordbot|WhatsApp|SkypeUriPreview|Yeti|googleweblight/i,
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  generateEtags: false,
  typedRoutes: false,
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket"],
  images: { dangerouslyAllowSVG: false },
  async rewrites() {
    return {
      // Before Next parses the router-state header of an RSC request (and answers 500 when it cannot):
      // a header that does not decode, or is not a tree, goes to a route that answers 400.
      // Then an unknown guide slug goes to the prerendered "Guide not found" page (status 404).
      beforeFiles: [
        ...[ROUTER_STATE_ENCODING, ROUTER_STATE_SHAPE].map((pattern) => ({
          source: "/:path*",
          has: [
            { type: "header" as const, key: "rsc", value: "1" },
            { type: "header" as const, key: ROUTER_STATE_HEADER },
          ],
          missing: [{ type: "header" as const, key: ROUTER_STATE_HEADER, value: pattern }],
          destination: MALFORMED_ROUTER_STATE_PATH,
        })),
        ...guideRouteRewrites(GUIDES),
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  // An old guide slug goes to the guide's page (the unknown ones are rewritten above).
  async redirects() {
    return guideAliasRedirects(GUIDES);
  },
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      // The prerendered catalogue's fixed policy (lib/http/csp.ts); other pages get theirs, with a
      // nonce, from the proxy. Over https the same policy also upgrades insecure requests.
      { source: STATIC_PAGE_SOURCE, headers: [{ key: "Content-Security-Policy", value: staticPagePolicy() }] },
      {
        source: STATIC_PAGE_SOURCE,
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Content-Security-Policy", value: staticPagePolicy(true) }],
      },
      // Only over https: browsers ignore HSTS on plain http, and local `npm start` is plain http.
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [STRICT_TRANSPORT_SECURITY] },
    ];
  },
};

export default nextConfig;
