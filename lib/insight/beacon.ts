// The browser's half of the insight counters: a page view or an add to cart, sent after the page
// has loaded with navigator.sendBeacon to POST /api/insight, as a short JSON text. Nothing is sent
// when the browser asks not to be followed (Do Not Track, Global Privacy Control). Nothing is
// stored: the visit's landing source (the first page's utm_source and referring host) is kept in
// this module's memory, so in-app navigations and the checkout carry it, and is gone on reload.

/** The pages counted: the catalogue and the cart (lib/http/static-pages.ts's list, kept small here for the bundle; the route checks again). */
export const COUNTED_PATH = /^\/(?:|guides|guides\/[^/]+|atomic-year|about|faq|privacy|contact|cart)$/;

type Landing = { r: string; u: string };
let landing: Landing | undefined;
let viewsSent = 0;

/** False when the browser says Do Not Track or Global Privacy Control. */
function mayCount(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack !== "1" && nav.globalPrivacyControl !== true;
}

/** The page load's landing source, read once: the first address's utm_source, the referrer's host when another site. */
function landingSource(): Landing {
  if (!landing) {
    let r = "";
    try {
      const referrer = new URL(document.referrer);
      if (referrer.host !== location.host) r = referrer.hostname;
    } catch {
      // No referrer (typed, bookmarked, or a policy that sends none).
    }
    landing = { r, u: (new URLSearchParams(location.search).get("utm_source") ?? "").slice(0, 100) };
  }
  return landing;
}

function send(body: Record<string, string | boolean>): void {
  const text = JSON.stringify(body);
  const post = () => {
    try {
      if (!navigator.sendBeacon?.("/api/insight", text)) {
        void fetch("/api/insight", { method: "POST", body: text, keepalive: true, credentials: "omit" }).catch(() => undefined);
      }
    } catch {
      // Counting is never worth an error.
    }
  };
  if (document.readyState === "complete") setTimeout(post, 0);
  else window.addEventListener("load", post, { once: true });
}

/** Counts a view of `path` (a catalogue page; any other path is not counted). */
export function sendPageView(path: string): void {
  if (!mayCount() || !COUNTED_PATH.test(path)) return;
  const source = landingSource();
  send({ e: "view", p: path, ...source, ...(viewsSent++ === 0 ? { n: true } : {}) });
}

/** Counts a guide added to the cart. */
export function sendCartAdd(slug: string): void {
  if (mayCount()) send({ e: "add", g: slug, ...landingSource() });
}

/** The visit's source for the checkout's record (utm_source, else the referring host), "" when direct, unknown or not to be counted. */
export function visitSourceForCheckout(): string {
  if (!mayCount()) return "";
  const source = landingSource();
  return source.u || source.r;
}
