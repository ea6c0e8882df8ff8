// The account page's actions and its data export, called directly as a browser's request would
// reach them: the session comes from a real Auth.js cookie over a real session row, so "whose
// account" is decided exactly as in the app. Each is tried with no session, with another person's
// ids in the body, with malformed input, and (deletion) twice at once.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser, type Browser } from "../support/next-browsers";
import { signedInPerson, signIn, type Person } from "../support/sign-in";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

let shop: Shop | undefined;
let database: TestDatabase;
let actions: typeof import("@/lib/account/actions");
let exportRoute: typeof import("@/app/api/account/export/route");
let hashPassword: typeof import("@/lib/auth/password").hashPassword;
let verifyPassword: typeof import("@/lib/auth/password").verifyPassword;
let getCurrentUser: typeof import("@/lib/auth/session").getCurrentUser;
let issueToken: typeof import("@/lib/auth/tokens").issueToken;

beforeAll(async () => {
  shop = await seededShop("account-storage", {
    AUTH_SECRET: "account-test-auth-secret-that-is-long-enough",
    SITE_URL: "http://127.0.0.1:9",
    RATE_LIMIT_EXPORT_PER_ACCOUNT: "3",
    TRUST_PROXY: undefined,
  });
  database = shop.database;
  actions = await import("@/lib/account/actions");
  exportRoute = await import("@/app/api/account/export/route");
  ({ hashPassword, verifyPassword } = await import("@/lib/auth/password"));
  ({ getCurrentUser } = await import("@/lib/auth/session"));
  ({ issueToken } = await import("@/lib/auth/tokens"));
});

afterAll(() => shop?.close());

// The browser the next request comes from: a visitor's until a test names someone.
let current: Browser = newBrowser();
beforeEach(() => {
  current = newBrowser();
});

/** A request from the current browser. */
const request = <T>(step: () => Promise<T>) => inBrowser(current, step);

let counter = 0;

/** A confirmed account with a password (or Google only), signed in: a session row and its cookie. */
async function person(options: { password?: string | null } = {}): Promise<Person> {
  counter += 1;
  const password = options.password === undefined ? "the-right-password" : options.password;
  return signedInPerson(database.prisma, {
    email: `reader-${counter}@account.test`,
    firstName: `Reader${counter}`,
    displayName: `Reader${counter}`,
    firstGuideClaimed: true,
    passwordHash: password ? await hashPassword(password) : null,
  });
}

function as(who: Person | null) {
  current = who ? who.browser : newBrowser();
}

async function paidOrder(owner: Person, guideIds: string[], status: "fulfilled" | "pending" = "fulfilled") {
  const order = await database.prisma.order.create({
    data: {
      userId: owner.id,
      kind: "guides",
      status,
      subtotalCents: 600 * guideIds.length,
      totalCents: 600 * guideIds.length,
      customerEmail: owner.email,
      paidAt: status === "fulfilled" ? new Date() : null,
      items: { create: guideIds.map((guideId) => ({ guideId, name: guideId, unitCents: 600 })) },
    },
    select: { id: true },
  });
  if (status === "fulfilled") {
    await database.prisma.userGuide.createMany({
      data: guideIds.map((guideId) => ({ userId: owner.id, guideId, acquiredVia: "purchase" as const, orderId: order.id })),
    });
  }
  return order;
}

async function profile(id: string) {
  return database.prisma.user.findUnique({
    where: { id },
    select: { firstName: true, displayName: true, passwordHash: true, marketingEmails: true, marketingConsentAt: true, programmeEmailsOptOut: true },
  });
}

