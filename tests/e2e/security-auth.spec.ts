// Accounts attacked from outside, each request sent directly (no UI): the sign-in limits on every
// path, the client IP (X-Forwarded-For), the contact form and reset limits, pre-hijacking through a
// confirmation link, redirect targets and sign-out. Limit tests run against a second server with
// tight limits behind a reverse proxy (tests/e2e/support/limits-server.ts).
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { limitsOrigin, tightLimits } from "./support/limits-server";
import { latestEmail, linkContaining, uniqueEmail } from "./support/mailbox";
import { callAction, sessionCookieSet, type ActionCall } from "./support/server-actions";

const AUTH = "lib/auth-actions/actions.ts";
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";
const INVALID = "Invalid email or password.";

const contexts: APIRequestContext[] = [];
let mainOrigin = "";

test.beforeEach(() => {
  mainOrigin = String(test.info().project.use.baseURL);
});
test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.dispose()));
});

/** A separate person (cookie jar) for direct requests. */
async function person(storageState?: Awaited<ReturnType<APIRequestContext["storageState"]>>): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: mainOrigin, storageState });
  contexts.push(context);
  return context;
}

function signInCall(origin: string, email: string, password: string, callbackUrl?: string, forwardedFor?: string) {
  return {
    origin,
    page: "/login",
    file: AUTH,
    name: "signInAction",
    args: callbackUrl === undefined ? [{ email, password }] : [{ email, password }, callbackUrl],
    headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : undefined,
  };
}

/** Signs up through the action and confirms from the mailbox; the context ends up signed in. */
async function confirmedAccount(context: APIRequestContext, password = "a-good-password"): Promise<string> {
  const email = uniqueEmail("sec");
  const signUp = await callAction(context, {
    origin: mainOrigin,
    page: "/login",
    file: AUTH,
    name: "signUpAction",
    args: [{ firstName: "Ada", email, password }],
  });
  expect(signUp.result).toEqual({ ok: true, emailFailed: false });
  const link = new URL(linkContaining(await latestEmail(context, email, "auth_signup"), "/auth/confirm?token="));
  const confirmed = await callAction(context, {
    origin: mainOrigin,
    page: "/auth/confirm",
    file: AUTH,
    name: "confirmEmailAction",
    args: [link.searchParams.get("token")],
  });
  expect(confirmed.result).toMatchObject({ ok: true });
  expect(sessionCookieSet(confirmed.response)).toBeDefined();
  return email;
}

