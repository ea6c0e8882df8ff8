// The rule for a new password (lib/auth/password-policy.ts) on every path that sets one, through the
// real server actions: sign-up, a reset link, choosing one's own password at a confirmation link and
// the account page (the gift's sign-up is in gift-claim-accounts.test.ts). A refused password is
// answered with the reason and changes nothing: no account, no e-mail, the old hash, the link
// unused. Sign-in never applies the rule: an account whose password predates it keeps signing in.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser, type Browser } from "../support/next-browsers";
import { signedInPerson } from "../support/sign-in";
import { shopDatabase, type ShopDatabase } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

const TOO_SHORT = "Password must be at least 8 characters long.";
const TOO_COMMON = "This password is too common: it appears in lists of leaked passwords. Choose a longer or less predictable one.";
/** Passwords refused for being on the list: a common one of eight characters and more, in any case. */
const COMMON = ["password1", "Password123", "qwertyuiop", "iloveyou"];

let shop: ShopDatabase | undefined;
let database: TestDatabase;
let actions: typeof import("@/lib/auth-actions/actions");
let accountActions: typeof import("@/lib/account/actions");
let hashPassword: typeof import("@/lib/auth/password").hashPassword;
let verifyPassword: typeof import("@/lib/auth/password").verifyPassword;
let issueToken: typeof import("@/lib/auth/tokens").issueToken;
let getCurrentUser: typeof import("@/lib/auth/session").getCurrentUser;

beforeAll(async () => {
  shop = await shopDatabase({
    AUTH_SECRET: "password-policy-test-secret-that-is-long-enough",
    SITE_URL: "http://127.0.0.1:9",
    RATE_LIMIT_SIGNUP_PER_IP: "1000",
    RATE_LIMIT_SIGNIN_PER_IP: "1000",
    RATE_LIMIT_RESET_PER_IP: "1000",
    RATE_LIMIT_EMAIL_PER_ACCOUNT: "1000",
    TRUST_PROXY: undefined,
    VERCEL: undefined,
  });
  database = shop.database;
  actions = await import("@/lib/auth-actions/actions");
  accountActions = await import("@/lib/account/actions");
  ({ hashPassword, verifyPassword } = await import("@/lib/auth/password"));
  ({ issueToken } = await import("@/lib/auth/tokens"));
  ({ getCurrentUser } = await import("@/lib/auth/session"));
});

afterAll(() => shop?.close());

let counter = 0;
function address(name: string): string {
  counter += 1;
  return `${name}-${counter}@policy.test`;
}

/** A confirmed account whose stored password is `password`, hashed as the shop hashes it. */
async function accountWith(password: string, email = address("owner")) {
  return database.prisma.user.create({
    data: { email, firstName: "Olga", emailVerified: new Date(), passwordHash: await hashPassword(password) },
    select: { id: true, email: true },
  });
}

const stored = (email: string) =>
  database.prisma.user.findUnique({ where: { email }, select: { passwordHash: true, emailVerified: true, sessionVersion: true, firstName: true } });

function signUp(browser: Browser, email: string, password: string) {
  return inBrowser(browser, () => actions.signUpAction({ firstName: "Noa", email, password }));
}

describe("signing up", () => {
  it("refuses a short or common password with the reason beside the password field, and creates no account and sends no e-mail", async () => {
    for (const [password, error] of [["123456", TOO_SHORT], ...COMMON.map((common) => [common, TOO_COMMON])] as const) {
      const email = address("newcomer");
      expect(await signUp(newBrowser(), email, password), password).toEqual({ ok: false, code: "invalid_input", error, field: "password" });
      expect(await stored(email)).toBeNull();
      expect(await database.prisma.emailMessage.count({ where: { to: email } })).toBe(0);
    }
    const email = address("newcomer");
    expect(await signUp(newBrowser(), email, "walrus tangerine bicycle")).toEqual({ ok: true, emailFailed: false });
    expect(await stored(email)).toMatchObject({ emailVerified: null });
  });

  it("a refused sign-up for an address with a pending one leaves that sign-up's password and name as they were", async () => {
    const email = address("pending");
    expect(await signUp(newBrowser(), email, "walrus tangerine bicycle")).toMatchObject({ ok: true });
    const before = await stored(email);
    expect(await inBrowser(newBrowser(), () => actions.signUpAction({ firstName: "Mallory", email, password: "password1" }))).toMatchObject({
      ok: false,
      error: TOO_COMMON,
    });
    expect(await stored(email)).toEqual(before);
  });
});

