// The insight counters in Chromium: a visitor arriving from a link with a utm_source browses the
// catalogue (in-app navigations keep the visit's source in memory, nothing stored) and adds a guide
// to the cart; the admin sees those counts on the dashboard under that source, and the charts at
// 1280 and 390 px (SHOTS_DIR). A browser with Global Privacy Control on sends nothing and is
// counted nowhere.
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { sql } from "./support/database";
import { shoot } from "./support/shots";

test.describe.configure({ timeout: 120_000 });

const ADMIN_EMAIL = "shop-owner@reader.test";
const GUIDE = { slug: "emotional-alchemy", title: "Emotional Alchemy" };

/** Every beacon the page sends, as its parsed body. */
function beacons(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/insight") sent.push(JSON.parse(request.postData() ?? "null") as Record<string, unknown>);
  });
  return sent;
}

/** Home from a link tagged `utm`, then the collection and a guide by clicking, then Add to Cart. */
async function browse(page: Page, utm: string) {
  await page.goto(`/?utm_source=${utm}`);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Guides", exact: true }).click();
  await expect(page).toHaveURL(/\/guides$/);
  await page.getByTestId("guide-card").filter({ hasText: GUIDE.title, visible: true }).click();
  await expect(page).toHaveURL(new RegExp(`/guides/${GUIDE.slug}$`));
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart!")).toBeVisible();
}

const countsFor = async (source: string) =>
  (await sql<{ n: string }>(`SELECT COALESCE(SUM(n), 0)::text AS n FROM insight_counts WHERE source = $1 OR subject = $1`, [source])).rows[0]!.n;

test("a visitor's views and add to cart are counted under their source, and the admin sees them on the dashboard", async ({ browser }) => {
  const utm = `e2e-${randomBytes(4).toString("hex")}`;
  const visitor = await (await browser.newContext()).newPage();
  const sent = beacons(visitor);
  await browse(visitor, utm.toUpperCase());
  await expect.poll(() => sent.length).toBe(4);
  expect(sent.map((body) => body.e)).toEqual(["view", "view", "view", "add"]);
  // No cookie and nothing in the browser's storage but the cart's own guide ids.
  expect(await visitor.context().cookies()).toEqual([]);
  expect(await visitor.evaluate(() => Object.keys(localStorage).concat(Object.keys(sessionStorage)))).toEqual(["cart"]);

  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, "Owner", ADMIN_EMAIL);
  await expect(async () => {
    await admin.goto("/admin");
    const row = admin.getByTestId("source-funnel").and(admin.locator(`[data-key="${utm}"]`));
    await expect(row.getByRole("rowheader")).toHaveText(utm, { timeout: 1000 });
    await expect(row.locator('[data-figure="pageViews"]')).toHaveText("3", { timeout: 1000 });
    await expect(row.locator('[data-figure="guideViews"]')).toHaveText("1", { timeout: 1000 });
    await expect(row.locator('[data-figure="adds"]')).toHaveText("1", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(admin.getByTestId("insight-utm").locator(`[data-key="${utm}"]`)).toContainText("1");
  const guideRow = admin.getByTestId("guide-funnel").and(admin.locator(`[data-key="${GUIDE.slug}"]`));
  await expect(guideRow.getByRole("rowheader")).toHaveText(GUIDE.title);
  expect(Number(await guideRow.locator('[data-figure="adds"]').textContent())).toBeGreaterThanOrEqual(1);
  const today = new Date().toISOString().slice(0, 10);
  expect(
    Number(
      await admin
        .getByTestId("views-day")
        .and(admin.locator(`[data-day="${today}"]`))
        .getByRole("cell")
        .nth(1)
        .textContent(),
    ),
  ).toBeGreaterThanOrEqual(3);
  for (const heading of ["Page views per day", "Conversion by guide", "Top sources"]) await expect(admin.getByRole("heading", { name: heading })).toBeVisible();
  await shoot(admin, "insight-dashboard");
});

test("with Global Privacy Control on, nothing is sent and nothing is counted", async ({ browser }) => {
  const utm = `e2e-gpc-${randomBytes(4).toString("hex")}`;
  const context = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }));
  const page = await context.newPage();
  const sent = beacons(page);
  await browse(page, utm);
  // Longer than the counters wait before they are written.
  await page.waitForTimeout(2000);
  expect(sent).toEqual([]);
  expect(await countsFor(utm)).toBe("0");
  // A beacon sent by hand with the header is dropped by the route too.
  const answer = await page.request.post("/api/insight", {
    headers: { origin: new URL(page.url()).origin, "content-type": "text/plain" },
    data: JSON.stringify({ e: "view", p: "/", u: utm, n: true }),
  });
  expect(answer.status()).toBe(204);
  await page.waitForTimeout(1500);
  expect(await countsFor(utm)).toBe("0");
});
