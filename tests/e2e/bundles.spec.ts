import { expect, test } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { sql } from "./support/database";
import { gotoSettled } from "./support/network";
import { payWithCard } from "./support/sandbox-checkout";
import { shoot } from "./support/shots";

// Strand bundles and cross-sells: a reader who owns one Power guide sees the bundle less their share
// on a guide page and in the cart, pays in the sandbox and finds the three missing guides on the
// shelf; "Readers of this guide also read" on a guide page and in the cart; the success page's offer
// to complete a strand; the bundle on /guides filtered by strand; the admin's price on the catalogue.
test.describe.configure({ timeout: 120_000 });

const POWER_TITLES = ["Shape Yourself or Be Shaped", "Discovering Your Personal Superpower", "Magnetic Presence", "Sculpting Your Future Self"];

test("owning one Power guide: the bundle for the three missing ones at $15.00 on the guide page and in the cart, paid in the sandbox, all four on the shelf", async ({
  page,
}) => {
  const email = await signInAs(page, "Bundle");
  await sql(
    `INSERT INTO "user_guides" ("id", "user_id", "guide_id", "acquired_via") SELECT gen_random_uuid()::text, "id", 'power_001', 'purchase' FROM "users" WHERE "email" = $1`,
    [email],
  );

  await gotoSettled(page, "/guides/magnetic-presence");
  const offer = page.getByTestId("bundle-offer");
  await expect(offer.getByRole("heading", { name: "The Power bundle" })).toBeVisible();
  await expect(offer).toContainText("All 4 Power guides for $20 instead of $24.");
  await expect(offer.getByTestId("bundle-price")).toContainText("You own 1 of these. Power bundle: 3 missing guides, $15.00");
  // Readers of this guide also read: with no co-purchases yet, the strand's other guides.
  const alsoRead = page.getByTestId("also-read");
  await expect(alsoRead.getByRole("heading", { name: "Readers of this guide also read" })).toBeVisible();
  await expect(alsoRead.getByRole("link")).toHaveCount(3);
  for (const title of POWER_TITLES.filter((title) => title !== "Magnetic Presence")) await expect(alsoRead).toContainText(title);
  await offer.scrollIntoViewIfNeeded();
  await shoot(page, "bundle-guide-page");

  await offer.getByRole("button", { name: "Add bundle to cart" }).click();
  await expect(page.getByText("The Power bundle has been added to your cart.")).toBeVisible();
  await expect(offer.getByRole("link", { name: "In your cart: view cart" })).toBeVisible();
  // And a Vision guide, bought one by one.
  await gotoSettled(page, "/guides/quantum-focus");
  const visionTitle = "Quantum Focus";
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`${visionTitle} has been added to your cart.`)).toBeVisible();

  await gotoSettled(page, "/cart");
  await expect(page.getByTestId("cart-bundle-name")).toHaveText("Power bundle: 3 missing guides, $15.00");
  // The line names the three it brings, not the one owned.
  await expect(page.getByTestId("cart-bundle-guides")).toHaveText(POWER_TITLES.filter((title) => title !== "Shape Yourself or Be Shaped").join(", "));
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByText("Subtotal (1 guide, 1 bundle)")).toBeVisible();
  await expect(page.getByTestId("cart-total")).toHaveText("$21.00");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cart (2)" })).toBeVisible();
  // The cart's suggestions leave out what is in it (the bundle's guides, the Vision guide).
  const cartAlsoRead = page.getByTestId("cart-also-read");
  await expect(cartAlsoRead.getByRole("heading", { name: "Readers of these guides also read" })).toBeVisible();
  await expect(cartAlsoRead.getByRole("listitem")).toHaveCount(3);
  for (const title of [...POWER_TITLES, visionTitle]) await expect(cartAlsoRead.getByRole("link", { name: title, exact: true })).toHaveCount(0);
  await shoot(page, "bundle-cart");

  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByText("Power bundle: 3 missing guides").first()).toBeVisible();
  await payWithCard(page, { card: "4242 4242 4242 4242", name: "Bundle Buyer" });

  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_sandbox_/);
  await expect(page.getByTestId("success-amount")).toHaveText("$21.00");
  await expect(page.getByTestId("success-item")).toContainText("Power bundle: 3 guides");
  // Power is complete now; the offer is the Vision strand's, priced for what is still missing.
  const complete = page.getByTestId("complete-strand");
  await expect(complete.getByRole("heading", { name: "Complete the Vision strand" })).toBeVisible();
  await expect(complete).toContainText("Vision bundle: 3 missing guides, $15.00");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cart (0)" })).toBeVisible();
  await shoot(page, "bundle-success");
  const successUrl = page.url();

  await page.goto("/shelf");
  await expect(page.locator('[data-testid="shelf-card"][data-owned="true"]')).toHaveCount(5);
  const { rows } = await sql<{ guide_id: string }>(
    `SELECT g."guide_id" FROM "user_guides" g JOIN "users" u ON u."id" = g."user_id" WHERE u."email" = $1 ORDER BY g."guide_id"`,
    [email],
  );
  expect(rows.map((row) => row.guide_id).filter((id) => id.startsWith("power_"))).toEqual(["power_001", "power_002", "power_003", "power_004"]);

  // Back on a Power guide page, the bundle is not offered any more, and says why.
  await gotoSettled(page, "/guides/magnetic-presence");
  await expect(page.getByTestId("bundle-owned")).toHaveText("You already own every Power guide, so the Power bundle is not offered.");

  // The success page's offer opens a checkout for the Vision bundle at the price it named.
  await gotoSettled(page, successUrl);
  await page.getByRole("button", { name: "Complete the strand for $15.00" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
  await expect(page.getByText("Vision bundle: 3 missing guides").first()).toBeVisible();
  await expect(page.getByText("$15.00").first()).toBeVisible();
});