async function sessionOf(context: APIRequestContext, origin = mainOrigin): Promise<unknown> {
  const response = await context.get(`${origin}/api/auth/session`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** Auth.js's own credentials endpoint, called the way its docs describe (CSRF token + cookie). */
async function directCredentialsCallback(context: APIRequestContext, origin: string, email: string, password: string, path = "/api/auth/callback/credentials") {
  const csrf = (await (await context.get(`${origin}/api/auth/csrf`)).json()) as { csrfToken: string };
  return context.post(`${origin}${path}`, {
    form: { csrfToken: csrf.csrfToken, email, password, callbackUrl: `${origin}/shelf` },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
}

test.describe("Auth.js's own credentials callback", () => {
  test("is refused the same way for a right, a wrong and an unconfirmed account's password, and signs no one in", async () => {
    const owner = await person();
    const email = await confirmedAccount(owner);
    const unconfirmed = uniqueEmail("sec-unconfirmed");
    const signUp = await callAction(owner, {
      origin: mainOrigin,
      page: "/login",
      file: AUTH,
      name: "signUpAction",
      args: [{ firstName: "Uma", email: unconfirmed, password: "uma-password" }],
    });
    expect(signUp.result).toMatchObject({ ok: true });

    const attacker = await person();
    const answers = [];
    for (const [address, password, path] of [
      [email, "a-good-password", undefined],
      [email, "wrong-password", undefined],
      [unconfirmed, "uma-password", undefined],
      [email, "a-good-password", "/api/auth/callback/email-link"],
    ] as const) {
      const response = await directCredentialsCallback(attacker, mainOrigin, address, password, path);
      answers.push({ status: response.status(), body: await response.text(), location: response.headers().location ?? null });
      expect(sessionCookieSet(response)).toBeUndefined();
    }
    expect(answers[0]?.status).toBe(404);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await sessionOf(attacker)).toBeNull();
  });
});

test.describe("sign-up for an address someone else already signed up with, unconfirmed", () => {
  test("the owner who confirms holds the account: the earlier sign-up's password and session stop working", async () => {
    const attacker = await person();
    const owner = await person();
    const email = uniqueEmail("pretakeover");
    const signUp = (context: APIRequestContext, firstName: string, password: string) =>
      callAction(context, { origin: mainOrigin, page: "/login", file: AUTH, name: "signUpAction", args: [{ firstName, email, password }] });
    expect((await signUp(attacker, "Mallory", "attacker-password")).result).toEqual({ ok: true, emailFailed: false });
    const attackerLink = new URL(linkContaining(await latestEmail(owner, email, "auth_signup"), "/auth/confirm?token="));
    expect((await signUp(owner, "Victor", "owner-password")).result).toEqual({ ok: true, emailFailed: false });
    const message = await latestEmail(owner, email, "auth_signup");
    expect(message.html).toContain("Victor");
    const ownerLink = new URL(linkContaining(message, "/auth/confirm?token="));
    expect(ownerLink.searchParams.get("token")).not.toBe(attackerLink.searchParams.get("token"));

    // The link of the earlier sign-up no longer works; the owner's does.
    const confirm = (context: APIRequestContext, link: URL) =>
      callAction(context, { origin: mainOrigin, page: "/auth/confirm", file: AUTH, name: "confirmEmailAction", args: [link.searchParams.get("token")] });
    expect((await confirm(attacker, attackerLink)).result).toMatchObject({ ok: false });
    expect((await confirm(owner, ownerLink)).result).toMatchObject({ ok: true });
    expect(await sessionOf(owner)).toMatchObject({ user: { name: "Victor" } });

    expect((await callAction(attacker, signInCall(mainOrigin, email, "attacker-password"))).result).toEqual({ ok: false, error: INVALID });
    expect((await callAction(await person(), signInCall(mainOrigin, email, "owner-password"))).result).toMatchObject({ ok: true });
  });
});

function signUpCall(email: string, firstName: string, password: string): ActionCall {
  return { origin: mainOrigin, page: "/login", file: AUTH, name: "signUpAction", args: [{ firstName, email, password }] };
}

test.describe("a confirmation link opened in another browser than the sign-up's", () => {
  test("an unsolicited confirmation: the owner never signed up, is asked for a password she does not know, and chooses her own", async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("unsolicited");
    const mallory = await person();
    expect((await callAction(mallory, signUpCall(email, "Carol", "mallorys-password"))).result).toEqual({ ok: true, emailFailed: false });

    // Carol finds the e-mail, which says plainly that nothing happens if she ignores it, and opens it.
    const message = await latestEmail(page.request, email, "auth_signup");
    expect(message.html).toMatch(/If you didn(?:'|&#x27;|&#39;)t sign up, ignore this e-mail: nothing happens/);
    const link = new URL(linkContaining(message, "/auth/confirm?token="));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
    expect(await sessionOf(page.request)).toBeNull();

    // She does not know the sign-up's password; she chooses her own.
    await page.getByRole("button", { name: "I didn't sign up: choose my own password" }).click();
    await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("carols-own-password");
    await page.getByLabel("Confirm new password").fill("carols-own-password");
    await page.getByRole("button", { name: "Confirm and set password" }).click();
    await expect(page).toHaveURL(/\/quiz$/, { timeout: 15_000 });
    expect(await sessionOf(page.request)).toMatchObject({ user: { name: "Carol" } });

    expect((await callAction(mallory, signInCall(mainOrigin, email, "mallorys-password"))).result).toEqual({ ok: false, error: INVALID });
    expect((await callAction(await person(), signInCall(mainOrigin, email, "carols-own-password"))).result).toMatchObject({ ok: true });
    expect(await sessionOf(mallory)).toBeNull();
  });

  test("a person who signed up in one browser opens the link in another: a wrong password is said beside the field; hers signs her in", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("phone");
    const laptop = await person();
    await callAction(laptop, {
      origin: mainOrigin,
      page: "/login",
      file: AUTH,
      name: "signUpAction",
      args: [{ firstName: "Pia", email, password: "pias-password" }],
    });
    const link = new URL(linkContaining(await latestEmail(page.request, email, "auth_signup"), "/auth/confirm?token="));

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(`${link.pathname}${link.search}`);
    await expect(phone.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
    const field = phone.getByLabel("Password", { exact: true });
    await field.fill("not-her-password");
    await phone.getByRole("button", { name: "Confirm and sign in" }).click();
    const error = phone.getByText("That is not the password chosen at sign-up. Try again, or choose your own password.");
    await expect(error).toBeVisible();
    await expect(field).toHaveAttribute("aria-describedby", (await error.getAttribute("id")) ?? "missing");
    await field.fill("pias-password");
    await phone.getByRole("button", { name: "Confirm and sign in" }).click();
    await expect(phone).toHaveURL(/\/quiz$/, { timeout: 15_000 });
    expect(await sessionOf(phone.request)).toMatchObject({ user: { name: "Pia" } });
    await phone.close();
  });

  test("attacker second: the owner's browser no longer holds the newest sign-up's key; she chooses her own and neither earlier password works", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("contested");
    // Carol signs up in her browser.
    await page.goto("/login?mode=signup");
    await page.getByLabel("First name").fill("Carol");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("carols-own-password");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Check your email!")).toBeVisible();
    const carolsMail = await latestEmail(page.request, email, "auth_signup");

    // Mallory calls the sign-up action for the same address before she confirms.
    const mallory = await person();
    expect((await callAction(mallory, signUpCall(email, "Carol", "mallorys-password"))).result).toEqual({ ok: true, emailFailed: false });
    await expect.poll(async () => (await latestEmail(page.request, email, "auth_signup")).id).not.toBe(carolsMail.id);

    // Carol clicks the newest link in her mailbox (the one Mallory's sign-up sent): she is asked.
    const newest = new URL(linkContaining(await latestEmail(page.request, email, "auth_signup"), "/auth/confirm?token="));
    await page.goto(`${newest.pathname}${newest.search}`);
    await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
    expect(await sessionOf(page.request)).toBeNull();
    await page.getByRole("button", { name: "I didn't sign up: choose my own password" }).click();
    await page.getByLabel("New password", { exact: true }).fill("carols-chosen-password");
    await page.getByLabel("Confirm new password").fill("carols-chosen-password");
    await page.getByRole("button", { name: "Confirm and set password" }).click();
    await expect(page).toHaveURL(/\/quiz$/, { timeout: 15_000 });

    expect((await callAction(mallory, signInCall(mainOrigin, email, "mallorys-password"))).result).toEqual({ ok: false, error: INVALID });
    expect((await callAction(await person(), signInCall(mainOrigin, email, "carols-own-password"))).result).toEqual({ ok: false, error: INVALID });
    expect((await callAction(await person(), signInCall(mainOrigin, email, "carols-chosen-password"))).result).toMatchObject({ ok: true });
    expect(await sessionOf(mallory)).toBeNull();
  });
});

test.describe("sign-in limits", () => {
  test("an account locked through the form stays locked whatever X-Forwarded-For says, and the right password waits too", async () => {
    const owner = await person();
    const email = await confirmedAccount(owner);
    const attacker = await person();
    for (let attempt = 0; attempt < tightLimits.RATE_LIMIT_SIGNIN_PER_ACCOUNT; attempt++) {
      const { result } = await callAction(attacker, signInCall(limitsOrigin, email, "wrong-password", undefined, `198.51.100.${attempt}`));
      expect(result).toEqual({ ok: false, error: INVALID });
    }
    const locked = await callAction(attacker, signInCall(limitsOrigin, email, "a-good-password", undefined, "198.51.100.200"));
    expect(locked.result).toEqual({ ok: false, error: TOO_MANY });
    expect(sessionCookieSet(locked.response)).toBeUndefined();
    // Nor does Auth.js's own endpoint let the right password in.
    const direct = await directCredentialsCallback(attacker, limitsOrigin, email, "a-good-password");
    expect(sessionCookieSet(direct)).toBeUndefined();
    expect(await sessionOf(attacker, limitsOrigin)).toBeNull();
  });

  test("the right password forgets an account's failures", async () => {
    const owner = await person();
    const email = await confirmedAccount(owner);
    const visitor = await person();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < tightLimits.RATE_LIMIT_SIGNIN_PER_ACCOUNT - 1; attempt++) {
        expect((await callAction(visitor, signInCall(limitsOrigin, email, "wrong-password"))).result).toEqual({ ok: false, error: INVALID });
      }
      const signedIn = await callAction(visitor, signInCall(limitsOrigin, email, "a-good-password"));
      expect(signedIn.result).toEqual({ ok: true, redirectTo: "/shelf" });
      expect(sessionCookieSet(signedIn.response)).toBeDefined();
    }
  });

  test("25 sign-ups, each with a new X-Forwarded-For, pass the per-IP limit at most its number of times", async () => {
    const visitor = await person();
    const results = [];
    for (let attempt = 0; attempt < 25; attempt++) {
      const email = uniqueEmail("sec-rotate");
      const call = await callAction(visitor, {
        origin: limitsOrigin,
        page: "/login",
        file: AUTH,
        name: "signUpAction",
        args: [{ firstName: "Rot", email, password: "rotating-password" }],
        headers: { "X-Forwarded-For": `203.0.113.${attempt}` },
      });
      results.push(call.result);
    }
    const accepted = results.filter((result) => (result as { ok: boolean }).ok);
    expect(accepted.length).toBeLessThanOrEqual(tightLimits.RATE_LIMIT_SIGNUP_PER_IP);
    expect(results.filter((result) => JSON.stringify(result) === JSON.stringify({ ok: false, error: TOO_MANY })).length).toBe(25 - accepted.length);
  });
});

test.describe("the contact form", () => {
  const contact = (origin: string, fields: Record<string, string>, headers?: Record<string, string>): ActionCall => ({
    origin,
    page: "/contact",
    file: "lib/contact/actions.ts",
    name: "sendContactMessage",
    // How React 19.3 sends (previousState, formData): the FormData's fields under the prefix
    // "_1_", then row 0, which refers to them as "$K1".
    multipart: [
      ...Object.entries(fields).map(([name, value]): [string, string] => [`_1_${name}`, value]),
      ["0", JSON.stringify([{ ok: true, sent: false }, "$K1"])],
    ],
    headers,
  });
  const message = (email: string) => ({ name: "Flo Od", email, message: "Hello, this is a message long enough to be sent." });

  test("is limited per IP whatever X-Forwarded-For says", async () => {
    const visitor = await person();
    const states = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      states.push((await callAction(visitor, contact(limitsOrigin, message(uniqueEmail("flood")), { "X-Forwarded-For": `192.0.2.${attempt}` }))).result);
    }
    const sent = states.filter((state) => (state as { ok: boolean }).ok);
    expect(sent.length).toBeLessThanOrEqual(tightLimits.RATE_LIMIT_CONTACT_PER_IP);
    for (const state of states.filter((state) => !(state as { ok: boolean }).ok)) {
      expect(state).toEqual({ ok: false, error: "Too many messages. Please wait a few minutes and try again, or e-mail us directly." });
    }
  });

  test("takes every message for support, however often one sender address writes", async () => {
    const perSender = Number(process.env.RATE_LIMIT_CONTACT_PER_SENDER ?? 3);
    const visitor = await person();
    const sender = uniqueEmail("chatty");
    const states = [];
    for (let attempt = 0; attempt < perSender + 2; attempt++) states.push((await callAction(visitor, contact(mainOrigin, message(sender)))).result);
    expect(states).toEqual(Array.from({ length: perSender + 2 }, () => ({ ok: true, sent: true })));
    // How many acknowledgements went out is counted in tests/db/contact-actions.test.ts; here, that one did.
    expect((await latestEmail(visitor, sender, "contact_acknowledgement")).subject).toBe("We got your message");
  });

  test("answers a hand-made argument that is not a form with an error state, not a 500", async () => {
    const visitor = await person();
    for (const args of [
      [
        { ok: true, sent: false },
        { name: "x", email: "x@y.test", message: "a message that is long" },
      ],
      [{ ok: true, sent: false }, "text"],
      [null, 42],
      [],
    ]) {
      const call = await callAction(visitor, { origin: mainOrigin, page: "/contact", file: "lib/contact/actions.ts", name: "sendContactMessage", args });
      expect(call.status).toBe(200);
      expect(call.result).toMatchObject({ ok: false });
    }
  });
});

