// "The page has settled": no request in flight for half a second, as Playwright's "networkidle"
// means, except for requests no page code waits on.
//
// Why not "networkidle" itself: the catalogue's pages send `s-maxage` with `stale-while-revalidate`
// (for a CDN), and Chromium honours `stale-while-revalidate` in its own cache too. When a page
// prefetches a route whose answer it has cached from an earlier page with the same path, Chromium
// serves the cached answer at once and fetches a fresh one in the background. Nobody reads that
// background answer, and Chromium keeps the request open until it collects it, 8 to 30 seconds
// later; "networkidle" waits for it. These requests are the only ones Playwright reports with the
// resource type "other" and the `RSC` header (the router's own prefetches are "fetch").
import type { Page, Request, Response } from "@playwright/test";

const QUIET_MS = 500;
const watched = new WeakMap<Page, Set<Request>>();

function isBackgroundRevalidation(request: Request): boolean {
  return request.resourceType() === "other" && request.headers()["rsc"] === "1";
}

/** Starts counting `page`'s requests in flight (once per page; networkQuiet needs it first). */
export function watchNetwork(page: Page): Set<Request> {
  let open = watched.get(page);
  if (!open) {
    const inFlight = new Set<Request>();
    page.on("request", (request) => {
      if (!isBackgroundRevalidation(request)) inFlight.add(request);
    });
    page.on("requestfinished", (request) => inFlight.delete(request));
    page.on("requestfailed", (request) => inFlight.delete(request));
    watched.set(page, inFlight);
    open = inFlight;
  }
  return open;
}

/** Resolves once no request of `page` (since watchNetwork) has been in flight for half a second. */
export async function networkQuiet(page: Page, timeout = 30_000): Promise<void> {
  const open = watched.get(page);
  if (!open) throw new Error("networkQuiet: call watchNetwork(page) before the requests it should wait for");
  const deadline = Date.now() + timeout;
  let quietSince: number | undefined;
  for (;;) {
    const now = Date.now();
    if (open.size > 0) quietSince = undefined;
    else if ((quietSince ??= now) + QUIET_MS <= now) return;
    if (now > deadline) throw new Error(`the page still has requests in flight: ${[...open].map((request) => request.url()).join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** page.goto(url), then networkQuiet: the page has loaded and made every request it was going to. */
export async function gotoSettled(page: Page, url: string): Promise<Response | null> {
  watchNetwork(page);
  const response = await page.goto(url);
  await networkQuiet(page);
  return response;
}