describe("without a session", () => {
  it("every action refuses and changes nothing; the export is a 401", async () => {
    const victim = await person();
    const order = await paidOrder(victim, ["power_001"]);
    const before = await profile(victim.id);
    as(null);
    const refusal = { ok: false, code: "sign_in", error: "Please sign in again to change your account." };
    expect(await request(() => actions.changeNameAction({ firstName: "Mallory" }))).toEqual(refusal);
    expect(await request(() => actions.changePasswordAction({ currentPassword: "x", newPassword: "new-password", confirmPassword: "new-password" }))).toEqual(
      refusal,
    );
    expect(await request(() => actions.updateEmailPreferencesAction({ marketingEmails: false, programmeEmails: false }))).toEqual(refusal);
    expect(await request(() => actions.resendReceiptAction({ orderId: order.id }))).toEqual(refusal);
    expect(await request(() => actions.deleteAccountAction({ confirmation: "the-right-password" }))).toEqual(refusal);
    expect(await profile(victim.id)).toEqual(before);
    expect(await database.prisma.emailMessage.count({ where: { to: victim.email } })).toBe(0);

    const response = await request(() => exportRoute.GET());
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain(victim.email);
  });

  it("a cookie whose session has ended (signed out elsewhere) opens nothing", async () => {
    const reader = await person();
    const before = await profile(reader.id);
    await database.prisma.session.deleteMany({ where: { sessionToken: reader.sessionId } });
    as(reader);
    expect(await request(() => actions.changeNameAction({ firstName: "Ghost" }))).toMatchObject({ ok: false });
    expect(await profile(reader.id)).toEqual(before);
    expect((await request(() => exportRoute.GET())).status).toBe(401);
  });
});

describe("name and e-mail preferences", () => {
  it("change the signed-in person's own row, whatever ids the body carries", async () => {
    const reader = await person();
    const other = await person();
    as(reader);
    expect(await request(() => actions.changeNameAction({ firstName: "  Juno ", userId: other.id, id: other.id, email: other.email }))).toEqual({ ok: true });
    expect(await profile(reader.id)).toMatchObject({ firstName: "Juno", displayName: "Juno" });
    expect((await request(() => getCurrentUser()))?.name).toBe("Juno");
    expect(await profile(reader.id)).toMatchObject({ marketingEmails: false, marketingConsentAt: null });
    expect(await request(() => actions.updateEmailPreferencesAction({ marketingEmails: true, programmeEmails: false, userId: other.id }))).toEqual({
      ok: true,
    });
    const optedIn = await profile(reader.id);
    expect(optedIn).toMatchObject({ marketingEmails: true, programmeEmailsOptOut: true });
    expect(optedIn?.marketingConsentAt).toBeInstanceOf(Date);
    expect(await request(() => actions.updateEmailPreferencesAction({ marketingEmails: false, programmeEmails: true, userId: other.id }))).toEqual({
      ok: true,
    });
    expect(await profile(reader.id)).toMatchObject({ marketingEmails: false, marketingConsentAt: null, programmeEmailsOptOut: false });
    expect(await profile(other.id)).toMatchObject({ firstName: `Reader${counter}`, marketingEmails: false, programmeEmailsOptOut: false });
  });

  it("malformed input is refused with a message and changes nothing", async () => {
    const reader = await person();
    as(reader);
    const before = await profile(reader.id);
    expect(await request(() => actions.changeNameAction({ firstName: "" }))).toEqual({ ok: false, error: "Please enter your first name." });
    expect(await request(() => actions.changeNameAction({ firstName: "x".repeat(61) }))).toMatchObject({ ok: false });
    expect(await request(() => actions.changeNameAction(null))).toMatchObject({ ok: false });
    expect(await request(() => actions.updateEmailPreferencesAction({ marketingEmails: "no", programmeEmails: false }))).toMatchObject({ ok: false });
    expect(await request(() => actions.updateEmailPreferencesAction("marketing=off"))).toMatchObject({ ok: false });
    expect(await profile(reader.id)).toEqual(before);
  });
});

