import { expect, test, type Page } from "@playwright/test";
import { latestEmail, linkContaining, uniqueEmail } from "./support/mailbox";
import { shoot } from "./support/shots";

// Journeys through sign-up, e-mail links and several sign-ins (argon2id each): a loaded machine
// needs more than the default budget.
test.describe.configure({ timeout: 120_000 });

async function signUp(page: Page, firstName: string, email: string, password: string) {
  await page.goto("/login?mode=signup");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Check your email!")).toBeVisible();
}

async function signIn(page: Page, email: string, password: string, callbackUrl?: string) {
  await page.goto(callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

function toLocal(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test("sign up, confirm from the mailbox, land on the quiz signed in; sign out and back in", async ({ page, request }) => {
  const email = uniqueEmail("new");
  await signUp(page, "Robin", email, "first-password");
  const message = await latestEmail(request, email, "auth_signup");
  expect(message.html).toContain("Robin");

  await page.goto(toLocal(linkContaining(message, "/auth/confirm?token=")));
  await expect(page.getByText("Your email has been confirmed. Let's get you started with your first guide.")).toBeVisible();
  await expect(page).toHaveURL(/\/quiz$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByText("Hi, Robin!")).toBeVisible();
  await expect(nav.getByRole("link", { name: "My Shelf" })).toBeVisible();

  // Opened again while signed in: there is nothing more to confirm, and the person goes straight on.
  const link = toLocal(linkContaining(message, "/auth/confirm?token="));
  await page.goto(link);
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(nav.getByText("Hi, Robin!")).toBeVisible();
  await expect(page.getByText("Confirmation link expired")).toHaveCount(0);

  await nav.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Signed out")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();

  // Opened again once signed out (from the browser's history, say): the address is confirmed, and
  // the way on is signing in; the link signs nobody in by itself any more.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Your email is confirmed" })).toBeVisible();
  await expect(page.getByText("This confirmation link has already been used, and your account is ready. Sign in to continue.")).toBeVisible();
  await expect(page.getByText("Confirmation link expired")).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // A link the shop never sent reads as an expired one.
  await page.goto(`/auth/confirm?token=${"x".repeat(43)}&type=signup`);
  await expect(page.getByText("Confirmation link expired").first()).toBeVisible();
  await expect(page.getByText("Please request a new confirmation email from the login page.").first()).toBeVisible();

  // Back to the page the person came from.
  await signIn(page, email, "first-password", "/guides/quantum-focus");
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/guides\/quantum-focus$/);
  await expect(nav.getByText("Hi, Robin!")).toBeVisible();
});

test("an unconfirmed account cannot sign in; the alert's resend button sends a new link", async ({ page, request }) => {
  const email = uniqueEmail("unconfirmed");
  await signUp(page, "Sam", email, "sam-password");
  const first = await latestEmail(request, email, "auth_signup");

  await signIn(page, email, "sam-password");
  await expect(
    page.getByRole("alert").filter({ hasText: "Your email hasn't been confirmed yet. Please check your email for a confirmation link." }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Resend confirmation email" }).click();
  await expect(page.getByText("Confirmation email sent!")).toBeVisible();
  await expect.poll(async () => (await latestEmail(request, email, "auth_signup")).id).not.toBe(first.id);
});

test("a wrong password and an unknown address both say Sign in failed, with the same message", async ({ page }) => {
  const email = uniqueEmail("wrong");
  await signUp(page, "Kim", email, "kim-password");
  await signIn(page, email, "not-the-password");
  // Said in the form (and in a toast).
  const refusal = page.getByTestId("form-error");
  await expect(refusal.getByText("Sign in failed")).toBeVisible();
  const wrongPassword = await refusal.getByText("Invalid email or password.").textContent();
  await signIn(page, uniqueEmail("nobody"), "whatever-password");
  await expect(refusal.getByText("Sign in failed")).toBeVisible();
  expect(await refusal.getByText("Invalid email or password.").textContent()).toBe(wrongPassword);
  await expect(page).toHaveURL(/\/login$/);
});

test("forgot password: reset from the e-mail ends other sessions; the old password stops working, the new one works", async ({ page, request, browser }) => {
  // A long journey (two browsers, four argon2 hashes, three e-mails): on a loaded 2-core machine it
  // has taken 31 s, so it gets three times the default budget rather than depending on luck.
  test.slow();
  const email = uniqueEmail("reset");
  await signUp(page, "Lee", email, "old-password");
  const confirm = await latestEmail(request, email, "auth_signup");
  await page.goto(toLocal(linkContaining(confirm, "/auth/confirm?token=")));
  await expect(page).toHaveURL(/\/quiz$/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Signed out")).toBeVisible();

  // Another device stays signed in with the old password until the reset.
  const otherDevice = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await otherDevice.newPage();
  await signIn(other, email, "old-password");
  await expect(other).toHaveURL(/\/shelf$/);
  await other.goto("/about");
  await expect(other.getByRole("navigation", { name: "Main" }).getByText("Hi, Lee!")).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  const sent = page.locator("[data-sonner-toast]").filter({ hasText: "Password reset sent" });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText("Check your email for the password reset link.");

  const reset = await latestEmail(request, email, "auth_reset");
  await page.goto(toLocal(linkContaining(reset, "/auth/reset?token=")));
  await page.getByLabel("New password", { exact: true }).fill("new-password");
  await page.getByLabel("Confirm new password").fill("new-passwordX");
  await expect(page.getByRole("alert").filter({ hasText: "Passwords don't match" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Update password" })).toBeDisabled();
  // A common password is refused by the server, with the reason under the field; the link still works.
  await page.getByLabel("New password", { exact: true }).fill("iloveyou");
  await page.getByLabel("Confirm new password").fill("iloveyou");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.locator("#new-password-error")).toHaveText(
    "This password is too common: it appears in lists of leaked passwords. Choose a longer or less predictable one.",
  );
  await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await shoot(page, "reset-common-password");
  await page.getByLabel("New password", { exact: true }).fill("new-password");
  await page.getByLabel("Confirm new password").fill("new-password");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByRole("heading", { name: "Password Updated" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await other.goto("/about");
  await expect(other.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
  await otherDevice.close();

  await signIn(page, email, "old-password");
  await expect(page.getByText("Sign in failed").first()).toBeVisible();
  await signIn(page, email, "new-password");
  await expect(page).toHaveURL(/\/shelf$/);
});

test("confirmation and reset screens explain broken links", async ({ page }) => {
  await page.goto("/auth/confirm");
  await expect(page.getByRole("heading", { name: "Invalid confirmation link" })).toBeVisible();
  await page.goto("/auth/confirm?token=abc&type=magic");
  await expect(page.getByRole("heading", { name: "Invalid confirmation type" })).toBeVisible();
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await page.goto("/login?callbackUrl=https://evil.example");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});

test("sign-up with a common password: the reason is shown under the password field, and a less predictable one signs up", async ({ page }) => {
  await page.goto("/login?mode=signup");
  await expect(page.getByText("At least 8 characters.", { exact: false })).toBeVisible();
  await page.getByLabel("First name").fill("Lior");
  await page.getByLabel("Email").fill(uniqueEmail("common"));
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("password1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("#password-error")).toHaveText(
    "This password is too common: it appears in lists of leaked passwords. Choose a longer or less predictable one.",
  );
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await shoot(page, "sign-up-common-password");

  await password.fill("lantern over the salt marsh");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Check your email!")).toBeVisible();
});

test("sign-up: news e-mail starts unticked and stays off unless ticked; a refused field is named beside it as well as in the toast", async ({
  page,
  request,
}) => {
  await page.goto("/login?mode=signup");
  const news = page.getByLabel("E-mail me about new guides and news (now and then; unsubscribe at any time)");
  await expect(news).not.toBeChecked();
  await page.getByLabel("First name").fill("Noa");
  await page.getByLabel("Email").fill(uniqueEmail("short"));
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("abc");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Sign up failed").first()).toBeVisible();
  const beside = page.locator("#password-error");
  await expect(beside).toHaveText("Password must be at least 8 characters long.");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  expect((await password.getAttribute("aria-describedby"))?.split(" ")).toContain("password-error");
  await shoot(page, "sign-up-field-error");

  // Signed up without ticking the box, the account page shows news off.
  const email = uniqueEmail("news");
  await page.getByLabel("Email").fill(email);
  await password.fill("a-good-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Check your email!")).toBeVisible();
  await page.goto(toLocal(linkContaining(await latestEmail(request, email, "auth_signup"), "/auth/confirm?token=")));
  await expect(page).toHaveURL(/\/quiz$/);
  await page.goto("/account");
  await expect(page.getByRole("checkbox", { name: /News and new guides/ })).not.toBeChecked();
});
