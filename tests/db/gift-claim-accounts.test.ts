// A gift recipient creating an account while claiming, through the real server action (the gift's
// link, Auth.js sign-in, each "browser" with its own cookie jar). The account goes through the same
// creation rules as a sign-up: the password hashed, marketing e-mails off, an unconfirmed account of
// the address taken over (its sessions ended), a confirmed one left to its owner.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser, type Browser } from "../support/next-browsers";
import { sessionEvent, webhookRequest } from "../support/payment-events";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

const EXISTS = { ok: false, error: "An account with this email already exists. Please log in instead." };

let shop: Shop | undefined;
let database: TestDatabase;
let actions: typeof import("@/lib/gifts/actions");
let authActions: typeof import("@/lib/auth-actions/actions");
let getCurrentUser: typeof import("@/lib/auth/session").getCurrentUser;
let extractLinks: typeof import("@/lib/email/html").extractLinks;

beforeAll(async () => {
  shop = await seededShop("gift-claim", {
    AUTH_SECRET: "gift-claim-test-secret-that-is-long-enough",
    SITE_URL: "http://127.0.0.1:9",
    RATE_LIMIT_SIGNUP_PER_IP: "1000",
    RATE_LIMIT_SIGNIN_PER_IP: "1000",
    TRUST_PROXY: undefined,
  });
  database = shop.database;
  actions = await import("@/lib/gifts/actions");
  authActions = await import("@/lib/auth-actions/actions");
  ({ getCurrentUser } = await import("@/lib/auth/session"));
  ({ extractLinks } = await import("@/lib/email/html"));
});

afterAll(() => shop?.close());

let counter = 0;
/** A guide gift for today, paid through the webhook; the token of the link in the recipient's e-mail. */
async function giftFor(recipientEmail: string): Promise<string> {
  counter += 1;
  const { createGiftCheckout } = await import("@/lib/gifts/checkout");
  const { calendarDateIn } = await import("@/lib/gifts/delivery-time");
  const details = {
    giverName: "Gia",
    giverEmail: `giver${counter}@claim.test`,
    recipientName: "Rae",
    recipientEmail,
    deliveryDate: calendarDateIn("UTC", new Date()),
    giftMessage: "",
  };
  const result = await createGiftCheckout({ details, timeZone: "UTC", guideId: "power_001", giver: null, buyerKeyHash: null });
  if (!result.ok) throw new Error(result.error);
  const order = await database.prisma.order.findUniqueOrThrow({ where: { id: result.orderId } });
  const { POST } = await import("@/app/api/webhooks/stripe/route");
  const secret = (await import("@/lib/payments")).sandboxWebhookSecret();
  const paid = sessionEvent("checkout.session.completed", order, order.checkoutSessionId!, "paid", `pi_claim_${counter}`);
  expect((await POST(webhookRequest(paid, secret))).status).toBe(200);
  const received = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: recipientEmail, type: { startsWith: "gift_received" } } });
  const link = extractLinks(received.html).find((href) => /\/gift\/(claim|activate)\//.test(href));
  expect(link).toBeDefined();
  return new URL(link!).pathname.split("/").pop()!;
}

function claim(browser: Browser, token: string, firstName: string, password: string) {
  return inBrowser(browser, () => actions.giftSignUpAction({ token, firstName, password, confirmPassword: password }));
}

const account = (email: string) =>
  database.prisma.user.findUniqueOrThrow({
    where: { email },
    select: { id: true, firstName: true, passwordHash: true, emailVerified: true, marketingEmails: true, marketingConsentAt: true, signupKeyHash: true },
  });

