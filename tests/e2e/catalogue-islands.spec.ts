// The catalogue is the same prerendered HTML for everyone, cacheable by a CDN; the
// personal parts are client islands that ask GET /api/me only when the "signed in" hint is
// there, arrive in one round trip without moving anything, and every control works from the
// first paint.
import { expect, test } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { answerQuiz } from "./support/quiz";
import { expectNoLayoutShift, recordLayoutShifts } from "./support/layout-shifts";
import { gotoSettled, networkQuiet, watchNetwork } from "./support/network";

test.describe.configure({ timeout: 150_000 });

const CATALOGUE = ["/", "/guides", "/guides/quantum-focus", "/atomic-year", "/about", "/faq", "/privacy", "/contact"];
const HTML = { accept: "text/html,application/xhtml+xml" };
const OWNED_GUIDE = "/guides/shape-yourself-or-be-shaped";

/** Where two texts first differ, with some context; null when they are the same. */
function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `at ${at}: ${JSON.stringify(a.slice(Math.max(0, at - 80), at + 80))} vs ${JSON.stringify(b.slice(Math.max(0, at - 80), at + 80))}`;
}

/** React's per-render boundary keys (22 URL-safe characters) masked. */
function withoutRenderKeys(html: string): string {
  return html.replace(/\b[A-Za-z0-9_-]{22}\b/g, "<key>");
}

test("the catalogue is the same static HTML for a visitor and a signed-in customer, and a CDN may keep it", async ({ page, request }) => {
  await signInAs(page, "Cato");
  for (const path of CATALOGUE) {
    // Once first: after an admin's change (other specs make some) the next request renders the
    // page afresh, once, and stores it again.
    await request.get(path, { headers: HTML });
    const visitor = await request.get(path, { headers: HTML });
    const customer = await page.request.get(path, { headers: HTML });
    expect(visitor.status(), path).toBe(200);
    expect(customer.status(), path).toBe(200);
    const [theirs, mine] = [await visitor.text(), await customer.text()];
    expect(mine, path).not.toContain("Cato");
    // The same page: two renders of it differ only in React's per-render keys (a page regenerated
    // between the two requests, as the client router's prefetches may cause), so those are masked.
    expect(firstDifference(withoutRenderKeys(mine), withoutRenderKeys(theirs)), `${path}: the same HTML for both`).toBeNull();
    const cacheControl = visitor.headers()["cache-control"] ?? "";
    expect(cacheControl, `${path} (x-nextjs-cache: ${visitor.headers()["x-nextjs-cache"]})`).toMatch(/s-maxage=\d+/);
    // Pages built from data are regenerated at most hourly, and meanwhile served stale; the
    // others never change until the next deployment (a year's s-maxage).
    if (!cacheControl.includes("s-maxage=31536000")) expect(cacheControl, path).toMatch(/stale-while-revalidate/);
    expect(cacheControl, path).not.toMatch(/private|no-store/);
    expect(visitor.headers()["x-nextjs-postponed"], path).toBeUndefined();
  }
});

test("a visitor's pages never ask for personal state; a signed-in owner's arrive in one request, with nothing moving", async ({ page, request }) => {
  const asked: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname === "/api/me") asked.push(sent.url());
  });
  for (const path of ["/", "/guides", "/guides/quantum-focus"]) {
    await gotoSettled(page, path);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
  }
  expect(asked).toEqual([]);
  expect((await request.get("/api/me")).status()).toBe(401);

  await signInAs(page, "Oona");
  await page.goto("/quiz");
  await answerQuiz(page);
  await expect(page).toHaveURL(/\/shelf$/);

  await recordLayoutShifts(page);
  asked.length = 0;
  watchNetwork(page);
  await page.goto(OWNED_GUIDE);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByTestId("greeting")).toHaveText("Hi, Oona!");
  await expect(nav.getByRole("link", { name: "My Shelf" })).toBeVisible();
  await expect(page.getByText("Owned", { exact: true })).toBeVisible();
  await expect(page.getByTestId("purchase-panel")).toBeHidden();
  await networkQuiet(page);
  expect(asked).toHaveLength(1);
  await expectNoLayoutShift(page, "a guide page its owner opens");

  // A guide they do not own keeps the purchase panel; a client navigation asks once more.
  await page.goto("/guides/quantum-focus");
  await expect(page.getByTestId("purchase-panel")).toBeVisible();
  await expect(page.getByText("Owned", { exact: true })).toBeHidden();

  // Signing out: the header follows at once, and the next page asks nothing.
  await nav.getByRole("button", { name: "Sign Out" }).click();
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
  asked.length = 0;
  await gotoSettled(page, "/guides");
  expect(asked).toEqual([]);
});

test("a click on Add to Cart before the page's scripts have run is not lost", async ({ page }) => {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/guides/quantum-focus", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page).toHaveURL(/\/cart\?add=/);
  release();
  await expect(page.getByRole("button", { name: "Remove Quantum Focus" })).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("link", { name: "Cart (1)" }).first()).toBeVisible();
});

test("a response a shared cache may keep never sets or clears the hint, whatever headers the request carries", async ({ page, request }) => {
  await signInAs(page, "Cass");
  const session = (await page.context().cookies()).find((cookie) => /^(__Secure-)?authjs\.session-token$/.test(cookie.name));
  expect(session, "a session cookie after sign-up").toBeDefined();
  // The proxy also runs for a GET that carries an Origin, a Content-Type or a Content-Length: a
  // crafted request can make it answer a cacheable page. Two kinds of request: a session without
  // its hint (the proxy would add it), a stale hint without a session (the proxy would clear it).
  const probes: { cookie: string; extra: Record<string, string> }[] = [
    { cookie: `${session!.name}=${session!.value}`, extra: { origin: new URL(page.url()).origin } },
    { cookie: "ag-signed-in=1", extra: { "content-type": "text/plain" } },
  ];
  const cacheable = [
    ...CATALOGUE,
    "/cart",
    "/guides/no-such-guide",
    "/covers/power_001.svg",
    "/api/guides/power_001/sample",
    "/robots.txt",
    "/abou%74",
    "/guides/%71uantum-focus",
  ];
  for (const path of cacheable) {
    for (const { cookie, extra } of probes) {
      const response = await request.get(path, { headers: { ...HTML, ...extra, cookie }, maxRedirects: 0 });
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl, path).not.toMatch(/private|no-store/);
      const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
      expect(cookies, `${path} (Cache-Control: ${cacheControl}) with ${Object.keys(extra).join()}`).toEqual([]);
    }
  }

  // A page rendered per request (private) still gives an older session its hint.
  const shelf = await request.get("/shelf", { headers: { ...HTML, cookie: probes[0]!.cookie } });
  expect(shelf.headers()["cache-control"]).toMatch(/private/);
  expect(shelf.headers()["set-cookie"]).toMatch(/^ag-signed-in=1;/);
});
