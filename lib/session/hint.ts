// The "signed in" hint: a cookie that says nothing but "this browser has a session", readable by
// the page's scripts. The catalogue's HTML is the same for everyone (prerendered, cacheable), so
// the personal parts (the header's account links, a guide's owned state) are client islands; they
// ask the server (GET /api/me) only when this hint is present, so a visitor makes no request for
// them. It decides nothing: /api/me, every page, action and download check the real session
// (an httpOnly JWT backed by a sessions row). A stale hint costs one 401, which clears it.
import { isStaticPagePath } from "@/lib/http/static-pages";

export const SESSION_HINT_COOKIE = "ag-signed-in";
export const SESSION_HINT_VALUE = "1";

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
