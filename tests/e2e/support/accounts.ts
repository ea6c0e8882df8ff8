import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { latestEmail, linkContaining, uniqueEmail } from "./mailbox";

/** Signs up through the browser and stops at "Check your email!" (the account is unconfirmed).
 * `from` is the sign-up form's address (e.g. with the callbackUrl a page sent the visitor with). */
export async function signUpUnconfirmed(
  page: Page,
  firstName: string,
  email = uniqueEmail(firstName.toLowerCase()),
  from = "/login?mode=signup",
): Promise<string> {
  await page.goto(from);
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Check your email!")).toBeVisible();
  return email;
}

/** Signs up through the browser, confirms from the mailbox, and leaves the person signed in. */
export async function signUpConfirmed(page: Page, request: APIRequestContext, firstName: string, email?: string): Promise<string> {
  const address = await signUpUnconfirmed(page, firstName, email);
  const message = await latestEmail(request, address, "auth_signup");
  const link = new URL(linkContaining(message, "/auth/confirm?token="));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/quiz$/);
  return address;
}
