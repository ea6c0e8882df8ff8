// The Content-Security-Policy is one the pages satisfy: every kind of page opens in
// Chromium with a clean console (no CSP violation, no script error), and scripts still run.
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { gotoSettled } from "./support/network";

/** Collects console errors, uncaught errors and CSP violations of a page (the policy is enforced, so a violation is a blocked script or style). */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // The 404 page's own document status is reported as a failed load; it is the page working as specified.
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
      );
    });
  });
  return problems;
}

// The prerendered catalogue carries a fixed policy (lib/http/csp.ts), and so does the prerendered
// 404 page answering a path under no route; every other page a fresh nonce.
const FIXED_POLICY = new Set([
  "/",
  "/guides",
  "/guides/quantum-focus",
  "/atomic-year",
  "/about",
  "/faq",
  "/privacy",
  "/contact",
  "/cart",
  "/guides/no-such-guide",
  "/no-such-page",
]);

async function openAndSettle(page: Page, path: string) {
  const response = await gotoSettled(page, path);
  const policy = response?.headers()["content-security-policy"];
  if (FIXED_POLICY.has(path)) expect(policy, `${path} has the catalogue's policy`).toContain("script-src 'self' 'unsafe-inline'; style-src");
  else expect(policy, `${path} has a nonce policy`).toContain("script-src 'self' 'nonce-");
  return response;
}

test("every kind of page opens with a clean console under the policy, and scripts run", async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchForProblems(page);

  for (const path of [
    "/",
    "/guides",
    "/guides/quantum-focus",
    "/atomic-year",
    "/about",
    "/faq",
    "/privacy",
    "/contact",
    "/login",
    "/cart",
    "/quiz",
    "/gift",
    "/gift?guide=power_001",
    "/gift-success",
    "/auth/confirm",
    "/reset-password",
    "/account/deleted",
  ]) {
    const response = await openAndSettle(page, path);
    expect(response?.status(), path).toBe(200);
    // The quiz sends a visitor on to sign-up once it has hydrated: that navigation ends before the next.
    if (path === "/quiz") await expect(page).toHaveURL(/\/login\?mode=signup&callbackUrl=%2Fquiz$/);
    expect(problems, path).toEqual([]);
  }
  const missing = await openAndSettle(page, "/no-such-page");
  expect(missing?.status()).toBe(404);
  const missingGuide = await openAndSettle(page, "/guides/no-such-guide");
  expect(missingGuide?.status()).toBe(404);
  expect(problems, "404 pages").toEqual([]);

  // Hydrated: Add to Cart updates the header's count.
  await openAndSettle(page, "/guides/quantum-focus");
  const cart = page.getByRole("link", { name: /Cart \(\d+\)/ }).first();
  await expect(async () => {
    await page.getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(cart).toHaveText(/Cart \(1\)/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // A client-side navigation (the router's state header passes the proxy's check) keeps the page alive.
  await page.evaluate(() => ((window as unknown as { stayedAlive: boolean }).stayedAlive = true));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { name: "Going atomic" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayedAlive?: boolean }).stayedAlive)).toBe(true);
  expect(problems).toEqual([]);
});

test("signed-in pages keep a clean console too", async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForProblems(page);
  await signInAs(page, "Policy");
  await openAndSettle(page, "/shelf");
  // A new reader's shelf greets them with the quiz invitation (a dialog rendered by the client).
  await expect(page.getByRole("dialog", { name: /Welcome to Atomic Guides/ })).toBeVisible();
  await openAndSettle(page, "/guides/quantum-focus");
  expect(problems).toEqual([]);
});
