import { resolve } from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { ACTION_BODY_LIMIT_BYTES, PROXY_BODY_COPY_BYTES } from "./lib/http/limits";
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./lib/http/security-headers";
import { staticPagePolicy } from "./lib/http/csp";
import { STATIC_PAGE_SOURCE } from "./lib/http/static-pages";
import { siteOriginsOf } from "./lib/http/origin";

/**
 * With REDIS_URL, `next start` keeps Next's caches in Redis, shared by every instance: the
 * prerendered pages (`cacheHandler`) and the 'use cache' data (`cacheHandlers`), so a revalidation
 * on one instance reaches all of them (docs/serving.md, "Several instances with Redis"). Chosen
 * when the server starts, so one build serves with or without Redis; `next build` and `next dev`
 * keep Next's own per-process caches. The config is read by Next before the app exists, where
 * env() (lib/env.ts, server-only) cannot run: it reads REDIS_URL itself, and lib/env.ts validates
 * the same variable as the server starts.
 */
function sharedCache(phase: string): Pick<NextConfig, "cacheHandler" | "cacheHandlers"> {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL?.trim()) return {};
  const useCache = resolve("cache-handlers/use-cache.mjs");
  return { cacheHandler: resolve("cache-handlers/incremental.mjs"), cacheHandlers: { default: useCache, remote: useCache } };
}

const config = (phase: string): NextConfig => ({
  ...sharedCache(phase),
  cacheComponents: true,
  experimental: {
    authInterrupts: true,
    // The proxy refuses bigger action bodies first (lib/http/request-guard.ts); these keep Next's
    // own limit and its copy of the body for the proxy in step with it.
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES, allowedOrigins: siteOriginsOf(process.env.SITE_URL).map((origin) => new URL(origin).host) },
    proxyClientMaxBodySize: PROXY_BODY_COPY_BYTES,
  },
  partialPrefetching: true,
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  generateEtags: false,
  typedRoutes: false,
  // @opentelemetry/api is loaded from node_modules, never bundled: Next's tracer decides whether
  // OpenTelemetry is on by the name of the API's no-op provider class, and a bundled (minified)
  // copy renames it, so every request would build Next's spans for nothing (docs/performance.md).
  // One copy also keeps @vercel/otel, the shop's spans and Next's on the same API.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "@opentelemetry/api"],
  images: { dangerouslyAllowSVG: false },
  async headers() {
    // Two rules, neither with a named parameter or a `has` condition: Next tries every rule on every
    // request it serves, the prerendered catalogue's too, and decodes a rule's named parameters each
    // time it matches (docs/performance.md).
    return [
      // HSTS on every answer: browsers ignore it over plain http (RFC 6797, 8.1), so local
      // `npm start` is unaffected and no rule has to look at X-Forwarded-Proto.
      { source: "/(.*)", headers: [...SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY] },
      // The prerendered catalogue's fixed policy (lib/http/csp.ts); other pages get theirs, with a
      // nonce, from the proxy.
      { source: STATIC_PAGE_SOURCE, headers: [{ key: "Content-Security-Policy", value: staticPagePolicy() }] },
    ];
  },
});

export default config;
