import { test, expect } from "@playwright/test";
import { latestEmail, linkContaining, uniqueEmail } from "./support/mailbox";

test.describe.configure({ timeout: 180_000 });

test("screens", async ({ page, request }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/gift", { waitUntil: "networkidle" });
    await page.screenshot({ path: `/tmp/gift-shots/gift-empty-${width}.png`, fullPage: true });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.screenshot({ path: `/tmp/gift-shots/gift-errors-${width}.png`, fullPage: true });
    await page.getByLabel("Your name").fill("Gia Giver");
    await page.getByLabel("Your email").fill("gia@reader.test");
    await page.getByLabel("Recipient's name (optional)").fill("Rae");
    const recipient = uniqueEmail("rae");
    await page.getByLabel("Recipient's email").fill(recipient);
    await page.getByLabel("Delivery date").fill((await page.getByLabel("Delivery date").getAttribute("min"))!);
    await page.getByLabel("Gift message (optional)").fill("Happy birthday! A year of small, good changes.");
    await page.screenshot({ path: `/tmp/gift-shots/gift-filled-${width}.png`, fullPage: true });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.screenshot({ path: `/tmp/gift-shots/gift-review-${width}.png`, fullPage: true });
    await page.getByRole("button", { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/sandbox/);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel(/expir/i).fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel(/name on card/i).fill("Gia Giver");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByText("Processing your gift purchase...")).toBeVisible();
    await page.screenshot({ path: `/tmp/gift-shots/success-spinner-${width}.png`, fullPage: true });
    await expect(page.getByRole("heading", { name: "Gift Purchase Successful!" })).toBeVisible();
    await page.screenshot({ path: `/tmp/gift-shots/success-${width}.png`, fullPage: true });
    const mail = await latestEmail(request, recipient, "gift_received_atomic_year");
    const link = linkContaining(mail, "/gift/activate/");
    await page.context().clearCookies();
    await page.goto(new URL(link).pathname, { waitUntil: "networkidle" });
    await page.screenshot({ path: `/tmp/gift-shots/activate-${width}.png`, fullPage: true });
    await page.getByRole("tab", { name: "Log In" }).click();
    await page.screenshot({ path: `/tmp/gift-shots/activate-login-${width}.png`, fullPage: true });
    await page.goto("/gift/activate/missing", { waitUntil: "networkidle" });
    await page.screenshot({ path: `/tmp/gift-shots/invalid-${width}.png`, fullPage: true });
    await page.goto(`/dev/mailbox/${mail.id}`, { waitUntil: "networkidle" });
  }
});
