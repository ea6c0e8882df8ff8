// Gifts end to end on the embedded defaults: a visitor gifts a guide through the wizard and the
// sandbox checkout, the recipient's e-mail arrives in the outbox, the recipient claims it with a new
// account and finds it on their shelf. Plus the wizard's messages, the link states, and the
// checkout bound to the browser that started it.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { latestEmail, linkContaining, uniqueEmail } from "./support/mailbox";
import { expectGiftLinkToast } from "./support/toasts";
import { payWithCard } from "./support/sandbox-checkout";
import { shoot } from "./support/shots";
import { gotoSettled } from "./support/network";

test.describe.configure({ timeout: 120_000 });

async function newBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test("a visitor gifts a guide → sandbox checkout → gift-success → the recipient claims it with a new account → on their shelf", async ({
  page,
  request,
  browser,
}) => {
  // Two browsers, a hosted checkout, a sign-up and the outbox: the longest journey in the suite.
  test.setTimeout(240_000);
  const giverEmail = uniqueEmail("gia");
  const recipientEmail = uniqueEmail("rae");

  await gotoSettled(page, "/guides/the-opposite-of-autopilot");
  await page.getByRole("link", { name: "Gift This Guide" }).click();
  await expect(page).toHaveURL(/\/gift\?guide=vision_003$/);
  await expect(page.getByRole("heading", { level: 1, name: "Gift The Opposite of Autopilot" })).toBeVisible();

  await page.getByLabel("Your name").fill("Gia");
  await page.getByLabel("Your email").fill(giverEmail);
  await page.getByLabel("Recipient's name (optional)").fill("Rae");
  await page.getByLabel("Recipient's email").fill(recipientEmail);
  const today = await page.getByLabel("Delivery date").getAttribute("min");
  await page.getByLabel("Delivery date").fill(today!);
  await expect(page.getByTestId("delivery-line")).toContainText("Delivered today, right after payment");
  await page.getByLabel("Gift message (optional)").fill("Happy birthday, <b>Rae</b>!");
  await expect(page.getByText("27/500")).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page.getByRole("heading", { name: "Review your gift" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Recipient's email")).toHaveValue(recipientEmail);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  // Whether the success page showed its processing state first, seen by the page itself: on a busy
  // machine the state can come and go before a check from outside gets to look. Registered before
  // the click that loads the sandbox's page: paying there reaches the success page by a client-side
  // navigation, so only that document's observer can see it.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body?.textContent?.includes("Processing your gift purchase...")) {
        (window as unknown as { sawProcessing: boolean }).sawProcessing = true;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole("button", { name: "Pay $6" }).click();
  await payWithCard(page, { name: "Gia Giver" });

  await expect(page).toHaveURL(/\/gift-success\?session_id=cs_sandbox_/);
  await expect(page.getByRole("heading", { name: "Gift Purchase Successful!" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawProcessing?: boolean }).sawProcessing)).toBe(true);
  await expect(page.getByText("Your gift has been purchased and will be delivered to the recipient.")).toBeVisible();
  await expect(page.getByText(`Rae (${recipientEmail})`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse More Guides" })).toHaveAttribute("href", "/guides");
  // A visitor who bought without an account has no shelf to go to, so none is offered.
  await expect(page.getByRole("link", { name: "Go to My Shelf" })).toHaveCount(0);
  await shoot(page, "gift-success");

  // Another browser opening the same success address learns nothing about the gift.
  const other = await newBrowser(browser);
  // When the confirmation first shows, in ms since the document was requested: the spinner's second
  // counts from there.
  await other.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector("h1")?.textContent === "Gift Purchase Successful!") {
        (window as unknown as { confirmedAt: number }).confirmedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await other.goto(page.url());
  await expect(other.getByRole("heading", { name: "Gift Purchase Successful!" })).toBeVisible();
  expect(await other.evaluate(() => (window as unknown as { confirmedAt: number }).confirmedAt)).toBeGreaterThanOrEqual(1000);
  await expect(other.getByText(recipientEmail)).toHaveCount(0);
  await expect(other.getByRole("link", { name: "Go to My Shelf" })).toHaveCount(0);
  await shoot(other, "gift-success-other-browser");
  await other.context().close();

  // The giver's receipt (a gift for today has arrived by the time it is read: it says so), and the
  // recipient's gift with the message as text.
  const receipt = await latestEmail(request, giverEmail, "gift_sent_single_guide");
  expect(receipt.html).toContain("Your gift has been delivered: Rae has an e-mail from us");
  expect(receipt.html).not.toContain("will receive an e-mail");
  const gift = await latestEmail(request, recipientEmail, "gift_received_single_guide");
  expect(gift.html).toContain("Happy birthday, &lt;b&gt;Rae&lt;/b&gt;!");
  const claimLink = linkContaining(gift, "/gift/claim/");

  // The recipient, in their own browser, signs up on the claim page.
  const recipient = await newBrowser(browser);
  await recipient.goto(new URL(claimLink).pathname);
  await expect(recipient.getByRole("heading", { name: "Claim your gift" })).toBeVisible();
  await expect(recipient.getByLabel("Email")).toHaveValue(recipientEmail);
  await expect(recipient.getByLabel("Email")).toHaveAttribute("readonly", "");
  await recipient.getByLabel("First name").fill("Rae");
  await recipient.getByLabel("Password", { exact: true }).fill("gift-pass-1");
  await recipient.getByLabel("Confirm password").fill("gift-pass-2");
  await recipient.getByRole("button", { name: "Sign up and open your gift" }).click();
  // Said under the field, as sign-up does (the toast says it too).
  await expect(recipient.locator("#gift-confirm-password-error")).toHaveText("Passwords do not match");
  await expect(recipient.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");
  await shoot(recipient, "gift-password-mismatch");
  await recipient.getByLabel("Password", { exact: true }).fill("short");
  await recipient.getByLabel("Confirm password").fill("short");
  await recipient.getByRole("button", { name: "Sign up and open your gift" }).click();
  await expect(recipient.locator("#gift-password-error")).toHaveText("Password must be at least 8 characters long.");
  await expect(recipient.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  // A common password is refused by the server, with the reason under the field.
  await recipient.getByLabel("Password", { exact: true }).fill("password123");
  await recipient.getByLabel("Confirm password").fill("password123");
  await recipient.getByRole("button", { name: "Sign up and open your gift" }).click();
  await expect(recipient.locator("#gift-password-error")).toHaveText(
    "This password is too common: it appears in lists of leaked passwords. Choose a longer or less predictable one.",
  );
  await shoot(recipient, "gift-common-password");
  await recipient.getByLabel("Password", { exact: true }).fill("gift-pass-1");
  await recipient.getByLabel("Confirm password").fill("gift-pass-1");
  await recipient.getByRole("button", { name: "Sign up and open your gift" }).click();

  await expect(recipient.getByRole("heading", { name: "Gift claimed!" })).toBeVisible();
  // Signed in now: the header greets them, and the earlier refusal's toast has gone.
  await expect(recipient.getByRole("navigation", { name: "Main" }).getByText("Hi, Rae!")).toBeVisible();
  await expect(recipient.locator("[data-sonner-toast]").filter({ hasText: "Sign Up Failed" })).toHaveCount(0);
  await expect(recipient.getByRole("link", { name: "View The Opposite of Autopilot" })).toHaveAttribute("href", "/guides/the-opposite-of-autopilot");
  await shoot(recipient, "gift-claimed");
  await recipient.getByRole("link", { name: "Go to My Shelf" }).click();
  await expect(recipient.locator('[data-testid="shelf-card"][data-owned="true"]')).toHaveCount(1);
  await expect(recipient.locator('[data-testid="shelf-card"][data-owned="true"]')).toContainText("The Opposite of Autopilot");

  // The giver hears that it was opened; the link is used up. Its recipient opening it again, signed
  // in, is shown where the gift is; anyone else is sent home with the toast that says so.
  await latestEmail(request, giverEmail, "gift_opened_note");
  await recipient.goto(new URL(claimLink).pathname);
  await expect(recipient.getByRole("heading", { name: "This gift is on your shelf" })).toBeVisible();
  await expect(recipient.getByText("The Opposite of Autopilot is on your shelf")).toBeVisible();
  await expect(recipient.getByRole("link", { name: "Go to My Shelf" })).toHaveAttribute("href", "/shelf");
  await shoot(recipient, "gift-opened-again");
  await recipient.context().close();
  const stranger = await newBrowser(browser);
  await stranger.goto(new URL(claimLink).pathname);
  await expectGiftLinkToast(stranger, "Gift Already Activated", "This gift has already been opened. Sign in to find it on your shelf.");
  await expect(stranger.getByTestId("arrival-notice")).toContainText("Gift Already Activated");
  await stranger.context().close();
});

test("the wizard gives the specified messages and refuses what the server refuses", async ({ page }) => {
  await gotoSettled(page, "/gift");
  await expect(page.getByRole("heading", { level: 1, name: "Gift The Atomic Year" })).toBeVisible();
  // The gift's price comes with why it is not the price of a year for oneself.
  await expect(page.getByTestId("gift-price-reason")).toContainText("$99");
  await expect(page.getByTestId("gift-price-reason")).toContainText("$36");
  await expect(page.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/atomic-year");
  const next = page.getByRole("button", { name: "Continue to payment" });

  await next.click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Please enter a valid recipient email")).toBeVisible();
  await expect(page.getByText("Please select a delivery date")).toBeVisible();

  await page.getByLabel("Your name").fill("Gia");
  await page.getByLabel("Your email").fill("same@reader.test");
  await page.getByLabel("Recipient's email").fill("SAME@reader.test");
  const min = (await page.getByLabel("Delivery date").getAttribute("min"))!;
  const max = (await page.getByLabel("Delivery date").getAttribute("max"))!;
  const yesterday = new Date(Date.parse(`${min}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Delivery date").fill(yesterday);
  await page.getByLabel("Gift message (optional)").fill("x".repeat(501));
  await expect(page.getByText("501/500")).toBeVisible();
  await next.click();
  await expect(page.getByText("Giver and recipient emails must be different")).toBeVisible();
  await expect(page.getByText("Delivery date must be today or in the future")).toBeVisible();
  await expect(page.getByText("Gift message must be 500 characters or fewer")).toBeVisible();

  const tooFar = new Date(Date.parse(`${max}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Delivery date").fill(tooFar);
  await page.getByLabel("Recipient's email").fill("not-an-address");
  await next.click();
  await expect(page.getByText("Delivery date must be within one year from today")).toBeVisible();
  await expect(page.getByText("Please enter a valid recipient email")).toBeVisible();

  // A later day is shown in the buyer's zone, in the morning.
  await page.getByLabel("Delivery date").fill(max);
  await expect(page.getByTestId("delivery-line")).toContainText(/Delivered on \d+ \w+( \d{4})?, in the morning, .+ time/);
});

test("a gift checkout opens only in the browser that started it", async ({ page, browser }) => {
  await gotoSettled(page, "/gift?guide=power_001");
  await page.getByLabel("Your name").fill("Gia");
  await page.getByLabel("Your email").fill(uniqueEmail("gia"));
  await page.getByLabel("Recipient's email").fill(uniqueEmail("rae"));
  await page.getByLabel("Delivery date").fill((await page.getByLabel("Delivery date").getAttribute("max"))!);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: "Pay $6" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
  await expect(page.getByRole("heading", { name: "Pay with card" })).toBeVisible();

  const other = await newBrowser(browser);
  const response = await other.goto(page.url());
  expect(response?.status()).toBe(404);
  await other.context().close();
});

test("a bad gift link, by /activate-gift?token= or its page, goes home with a toast that names it", async ({ page }) => {
  const INVALID = "This gift link is incomplete or malformed. Please use the link from your gift e-mail.";
  await page.goto("/activate-gift?token=x");
  await expectGiftLinkToast(page, "Invalid Gift Link", INVALID);

  await page.goto("/activate-gift");
  await expectGiftLinkToast(page, "Invalid Gift Link", INVALID);

  await page.goto(`/activate-gift?token=${"A".repeat(43)}`);
  await expectGiftLinkToast(page, "Gift Not Found", "We couldn't find a gift for this link. It may have expired or been withdrawn.");

  await page.goto(`/gift/claim/${"B".repeat(43)}`);
  await expectGiftLinkToast(page, "Gift Not Found", "We couldn't find a gift for this link. It may have expired or been withdrawn.");
  await shoot(page, "gift-link-toast");
});