test("the bundle shows on /guides only when filtered by its strand, at the catalogue's price for a visitor", async ({ page }) => {
  await gotoSettled(page, "/guides");
  await expect(page.getByTestId("bundle-offer")).toHaveCount(4);
  for (const offer of await page.getByTestId("bundle-offer").all()) await expect(offer).toBeHidden();
  await page.getByRole("group", { name: "Filter by strand" }).getByRole("button", { name: "Power" }).click();
  await expect(page).toHaveURL(/strand=power/);
  const visible = page.getByTestId("bundle-offer").filter({ visible: true });
  await expect(visible).toHaveCount(1);
  await expect(visible.getByRole("heading", { name: "The Power bundle" })).toBeVisible();
  await expect(visible.getByTestId("bundle-price")).toContainText("$20.00 for all 4");
  await page.getByRole("group", { name: "Filter by strand" }).getByRole("button", { name: "All" }).click();
  await expect(page.getByTestId("bundle-offer").filter({ visible: true })).toHaveCount(0);
});

test("an admin's bundle price shows on the strand's guide pages at once", async ({ page }) => {
  await signInAs(page, "Cache", "cache-admin@reader.test");
  await gotoSettled(page, "/admin/content");
  const form = page.getByTestId("bundle-price-motion");
  await form.getByLabel("Motion bundle price ($)").fill("0");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("alert")).toHaveText("A price is in dollars, like 20 or 19.50.");
  await form.getByLabel("Motion bundle price ($)").fill("25");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("A bundle costs at most what its guides cost one by one ($24.00).")).toBeVisible();
  await form.getByLabel("Motion bundle price ($)").fill("18");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The Motion bundle now costs $18.00.")).toBeVisible();

  await expect(async () => {
    const response = await page.request.get("/guides/starting-is-a-spell");
    // The prerendered HTML itself, as a CDN would cache it.
    expect(await response.text()).toContain("All 4 Motion guides for $18 instead of $24.");
  }).toPass({ timeout: 15_000 });
});
