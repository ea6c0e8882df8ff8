// A customer's discount code in Chromium: a percentage code applied in the cart shows its name and
// the saving, the sandbox checkout asks for the discounted amount, and the paid order shows the code
// on the success page and the account page. An expired code is refused with its own message.
import { expect, test } from "@playwright/test";
import { signUpConfirmed } from "./support/accounts";
import { sql } from "./support/database";
import { payWithCard } from "./support/sandbox-checkout";
import { shoot } from "./support/shots";

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  // Codes an admin would make on /admin/discounts (admin.spec.ts drives that screen).
  await sql(
    `INSERT INTO discount_codes (id, code, name, kind, percent_off, applies_to_guides, updated_at)
     VALUES ('e2e_read20', 'READ20', 'Reading Week', 'percent_off', 20, true, now()) ON CONFLICT (code) DO NOTHING`,
  );
  await sql(
    `INSERT INTO discount_codes (id, code, name, kind, percent_off, applies_to_guides, ends_at, updated_at)
     VALUES ('e2e_summer', 'SUMMERGONE', 'Summer Sale', 'percent_off', 30, true, now() - interval '1 day', now()) ON CONFLICT (code) DO NOTHING`,
  );
});

test("a percentage code in the cart: its name and saving, the discounted payment, and the order showing the code", async ({ page, request }) => {
  await signUpConfirmed(page, request, "Pia");
  await page.goto("/cart?add=power_001");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await page.goto("/cart?add=motion_001");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(page.getByTestId("cart-total")).toHaveText("$12.00");

  await page.getByPlaceholder("Promo code").fill("summergone");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That promo code has expired." })).toBeVisible();

  await page.getByPlaceholder("Promo code").fill("read20");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("cart-announcement")).toHaveText("Promo code READ20 applied: 20% off.");
  await expect(page.getByTestId("cart-discount-name")).toHaveText("Reading Week (READ20)");
  await expect(page.getByTestId("cart-discount")).toHaveText("-$2.40");
  await expect(page.getByTestId("cart-total")).toHaveText("$9.60");
  await expect(page.getByTestId("cart-line").first()).toContainText("$6.00$4.80");
  await expect(page.getByTestId("cart-promo")).toContainText("READ20 applied: 20% off");
  await shoot(page, "cart-with-code");

  // The code stays applied after a reload, checked again by the server.
  await page.reload();
  await expect(page.getByTestId("cart-discount-name")).toHaveText("Reading Week (READ20)");

  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText("$9.60").first()).toBeVisible();
  await expect(page.getByText(/\$1\.20 off with READ20/).first()).toBeVisible();
  await payWithCard(page, { name: "Pia Buyer" });
  await expect(page.getByText("Payment successful!")).toBeVisible();
  await expect(page.getByTestId("success-amount")).toHaveText("$9.60");

  await page.goto("/account");
  await page.getByText("View receipt").click();
  await expect(page.getByRole("rowheader", { name: "Reading Week (READ20)" })).toBeVisible();
  await expect(page.getByText("−$2.40")).toBeVisible();
  const [order] = (
    await sql<{ total_cents: number; discount_code_id: string; status: string }>(
      `SELECT o.total_cents, o.discount_code_id, o.status::text AS status FROM orders o JOIN users u ON u.id = o.user_id
      WHERE u.first_name = 'Pia' AND o.discount_code_id = 'e2e_read20' ORDER BY o.created_at DESC LIMIT 1`,
    )
  ).rows;
  expect(order).toEqual({ total_cents: 960, discount_code_id: "e2e_read20", status: "fulfilled" });
});
