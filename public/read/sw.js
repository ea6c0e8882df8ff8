// The reader's service worker, served from /read/ and registered with that scope (so it controls the
// reader's pages and nothing else of the shop). Online it stays out of the way; offline it answers
// a reader page, and the built scripts and styles that page loads, from the copies the reader kept:
// the page in its account's cache (deleted at sign-out, and when a page learns that another account
// is signed in), the built assets in a shared one.
// A reader page is answered only from the cache of the account signed in at this browser now, which
// the shop names in the readable cookie `ag-reader` (lib/session/hint.ts: set at sign-in, cleared at
// sign-out), never from another account's: on a shared browser one person's stamped copy must not
// open for the next. Without that cookie (nobody signed in), or where this worker cannot read
// cookies (a browser without the Cookie Store API in service workers), no reader page is answered
// offline.
const ASSETS = "reader-assets";
const READER_CACHE_PREFIX = "guide-reader-";
const ACCOUNT_COOKIE = "ag-reader";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** The id of the account signed in at this browser, or null. */
async function signedInAccount() {
  try {
    const cookie = self.cookieStore ? await self.cookieStore.get(ACCOUNT_COOKIE) : null;
    const value = cookie ? cookie.value : "";
    return /^[A-Za-z0-9_-]{1,100}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** This reader page as the signed-in account kept it, if it did. */
async function keptReaderPage(url) {
  const account = await signedInAccount();
  if (!account) return undefined;
  const name = READER_CACHE_PREFIX + account;
  // caches.open would make an empty cache for an account that kept nothing.
  if (!(await caches.has(name))) return undefined;
  return (await caches.open(name)).match(url.pathname + url.search);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const isAsset = url.pathname.startsWith("/_next/static/");
  const isReaderPage = request.mode === "navigate" && url.pathname.startsWith("/read/");
  if (!isAsset && !isReaderPage) return;
  event.respondWith(
    fetch(request).catch(async (offline) => {
      const kept = isAsset ? await (await caches.open(ASSETS)).match(request) : await keptReaderPage(url);
      if (kept) return kept;
      throw offline;
    }),
  );
});
