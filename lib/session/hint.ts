// The "signed in" hint: a cookie that says nothing but "this browser has a session", readable by
// the page's scripts. The catalogue's HTML is the same for everyone (prerendered, cacheable), so
// the personal parts (the header's account links, a guide's owned state) are client islands; they
// ask the server (GET /api/me) only when this hint is present, so a visitor makes no request for
// them. It decides nothing: /api/me, every page, action and download check the real session
// (an httpOnly JWT backed by a sessions row). A stale hint costs one 401, which clears it.
import { isStaticPagePath } from "@/lib/http/static-pages";

export const SESSION_HINT_COOKIE = "ag-signed-in";
export const SESSION_HINT_VALUE = "1";

/**
 * Which account's offline reader copies this browser may open: the signed-in account's id (the
 * name of its reader cache, lib/shelf/reader-cache.ts), readable by scripts and by the reader's
 * service worker (public/read/sw.js), which offline answers a reader page only from that
 * account's cache. Set with the session at every sign-in and by GET /api/me, cleared with it (sign
 * out, a 401 from /api/me, the proxy when the session cookie has gone). It decides nothing on the
 * server; it only keeps one account's copies from answering another's requests on a shared browser.
 */
export const READER_ACCOUNT_COOKIE = "ag-reader";

/** Auth.js's session cookie, over http or https, whole or split into chunks (`.0`, `.1`, ...). */
export function isSessionCookieName(name: string): boolean {
  return /^(__Secure-)?authjs\.session-token(\.\d+)?$/.test(name);
}

export function hintCookieOptions(maxAgeSeconds: number, secure: boolean) {
  return { path: "/", sameSite: "lax" as const, httpOnly: false, secure, maxAge: maxAgeSeconds };
}

/**
 * Whether a response for this path may set or clear the hint: only a page rendered per request
 * (private, never stored by a shared cache). The prerendered catalogue, the cover art, a guide's
 * sample, the routes under /api and files (robots.txt, favicon.ico, ...) may be kept by a CDN,
 * which would replay the cookie to every visitor (a poisoned "clear" signs everyone's islands out).
 * Judged on the decoded path: `/abou%74` is answered like `/about`, from the prerender cache.
 */
export function hintMayChangeOn(rawPathname: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return false;
  }
  if (isStaticPagePath(pathname)) return false;
  if (/^\/(?:api|covers|_next)(?:\/|$)/.test(pathname)) return false;
  return !/\.[A-Za-z0-9]+$/.test(pathname);
}
