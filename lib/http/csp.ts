// The Content-Security-Policy of the shop's pages. Pages are partially prerendered
// (cacheComponents): the static shell is built once, without a request, and the per-request part
// is streamed after it. Next 16 keeps its inline scripts (the RSC payload, the Suspense reveals,
// the chunk bootstrap) out of the static shell and emits them with the per-request part, carrying
// the request's nonce; the proxy mints that nonce and passes it to Next in the request's CSP
// header (Next reads it from there). The one inline script a shell holds is React's constant
// paint-timing line, allowed by its hash. External scripts come from /_next/static ('self').
//
// The catalogue (static-pages.ts) is prerendered whole and served from the cache with no
// per-request part, so its inline scripts (the RSC payload Next writes into the HTML) cannot carry
// a per-request nonce, and their hashes change whenever an admin's change regenerates a page. Those
// pages get STATIC_PAGE_POLICY: the same directives, with inline scripts allowed. What that
// gives up is small there: their HTML is identical for every visitor and holds nothing from the
// request (no query, no cookie, no header is ever rendered into it), text from the database is
// escaped by React, and the personal parts are client islands that render JSON from /api/me as
// text. Every page that renders per request keeps the nonce policy.
import { createHash, randomBytes } from "node:crypto";
import { isStaticPagePath, isUnroutedPath } from "./static-pages";

/** The inline script React's static shell carries (react-dom's `$RT` paint timestamp). */
export const REACT_SHELL_INLINE_SCRIPT = "requestAnimationFrame(function(){$RT=performance.now()});";

const shellScriptHash = `'sha256-${createHash("sha256").update(REACT_SHELL_INLINE_SCRIPT).digest("base64")}'`;

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export type PolicyOptions = {
  /** The request's nonce, or "static" for a prerendered catalogue page (inline scripts allowed, see above). */
  nonce: string;
  https: boolean;
  development: boolean;
  /** Other origins the pages may send requests to: the S3 bucket an admin uploads guide PDFs to. */
  connectSources?: readonly string[];
};

export function contentSecurityPolicy({ nonce, https, development, connectSources = [] }: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    // React's development build evaluates code for its debugging aids; production never does.
    nonce === "static" ? "script-src 'self' 'unsafe-inline'" : `script-src 'self' 'nonce-${nonce}' ${shellScriptHash}${development ? " 'unsafe-eval'" : ""}`,
    // Inline style attributes (strand colours, Radix, the toaster's injected sheet) cannot carry
    // nonces; styles cannot run code, so this stays the one 'unsafe-inline'.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(" "),
    // The local mailbox shows e-mails in a sandboxed srcdoc frame, which inherits this policy.
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/**
 * The fixed policy of the prerendered catalogue pages (next.config.ts sends it, the same over http
 * and https: its sources are the shop's own, and browsers block or upgrade mixed content on an
 * https page themselves), and of the prerendered 404 and local tools (the proxy sends it).
 */
export function staticPagePolicy(https = false): string {
  return contentSecurityPolicy({ nonce: "static", https, development: false });
}

/** A browser asking for a page (not a script's fetch, not a file download from a route handler). */
function isPageRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "POST") return false;
  if (!(request.headers.get("accept") ?? "").includes("text/html")) return false;
  // Route handlers answer with files (PDFs open in the browser's viewer, which a page policy
  // would block) and JSON; the policy is for the pages.
  return !new URL(request.url).pathname.startsWith("/api/");
}

export function servedOverHttps(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https" || new URL(request.url).protocol === "https:";
}

/**
 * For a page request: the request headers to hand to Next (with the policy, so Next puts the
 * nonce on its inline scripts) and the response headers (the same policy, for the browser).
 */
export function pagePolicyHeaders(
  request: Request,
  development: boolean,
  connectSources: readonly string[] = [],
): { request: { headers: Headers }; headers: Headers } | undefined {
  if (!isPageRequest(request)) return undefined;
  const { pathname } = new URL(request.url);
  // The catalogue's fixed policy comes from next.config.ts; its prerendered HTML has no nonce to match.
  if (request.method !== "POST" && isStaticPagePath(pathname)) return undefined;
  // So has the prerendered 404 page that answers a path under no route: the fixed policy, from here.
  if (request.method !== "POST" && isUnroutedPath(pathname)) {
    return {
      request: { headers: new Headers(request.headers) },
      headers: new Headers({ "Content-Security-Policy": staticPagePolicy(servedOverHttps(request)) }),
    };
  }
  const policy = contentSecurityPolicy({ nonce: createNonce(), https: servedOverHttps(request), development, connectSources });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", policy);
  return { request: { headers: requestHeaders }, headers: new Headers({ "Content-Security-Policy": policy }) };
}