test.describe("password reset", () => {
  const reset = (origin: string, token: string, forwardedFor?: string) => ({
    origin,
    page: "/reset-password",
    file: AUTH,
    name: "resetPasswordAction",
    args: [{ token, password: "new-password", confirmPassword: "new-password" }],
    headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : undefined,
  });

  test("a made-up link changes nothing, and attempts are limited per IP whatever X-Forwarded-For says", async () => {
    const owner = await person();
    const email = await confirmedAccount(owner, "kept-password");
    const visitor = await person();
    const guess = (await callAction(visitor, reset(mainOrigin, "A".repeat(43)))).result;
    expect(guess).toMatchObject({ ok: false, code: "link_expired" });
    expect((await callAction(visitor, signInCall(mainOrigin, email, "kept-password"))).result).toMatchObject({ ok: true });

    const results = [];
    for (let attempt = 0; attempt < 8; attempt++)
      results.push((await callAction(visitor, reset(limitsOrigin, "B".repeat(43), `198.51.100.${attempt}`))).result);
    const checked = results.filter((result) => (result as { code?: string }).code === "link_expired");
    expect(checked.length).toBeLessThanOrEqual(tightLimits.RATE_LIMIT_RESET_PER_IP);
    expect(results.filter((result) => JSON.stringify(result) === JSON.stringify({ ok: false, error: TOO_MANY }))).toHaveLength(8 - checked.length);
  });
});