describe("a password reset link", () => {
  it("refuses a short or common new password: the old password still works, the link is still unused, sessions stay", async () => {
    const owner = await accountWith("the-old-password-of-olga");
    const token = await issueToken(owner.id, "password_reset");
    const session = await signedInPerson(database.prisma, { email: owner.email });
    const before = await stored(owner.email);
    for (const [password, error] of [["123456", TOO_SHORT], ...COMMON.map((common) => [common, TOO_COMMON])] as const) {
      expect(await inBrowser(newBrowser(), () => actions.resetPasswordAction({ token, password, confirmPassword: password })), password).toEqual({
        ok: false,
        code: "invalid_input",
        error,
        field: "password",
      });
    }
    expect(await stored(owner.email)).toEqual(before);
    expect(await database.prisma.oneTimeToken.count({ where: { userId: owner.id, purpose: "password_reset", consumedAt: null } })).toBe(1);
    expect(await inBrowser(session.browser, () => getCurrentUser())).toMatchObject({ email: owner.email });
    // The same link then takes a password of the person's own.
    expect(
      await inBrowser(newBrowser(), () =>
        actions.resetPasswordAction({ token, password: "heron at the river bend", confirmPassword: "heron at the river bend" }),
      ),
    ).toEqual({ ok: true });
    expect(await verifyPassword((await stored(owner.email))!.passwordHash!, "heron at the river bend")).toBe(true);
  });
});

describe("choosing one's own password at a confirmation link (I didn't sign up)", () => {
  it("refuses a short or common password: the account stays unconfirmed with the sign-up's password, and the link still works", async () => {
    const email = address("owner");
    expect(await signUp(newBrowser(), email, "mallorys-long-password")).toMatchObject({ ok: true });
    const message = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: email, type: "auth_signup" } });
    const token = new URL(/href="([^"]*\/auth\/confirm\?[^"]*)"/.exec(message.html)![1]!.replaceAll("&amp;", "&")).searchParams.get("token")!;
    const before = await stored(email);
    const owner = newBrowser();
    for (const [password, error] of [["123456", TOO_SHORT], ...COMMON.map((common) => [common, TOO_COMMON])] as const) {
      const proof = { newPassword: { password, confirmPassword: password } };
      expect(await inBrowser(owner, () => actions.confirmEmailAction(token, undefined, undefined, proof)), password).toEqual({
        ok: false,
        code: "invalid_input",
        error,
      });
    }
    expect(await stored(email)).toEqual(before);
    expect(await inBrowser(owner, () => getCurrentUser())).toBeNull();
    const proof = { newPassword: { password: "carols own quiet password", confirmPassword: "carols own quiet password" } };
    expect(await inBrowser(owner, () => actions.confirmEmailAction(token, undefined, undefined, proof))).toMatchObject({ ok: true });
    expect(await verifyPassword((await stored(email))!.passwordHash!, "carols own quiet password")).toBe(true);
  });
});

describe("changing the password on the account page", () => {
  it("refuses a short or common new password and keeps the current one", async () => {
    const owner = await accountWith("the-current-password");
    const { browser } = await signedInPerson(database.prisma, { email: owner.email });
    const before = await stored(owner.email);
    for (const [newPassword, error] of [["123456", TOO_SHORT], ...COMMON.map((common) => [common, TOO_COMMON])] as const) {
      expect(
        await inBrowser(browser, () =>
          accountActions.changePasswordAction({ currentPassword: "the-current-password", newPassword, confirmPassword: newPassword }),
        ),
        newPassword,
      ).toEqual({ ok: false, error });
    }
    expect(await stored(owner.email)).toEqual(before);
  });
});

describe("signing in with a password set before the rule", () => {
  it("an account whose stored password is 123456 still signs in with it, and is asked for a better one only when it sets a new one", async () => {
    const owner = await accountWith("123456");
    const browser = newBrowser();
    expect(await inBrowser(browser, () => actions.signInAction({ email: owner.email, password: "123456" }))).toEqual({ ok: true, redirectTo: "/shelf" });
    expect(await inBrowser(browser, () => getCurrentUser())).toMatchObject({ email: owner.email });
    // Its next password follows the rule.
    expect(
      await inBrowser(browser, () =>
        accountActions.changePasswordAction({ currentPassword: "123456", newPassword: "1234567890", confirmPassword: "1234567890" }),
      ),
    ).toEqual({ ok: false, error: TOO_COMMON });
    expect(await verifyPassword((await stored(owner.email))!.passwordHash!, "123456")).toBe(true);
  });

  it("an account whose stored password is on the common list (password) still signs in with it", async () => {
    const owner = await accountWith("password");
    expect(await inBrowser(newBrowser(), () => actions.signInAction({ email: owner.email, password: "password" }))).toEqual({ ok: true, redirectTo: "/shelf" });
  });
});