describe("creating an account while claiming a gift", () => {
  it("with no session: a confirmed account, the password hashed, marketing off, signed in in this browser only", async () => {
    const email = `new-${Date.now()}@claim.test`;
    const token = await giftFor(email);
    const browser = newBrowser();
    expect(await claim(browser, token, "Rae", "gift-password-1")).toEqual({ ok: true });
    const user = await account(email);
    expect(user).toMatchObject({ firstName: "Rae", emailVerified: expect.any(Date), marketingEmails: false, marketingConsentAt: null, signupKeyHash: null });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain("gift-password-1");
    expect((await inBrowser(browser, () => getCurrentUser()))?.email).toBe(email);
    expect(await inBrowser(newBrowser(), () => getCurrentUser())).toBeNull();
  });

  it("takes over an unconfirmed account of the address (new password, its sessions ended, its marketing consent dropped)", async () => {
    const email = `pending-${Date.now()}@claim.test`;
    const squatter = newBrowser();
    expect(
      await inBrowser(squatter, () => authActions.signUpAction({ firstName: "Mallory", email, password: "squatter-pass", marketingEmails: true })),
    ).toMatchObject({
      ok: true,
    });
    const before = await account(email);
    expect(before.emailVerified).toBeNull();
    await database.prisma.session.create({ data: { userId: before.id, sessionToken: `squatter-${counter}`, expires: new Date(Date.now() + 86_400_000) } });
    const token = await giftFor(email);
    expect(await claim(newBrowser(), token, "Rae", "owner-password-2")).toEqual({ ok: true });
    const after = await account(email);
    expect(after).toMatchObject({
      id: before.id,
      firstName: "Rae",
      emailVerified: expect.any(Date),
      marketingEmails: false,
      marketingConsentAt: null,
      signupKeyHash: null,
    });
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(await database.prisma.session.count({ where: { userId: before.id, sessionToken: { startsWith: "squatter-" } } })).toBe(0);
    expect(await inBrowser(newBrowser(), () => authActions.signInAction({ email, password: "squatter-pass" }))).toMatchObject({ ok: false });
  });

  it("leaves a confirmed account to its owner, even when another person's session makes the request", async () => {
    const email = `owner-${Date.now()}@claim.test`;
    const token = await giftFor(email);
    expect(await claim(newBrowser(), token, "Rae", "owner-password-3")).toEqual({ ok: true });
    const owned = await account(email);
    // Someone else, signed in as themselves, tries the same link with their own password.
    const other = newBrowser();
    const otherEmail = `other-${Date.now()}@claim.test`;
    const otherToken = await giftFor(otherEmail);
    expect(await claim(other, otherToken, "Oscar", "other-password-3")).toEqual({ ok: true });
    expect(await claim(other, token, "Oscar", "takeover-attempt")).toEqual(EXISTS);
    expect(await account(email)).toEqual(owned);
    expect((await inBrowser(other, () => getCurrentUser()))?.email).toBe(otherEmail);
  });

  it("twice at once for a new address: one account, one of the two succeeds", async () => {
    const email = `race-${Date.now()}@claim.test`;
    const token = await giftFor(email);
    const results = await Promise.all([claim(newBrowser(), token, "Rae", "race-password-1"), claim(newBrowser(), token, "Ray", "race-password-2")]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([EXISTS]);
    expect(await database.prisma.user.count({ where: { email } })).toBe(1);
  });

  it("refuses malformed input and a made-up link, and creates nothing", async () => {
    const before = await database.prisma.user.count();
    for (const input of [null, "x", {}, { token: "short", firstName: "A", password: "secret-1", confirmPassword: "secret-1" }, [1, 2]]) {
      expect(await inBrowser(newBrowser(), () => actions.giftSignUpAction(input))).toMatchObject({ ok: false });
    }
    const email = `mismatch-${Date.now()}@claim.test`;
    const token = await giftFor(email);
    expect(
      await inBrowser(newBrowser(), () => actions.giftSignUpAction({ token, firstName: "Rae", password: "secret-1", confirmPassword: "secret-2" })),
    ).toEqual({
      ok: false,
      code: "invalid_input",
      error: "Passwords do not match",
      field: "confirmPassword",
    });
    expect(
      await inBrowser(newBrowser(), () => actions.giftSignUpAction({ token, firstName: " ", password: "secret-1", confirmPassword: "secret-1" })),
    ).toMatchObject({
      ok: false,
    });
    expect(await database.prisma.user.count()).toBe(before);
  });

  it("refuses a short or common password with the reason, creates no account, leaves an unconfirmed one of the address as it was, and the link still works", async () => {
    const tooShort = { ok: false, code: "invalid_input", error: "Password must be at least 8 characters long.", field: "password" };
    const tooCommon = {
      ok: false,
      code: "invalid_input",
      error: "This password is too common: it appears in lists of leaked passwords. Choose a longer or less predictable one.",
      field: "password",
    };
    const email = `common-${Date.now()}@claim.test`;
    const token = await giftFor(email);
    expect(await claim(newBrowser(), token, "Rae", "123456")).toEqual(tooShort);
    for (const common of ["password1", "Password123", "qwertyuiop"]) expect(await claim(newBrowser(), token, "Rae", common), common).toEqual(tooCommon);
    expect(await database.prisma.user.count({ where: { email } })).toBe(0);

    // An unconfirmed sign-up of the address is not taken over by a refused password.
    const pending = `pending-common-${Date.now()}@claim.test`;
    expect(await inBrowser(newBrowser(), () => authActions.signUpAction({ firstName: "Mallory", email: pending, password: "squatter-pass" }))).toMatchObject({
      ok: true,
    });
    const before = await account(pending);
    const pendingToken = await giftFor(pending);
    expect(await claim(newBrowser(), pendingToken, "Rae", "password1")).toEqual(tooCommon);
    expect(await account(pending)).toEqual(before);

    const { giftLinkState } = await import("@/lib/gifts/activate");
    expect((await giftLinkState(token)).status).toBe("ready");
    expect(await claim(newBrowser(), token, "Rae", "a heron by the river")).toEqual({ ok: true });
  });
});