describe("changing the password", () => {
  it("a wrong current password changes nothing and counts as a failed sign-in", async () => {
    const reader = await person();
    as(reader);
    const before = await profile(reader.id);
    expect(
      await request(() => actions.changePasswordAction({ currentPassword: "not-it", newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" })),
    ).toEqual({
      ok: false,
      error: "Current password is incorrect.",
    });
    expect(await profile(reader.id)).toEqual(before);
    expect(await database.prisma.rateLimit.findUnique({ where: { key: `sign-in:account:${reader.email}` }, select: { count: true } })).toEqual({ count: 1 });
  });

  it("follows the sign-up rules for the new one", async () => {
    const reader = await person();
    as(reader);
    expect(
      await request(() => actions.changePasswordAction({ currentPassword: "the-right-password", newPassword: "short", confirmPassword: "short" })),
    ).toEqual({
      ok: false,
      error: "Password must be at least 8 characters long.",
    });
    expect(
      await request(() => actions.changePasswordAction({ currentPassword: "the-right-password", newPassword: "long-enough", confirmPassword: "different" })),
    ).toEqual({
      ok: false,
      error: "Passwords don't match",
    });
    expect(await verifyPassword((await profile(reader.id))!.passwordHash!, "the-right-password")).toBe(true);
  });

  it("with the right one: the new hash is argon2id, this session stays, every other session and reset link ends", async () => {
    const reader = await person();
    const laptop = await signIn(reader.id);
    const resetLink = await issueToken(reader.id, "password_reset");
    as(reader);
    expect(
      await request(() =>
        actions.changePasswordAction({ currentPassword: "the-right-password", newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" }),
      ),
    ).toEqual({
      ok: true,
    });
    const hash = (await profile(reader.id))!.passwordHash!;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, "brand-new-pass")).toBe(true);
    expect((await request(() => getCurrentUser()))?.id).toBe(reader.id);
    current = laptop.browser;
    expect(await request(() => getCurrentUser())).toBeNull();
    const { consumeToken } = await import("@/lib/auth/tokens");
    expect(await consumeToken(resetLink, "password_reset")).toMatchObject({ ok: false });
  });

  it("a Google-only account is told it has no password", async () => {
    const reader = await person({ password: null });
    as(reader);
    expect(
      await request(() => actions.changePasswordAction({ currentPassword: "anything", newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" })),
    ).toEqual({
      ok: false,
      error: "Your account has no password to change.",
    });
    expect((await profile(reader.id))?.passwordHash).toBeNull();
  });
});

describe("resending a receipt", () => {
  it("sends the person's own receipt again; another person's or an unpaid order finds nothing", async () => {
    const reader = await person();
    const other = await person();
    const own = await paidOrder(reader, ["power_001", "feeling_001"]);
    const theirs = await paidOrder(other, ["motion_001"]);
    const abandoned = await paidOrder(reader, ["vision_001"], "pending");
    as(reader);
    const notFound = { ok: false, error: "We couldn't find that order." };
    expect(await request(() => actions.resendReceiptAction({ orderId: theirs.id }))).toEqual(notFound);
    expect(await request(() => actions.resendReceiptAction({ orderId: abandoned.id }))).toEqual(notFound);
    expect(await request(() => actions.resendReceiptAction({ orderId: 42 }))).toEqual(notFound);
    expect(await database.prisma.emailMessage.count({ where: { to: { in: [reader.email, other.email] } } })).toBe(0);

    expect(await request(() => actions.resendReceiptAction({ orderId: own.id }))).toEqual({ ok: true });
    expect(await request(() => actions.resendReceiptAction({ orderId: own.id }))).toEqual({ ok: true });
    const sent = await database.prisma.emailMessage.findMany({ where: { to: reader.email }, select: { type: true, status: true, html: true } });
    expect(sent).toHaveLength(2);
    expect(sent.every((message) => message.type === "purchase_confirmation" && message.status === "sent")).toBe(true);
    expect(sent[0]!.html).toContain("power_001");
  });

  it("is limited like the other e-mails to one address", async () => {
    const reader = await person();
    const own = await paidOrder(reader, ["power_002"]);
    as(reader);
    const results = [];
    for (let attempt = 0; attempt < 7; attempt++) results.push(await request(() => actions.resendReceiptAction({ orderId: own.id })));
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    expect(results.at(-1)).toEqual({ ok: false, error: "Too many attempts. Please wait a few minutes and try again." });
    expect(await database.prisma.emailMessage.count({ where: { to: reader.email } })).toBe(5);
  });
});

describe("downloading all my data", () => {
  it("is a JSON attachment of the person's own data only, with no hashes and no live links", async () => {
    const reader = await person();
    const other = await person();
    await paidOrder(reader, ["power_003"]);
    await paidOrder(other, ["feeling_003"]);
    await database.prisma.quizResult.create({ data: { userId: reader.id, questionResponses: ["A", "B"], recommendedGuideId: "power_003" } });
    await database.prisma.quizResult.create({ data: { userId: other.id, questionResponses: ["C"], recommendedGuideId: "feeling_003" } });
    // A confirmation e-mail with a live link, as the shop sends it.
    const { sendPasswordResetEmail } = await import("@/lib/email/auth-emails");
    const liveToken = await issueToken(reader.id, "password_reset");
    await sendPasswordResetEmail({ to: reader.email, name: "Reader", resetUrl: `http://127.0.0.1:9/auth/reset?token=${liveToken}` });
    await database.prisma.gift.create({
      data: {
        giftType: "guide",
        giverUserId: other.id,
        giverEmail: other.email,
        giverName: "Secret Santa",
        recipientEmail: reader.email,
        guideId: "vision_002",
        deliveryDate: new Date(Date.now() + 7 * 86_400_000),
        deliverAt: new Date(Date.now() + 7 * 86_400_000),
        amountPaidCents: 600,
      },
    });

    as(reader);
    const response = await request(() => exportRoute.GET());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="Atomic-Guides-my-data-\d{4}-\d{2}-\d{2}\.json"/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    const data = JSON.parse(text) as Record<string, unknown> & {
      profile: { email: string };
      orders: { items: { guideId: string }[] }[];
      guides: { guideId: string }[];
      quizResults: { answers: unknown }[];
      emails: { type: string }[];
      giftsReceived: unknown[];
    };
    expect(data.profile.email).toBe(reader.email);
    expect(data.orders.flatMap((order) => order.items.map((item) => item.guideId))).toEqual(["power_003"]);
    expect(data.guides.map((guide) => guide.guideId)).toEqual(["power_003"]);
    expect(data.quizResults.map((result) => result.answers)).toEqual([["A", "B"]]);
    expect(data.emails.map((email) => email.type)).toEqual(["auth_reset"]);
    // A gift still on its way is the giver's surprise.
    expect(data.giftsReceived).toEqual([]);
    for (const secret of [other.email, "feeling_003", liveToken, reader.sessionId, "argon2", "tokenHash", "passwordHash", "html", "Secret Santa"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("lists the same orders as the account page, each with the page's status; unpaid checkouts apart, each saying what it is", async () => {
    const reader = await person();
    const kept = await paidOrder(reader, ["power_001"]);
    const refunded = await paidOrder(reader, ["motion_001"]);
    await database.prisma.order.update({ where: { id: refunded.id }, data: { status: "refunded", refundedCents: 600, refundedAt: new Date() } });
    const expired = await paidOrder(reader, ["vision_001"], "pending");
    await database.prisma.order.update({ where: { id: expired.id }, data: { status: "expired" } });
    await paidOrder(reader, ["feeling_001"], "pending");

    as(reader);
    const response = await request(() => exportRoute.GET());
    expect(response.status).toBe(200);
    const data = (await response.json()) as {
      orders: { orderNumber: string; status: string; statusLabel: string }[];
      unpaidCheckouts: { status: string; statusLabel: string; items: { guideId: string }[] }[];
    };
    const { ordersOf } = await import("@/lib/account/orders");
    const page = await ordersOf(reader.id);
    // The account page lists newest first, the export oldest first: the same orders, the same words.
    expect(data.orders.map((order) => [order.orderNumber, order.statusLabel]).sort()).toEqual(page.map((order) => [order.number, order.statusLabel]).sort());
    expect(data.orders.map((order) => order.statusLabel)).toEqual(["Paid", "Refunded"]);
    expect(page.map((order) => order.id)).toEqual(expect.arrayContaining([kept.id, refunded.id]));
    expect(data.unpaidCheckouts.map((checkout) => [checkout.items[0]?.guideId, checkout.status, checkout.statusLabel])).toEqual([
      ["vision_001", "expired", "Checkout expired (not paid)"],
      ["feeling_001", "pending", "Checkout not finished (not paid)"],
    ]);
  });

  it("is limited per account", async () => {
    const reader = await person();
    as(reader);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await request(() => exportRoute.GET())).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("deleting the account", () => {
  it("a wrong password (or someone else's) deletes nothing", async () => {
    const reader = await person();
    const other = await person({ password: "other-password" });
    as(reader);
    expect(await request(() => actions.deleteAccountAction({ confirmation: "wrong", userId: other.id }))).toEqual({
      ok: false,
      error: "Current password is incorrect.",
    });
    expect(await request(() => actions.deleteAccountAction({ confirmation: "other-password", userId: other.id }))).toEqual({
      ok: false,
      error: "Current password is incorrect.",
    });
    expect(await request(() => actions.deleteAccountAction({}))).toMatchObject({ ok: false });
    expect(await database.prisma.user.count({ where: { id: { in: [reader.id, other.id] } } })).toBe(2);
    expect(await request(() => getCurrentUser())).not.toBeNull();
  });

  it("keeps orders for accounting without the person, removes the rest, and the old cookie opens nothing", async () => {
    const reader = await person();
    const other = await person();
    const laptop = await signIn(reader.id);
    const order = await paidOrder(reader, ["power_004", "motion_002"]);
    const otherOrder = await paidOrder(other, ["power_004"]);
    await database.prisma.quizResult.create({ data: { userId: reader.id, questionResponses: ["A"], recommendedGuideId: "power_004" } });
    await issueToken(reader.id, "email_confirmation");
    const { sendPurchaseConfirmation } = await import("@/lib/fulfilment/emails");
    await sendPurchaseConfirmation(order.id);
    await database.prisma.contactMessage.create({ data: { name: "Reader", email: reader.email, message: "Hello" } });
    await database.prisma.gift.create({
      data: {
        giftType: "guide",
        giverUserId: reader.id,
        giverEmail: reader.email,
        giverName: "Reader",
        recipientEmail: "friend@account.test",
        guideId: "vision_003",
        amountPaidCents: 600,
        deliveryDate: new Date(),
      },
    });

    as(reader);
    expect(await request(() => actions.deleteAccountAction({ confirmation: "the-right-password" }))).toEqual({ ok: true });

    expect(await database.prisma.user.findUnique({ where: { id: reader.id } })).toBeNull();
    const kept = await database.prisma.order.findUniqueOrThrow({ where: { id: order.id }, include: { items: true } });
    expect(kept).toMatchObject({ userId: null, status: "fulfilled", totalCents: 1200 });
    expect(kept.customerEmail).toMatch(/^deleted-user-[0-9a-f]{16}@invalid$/);
    expect(kept.items.map((item) => item.guideId).sort()).toEqual(["motion_002", "power_004"]);
    for (const count of [
      database.prisma.userGuide.count({ where: { userId: reader.id } }),
      database.prisma.session.count({ where: { userId: reader.id } }),
      database.prisma.oneTimeToken.count({ where: { userId: reader.id } }),
      database.prisma.quizResult.count({ where: { userId: reader.id } }),
      database.prisma.emailMessage.count({ where: { to: reader.email } }),
      database.prisma.contactMessage.count({ where: { email: reader.email } }),
      database.prisma.gift.count({ where: { OR: [{ giverEmail: reader.email }, { giverUserId: reader.id }] } }),
    ]) {
      expect(await count).toBe(0);
    }
    // The record that a receipt went out stays, without the address or the body.
    expect(await database.prisma.emailMessage.findFirst({ where: { dedupeKey: `purchase:${order.id}` }, select: { to: true, html: true } })).toEqual({
      to: kept.customerEmail,
      html: "",
    });
    // Nobody else's data moved.
    expect(await database.prisma.order.findUniqueOrThrow({ where: { id: otherOrder.id }, select: { userId: true, customerEmail: true } })).toEqual({
      userId: other.id,
      customerEmail: other.email,
    });
    expect(await database.prisma.userGuide.count({ where: { userId: other.id } })).toBe(1);

    // This browser's cookie and the laptop's open nothing; the export answers 401.
    expect(await request(() => getCurrentUser())).toBeNull();
    expect((await request(() => exportRoute.GET())).status).toBe(401);
    current = laptop.browser;
    expect(await request(() => getCurrentUser())).toBeNull();
    // Signing in again fails: there is no account.
    const { checkCredentials } = await import("@/lib/auth/credentials");
    expect(await checkCredentials({ email: reader.email, password: "the-right-password" }, { ipBucket: "10.9.0.1", device: null })).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("closes the account's open checkouts, so nothing can be paid for an account that is gone; one paid a moment before is settled first", async () => {
    const reader = await person();
    const { createGuideCheckout } = await import("@/lib/checkout/create");
    const open = await createGuideCheckout(reader, { guideIds: ["motion_003"] });
    const paid = await createGuideCheckout(reader, { guideIds: ["vision_001"] });
    if (!open.ok || !paid.ok) throw new Error("checkout did not start");
    const sessionOf = async (orderId: string) =>
      (await database.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { checkoutSessionId: true } })).checkoutSessionId!;
    const { markSessionPaid } = await import("../support/payment-events");
    await markSessionPaid(database.prisma, await sessionOf(paid.orderId), "pi_paid_before_deletion");

    as(reader);
    expect(await request(() => actions.deleteAccountAction({ confirmation: "the-right-password" }))).toEqual({ ok: true });

    const orders = await database.prisma.order.findMany({
      where: { id: { in: [open.orderId, paid.orderId] } },
      select: { id: true, status: true, checkoutSessionId: true },
    });
    expect(orders.find((order) => order.id === open.orderId)?.status).toBe("expired");
    expect(orders.find((order) => order.id === paid.orderId)?.status).toBe("fulfilled");
    const session = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: await sessionOf(open.orderId) }, select: { status: true } });
    expect(session.status).toBe("expired");
  });

  it("twice at once: one deletes, the other finds no account", async () => {
    const reader = await person();
    await paidOrder(reader, ["feeling_004"]);
    as(reader);
    const results = await Promise.all([
      request(() => actions.deleteAccountAction({ confirmation: "the-right-password" })),
      request(() => actions.deleteAccountAction({ confirmation: "the-right-password" })),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await database.prisma.user.count({ where: { id: reader.id } })).toBe(0);
    expect(await database.prisma.order.count({ where: { customerEmail: { startsWith: "deleted-user-" }, items: { some: { guideId: "feeling_004" } } } })).toBe(
      1,
    );
  });

  it("a Google-only account confirms by typing its e-mail address", async () => {
    const reader = await person({ password: null });
    as(reader);
    expect(await request(() => actions.deleteAccountAction({ confirmation: "someone@else.test" }))).toEqual({
      ok: false,
      error: "That does not match. Your account has not been deleted.",
    });
    expect(await database.prisma.user.count({ where: { id: reader.id } })).toBe(1);
    expect(await request(() => actions.deleteAccountAction({ confirmation: ` ${reader.email.toUpperCase()} ` }))).toEqual({ ok: true });
    expect(await database.prisma.user.count({ where: { id: reader.id } })).toBe(0);
  });
});
