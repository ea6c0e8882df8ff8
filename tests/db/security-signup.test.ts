// Sign-ups and their confirmation links, through the real server actions (sign-up, the
// confirmation link, sign-in), each "browser" with its own cookie jar as Next.js hands it to
// server code. A password chosen by someone who never held the mailbox never survives the
// owner's confirmation: only the browser that signed up is confirmed by the link alone; any other
// types the sign-up's password or chooses its own, which drops the other. The limits still apply.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser, type Browser } from "../support/next-browsers";
import { shopDatabase, type ShopDatabase } from "../support/shop";

const SECRET = "signup-test-auth-secret-that-is-long-enough";
const SITE_URL = "http://127.0.0.1:9";
const INVALID = "Invalid email or password.";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

let shop: ShopDatabase | undefined;
let database: TestDatabase;
let actions: typeof import("@/lib/auth-actions/actions");
let getCurrentUser: typeof import("@/lib/auth/session").getCurrentUser;

beforeAll(async () => {
  shop = await shopDatabase({
    AUTH_SECRET: SECRET,
    SITE_URL,
    RATE_LIMIT_SIGNUP_PER_IP: "1000",
    RATE_LIMIT_SIGNIN_PER_IP: "1000",
    RATE_LIMIT_RESET_PER_IP: "1000",
    RATE_LIMIT_EMAIL_PER_ACCOUNT: "5",
    TRUST_PROXY: undefined,
    VERCEL: undefined,
  });
  database = shop.database;
  actions = await import("@/lib/auth-actions/actions");
  ({ getCurrentUser } = await import("@/lib/auth/session"));
});

afterAll(() => shop?.close());

let counter = 0;
function address(): string {
  counter += 1;
  return `carol-${counter}@signup.test`;
}

function signUp(browser: Browser, email: string, firstName: string, password: string) {
  return inBrowser(browser, () => actions.signUpAction({ firstName, email, password }));
}

/** The token of the newest confirmation e-mail to `email`, as the mailbox shows it. */
async function newestConfirmationToken(email: string): Promise<string> {
  const message = await database.prisma.emailMessage.findFirst({ where: { to: email, type: "auth_signup" }, orderBy: { createdAt: "desc" } });
  const link = /href="([^"]*\/auth\/confirm\?[^"]*)"/.exec(message?.html ?? "")?.[1];
  expect(link, `a confirmation link in the newest e-mail to ${email}`).toBeDefined();
  const token = new URL(link!.replaceAll("&amp;", "&")).searchParams.get("token");
  expect(token).toBeTruthy();
  return token!;
}

async function confirm(browser: Browser, token: string, proof?: { password: string } | { newPassword: { password: string; confirmPassword: string } }) {
  return inBrowser(browser, () => actions.confirmEmailAction(token, undefined, undefined, proof));
}

function ownPassword(password: string) {
  return { newPassword: { password, confirmPassword: password } };
}

const ASKED = { ok: false, code: "password_required" };

/** Signs in from a browser of its own, as anyone could try. */
async function signsIn(email: string, password: string) {
  return inBrowser(newBrowser(), () => actions.signInAction({ email, password }));
}

async function whoIs(browser: Browser) {
  return inBrowser(browser, () => getCurrentUser());
}

async function account(email: string) {
  return database.prisma.user.findUniqueOrThrow({
    where: { email },
    select: { id: true, firstName: true, emailVerified: true, passwordHash: true, signupKeyHash: true, sessionVersion: true },
  });
}

async function unusedConfirmationLinks(email: string): Promise<number> {
  return database.prisma.oneTimeToken.count({ where: { user: { email }, purpose: "email_confirmation", consumedAt: null } });
}