test.describe("redirect targets after sign-in stay on this site", () => {
  const vectors = [
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "/./..//evil.example",
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
  ];

  test("the sign-in action answers a page of this shop for every off-site target", async () => {
    const owner = await person();
    const email = await confirmedAccount(owner);
    for (const target of vectors) {
      const { result } = await callAction(owner, signInCall(mainOrigin, email, "a-good-password", target));
      expect(result, target).toEqual({ ok: true, redirectTo: "/shelf" });
    }
    expect((await callAction(owner, signInCall(mainOrigin, email, "a-good-password", "/guides/quantum-focus"))).result).toEqual({
      ok: true,
      redirectTo: "/guides/quantum-focus",
    });
  });

  test("a person signing in from /login?callbackUrl=%2F..%2F%2Fevil.example stays on the shop", async ({ page }) => {
    const email = await confirmedAccount(await person());
    await page.goto("/login?callbackUrl=%2F..%2F%2Fevil.example");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a-good-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/shelf$/);
    expect(new URL(page.url()).origin).toBe(mainOrigin);
  });
});

test.describe("signing out ends the session on the server", () => {
  /** A confirmed person who owns a guide (the quiz's free one), with its id. */
  async function ownerOfAGuide(): Promise<{ context: APIRequestContext; email: string; guideId: string }> {
    const context = await person();
    const email = await confirmedAccount(context);
    const quiz = await callAction(context, {
      origin: mainOrigin,
      page: "/quiz",
      file: "lib/quiz/actions.ts",
      name: "submitQuizAction",
      args: [Array.from({ length: 12 }, () => "A")],
    });
    const outcome = quiz.result as { ok: boolean; outcome: { kind: string; guide: { id: string } } };
    expect(outcome).toMatchObject({ ok: true, outcome: { kind: "granted" } });
    return { context, email, guideId: outcome.outcome.guide.id };
  }

  async function download(context: APIRequestContext, guideId: string) {
    return context.get(`/api/guides/${guideId}/download`, { headers: { Accept: "application/json" }, maxRedirects: 0 });
  }

  test("through the shop's Sign Out: the old cookie opens neither the session nor a download", async () => {
    const { context, email, guideId } = await ownerOfAGuide();
    expect(await sessionOf(context)).toMatchObject({ user: { email } });
    expect((await download(context, guideId)).status()).toBe(200);
    const copied = await context.storageState();

    const signedOut = await callAction(context, { origin: mainOrigin, page: "/", file: AUTH, name: "signOutAction", args: [] });
    expect(signedOut.result).toEqual({ ok: true });

    const replay = await person(copied);
    expect(await sessionOf(replay)).toBeNull();
    const refused = await download(replay, guideId);
    expect(refused.status()).toBe(401);
    expect(await refused.json()).not.toHaveProperty("url");
  });

  test("through Auth.js's own POST /api/auth/signout: the old cookie stops working too", async () => {
    const { context, email, guideId } = await ownerOfAGuide();
    const copied = await context.storageState();
    const csrf = (await (await context.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const response = await context.post("/api/auth/signout", {
      form: { csrfToken: csrf.csrfToken, callbackUrl: "/" },
      headers: { Origin: mainOrigin },
      maxRedirects: 0,
    });
    expect(response.status()).toBeLessThan(400);

    const replay = await person(copied);
    expect(await sessionOf(replay)).toBeNull();
    expect((await download(replay, guideId)).status()).toBe(401);

    // Signing in again gives a new, working session.
    const again = await callAction(context, signInCall(mainOrigin, email, "a-good-password"));
    expect(again.result).toMatchObject({ ok: true });
    expect((await download(context, guideId)).status()).toBe(200);
  });
});
