// Nothing promised is lost after a commit: every e-mail a state change implies (a paid order's
// receipt, a gift's receipt to its giver, a confirmed account's welcome, a refund's notice) is
// recorded in the change's own transaction, sent after the commit, and sent by the scheduled job
// when the process stops in between. The stop is the crash point a test names in CRASH_POINTS:
// everything after it in that call is left undone, as a killed process leaves it. Through the
// sandbox provider, the real webhook route and the outbox, on a real database.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser } from "../support/next-browsers";
import { confirmedBuyer, sandboxShop, type SandboxShop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

let shop: SandboxShop | undefined;
let database: TestDatabase;
let createGuideCheckout: typeof import("@/lib/checkout/create").createGuideCheckout;
let sandbox: typeof import("@/lib/payments/sandbox");
let payments: typeof import("@/lib/payments").payments;
let sendPromisedEmails: typeof import("@/lib/scheduled/promised-emails").sendPromisedEmails;
let sendReceiptOf: typeof import("@/lib/fulfilment/emails").sendReceiptOf;
let PROMISE_GRACE_MS: number;

beforeAll(async () => {
  shop = await sandboxShop("promised-emails", { AUTH_SECRET: "promised-emails-test-secret-long-enough", RATE_LIMIT_SIGNUP_PER_IP: "1000" });
  database = shop.database;
  ({ createGuideCheckout } = await import("@/lib/checkout/create"));
  sandbox = await import("@/lib/payments/sandbox");
  ({ payments } = await import("@/lib/payments"));
  ({ sendPromisedEmails } = await import("@/lib/scheduled/promised-emails"));
  ({ sendReceiptOf } = await import("@/lib/fulfilment/emails"));
  ({ PROMISE_GRACE_MS } = await import("@/lib/email/promised"));
});

afterEach(() => {
  delete process.env.CRASH_POINTS;
});

afterAll(() => shop?.close());

/** The scheduled job's view of the moment the grace of every promise made so far has passed. */
const later = () => new Date(Date.now() + PROMISE_GRACE_MS + 1_000);

const emails = (to: string, type: string) =>
  database.prisma.emailMessage.findMany({
    where: { to, type },
    orderBy: { createdAt: "asc" },
    select: { status: true, subject: true, html: true, sentAt: true },
  });

/** A buyer pays for `guideIds` through the sandbox, with the process stopping at `crashAt` (if any). */
async function paidOrder(prefix: string, guideIds: string[], crashAt?: string) {
  const user = await confirmedBuyer(database.prisma, prefix, "Pia");
  const started = await createGuideCheckout(user, { guideIds });
  if (!started.ok) throw new Error(started.error);
  const { checkoutSessionId } = await database.prisma.order.findUniqueOrThrow({ where: { id: started.orderId }, select: { checkoutSessionId: true } });
  if (crashAt) process.env.CRASH_POINTS = crashAt;
  await sandbox.paySandboxSession(checkoutSessionId!, "4242 4242 4242 4242");
  delete process.env.CRASH_POINTS;
  const paid = await database.prisma.order.findUniqueOrThrow({ where: { id: started.orderId }, select: { status: true, paymentIntentId: true } });
  expect(paid.status).toBe("fulfilled");
  return { user, orderId: started.orderId, paymentIntent: paid.paymentIntentId! };
}

describe("promised e-mails", () => {
  it("a purchase confirmation whose process stopped right after the order was fulfilled is sent once by the scheduled job", async () => {
    const { user } = await paidOrder("stopped-receipt", ["power_001"], "fulfilment:after-commit");
    // The order committed with its receipt promised; nothing was sent.
    expect(await emails(user.email, "purchase_confirmation")).toEqual([expect.objectContaining({ status: "queued", html: "" })]);
    // Within the grace the job leaves it to the process that made it.
    await sendPromisedEmails(new Date());
    expect((await emails(user.email, "purchase_confirmation"))[0]!.status).toBe("queued");

    expect(await sendPromisedEmails(later())).toMatchObject({ sent: 1, failed: 0 });
    const [receipt, ...more] = await emails(user.email, "purchase_confirmation");
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ status: "sent", subject: expect.stringContaining("is on your shelf") });
    expect(receipt!.html).toContain("/api/guides/power_001/download");
    // Another run, and the provider's retry of the payment event, send nothing more.
    await sendPromisedEmails(later());
    await sendReceiptOf((await database.prisma.order.findFirstOrThrow({ where: { userId: user.id }, select: { id: true } })).id);
    expect(await emails(user.email, "purchase_confirmation")).toHaveLength(1);
  });

  it("the process and the scheduled job composing the same receipt at once send it once", async () => {
    const { user, orderId } = await paidOrder("raced-receipt", ["power_002"], "fulfilment:after-commit");
    await Promise.all([sendReceiptOf(orderId), sendPromisedEmails(later()), sendReceiptOf(orderId), sendPromisedEmails(later())]);
    expect(await emails(user.email, "purchase_confirmation")).toEqual([expect.objectContaining({ status: "sent" })]);
  });

  it("a gift's receipt to its giver is promised with the paid order and sent once by the job after a stop", async () => {
    const { createGiftCheckout } = await import("@/lib/gifts/checkout");
    const giver = await confirmedBuyer(database.prisma, "stopped-gift", "Gus");
    const details = {
      giverName: "Gus",
      giverEmail: giver.email,
      recipientName: "Rae",
      recipientEmail: "rae-stopped-gift@reader.test",
      deliveryDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      giftMessage: "For you",
    };
    const started = await createGiftCheckout({ details, timeZone: "UTC", guideId: "vision_001", giver: { id: giver.id }, buyerKeyHash: null });
    if (!started.ok) throw new Error(started.error);
    const { checkoutSessionId } = await database.prisma.order.findUniqueOrThrow({ where: { id: started.orderId }, select: { checkoutSessionId: true } });
    process.env.CRASH_POINTS = "fulfilment:after-commit";
    await sandbox.paySandboxSession(checkoutSessionId!, "4242 4242 4242 4242");
    delete process.env.CRASH_POINTS;
    expect(await emails(giver.email, "gift_sent_single_guide")).toEqual([expect.objectContaining({ status: "queued" })]);
    await sendPromisedEmails(later());
    const [receipt, ...more] = await emails(giver.email, "gift_sent_single_guide");
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ status: "sent" });
    expect(receipt!.html).toContain("Rae");
  });

  it("a refund notice never arrives before the receipt of the order it refunds", async () => {
    const { user, paymentIntent } = await paidOrder("refund-before-receipt", ["motion_001"], "fulfilment:after-commit");
    expect(await payments().refund(paymentIntent, 600)).toMatchObject({ ok: true });
    const receipt = await emails(user.email, "purchase_confirmation");
    const notice = await emails(user.email, "refund_notice");
    expect(receipt).toEqual([expect.objectContaining({ status: "sent" })]);
    expect(notice).toEqual([expect.objectContaining({ status: "sent" })]);
    expect(receipt[0]!.sentAt!.getTime()).toBeLessThanOrEqual(notice[0]!.sentAt!.getTime());
  });

  it("a refund notice waits while the receipt is still on its way (in flight, or held back by the provider), and follows it", async () => {
    const { user, orderId, paymentIntent } = await paidOrder("receipt-underway", ["vision_002"], "fulfilment:after-commit");
    // The receipt was composed and is still with the provider (its turn not come, or a 429 to wait out).
    await sendReceiptOf(orderId);
    await database.prisma.emailMessage.updateMany({ where: { dedupeKey: `purchase:${orderId}` }, data: { status: "sending", sentAt: null } });
    expect(await payments().refund(paymentIntent, 600)).toMatchObject({ ok: true });
    expect(await emails(user.email, "refund_notice")).toEqual([]);
    // The receipt goes out; the next run sends the notice after it.
    await database.prisma.emailMessage.updateMany({ where: { dedupeKey: `purchase:${orderId}` }, data: { status: "sent", sentAt: new Date() } });
    await database.prisma.refundNotice.updateMany({
      where: { paymentIntentId: paymentIntent },
      data: { createdAt: new Date(Date.now() - PROMISE_GRACE_MS - 1000) },
    });
    await sendPromisedEmails(new Date());
    expect(await emails(user.email, "refund_notice")).toEqual([expect.objectContaining({ status: "sent" })]);
  });

  it("a refund notice whose process stopped right after the refund was recorded is sent once by the scheduled job", async () => {
    const { user, paymentIntent } = await paidOrder("stopped-refund", ["motion_002"]);
    process.env.CRASH_POINTS = "refund:after-commit";
    expect(await payments().refund(paymentIntent, 600)).toMatchObject({ ok: true });
    delete process.env.CRASH_POINTS;
    expect(await database.prisma.userGuide.count({ where: { userId: user.id } })).toBe(0);
    expect(await emails(user.email, "refund_notice")).toEqual([]);
    await sendPromisedEmails(later());
    await sendPromisedEmails(later());
    expect(await emails(user.email, "refund_notice")).toEqual([expect.objectContaining({ status: "sent", subject: "Your refund of $6.00 is on its way" })]);
  });

  it("a welcome whose process stopped right after the account was confirmed is sent once by the scheduled job", async () => {
    const actions = await import("@/lib/auth-actions/actions");
    const email = "wren-stopped-welcome@reader.test";
    const laptop = newBrowser();
    expect(await inBrowser(laptop, () => actions.signUpAction({ firstName: "Wren", email, password: "wrens-long-password" }))).toMatchObject({ ok: true });
    const confirmation = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: email, type: "auth_signup" } });
    const link = /href="([^"]*\/auth\/confirm\?[^"]*)"/.exec(confirmation.html)?.[1] ?? "";
    const token = new URL(link.replaceAll("&amp;", "&")).searchParams.get("token") ?? "";

    process.env.CRASH_POINTS = "confirmation:after-commit";
    await expect(inBrowser(laptop, () => actions.confirmEmailAction(token))).rejects.toThrow("simulated crash");
    delete process.env.CRASH_POINTS;
    expect(await database.prisma.user.findUniqueOrThrow({ where: { email }, select: { emailVerified: true } })).not.toEqual({ emailVerified: null });
    expect(await emails(email, "welcome_new_user")).toEqual([expect.objectContaining({ status: "queued" })]);

    await sendPromisedEmails(later());
    await sendPromisedEmails(later());
    const [welcome, ...more] = await emails(email, "welcome_new_user");
    expect(more).toEqual([]);
    expect(welcome).toMatchObject({ status: "sent" });
    expect(welcome!.html).toContain("Wren");
  });

  it("a promise whose order is gone ends as failed with the reason, and is not tried again", async () => {
    const { promiseEmailsIn } = await import("@/lib/email/promised");
    await database.prisma.$transaction((tx) =>
      promiseEmailsIn(tx, [
        {
          to: "nobody@reader.test",
          type: "purchase_confirmation",
          dedupeKey: "purchase:no-such-order",
          compose: { kind: "order_receipt", orderId: "no-such-order" },
        },
      ]),
    );
    expect(await sendPromisedEmails(later())).toMatchObject({ failed: 1 });
    const row = await database.prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: "purchase:no-such-order" }, select: { status: true, error: true } });
    expect(row.status).toBe("failed");
    expect(row.error).toMatch(/Nothing to send/);
    expect(await sendPromisedEmails(later())).toMatchObject({ sent: 0, failed: 0 });
  });
});