describe("a confirmation link opened in another browser than the sign-up's", () => {
  it("an unsolicited confirmation: the owner who never signed up is asked for the password; choosing her own confirms the account and drops the attacker's", async () => {
    const email = address();
    const mallory = newBrowser();
    const carol = newBrowser();
    await signUp(mallory, email, "Mallory", "mallorys-password");
    const token = await newestConfirmationToken(email);

    // Opening the link in her own browser confirms nothing and signs nobody in.
    expect(await confirm(carol, token)).toMatchObject(ASKED);
    expect(await account(email)).toMatchObject({ emailVerified: null });
    expect(await unusedConfirmationLinks(email)).toBe(1);
    expect(await whoIs(carol)).toBeNull();

    expect(await confirm(carol, token, ownPassword("carols-own-password"))).toEqual({ ok: true, redirectTo: "/?type=signup&confirmed=1" });
    expect(await whoIs(carol)).toMatchObject({ email });
    expect((await account(email)).emailVerified).not.toBeNull();
    expect(await signsIn(email, "mallorys-password")).toEqual({ ok: false, error: INVALID });
    expect(await signsIn(email, "carols-own-password")).toMatchObject({ ok: true });
    expect(await whoIs(mallory)).toBeNull();
    // The link is used up: it cannot be replayed to choose yet another password.
    expect(await confirm(newBrowser(), token, ownPassword("mallory-again"))).toMatchObject({ ok: false, code: "already_confirmed" });
    expect(await signsIn(email, "mallory-again")).toEqual({ ok: false, error: INVALID });
  });

  it("a person who signed up on a laptop and opens the link on her phone types her password: confirmed, signed in, the password kept", async () => {
    const email = address();
    await signUp(newBrowser(), email, "Carol", "carols-own-password");
    const phone = newBrowser();
    const token = await newestConfirmationToken(email);
    expect(await confirm(phone, token)).toMatchObject(ASKED);
    expect(await confirm(phone, token, { password: "carols-own-password" })).toEqual({ ok: true, redirectTo: "/?type=signup&confirmed=1" });
    expect(await whoIs(phone)).toMatchObject({ email, name: "Carol" });
    expect(await signsIn(email, "carols-own-password")).toMatchObject({ ok: true });
  });

  it("a wrong password confirms nothing and the link still works; guesses count against the account", async () => {
    const email = address();
    await signUp(newBrowser(), email, "Carol", "carols-own-password");
    const token = await newestConfirmationToken(email);
    const phone = newBrowser();
    expect(await confirm(phone, token, { password: "a-guess" })).toMatchObject({ ok: false, code: "wrong_password" });
    expect(await account(email)).toMatchObject({ emailVerified: null });
    expect(await whoIs(phone)).toBeNull();
    expect(await unusedConfirmationLinks(email)).toBe(1);
    // Up to the per-account sign-in limit (10 by default), then refused without checking.
    for (let guess = 2; guess <= 10; guess++) expect(await confirm(phone, token, { password: `guess-${guess}` })).toMatchObject({ code: "wrong_password" });
    expect(await confirm(phone, token, { password: "carols-own-password" })).toMatchObject({ ok: false, code: "throttled" });
    // Choosing one's own password is still open to the link holder.
    expect(await confirm(phone, token, ownPassword("carols-new-password"))).toMatchObject({ ok: true });
  });

  it("malformed proofs are refused with a message and change nothing", async () => {
    const email = address();
    await signUp(newBrowser(), email, "Carol", "carols-own-password");
    const token = await newestConfirmationToken(email);
    for (const proof of [
      { password: 42 },
      { newPassword: { password: "abc", confirmPassword: "abc" } },
      { newPassword: { password: "abcdefg", confirmPassword: "abcdefh" } },
      "x",
    ]) {
      const result = await inBrowser(newBrowser(), () => actions.confirmEmailAction(token, undefined, undefined, proof));
      expect(result).toMatchObject({ ok: false, code: "invalid_input" });
    }
    expect(await account(email)).toMatchObject({ emailVerified: null });
    expect(await unusedConfirmationLinks(email)).toBe(1);
  });

  it("the browser that signed up is confirmed and signed in by its link alone, its password kept", async () => {
    const email = address();
    const laptop = newBrowser();
    await signUp(laptop, email, "Carol", "carols-own-password");
    expect(await confirm(laptop, await newestConfirmationToken(email))).toEqual({ ok: true, redirectTo: "/?type=signup&confirmed=1" });
    expect(await whoIs(laptop)).toMatchObject({ email });
    expect(await account(email)).toMatchObject({ signupKeyHash: null });
    expect(await signsIn(email, "carols-own-password")).toMatchObject({ ok: true });
  });

  it("attacker second: the owner's browser no longer holds the newest sign-up's key, so she is asked; choosing her own leaves neither earlier password", async () => {
    const email = address();
    const carol = newBrowser();
    const mallory = newBrowser();
    await signUp(carol, email, "Carol", "carols-own-password");
    await signUp(mallory, email, "Mallory", "mallorys-password");
    const token = await newestConfirmationToken(email);
    expect(await confirm(carol, token)).toMatchObject(ASKED);
    expect(await confirm(carol, token, { password: "carols-own-password" })).toMatchObject({ ok: false, code: "wrong_password" });
    expect(await confirm(carol, token, ownPassword("carols-chosen-password"))).toMatchObject({ ok: true });
    expect(await signsIn(email, "mallorys-password")).toEqual({ ok: false, error: INVALID });
    expect(await signsIn(email, "carols-own-password")).toEqual({ ok: false, error: INVALID });
    expect(await signsIn(email, "carols-chosen-password")).toMatchObject({ ok: true });
    expect(await whoIs(mallory)).toBeNull();
  });

  it("attacker first: the owner's own sign-up replaces his, and her link in her browser keeps only her password", async () => {
    const email = address();
    const mallory = newBrowser();
    const carol = newBrowser();
    await signUp(mallory, email, "Mallory", "mallorys-password");
    await signUp(carol, email, "Carol", "carols-own-password");
    expect(await confirm(carol, await newestConfirmationToken(email))).toEqual({ ok: true, redirectTo: "/?type=signup&confirmed=1" });
    expect(await whoIs(carol)).toMatchObject({ email, name: "Carol" });
    expect(await signsIn(email, "carols-own-password")).toMatchObject({ ok: true });
    expect(await signsIn(email, "mallorys-password")).toEqual({ ok: false, error: INVALID });
  });

  it("two sign-ups at once from two browsers: one account, and a third browser confirms only with a password typed there", async () => {
    const email = address();
    const results = await Promise.all([
      signUp(newBrowser(), email, "Carol", "carols-own-password"),
      signUp(newBrowser(), email, "Mallory", "mallorys-password"),
    ]);
    expect(results).toEqual([
      { ok: true, emailFailed: false },
      { ok: true, emailFailed: false },
    ]);
    expect(await database.prisma.user.count({ where: { email } })).toBe(1);
    // Each sign-up is written with its e-mail; only the newest link still works.
    expect(await database.prisma.emailMessage.count({ where: { to: email, type: "auth_signup" } })).toBe(2);
    expect(await unusedConfirmationLinks(email)).toBe(1);
    const owner = newBrowser();
    const token = await newestConfirmationToken(email);
    expect(await confirm(owner, token)).toMatchObject(ASKED);
    expect(await confirm(owner, token, ownPassword("owners-password"))).toMatchObject({ ok: true });
    expect(await signsIn(email, "carols-own-password")).toEqual({ ok: false, error: INVALID });
    expect(await signsIn(email, "mallorys-password")).toEqual({ ok: false, error: INVALID });
  });

  it("the per-address limit still applies: a sign-up over it changes nothing and sets no key", async () => {
    const email = address();
    const carol = newBrowser();
    const mallory = newBrowser();
    for (let attempt = 0; attempt < 5; attempt++) await signUp(carol, email, "Carol", "carols-own-password");
    const before = await account(email);
    expect(await signUp(mallory, email, "Mallory", "mallorys-password")).toEqual({
      ok: false,
      error: "Too many attempts. Please wait a few minutes and try again.",
    });
    expect(await account(email)).toEqual(before);
    expect(mallory.jar.has("ag-signup-key")).toBe(false);
    await confirm(carol, await newestConfirmationToken(email));
    expect(await signsIn(email, "carols-own-password")).toMatchObject({ ok: true });
  });
});

