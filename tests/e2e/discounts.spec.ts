// A customer's discount code in Chromium: a percentage code applied in the cart shows its name and
// the saving, the sandbox checkout asks for the discounted amount, and the paid order shows the code
// on the success page and the account page. An expired code is refused with its own message. The
// Atomic Year checkout and the gift wizard take codes that apply to them.
import { expect, test } from "@playwright/test";
import { signUpConfirmed } from "./support/accounts";
import { uniqueEmail } from "./support/mailbox";
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
  await sql(
    `INSERT INTO discount_codes (id, code, name, kind, percent_off, applies_to_guides, applies_to_atomic_year, updated_at)
     VALUES ('e2e_year25', 'YEAR25', 'Year of Reading', 'percent_off', 25, false, true, now()) ON CONFLICT (code) DO NOTHING`,
  );
  await sql(
    `INSERT INTO discount_codes (id, code, name, kind, amount_off_cents, applies_to_guides, applies_to_gifts, updated_at)
     VALUES ('e2e_give1', 'GIVE1', 'Giving Season', 'amount_off', 100, false, true, now()) ON CONFLICT (code) DO NOTHING`,
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

test("The Atomic Year checkout and the gift wizard take a code that applies to them and ask the provider for the discounted amount", async ({
  page,
  request,
}) => {
  await signUpConfirmed(page, request, "Yara");
  await page.goto("/atomic-year/checkout");
  await page.getByPlaceholder("Promo code").fill("read20");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That promo code does not apply to The Atomic Year." })).toBeVisible();
  await page.getByPlaceholder("Promo code").fill("year25");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("promo-applied")).toContainText("YEAR25 · Year of Reading: you save $9.00");
  await expect(page.getByTestId("checkout-discounted-total")).toHaveText("$27.00");
  await shoot(page, "atomic-year-checkout-with-code");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText("$27.00").first()).toBeVisible();

  await page.goto("/gift?guide=power_002");
  await page.getByLabel("Your name").fill("Yara");
  await page.getByLabel("Your email").fill(uniqueEmail("yara"));
  await page.getByLabel("Recipient's email").fill(uniqueEmail("rex"));
  const today = await page.getByLabel("Delivery date").getAttribute("min");
  await page.getByLabel("Delivery date").fill(today!);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { name: "Review your gift" })).toBeVisible();
  await page.getByPlaceholder("Promo code").fill("give1");
  await page.getByPlaceholder("Promo code").press("Enter");
  await expect(page.getByTestId("promo-applied")).toContainText("GIVE1 · Giving Season: you save $1.00");
  await expect(page.getByText("Giving Season (GIVE1)")).toBeVisible();
  await shoot(page, "gift-review-with-code");
  await page.getByRole("button", { name: "Pay $5" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText("$5.00").first()).toBeVisible();
});
