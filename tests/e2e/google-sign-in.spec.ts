// Google sign-in in the browser, end to end: the app's real Auth.js Google provider talks to the
// loopback OpenID Connect stand-in (discovery, code exchange, signed id_token), and the person
// picks "Continue with Google" on the login page. A password account and a Google sign-in for the
// same address become one account only when both verified the address; an account nobody confirmed
// becomes the Google user's, without the password its sign-up chose.
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

test("an unconfirmed password account is taken over by a verified Google sign-in for its address: the sign-up's password no longer works", async ({ page }) => {
  const email = uniqueEmail("pending");
  // Someone signs up with the address (in another browser) and never confirms it.
  const stranger = await page.context().browser()!.newPage();
  await stranger.goto("/login?mode=signup");
  await stranger.getByLabel("First name").fill("Pat");
  await stranger.getByLabel("Email").fill(email);
  await stranger.getByLabel("Password", { exact: true }).fill("pat-password");
  await stranger.getByRole("button", { name: "Create account" }).click();
  await expect(stranger.getByText("Check your email!")).toBeVisible();
  await stranger.close();

  // The address's owner signs in with Google, which verified it.
  await continueWithGoogle(page, googleIdentity(email, { name: "Sam Owner", given_name: "Sam" }));
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(nav(page).getByText("Hi, Sam!")).toBeVisible();
  await signOut(page);
  // The stranger's password opens nothing.
  await signInWithPassword(page, email, "pat-password");
  await expect(page.getByText("Invalid email or password.").first()).toBeVisible();
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
