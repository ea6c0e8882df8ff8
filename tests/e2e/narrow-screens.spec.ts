// What fits where: the guide page's Buy button within a phone's first screen, the test-mode banner
// on one line, the admin tabs saying they scroll, and the full navigation bar from 768 px.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { expectNoLayoutShift, recordLayoutShifts } from "./support/layout-shifts";
import { shoot } from "./support/shots";

// On ADMIN_EMAILS in scripts/test.mjs.
const ADMIN_EMAIL = "tabs-admin@reader.test";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
};

test("on a phone a guide page shows its price and Buy within the first screen, beside a small cover; the desktop keeps the large cover", async ({ page }) => {
  await recordLayoutShifts(page);
  await page.setViewportSize(PHONE);
  await page.goto("/guides/shape-yourself-or-be-shaped", { waitUntil: "load" });
  const panel = page.getByTestId("purchase-panel");
  const buy = panel.getByRole("button", { name: "Buy & Download - $6" });
  const price = panel.getByText("$6", { exact: true });
  await expect(buy).toBeVisible();
  const buyBox = await box(buy);
  expect(buyBox.y + buyBox.height).toBeLessThanOrEqual(PHONE.height);
  expect((await box(price)).y).toBeGreaterThan(0);
  // The cover sits beside the title and above the panel, covering neither.
  const cover = await box(page.getByRole("img", { name: "Cover of Shape Yourself or Be Shaped" }));
  const title = await box(page.getByRole("heading", { level: 1 }));
  expect(cover.x + cover.width).toBeLessThanOrEqual(title.x);
  expect(cover.width).toBeLessThan(120);
  expect(cover.y + cover.height).toBeLessThanOrEqual((await box(panel)).y);
  // The introduction follows the panel, and nothing moved while the page loaded.
  const intro = await box(page.getByText(/Read a sample/));
  expect(intro.y).toBeGreaterThan(buyBox.y);
  await expectNoLayoutShift(page, "a guide page at 390 px");
  await shoot(page, "guide-page");

  await page.setViewportSize(DESKTOP);
  await page.goto("/guides/shape-yourself-or-be-shaped", { waitUntil: "load" });
  const wideCover = await box(page.getByRole("img", { name: "Cover of Shape Yourself or Be Shaped" }));
  const wideTitle = await box(page.getByRole("heading", { level: 1 }));
  const widePanel = await box(page.getByTestId("purchase-panel"));
  expect(wideCover.width).toBeGreaterThanOrEqual(280);
  expect(wideCover.x + wideCover.width).toBeLessThanOrEqual(wideTitle.x);
  expect(widePanel.x).toBeGreaterThan(wideTitle.x + wideTitle.width);
  // The introduction stays under the title, beside the cover.
  expect((await box(page.getByText(/Read a sample/))).x).toBeGreaterThan(wideCover.x + wideCover.width);
  await expectNoLayoutShift(page, "a guide page at 1280 px");
});

test("the test-mode banner is one line on a phone and says everything from 640 px", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/about");
  const banner = page.getByTestId("test-mode-banner");
  const shown = banner.locator("span:visible");
  await expect(shown).toHaveText("Test mode: no real charges; e-mail stays in the outbox.");
  expect((await box(banner)).height).toBeLessThanOrEqual(30);
  await page.setViewportSize(DESKTOP);
  await expect(shown).toHaveText(
    "Test mode: payments run in a sandbox and no real card is ever charged; e-mail is not delivered but kept in the shop's outbox.",
  );
  expect((await box(banner)).height).toBeLessThanOrEqual(30);
  await shoot(page, "about-with-banner");
});

