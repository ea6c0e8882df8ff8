// What a first-time customer meets around the edges of a purchase: where toasts sit and when they
// go, what the cart says about a code that saves nothing yet, a refusal said in the form as well as
// in a toast, and the gift-success page's way on for a signed-in buyer.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { latestEmail, uniqueEmail } from "./support/mailbox";
import { gotoSettled } from "./support/network";
import { payWithCard } from "./support/sandbox-checkout";
import { shootView } from "./support/shots";

test.describe.configure({ timeout: 120_000 });

/** The toast covers nothing of the header, sits in the screen's lower half and, on a wide screen, in its right-hand corner. */
async function expectOutOfTheWay(page: Page, toast: Locator) {
  const viewport = page.viewportSize()!;
  // The toast slides in from below: measured once it has arrived.
  await expect
    .poll(async () => {
      const moving = await toast.boundingBox();
      return moving ? moving.y + moving.height : Infinity;
    })
    .toBeLessThanOrEqual(viewport.height);
  const box = (await toast.boundingBox())!;
  const header = (await page.locator("header").first().boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.y).toBeGreaterThan(viewport.height / 2);
  if (viewport.width >= 768) expect(box.x).toBeGreaterThan(viewport.width / 2);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("toasts sit at the bottom, one at a time, and go when their page is left; the cart says what DOUBLETHESHELF needs", async ({ page }) => {
      await gotoSettled(page, "/guides/magnetic-presence");
      await page.getByRole("button", { name: "Add to Cart" }).click();
      const added = page.locator("[data-sonner-toast]").filter({ hasText: "Added to cart!" });
      await expect(added).toContainText("Magnetic Presence has been added to your cart.");
      await expectOutOfTheWay(page, added);
      await shootView(page, "toast-added");

      // Leaving the page takes its toast away.
      await page.locator('header a[href="/cart"]:visible').first().click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

      // One guide with "every second guide free" saves nothing yet: the cart says what would.
      await page.getByPlaceholder("Promo code").fill("DOUBLETHESHELF");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByTestId("cart-promo")).toContainText("DOUBLETHESHELF applied");
      const nudge = page.getByTestId("promo-nudge");
      await expect(nudge).toHaveText("Add one more guide and it is free.");
      await expect(nudge.getByRole("link")).toHaveAttribute("href", "/guides");
      await expect(page.getByTestId("cart-total")).toHaveText("$6.00");
      await nudge.scrollIntoViewIfNeeded();
      await shootView(page, "cart-promo-nudge");

      await gotoSettled(page, "/guides/quantum-focus");
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await page.goto("/cart");
      await expect(page.getByTestId("cart-discount")).toHaveText("-$6.00");
      await expect(page.getByTestId("promo-nudge")).toHaveCount(0);

      // The sign-in toast follows the person to the sign-in page it speaks of, and no further.
      await page.getByRole("button", { name: "Proceed to Checkout" }).click();
      await expect(page).toHaveURL(/\/login\?/);
      const signIn = page.locator("[data-sonner-toast]").filter({ hasText: "Sign In Required" });
      await expect(signIn).toBeVisible();
      await expectOutOfTheWay(page, signIn);
      await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
      await expect(page.getByRole("main").getByText(/Your cart is kept/)).toBeVisible();
      await shootView(page, "login-newcomer");
      await page.goto("/guides");
      await expect(page.locator('header a[href="/cart"]:visible').first()).toContainText("Cart (2)");
      await page.locator('header a[href="/cart"]:visible').first().click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    });

    test("on the cart an add is said by the cart itself, never by a toast over its order summary", async ({ page }) => {
      // Arriving from a guide's Add to Cart used before its scripts ran, then adding a suggestion.
      await gotoSettled(page, "/cart?add=power_004");
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      const note = page.getByTestId("cart-added");
      await expect(note).toHaveText(/^Added to cart! .+ has been added to your cart\.$/);
      const add = page
        .getByTestId("cart-also-read")
        .getByRole("button", { name: /^Add .+ to cart$/ })
        .first();
      const title = (await add.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
      await add.click();
      await expect(page.getByTestId("cart-line")).toHaveCount(2);
      await expect(note).toHaveText(`Added to cart! ${title} has been added to your cart.`);
      await expect(page.getByRole("button", { name: `Remove ${title}` })).toBeFocused();
      // A toast would have come within this time (it does on a guide's page, above).
      await page.waitForTimeout(1_500);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await shootView(page, "cart-add-quiet");
    });
  });
}

test("a refused sign-in is said in the form, not only in a toast", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const error = page.getByTestId("form-error");
  await expect(error).toContainText("Sign in failed");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Sign in failed" })).toBeVisible();
});

test("a signed-in giver is offered their shelf after a gift, whose receipt gives the delivery day still to come", async ({ page, request }) => {
  test.setTimeout(180_000);
  const giverEmail = await signInAs(page, "Gil");
  await gotoSettled(page, "/gift?guide=power_001");
  await page.getByLabel("Recipient's name (optional)").fill("Ayla");
  await page.getByLabel("Recipient's email").fill(uniqueEmail("ayla"));
  await page.getByLabel("Delivery date").fill((await page.getByLabel("Delivery date").getAttribute("max"))!);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: "Pay $6" }).click();
  await payWithCard(page, { name: "Gil Giver" });
  await expect(page).toHaveURL(/\/gift-success\?session_id=cs_sandbox_/);
  await expect(page.getByRole("heading", { name: "Gift Purchase Successful!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to My Shelf" })).toHaveAttribute("href", "/shelf");

  const receipt = await latestEmail(request, giverEmail, "gift_sent_single_guide");
  expect(receipt.html).toMatch(/On \d{1,2} [A-Z][a-z]+ \d{4}, Ayla will receive an e-mail from us/);
  expect(receipt.html).not.toContain("has been delivered");
});
