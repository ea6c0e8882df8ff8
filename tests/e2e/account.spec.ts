// The account page in Chromium: order history with a receipt sent again, a new name, an e-mail
// preference, the data export downloaded and read, and deletion: the old cookie then opens
// nothing and the password no longer signs in.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signUpConfirmed } from "./support/accounts";
import { latestEmail } from "./support/mailbox";
import { gotoSettled } from "./support/network";

// Sign-up, a hosted checkout and several password checks (argon2id each).
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "a-good-password";

async function buyOneGuide(page: Page) {
  await gotoSettled(page, "/guides/starting-is-a-spell");
  await page.getByRole("button", { name: "Buy & Download - $6" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel(/expir/i).fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel(/name on card/i).fill("Nora Reader");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByText("Payment successful!")).toBeVisible();
}

test("a visitor is sent to sign in and back to the account page", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Faccount$/);
});

test("orders and receipts, name, preferences, the data export, then deletion that leaves nothing signed in", async ({ page, request }) => {
  const email = await signUpConfirmed(page, request, "Nora");
  await buyOneGuide(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  // The order and its receipt, sent again on request.
  const order = page.getByTestId("account-order");
  await expect(order).toHaveCount(1);
  await expect(order).toContainText("Starting is a Spell");
  await expect(order).toContainText("$6.00");
  await expect(order).toContainText("Paid");
  await order.getByText("View receipt").click();
  await expect(order.getByRole("table")).toContainText("Total");
  const firstReceipt = await latestEmail(request, email, "purchase_confirmation");
  await order.getByRole("button", { name: "Resend by e-mail" }).click();
  await expect(order.getByRole("status")).toHaveText("We have sent the receipt to your e-mail address again.");
  await expect.poll(async () => (await latestEmail(request, email, "purchase_confirmation")).id).not.toBe(firstReceipt.id);
  expect((await latestEmail(request, email, "purchase_confirmation")).html).toContain("Starting is a Spell");

  // A new name, greeted at once.
  const nameSection = page.locator("section#name");
  await nameSection.getByLabel("First name").fill("Noor");
  await nameSection.getByRole("button", { name: "Save name" }).click();
  await expect(nameSection.getByRole("status")).toHaveText("Your name has been updated.");
  await expect(page.getByRole("navigation", { name: "Main" }).getByText("Hi, Noor!")).toBeVisible();

  // One preference off, kept after a reload.
  const emails = page.locator("section#emails");
  await emails.getByLabel("News and new guides").uncheck();
  await emails.getByRole("button", { name: "Save preferences" }).click();
  await expect(emails.getByRole("status")).toHaveText("Your e-mail preferences have been saved.");
  await page.reload();
  await expect(page.locator("section#emails").getByLabel("News and new guides")).not.toBeChecked();
  await expect(page.locator("section#emails").getByLabel("The Atomic Year's check-ins and season e-mails")).toBeChecked();

  await page.screenshot({ path: test.info().outputPath("account-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("account-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The export, downloaded as a file.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download all my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Atomic-Guides-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), "utf8");
  const data = JSON.parse(text) as {
    profile: { email: string; firstName: string; emailPreferences: { marketingEmails: boolean; programmeEmails: boolean } };
    orders: { status: string; totalCents: number; items: { name: string }[] }[];
    guides: { title: string; acquiredVia: string }[];
    emails: { type: string }[];
  };
  expect(data.profile).toMatchObject({ email, firstName: "Noor", emailPreferences: { marketingEmails: false, programmeEmails: true } });
  expect(data.orders).toEqual([
    expect.objectContaining({ status: "fulfilled", totalCents: 600, items: [expect.objectContaining({ name: "Starting is a Spell" })] }),
  ]);
  expect(data.guides).toEqual([expect.objectContaining({ title: "Starting is a Spell", acquiredVia: "purchase" })]);
  expect(data.emails.map((message) => message.type)).toEqual(expect.arrayContaining(["auth_signup", "purchase_confirmation"]));
  // The confirmation link it lists was live once: no link of any e-mail is in the file.
  expect(text).not.toContain("token=");
  expect(text).not.toContain("argon2");

  // Deletion: a wrong password first, then the right one.
  const cookiesBefore = await page.context().cookies();
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Delete your account?" })).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Current password is incorrect.");
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL(/\/account\/deleted$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account has been deleted" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();

  // The cookie from before, put back as someone who copied it would: it opens nothing.
  await page.context().addCookies(cookiesBefore);
  await page.goto("/shelf");
  await expect(page.getByRole("link", { name: "Sign in to access your Shelf" })).toBeVisible();
  expect((await page.request.get("/api/account/export")).status()).toBe(401);
  expect((await page.request.get("/api/guides/motion_002/download", { maxRedirects: 0 })).status()).toBe(401);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Faccount$/);

  // Signing in again fails: the account is gone.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid email or password.").first()).toBeVisible();
});
