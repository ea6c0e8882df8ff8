// No client can lock others out, in Chromium against the built shop: an attacker's
// failed sign-ins slow down guessing on an account but never keep its owner out of a browser she
// signed in on before (its device cookie); a browser the account does not know still waits. And
// behind a reverse proxy, the per-IP bucket is the address the proxy saw: a client's own
// X-Forwarded-For does not choose it.
import { request as httpRequest } from "node:http";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { signUpConfirmed } from "./support/accounts";
import { limitsOrigin, proxyPort, tightLimits } from "./support/limits-server";
import { uniqueEmail } from "./support/mailbox";
import { actionId, actionResult, callAction } from "./support/server-actions";

const AUTH = "lib/auth-actions/actions.ts";
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";
const INVALID = "Invalid email or password.";
const PER_ACCOUNT = Number(process.env.RATE_LIMIT_SIGNIN_PER_ACCOUNT ?? 10);

test.describe.configure({ timeout: 180_000 });

let attacker: APIRequestContext;
test.beforeAll(async () => {
  attacker = await playwrightRequest.newContext();
});
test.afterAll(async () => {
  await attacker.dispose();
});

/** The attacker's client: `count` sign-ins with wrong passwords, sent straight to the action. */
async function failSignIns(origin: string, email: string, count: number): Promise<string[]> {
  const errors = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const { result } = await callAction(attacker, {
      origin,
      page: "/login",
      file: AUTH,
      name: "signInAction",
      args: [{ email, password: `guess-${attempt}` }],
    });
    errors.push((result as { error?: string }).error ?? "signed in");
  }
  return errors;
}

async function signInThroughTheForm(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("an attacker fails 50 times from one client; the owner, on a browser that signed in before, signs in with the right password", async ({ page }) => {
  const email = await signUpConfirmed(page, page.request, "Olga");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Sign Out" }).click();
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();

  const errors = await failSignIns(String(test.info().project.use.baseURL), email, 50);
  expect(errors.slice(0, PER_ACCOUNT)).toEqual(Array.from({ length: PER_ACCOUNT }, () => INVALID));
  expect(errors.slice(PER_ACCOUNT)).toEqual(Array.from({ length: 50 - PER_ACCOUNT }, () => TOO_MANY));

  await signInThroughTheForm(page, email, "a-good-password");
  await expect(page.getByText("Welcome back!")).toBeVisible();
  // Still before her first guide, the shelf greets her with the quiz offer.
  await expect(page.getByRole("heading", { name: "Welcome to Atomic Guides, Olga!" })).toBeVisible();
  expect(await (await page.request.get("/api/auth/session")).json()).toMatchObject({ user: { name: "Olga" } });
});

test("a fresh browser is still throttled per account", async ({ page, browser }) => {
  const email = await signUpConfirmed(page, page.request, "Fern");
  const errors = await failSignIns(String(test.info().project.use.baseURL), email, PER_ACCOUNT + 2);
  expect(errors.at(-1)).toBe(TOO_MANY);

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await signInThroughTheForm(other, email, "a-good-password");
    await expect(other.getByText(TOO_MANY).first()).toBeVisible();
    await expect(other).toHaveURL(/\/login$/);
    expect(await (await other.request.get("/api/auth/session")).json()).toBeNull();
  } finally {
    await fresh.close();
  }
});

/** Calls the sign-up action through the proxy from a chosen loopback address (another machine, as
 * the proxy sees it), with the X-Forwarded-For the client writes itself. */
function signUpFrom(localAddress: string, forwardedFor: string): Promise<unknown> {
  const body = JSON.stringify([{ firstName: "Nell", email: uniqueEmail("proxied"), password: "a-good-password" }]);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: "127.0.0.1",
        port: proxyPort,
        localAddress,
        method: "POST",
        path: "/login",
        headers: {
          "Next-Action": actionId(AUTH, "signUpAction"),
          Accept: "text/x-component",
          Origin: limitsOrigin,
          "Content-Type": "text/plain;charset=UTF-8",
          "X-Forwarded-For": forwardedFor,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => (response.statusCode === 200 ? resolve(actionResult(text)) : reject(new Error(`status ${response.statusCode}`))));
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}

test("behind a reverse proxy, a client's own X-Forwarded-For does not choose its per-IP bucket", async () => {
  // This machine's client rotates what it writes: every sign-up lands in the bucket of the address
  // the proxy saw, so at most the limit passes.
  const results = [];
  for (let attempt = 0; attempt < tightLimits.RATE_LIMIT_SIGNUP_PER_IP + 3; attempt++) results.push(await signUpFrom("127.0.0.1", `203.0.113.${attempt}`));
  const accepted = results.filter((result) => (result as { ok: boolean }).ok);
  expect(accepted.length).toBeLessThanOrEqual(tightLimits.RATE_LIMIT_SIGNUP_PER_IP);
  expect(results.length - accepted.length).toBeGreaterThanOrEqual(3);
  for (const result of results.filter((result) => !(result as { ok: boolean }).ok)) expect(result).toEqual({ ok: false, error: TOO_MANY });

  // Another client (another address as the proxy sees it) has its own bucket, even when it writes
  // the first client's address into the header.
  expect(await signUpFrom("127.0.0.2", "127.0.0.1")).toEqual({ ok: true, emailFailed: false });
});
