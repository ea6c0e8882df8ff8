import { expect, type Page } from "@playwright/test";

/** A gift link that cannot be used lands on the home page, with a toast that names the problem. */
export async function expectGiftLinkToast(page: Page, title: string, description: string): Promise<void> {
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/(\?gift_link=\w+)?$/);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(description);
  // The address is cleaned, so a reload shows no toast again.
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
}