test("on a phone the admin tabs show that more wait to the side, until scrolled there", async ({ page }) => {
  await signInAs(page, "Tess", ADMIN_EMAIL);
  await page.setViewportSize(PHONE);
  await page.goto("/admin");
  const tabs = page.getByRole("navigation", { name: "Admin" });
  await expect(tabs.getByRole("link", { name: "Dashboard" })).toBeVisible();
  const last = tabs.getByRole("link", { name: "Content" });
  const fadeEnd = page.getByTestId("admin-tabs-fade-end");
  // The last tab is out of view and the fade covers the row's end.
  expect((await box(last)).x).toBeGreaterThan(PHONE.width);
  await expect(fadeEnd).toHaveCSS("opacity", "1");
  const fade = await box(fadeEnd);
  expect(fade.x + fade.width).toBeLessThanOrEqual(PHONE.width);
  expect(fade.x + fade.width).toBeGreaterThan(PHONE.width - 40);
  await expect(page.getByTestId("admin-tabs-fade-start")).toHaveCSS("opacity", "0");
  // Scrolled to the end: the last tab is in view, the end fade gone, the start one shown.
  await last.scrollIntoViewIfNeeded();
  await expect(fadeEnd).toHaveCSS("opacity", "0");
  await expect(page.getByTestId("admin-tabs-fade-start")).toHaveCSS("opacity", "1");
  const lastBox = await box(last);
  expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(PHONE.width);
  // On a desktop every tab fits and there is nothing to hint at.
  await page.setViewportSize(DESKTOP);
  await expect(fadeEnd).toHaveCSS("opacity", "0");
  await expect(page.getByTestId("admin-tabs-fade-start")).toHaveCSS("opacity", "0");
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, "admin-dashboard");
});

async function expectBarFits(page: Page, width: number) {
  const bar = page.getByRole("navigation", { name: "Main" });
  await expect(bar).toBeVisible();
  await expect(page.locator("summary", { hasText: "Open menu" })).toBeHidden();
  const greeting = bar.getByTestId("greeting");
  await expect(greeting).toBeVisible();
  const entries = [
    page.getByRole("link", { name: "Atomic Guides", exact: true }),
    bar.getByRole("link", { name: "Guides", exact: true }),
    bar.getByRole("link", { name: "Atomic Year", exact: true }),
    bar.getByRole("link", { name: "About", exact: true }),
    greeting,
    bar.getByRole("link", { name: "My Shelf" }),
    bar.getByRole("link", { name: "Account" }),
    bar.getByRole("button", { name: "Sign Out" }),
    bar.getByRole("link", { name: "Cart (2)" }),
  ];
  let right = 0;
  for (const entry of entries) {
    const found = await box(entry);
    const where = `${await entry.textContent()} at ${width} px`;
    // In order, side by side, on one line, inside the window.
    expect(found.x, where).toBeGreaterThanOrEqual(right - 0.5);
    expect(found.height, where).toBeLessThanOrEqual(40);
    expect(found.x + found.width, where).toBeLessThanOrEqual(width);
    right = found.x + found.width;
  }
  // The greeting shows at least "Hi, " and the start of the name.
  expect((await box(greeting)).width, `greeting at ${width} px`).toBeGreaterThanOrEqual(60);
}

test("the full navigation bar fits from 768 px with a long name and a cart; below that the menu holds it", async ({ page }) => {
  await signInAs(page, "Maximilienne-Evangelina");
  await page.goto("/guides");
  const adds = page.getByRole("button", { name: /^Add .* to cart$/ });
  await adds.first().click();
  await adds.first().click();
  for (const width of [768, 900, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/about");
    await expect(page.getByRole("navigation", { name: "Main" }).getByTestId("greeting")).toHaveText("Hi, Maximilienne-Evangelina!");
    await expectBarFits(page, width);
    await page.screenshot({ path: `.data/test-results/bar-${width}.png` });
  }
  await page.setViewportSize({ width: 767, height: 800 });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const menu = page.locator("summary", { hasText: "Open menu" });
  await expect(menu).toBeVisible();
  await menu.click();
  const mobile = page.getByRole("navigation", { name: "Mobile" });
  await expect(mobile.getByRole("link", { name: "Atomic Year" })).toBeVisible();
  await expect(mobile.getByTestId("greeting")).toHaveText("Hi, Maximilienne-Evangelina!");
});