describe("a confirmation link opened again once its account is confirmed", () => {
  const CONFIRMED = { ok: false, code: "already_confirmed", error: "Your email address is already confirmed. Sign in to continue." };

  it("the browser that signed up, whose answer was lost after the confirmation was written, is signed in by the same link", async () => {
    const email = address();
    const laptop = newBrowser();
    await signUp(laptop, email, "Carol", "carols-own-password");
    const token = await newestConfirmationToken(email);
    // The confirmation is written, but its answer (the session cookie) never reaches the laptop: a crash.
    const lost = { jar: new Map(laptop.jar), headers: laptop.headers };
    expect(await confirm(lost, token)).toEqual({ ok: true, redirectTo: "/?type=signup&confirmed=1" });
    expect((await account(email)).emailVerified).not.toBeNull();
    expect(await whoIs(laptop)).toBeNull();

    expect(await confirm(laptop, token)).toEqual({ ok: true, redirectTo: "/?type=signup&confirmed=1" });
    expect(await whoIs(laptop)).toMatchObject({ email, name: "Carol" });
    // That answer did arrive: the browser's sign-up key goes with it, so the link (in the browser's
    // history, say) signs nobody in there again once they have signed out.
    expect(laptop.jar.has("ag-signup-key")).toBe(false);
    await inBrowser(laptop, () => actions.signOutAction());
    expect(await confirm(laptop, token)).toEqual(CONFIRMED);
    expect(await whoIs(laptop)).toBeNull();
  });

  it("the browser that signed up and got its answer is sent straight on while signed in, and asked to sign in once signed out", async () => {
    const email = address();
    const laptop = newBrowser();
    await signUp(laptop, email, "Carol", "carols-own-password");
    const token = await newestConfirmationToken(email);
    expect(await confirm(laptop, token)).toEqual({ ok: true, redirectTo: "/?type=signup&confirmed=1" });
    const sessionVersion = (await account(email)).sessionVersion;
    // Clicked again: still signed in, nothing changes, the person goes on.
    expect(await confirm(laptop, token)).toEqual({ ok: true, redirectTo: "/?type=signup&confirmed=1" });
    expect(await whoIs(laptop)).toMatchObject({ email });
    expect((await account(email)).sessionVersion).toBe(sessionVersion);
    await inBrowser(laptop, () => actions.signOutAction());
    expect(await confirm(laptop, token)).toEqual(CONFIRMED);
    expect(await whoIs(laptop)).toBeNull();
  });

  it("another browser is told the address is confirmed and to sign in, whatever it types; nothing changes and nobody is signed in", async () => {
    const email = address();
    await signUp(newBrowser(), email, "Carol", "carols-own-password");
    const token = await newestConfirmationToken(email);
    const phone = newBrowser();
    expect(await confirm(phone, token, { password: "carols-own-password" })).toMatchObject({ ok: true });
    const before = await account(email);
    const other = newBrowser();
    expect(await confirm(other, token)).toEqual(CONFIRMED);
    expect(await confirm(other, token, { password: "carols-own-password" })).toEqual(CONFIRMED);
    expect(await confirm(other, token, ownPassword("someone-elses"))).toEqual(CONFIRMED);
    expect(await whoIs(other)).toBeNull();
    expect(await account(email)).toEqual(before);
    expect(await signsIn(email, "someone-elses")).toEqual({ ok: false, error: INVALID });
    // The sign-up's browser has no say over a link it did not use: it is asked to sign in too.
    expect(await whoIs(phone)).toMatchObject({ email });
  });

  it("the sign-up's browser that opens it again after a password reset is asked to sign in", async () => {
    const email = address();
    const laptop = newBrowser();
    await signUp(laptop, email, "Carol", "carols-own-password");
    const token = await newestConfirmationToken(email);
    const lost = { jar: new Map(laptop.jar), headers: laptop.headers };
    expect(await confirm(lost, token)).toMatchObject({ ok: true });
    // A reset since ends every session (a new session version): the old link no longer signs in.
    const { issueToken } = await import("@/lib/auth/tokens");
    const user = await account(email);
    const reset = await issueToken(user.id, "password_reset");
    expect(
      await inBrowser(newBrowser(), () => actions.resetPasswordAction({ token: reset, password: "reset-password", confirmPassword: "reset-password" })),
    ).toEqual({
      ok: true,
    });
    expect(await confirm(laptop, token)).toEqual(CONFIRMED);
    expect(await whoIs(laptop)).toBeNull();
  });

  it("an expired, voided or unknown link of an account nobody confirmed still says the link expired", async () => {
    const email = address();
    const laptop = newBrowser();
    await signUp(laptop, email, "Carol", "carols-own-password");
    const first = await newestConfirmationToken(email);
    await signUp(laptop, email, "Carol", "carols-own-password");
    const second = await newestConfirmationToken(email);
    const EXPIRED = { ok: false, code: "link_expired", error: "Confirmation link expired" };
    // Voided by the newer sign-up.
    expect(await confirm(laptop, first)).toEqual(EXPIRED);
    // Past its 24 hours.
    await database.prisma.oneTimeToken.updateMany({ where: { user: { email }, consumedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await confirm(laptop, second)).toEqual(EXPIRED);
    // Made up.
    expect(await confirm(laptop, "x".repeat(43))).toEqual(EXPIRED);
    expect(await account(email)).toMatchObject({ emailVerified: null });
    expect(await whoIs(laptop)).toBeNull();
  });

  it("a link past its 24 hours whose account is confirmed says it is confirmed, and signs nobody in", async () => {
    const email = address();
    const laptop = newBrowser();
    await signUp(laptop, email, "Carol", "carols-own-password");
    const token = await newestConfirmationToken(email);
    const lost = { jar: new Map(laptop.jar), headers: laptop.headers };
    expect(await confirm(lost, token)).toMatchObject({ ok: true });
    await database.prisma.oneTimeToken.updateMany({ where: { user: { email } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await confirm(laptop, token)).toEqual(CONFIRMED);
    expect(await whoIs(laptop)).toBeNull();
  });

  it("two clicks at once from the sign-up's browser: both sign the person in, one confirmation", async () => {
    const email = address();
    const laptop = newBrowser();
    await signUp(laptop, email, "Carol", "carols-own-password");
    const token = await newestConfirmationToken(email);
    const tabs = [
      { jar: new Map(laptop.jar), headers: laptop.headers },
      { jar: new Map(laptop.jar), headers: laptop.headers },
    ];
    const results = await Promise.all(tabs.map((tab) => confirm(tab, token)));
    expect(results).toEqual([
      { ok: true, redirectTo: "/?type=signup&confirmed=1" },
      { ok: true, redirectTo: "/?type=signup&confirmed=1" },
    ]);
    for (const tab of tabs) expect(await whoIs(tab)).toMatchObject({ email });
  });
});

describe("a sign-up for an address that already has a confirmed account", () => {
  it("answers as for a new account, changes nothing, and e-mails the owner that she already has one", async () => {
    const email = address();
    const carol = newBrowser();
    await signUp(carol, email, "Carol", "carols-own-password");
    await confirm(carol, await newestConfirmationToken(email));
    const before = await account(email);
    expect(await signUp(newBrowser(), email, "Mallory", "mallorys-password")).toEqual({ ok: true, emailFailed: false });
    expect(await account(email)).toEqual(before);
    expect(await signsIn(email, "mallorys-password")).toEqual({ ok: false, error: INVALID });
    expect(await signsIn(email, "carols-own-password")).toMatchObject({ ok: true });
    const notice = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: email, type: "auth_account_exists" } });
    expect(notice.subject).toBe("You already have an account at Atomic Guides");
    expect(notice.text).toContain("Hi Carol");
    expect(notice.html).toContain(`${SITE_URL}/login`);
    expect(notice.html).toContain(`${SITE_URL}/reset-password`);
    // No confirmation link was issued for the confirmed account.
    expect(await unusedConfirmationLinks(email)).toBe(0);
  });

  it("the owner's notices are capped per address like every other e-mail", async () => {
    const email = address();
    const carol = newBrowser();
    await signUp(carol, email, "Carol", "carols-own-password");
    await confirm(carol, await newestConfirmationToken(email));
    const attempts = [];
    for (let attempt = 0; attempt < 6; attempt++) attempts.push(await signUp(newBrowser(), email, "Mallory", "mallorys-password"));
    // 5 e-mails per address per window: the first sign-up sent one, so four notices, then refusals.
    expect(await database.prisma.emailMessage.count({ where: { to: email, type: "auth_account_exists" } })).toBe(4);
    expect(attempts.filter((result) => !result.ok)).toHaveLength(2);
  });
});

describe("news e-mail is opt-in", () => {
  it("a sign-up without the box ticked has news off; ticking it records the consent", async () => {
    const plain = address();
    await signUp(newBrowser(), plain, "Carol", "carols-own-password");
    expect(await database.prisma.user.findUniqueOrThrow({ where: { email: plain }, select: { marketingEmails: true, marketingConsentAt: true } })).toEqual({
      marketingEmails: false,
      marketingConsentAt: null,
    });
    const ticked = address();
    await inBrowser(newBrowser(), () => actions.signUpAction({ firstName: "Dana", email: ticked, password: "danas-password", marketingEmails: true }));
    const row = await database.prisma.user.findUniqueOrThrow({ where: { email: ticked }, select: { marketingEmails: true, marketingConsentAt: true } });
    expect(row.marketingEmails).toBe(true);
    expect(row.marketingConsentAt).toBeInstanceOf(Date);
    // Anything but a real boolean is refused.
    expect(
      await inBrowser(newBrowser(), () => actions.signUpAction({ firstName: "E", email: address(), password: "eves-own-password", marketingEmails: "yes" })),
    ).toMatchObject({
      ok: false,
    });
  });
});
