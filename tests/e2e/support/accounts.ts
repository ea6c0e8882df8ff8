import { randomBytes, randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { SESSION_COOKIE, sessionCookieValue } from "../../../scripts/lib/session-cookie.mjs";
import { READER_ACCOUNT_COOKIE, SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from "../../../lib/session/hint";
import { sql } from "./database";
import { latestEmail, linkContaining, uniqueEmail } from "./mailbox";

/** The password of every account these helpers make. */
const PASSWORD = "a-good-password";

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
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
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

let passwordHash: Promise<string> | undefined;
/** A test's session lasts a day (the shop's last 30). */
const SESSION_SECONDS = 24 * 60 * 60;

/**
 * A confirmed account (made unless `email` has one), signed in on `page`'s browser without the UI,
 * for tests about what comes after signing up: the rows a confirmed sign-up leaves (the user, with
 * the same password, and the session row the shop opens at sign-in), Auth.js's session cookie made
 * with Auth.js's own `encode` under the server's AUTH_SECRET (the shop's real `auth()` reads and
 * checks it on every request), and the "signed in" hint and reader account cookie a sign-in sets beside it. Opens no page:
 * the caller goes where its test starts (a confirmed sign-up lands on /quiz). Sign-up itself is
 * tested through the browser (signUpConfirmed, tests/e2e/accounts.spec.ts, journey.spec.ts).
 */
export async function signInAs(page: Page, firstName: string, email = uniqueEmail(firstName.toLowerCase())): Promise<string> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set (scripts/test.mjs sets it)");
  // Any argon2 hash verifies: the default parameters are quicker to make than the shop's.
  passwordHash ??= hash(PASSWORD);
  // An address already signed up (an admin shared by several tests) signs in to its account.
  const { rows } = await sql<{ id: string; session_version: number }>(
    `INSERT INTO "users" ("id", "email", "email_verified", "first_name", "password_hash", "updated_at") VALUES ($1, $2, now(), $3, $4, now())
     ON CONFLICT ("email") DO UPDATE SET "updated_at" = now() RETURNING "id", "session_version"`,
    [randomUUID(), email, firstName, await passwordHash],
  );
  const { id: userId, session_version: sessionVersion } = rows[0]!;
  const sessionId = randomBytes(32).toString("base64url");
  await sql(`INSERT INTO "sessions" ("id", "session_token", "user_id", "expires") VALUES ($1, $2, $3, now() + make_interval(secs => $4))`, [
    randomUUID(),
    sessionId,
    userId,
    SESSION_SECONDS,
  ]);
  const token = await sessionCookieValue({ userId, sessionToken: sessionId, sessionVersion, secret, maxAgeSeconds: SESSION_SECONDS });
  // The cookies a sign-in sets: the session, the "signed in" hint the catalogue's islands wait for,
  // and the account whose offline reader copies this browser may open.
  const url = `http://localhost:${process.env.PORT ?? 3100}`;
  await page.context().addCookies([
    { name: SESSION_COOKIE, value: token, url, httpOnly: true, sameSite: "Lax" },
    { name: SESSION_HINT_COOKIE, value: SESSION_HINT_VALUE, url, sameSite: "Lax" },
    { name: READER_ACCOUNT_COOKIE, value: userId, url, sameSite: "Lax" },
  ]);
  return email;
}

/** Turns on "News and new guides" on the signed-in person's account page, and waits until the database has it. */
export async function optInToNews(page: Page, email: string): Promise<void> {
  await page.goto("/account");
  await page.locator("section#emails").getByLabel("News and new guides").check();
  await page.locator("section#emails").getByRole("button", { name: "Save preferences" }).click();
  await expect.poll(async () => (await sql("SELECT 1 FROM users WHERE email = $1 AND marketing_emails", [email])).rowCount).toBe(1);
}
