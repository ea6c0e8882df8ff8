import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { latestEmail, linkContaining, uniqueEmail } from "./mailbox";

/** Signs up through the browser, confirms from the mailbox, and leaves the person signed in. */
export async function signUpConfirmed(page: Page, request: APIRequestContext, firstName: string): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  await page.goto("/login?mode=signup");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Check your email!")).toBeVisible();
  const message = await latestEmail(request, email, "auth_signup");
  const link = new URL(linkContaining(message, "/auth/confirm?token="));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/quiz$/);
  return email;
}
