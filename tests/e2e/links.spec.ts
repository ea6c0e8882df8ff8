// No link in the shop leads to a 404: every same-site link on the pages a visitor and a customer
// see is followed, and each answers without an error (a sign-in redirect counts as an answer).
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/accounts";

test.describe.configure({ timeout: 180_000 });

const VISITOR_PAGES = ["/", "/guides", "/guides/quantum-focus", "/atomic-year", "/gift", "/about", "/faq", "/privacy", "/contact", "/cart", "/quiz", "/login"];
const CUSTOMER_PAGES = ["/", "/shelf", "/account", "/atomic-year/checkout"];

/** The same-site links in the pages' HTML as the server sends it (a page that moves on by itself,
 * like the quiz for a visitor, still shows its links). */
async function sameSiteLinks(page: Page, paths: string[]): Promise<Set<string>> {
  const links = new Set<string>();
  for (const path of paths) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBeLessThan(400);
    const base = new URL(response.url());
    for (const match of (await response.text()).matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      const url = new URL(match[1]!.replaceAll("&amp;", "&"), base);
      if (url.origin === base.origin) links.add(`${url.pathname}${url.search}`);
    }
  }
  return links;
}

async function expectNoneMissing(page: Page, links: Set<string>) {
  const broken: string[] = [];
  for (const link of links) {
    const response = await page.request.get(link, { maxRedirects: 0 });
    if (response.status() >= 400) broken.push(`${link} → ${response.status()}`);
  }
  expect(broken).toEqual([]);
}

test("every link a visitor sees leads somewhere", async ({ page }) => {
  const links = await sameSiteLinks(page, VISITOR_PAGES);
  expect(links.size).toBeGreaterThan(20);
  await expectNoneMissing(page, links);
});

test("every link a signed-in customer sees leads somewhere", async ({ page }) => {
  await signInAs(page, "Lin");
  const links = await sameSiteLinks(page, CUSTOMER_PAGES);
  await expectNoneMissing(page, links);
});
