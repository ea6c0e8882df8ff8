import type { ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { sql } from "./support/database";
import { payWithCard } from "./support/sandbox-checkout";
import { shoot } from "./support/shots";
import { startTaxServer, stopTaxServer, taxOrigin } from "./support/tax-server";
import { gotoSettled } from "./support/network";

// A server of its own with STRIPE_TAX=true, then a checkout on it and one on the main server.
test.describe.configure({ timeout: 180_000 });

const ADMIN_EMAIL = "shop-owner@reader.test";

let server: ChildProcess | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTaxServer();
});
test.afterAll(async () => {
  await stopTaxServer(server);
});

test("with STRIPE_TAX=true the sandbox checkout shows its $0.00 tax, and the receipt and the dashboard show the tax recorded", async ({ page, browser }) => {
  const email = await signInAs(page, "Tia");
  await gotoSettled(page, `${taxOrigin}/guides/starting-is-a-spell`);
  await page.getByRole("button", { name: "Buy & Download - $6" }).click();
  await expect(page).toHaveURL(new RegExp(`^${taxOrigin}/sandbox/checkout/cs_sandbox_`));
  await expect(page.getByTestId("sandbox-tax")).toHaveText("Tax: $0.00 (test mode)");
  await expect(page.getByRole("button", { name: "Pay $6.00" })).toBeVisible();
  await shoot(page, "tax-sandbox-checkout");
  await payWithCard(page, { name: "Tia Buyer" });
  await expect(page.getByText("Payment successful!")).toBeVisible();

  const { rows } = await sql<{ id: string; tax_cents: number | null; tax_behavior: string | null; total_cents: number }>(
    `SELECT o.id, o.tax_cents, o.tax_behavior, o.total_cents FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1 AND o.status = 'fulfilled'`,
    [email],
  );
  expect(rows).toEqual([{ id: expect.any(String), tax_cents: 0, tax_behavior: "exclusive", total_cents: 600 }]);

  await page.goto(`${taxOrigin}/account`);
  const order = page.getByTestId("account-order");
  await expect(order).toContainText("$6.00");
  await order.getByText("View receipt").click();
  await expect(order.getByTestId("account-order-tax")).toHaveText("Tax: $0.00");
  await expect(order.getByText("Charged to your card")).toHaveCount(0);
  await shoot(page, "tax-account-receipt");

  // The tax Stripe would have computed for a buyer where the shop is registered, as fulfilment
  // records it: first inside the price, then added on top (charged to the card with the total).
  const orderId = rows[0]!.id;
  await sql(`UPDATE orders SET tax_cents = 100, tax_behavior = 'inclusive' WHERE id = $1`, [orderId]);
  await page.reload();
  await order.getByText("View receipt").click();
  await expect(order.getByTestId("account-order-tax")).toHaveText("incl. tax $1.00");
  await expect(order.getByText("Charged to your card")).toHaveCount(0);
  await sql(`UPDATE orders SET tax_cents = 120, tax_behavior = 'exclusive' WHERE id = $1`, [orderId]);
  await page.reload();
  await expect(order).toContainText("$7.20");
  await order.getByText("View receipt").click();
  await expect(order.getByTestId("account-order-tax")).toHaveText("Tax: $1.20");
  await expect(order.getByRole("row", { name: "Charged to your card" })).toContainText("$7.20");
  await shoot(page, "tax-account-receipt-exclusive");

  const admin = await browser.newPage();
  try {
    await signInAs(admin, "Owner", ADMIN_EMAIL);
    await admin.goto(`${taxOrigin}/admin`);
    await expect(admin.locator('[data-figure="Today:Tax collected"]')).toHaveText(/^\$\d+\.\d\d$/);
    await expect(admin.locator('[data-figure="This month:Tax collected"]')).toBeVisible();
    await shoot(admin, "tax-admin-dashboard");
    await admin.goto(`${taxOrigin}/admin/orders?order=${orderId}`);
    const panel = admin.getByRole("complementary");
    await expect(panel).toContainText("Tax: $1.20");
    // A refund gives back what was charged, the tax on top included.
    await expect(panel.getByRole("button", { name: /^Refund \$7\.20/ })).toBeVisible();
    await shoot(admin, "tax-admin-order-panel");
  } finally {
    await admin.close();
  }
});

test("without STRIPE_TAX the sandbox checkout has no tax line", async ({ page }) => {
  await signInAs(page, "Ned");
  await gotoSettled(page, "/guides/starting-is-a-spell");
  await page.getByRole("button", { name: "Buy & Download - $6" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
  await expect(page.getByRole("button", { name: "Pay $6.00" })).toBeVisible();
  await expect(page.getByTestId("sandbox-tax")).toHaveCount(0);
  await expect(page.getByText(/Tax:/)).toHaveCount(0);
});
