// The reader's service worker, registered by the reader with the scope /read/ (so it controls the
// reader's pages and nothing else of the shop). Online it stays out of the way; offline it answers
// a reader page, and the built scripts and styles that page loads, from the copies the reader kept:
// the page in its account's cache (deleted at sign-out, and when a page learns that another account
// is signed in), the built assets in a shared one.
const ASSETS = "reader-assets";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

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
      const kept = isAsset ? await (await caches.open(ASSETS)).match(request) : await caches.match(url.pathname + url.search);
      if (kept) return kept;
      throw offline;
    }),
  );
});
