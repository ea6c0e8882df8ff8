// Google sign-in over HTTP: Auth.js's own Google endpoints driven directly (no login page), against
// the loopback OpenID Connect stand-in. A password account is joined by a Google sign-in only
// when both sides verified the address (an account nobody confirmed is taken over, its password
// dropped), and a Google account is never attached to whoever the returning browser is (or was)
// signed in as.
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { googleIdentity, googleSignInOverHttp, sessionOf } from "../support/oidc-identity";
import { signUpConfirmed, signUpUnconfirmed } from "./support/accounts";
import { uniqueEmail } from "./support/mailbox";

function baseUrl(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error("baseURL is not configured");
  return url;
}

test("a Google address Google did not verify signs nobody in, new or existing", async ({ page, request }) => {
  const existing = await signUpConfirmed(page, request, "Vera");
  for (const email of [uniqueEmail("unverified"), existing]) {
    const landing = await googleSignInOverHttp(request, baseUrl(), googleIdentity(email, { email_verified: false }));
    expect(`${landing.pathname}${landing.search}`).toBe("/login?error=GoogleEmailNotVerified");
    expect(await sessionOf(request)).toBeNull();
  }
});

test("an unconfirmed password account is taken over by a verified Google sign-in: its password and earlier sessions no longer work", async ({
  page,
  request,
}) => {
  const email = await signUpUnconfirmed(page, "Pat");
  const google = googleIdentity(email, { given_name: "Sam", name: "Sam Owner" });
  const landing = await googleSignInOverHttp(request, baseUrl(), google);
  expect(landing.pathname).toBe("/shelf");
  expect(await sessionOf(request)).toMatchObject({ email, name: "Sam" });
  // The sign-up's password ("a-good-password") signs nobody in now.
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Invalid email or password.").first()).toBeVisible();
  // The same Google account from a clean browser signs in to the same user: it was linked.
  const first = await sessionOf(request);
  const clean = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    await googleSignInOverHttp(clean, baseUrl(), google);
    expect((await sessionOf(clean))?.id).toBe(first?.id);
  } finally {
    await clean.dispose();
  }
});

test("a confirmed password account and a verified Google address become one account", async ({ page, request }) => {
  const email = await signUpConfirmed(page, request, "Grace");
  const passwordUser = await sessionOf(page.request);
  expect(passwordUser?.email).toBe(email);

  const landing = await googleSignInOverHttp(request, baseUrl(), googleIdentity(email, { name: "Gigi Hopper", given_name: "Gigi" }));
  expect(landing.pathname).toBe("/shelf");
  const googleUser = await sessionOf(request);
  expect(googleUser).toMatchObject({ id: passwordUser?.id, email, name: "Grace" });
});

test("a browser signed in as one person cannot attach a Google account to them, also with a cookie from before sign-out", async ({ page, request }) => {
  await signUpConfirmed(page, request, "Olive");
  const olive = await sessionOf(page.request);
  expect(olive).not.toBeNull();
  const sessionCookies = await page.context().cookies();

  // Signed in as Olive, someone completes a Google sign-in with their own (new) address.
  const stranger = googleIdentity(uniqueEmail("stranger"), { name: "Stan Ranger", given_name: "Stan" });
  const refused = await googleSignInOverHttp(page.request, baseUrl(), stranger);
  expect(`${refused.pathname}${refused.search}`).toBe("/login?error=GoogleOtherSession");
  expect((await sessionOf(page.request))?.id).toBe(olive?.id);

  // After Olive signs out, her old cookie replayed with the stranger's Google account is refused too
  // (Auth.js would link to the user a session cookie names, even one no longer accepted).
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
  const replay = await playwrightRequest.newContext({ baseURL: baseUrl(), storageState: { cookies: sessionCookies, origins: [] } });
  try {
    const again = await googleSignInOverHttp(replay, baseUrl(), stranger);
    expect(`${again.pathname}${again.search}`).toBe("/login?error=GoogleOtherSession");
  } finally {
    await replay.dispose();
  }

  // Nothing was attached to Olive: from a clean browser the stranger's Google account is a new user.
  const landing = await googleSignInOverHttp(request, baseUrl(), stranger);
  expect(landing.pathname).toBe("/shelf");
  const strangerUser = await sessionOf(request);
  expect(strangerUser?.email).toBe(stranger.email);
  expect(strangerUser?.id).not.toBe(olive?.id);
  expect(strangerUser?.name).toBe("Stan");
});
