import { expect, test } from "@playwright/test";

test("on a phone the menu collapses and opens with the same entries", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  // A native disclosure: it opens before any script has run.
  await page.locator("summary", { hasText: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  for (const name of ["Guides", "Atomic Year", "About", "Sign In"]) await expect(menu.getByRole("link", { name })).toBeVisible();
  await menu.getByRole("link", { name: "Guides" }).click();
  await expect(page).toHaveURL(/\/guides$/);
  await expect(menu).toBeHidden();
  // Two columns of cards on a phone.
  const cards = page.getByTestId("guide-card");
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  expect(first && second && Math.abs(first.y - second.y)).toBeLessThan(2);
  const viewport = page.viewportSize();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(viewport?.width ?? 0);
});

test("on a phone How it works shows one step and the dots switch it", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Step 3: Feel the shift" }).click();
  await expect(page.getByRole("heading", { name: "Feel the shift" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Buy a guide" })).toBeHidden();
});
