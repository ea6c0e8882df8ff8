// Cross-site request refusal: a state-changing request must come from the shop's own pages. Browsers send `Origin` with every POST, PUT, PATCH and
// DELETE, also for same-site forms, so a state-changing request whose Origin is not this site's
// (or is `null`, as from a sandboxed frame or a data: page) comes from another site. A missing
// Origin means a client that is not a browser: it cannot carry a visitor's cookies without the
// visitor, but the shop still refuses it unless the route authenticates the caller another way.
// Note: a `Referrer-Policy: no-referrer` would make browsers send `Origin: null` on same-site
// POSTs too; next.config.ts sets `strict-origin-when-cross-origin`.
import { refusal } from "./responses";

export type OriginVerdict = "same-site" | "cross-site" | "missing";

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING_METHODS.has(method.toUpperCase());
}

/**
 * Compares the request's Origin with the host it was sent to, read as Next's own server-action
 * check reads it: the first `X-Forwarded-Host` when a reverse proxy set one, else `Host`, compared
 * exactly; or with the configured site origins. A request that passes here therefore also passes
 * Next's check (which would otherwise answer 500), and a page on another site cannot pass either:
 * it cannot set these headers on a request a browser makes for it.
 */
export function originVerdict(headers: Headers, siteOrigins: readonly string[] = []): OriginVerdict {
  const origin = headers.get("origin")?.trim();
  if (!origin) return "missing";
  if (origin === "null") return "cross-site";
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return "cross-site";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "cross-site";
  if (siteOrigins.some((site) => sameOrigin(site, url))) return "same-site";
  const forwardedHost = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = forwardedHost || headers.get("host");
  return host === url.host ? "same-site" : "cross-site";
}

/**
 * The origin of a configured SITE_URL, which the rule accepts whatever the host headers say;
 * nothing when SITE_URL is unset. The server reads it from lib/env.ts (`env().siteOrigins`), and
 * next.config.ts hands the same value to Next's own server-action check (`allowedOrigins`), so the
 * two agree; without SITE_URL both compare with the host alone.
 */
export function siteOriginsOf(siteUrl: string | undefined): string[] {
  const site = siteUrl?.trim();
  return site && URL.canParse(site) ? [new URL(site).origin] : [];
}

function sameOrigin(site: string, url: URL): boolean {
  try {
    return new URL(site).origin === url.origin;
  } catch {
    return false;
  }
}

/**
 * For route handlers: a 403 for a state-changing request from another site (or without an Origin,
 * unless `allowMissingOrigin`), otherwise null. The proxy applies the same rule; handlers call
 * this too because the proxy is a convenience, not the guard.
 */
export function refuseCrossSiteRequest(request: Request, options: { siteOrigins?: readonly string[]; allowMissingOrigin?: boolean } = {}): Response | null {
  if (!isStateChanging(request.method)) return null;
  const verdict = originVerdict(request.headers, options.siteOrigins);
  if (verdict === "same-site" || (verdict === "missing" && options.allowMissingOrigin)) return null;
  return refusal(
    403,
    verdict === "missing" ? "Forbidden: this request must come from the shop's own pages (no Origin header)." : "Forbidden: cross-site request refused.",
  );
}
