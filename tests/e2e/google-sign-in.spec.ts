// Google sign-in in the browser, end to end: the app's real Auth.js Google provider talks to the
// loopback OpenID Connect stand-in (discovery, code exchange, signed id_token), and the person
// picks "Continue with Google" on the login page. QUALITY 15: a password account and a Google
// sign-in for the same address become one account only when both verified the address.
import { expect, test, type Page } from "@playwright/test";
import { googleIdentity, useGoogleAccount, type GoogleIdentity } from "../support/oidc-identity";
import { signUpConfirmed } from "./support/accounts";
import { latestEmail, uniqueEmail } from "./support/mailbox";

// The stand-in's certificate is a throw-away one: the browser is told to accept it, while the
// app's server verifies it for real (NODE_EXTRA_CA_CERTS).
test.use({ ignoreHTTPSErrors: true });

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function continueWithGoogle(page: Page, identity: GoogleIdentity) {
  await useGoogleAccount(page.context(), identity);
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
}

async function signOut(page: Page) {
  await nav(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(nav(page).getByRole("link", { name: "Sign In" })).toBeVisible();
}

// Back to the catalogue afterwards: the shelf would greet a person without a guide with a dialog.
async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/login?callbackUrl=%2Fguides");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function expectRefused(page: Page, error: string, message: string) {
  await expect(page).toHaveURL(new RegExp(`/login\\?error=${error}$`));
  const alert = page.getByRole("alert").filter({ hasText: "Google sign-in failed" });
  await expect(alert).toContainText(message);
  await expect(nav(page).getByRole("link", { name: "Sign In" })).toBeVisible();
}

test("a new Google user gets a profile named from Google, lands on the quiz, and gets the welcome e-mail once", async ({ page, request }) => {
  const identity = googleIdentity(uniqueEmail("ada"), { name: "Ada Lovelace", given_name: "Ada" });
  await continueWithGoogle(page, identity);
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(nav(page).getByText("Hi, Ada!")).toBeVisible();
  const welcome = await latestEmail(request, identity.email, "welcome_new_user");
  expect(welcome.html).toContain("Ada");

  await signOut(page);
  await continueWithGoogle(page, identity);
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(nav(page).getByText("Hi, Ada!")).toBeVisible();
  // Signing in again sent nothing new: the newest welcome e-mail is still the first one.
  expect((await latestEmail(request, identity.email, "welcome_new_user")).id).toBe(welcome.id);
});

test("a Google account whose address Google did not verify is refused", async ({ page }) => {
  await continueWithGoogle(page, googleIdentity(uniqueEmail("unverified"), { email_verified: false, name: "Mallory" }));
  await expectRefused(page, "GoogleEmailNotVerified", "Google has not verified this email address");
});

test("an unconfirmed password account is not joined by a verified Google sign-in for its address", async ({ page }) => {
  const email = uniqueEmail("pending");
  await page.goto("/login?mode=signup");
  await page.getByLabel("First name").fill("Pat");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("pat-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Check your email!")).toBeVisible();

  const google = googleIdentity(email, { name: "Someone Else" });
  await continueWithGoogle(page, google);
  await expectRefused(page, "OAuthAccountNotLinked", "This email is already registered with a password. Sign in with your password");
  // Nothing was linked: had the first attempt attached the Google account, this one would sign in.
  await continueWithGoogle(page, google);
  await expectRefused(page, "OAuthAccountNotLinked", "This email is already registered with a password.");
  // And the password account is as it was: still waiting for its confirmation.
  await signInWithPassword(page, email, "pat-password");
  await expect(page.getByRole("alert").filter({ hasText: "Your email hasn't been confirmed yet." })).toBeVisible();
});

test("a confirmed password account is not joined by a Google sign-in whose address Google did not verify", async ({ page, request }) => {
  const email = await signUpConfirmed(page, request, "Grace");
  await signOut(page);
  await continueWithGoogle(page, googleIdentity(email, { email_verified: false, name: "Mallory Smith" }));
  await expectRefused(page, "GoogleEmailNotVerified", "Google has not verified this email address");

  await signInWithPassword(page, email, "a-good-password");
  await expect(nav(page).getByText("Hi, Grace!")).toBeVisible();
});

test("verified on both sides: Google signs in to the password account, which then signs in both ways", async ({ page, request }) => {
  const email = await signUpConfirmed(page, request, "Grace");
  const welcome = await latestEmail(request, email, "welcome_new_user");
  await signOut(page);

  const google = googleIdentity(email, { name: "Gigi Hopper", given_name: "Gigi" });
  await continueWithGoogle(page, google);
  await expect(page).toHaveURL(/\/quiz$/);
  // The same account: its own name, not Google's.
  await expect(nav(page).getByText("Hi, Grace!")).toBeVisible();

  await signOut(page);
  await signInWithPassword(page, email, "a-good-password");
  await expect(nav(page).getByText("Hi, Grace!")).toBeVisible();

  await signOut(page);
  await continueWithGoogle(page, google);
  await expect(nav(page).getByText("Hi, Grace!")).toBeVisible();
  // Joining Google is no new account: no second welcome e-mail.
  expect((await latestEmail(request, email, "welcome_new_user")).id).toBe(welcome.id);
});
