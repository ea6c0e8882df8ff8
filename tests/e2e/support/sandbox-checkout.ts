import { expect, type Page } from "@playwright/test";

/** Pays on the sandbox hosted checkout page the browser is on, as a person types a card in. */
export async function payWithCard(page: Page, { card = "4242 4242 4242 4242", name = "Ada Reader" }: { card?: string; name?: string } = {}) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel(/expir/i).fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel(/name on card/i).fill(name);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}
