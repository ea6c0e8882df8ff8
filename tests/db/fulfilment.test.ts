// Buying guides through the real webhook route handler, the real fulfilment code and the sandbox
// provider, on a real database. The attack and race cases (signatures, replays, unpaid
// sessions, early refunds, failures half way) are in
// security-payments.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { refundEvent, sessionEvent, webhookRequest } from "../support/payment-events";
import { confirmedBuyer, seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));

let shop: Shop | undefined;
let database: TestDatabase;
let POST: (request: Request) => Promise<Response>;
let createGuideCheckout: typeof import("@/lib/checkout/create").createGuideCheckout;
let guideCheckoutSchema: typeof import("@/lib/checkout/schema").guideCheckoutSchema;
let secret: string;

beforeAll(async () => {
  shop = await seededShop("fulfil-storage", { AUTH_SECRET: "fulfilment-test-secret-that-is-long-enough", SITE_URL: "http://127.0.0.1:9" });
  database = shop.database;
  ({ POST } = await import("@/app/api/webhooks/stripe/route"));
  ({ createGuideCheckout } = await import("@/lib/checkout/create"));
  ({ guideCheckoutSchema } = await import("@/lib/checkout/schema"));
  secret = (await import("@/lib/payments")).sandboxWebhookSecret();
});

afterAll(() => shop?.close());

const buyer = () => confirmedBuyer(database.prisma, "buyer", "Bea");

async function startOrder(guideIds: string[], promoCode: string | null = null) {
  const user = await buyer();
  const result = await createGuideCheckout(user, { guideIds, promoCode });
  if (!result.ok) throw new Error(result.error);
  const order = await database.prisma.order.findUniqueOrThrow({ where: { id: result.orderId } });
  return { user, order, sessionId: order.checkoutSessionId! };
}

const deliver = (event: object) => POST(webhookRequest(event, secret));

async function counts(userId: string, orderId: string) {
  return {
    grants: await database.prisma.userGuide.count({ where: { userId } }),
    emails: await database.prisma.emailMessage.count({ where: { type: "purchase_confirmation", dedupeKey: `purchase:${orderId}` } }),
    status: (await database.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } })).status,
  };
}

describe("fulfilment", () => {
  it("a paid checkout puts each guide on the buyer's shelf and sends one confirmation to the buyer", async () => {
    const { order, sessionId, user } = await startOrder(["power_001", "feeling_001"]);
    const response = await deliver(sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_happy"));
    expect(await response.json()).toMatchObject({ received: true, duplicate: false, result: "fulfilled" });
    const grants = await database.prisma.userGuide.findMany({
      where: { userId: user.id },
      select: { guideId: true, acquiredVia: true, orderId: true, stripePaymentIntentId: true },
      orderBy: { guideId: "asc" },
    });
    expect(grants).toEqual([
      { guideId: "feeling_001", acquiredVia: "purchase", orderId: order.id, stripePaymentIntentId: "pi_happy" },
      { guideId: "power_001", acquiredVia: "purchase", orderId: order.id, stripePaymentIntentId: "pi_happy" },
    ]);
    expect(
      await database.prisma.order.findUniqueOrThrow({
        where: { id: order.id },
        select: { status: true, paymentIntentId: true, paidAt: true, fulfilledAt: true },
      }),
    ).toEqual({
      status: "fulfilled",
      paymentIntentId: "pi_happy",
      paidAt: expect.any(Date),
      fulfilledAt: expect.any(Date),
    });
    const emails = await database.prisma.emailMessage.findMany({ where: { dedupeKey: `purchase:${order.id}` }, select: { to: true, type: true } });
    expect(emails).toEqual([{ to: user.email, type: "purchase_confirmation" }]);
  });

  it("a refund after fulfilment removes the refunded guides from the shelf", async () => {
    const { order, sessionId, user } = await startOrder(["vision_002"]);
    await deliver(sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_late"));
    expect(await counts(user.id, order.id)).toMatchObject({ grants: 1, status: "fulfilled" });
    await deliver(refundEvent("pi_late"));
    expect(await counts(user.id, order.id)).toMatchObject({ grants: 0, status: "refunded" });
  });

  it("prices, amounts and user ids sent by the browser are ignored; the promo is applied on the server", async () => {
    const input = guideCheckoutSchema.parse({
      guideIds: ["power_002", "power_003", "power_004"],
      promoCode: "doubletheshelf",
      price: 1,
      amount: 1,
      userId: "someone-else",
      priceId: "price_evil",
    });
    expect(input).not.toHaveProperty("price");
    const { order } = await startOrder(input.guideIds, input.promoCode);
    expect(order).toMatchObject({ subtotalCents: 1800, discountCents: 600, totalCents: 1200, promoCode: "DOUBLETHESHELF" });
    const session = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: order.checkoutSessionId! } });
    expect(session.amountTotalCents).toBe(1200);
    const user = await buyer();
    expect(await createGuideCheckout(user, { guideIds: ["power_001"], promoCode: "FREESTUFF" })).toEqual({ ok: false, error: "That promo code is not valid." });
    expect(await createGuideCheckout(user, { guideIds: ["power_999"] })).toEqual({ ok: false, error: "Guide ID not found." });
  });

  it("the purchase that completes the collection sends the completion e-mail, once; earlier purchases do not", async () => {
    const user = await buyer();
    const allIds = (await database.prisma.guide.findMany({ where: { released: true }, select: { id: true } })).map((guide) => guide.id);
    const [last, ...rest] = allIds;
    await database.prisma.userGuide.createMany({ data: rest.slice(1).map((guideId) => ({ userId: user.id, guideId, acquiredVia: "purchase" as const })) });
    const completionEmails = () =>
      database.prisma.emailMessage.findMany({ where: { to: user.email, type: "completion_all_guides" }, select: { subject: true } });

    const almost = await createGuideCheckout(user, { guideIds: [rest[0]!] });
    if (!almost.ok) throw new Error(almost.error);
    const almostOrder = await database.prisma.order.findUniqueOrThrow({ where: { id: almost.orderId } });
    await deliver(sessionEvent("checkout.session.completed", almostOrder, almostOrder.checkoutSessionId!, "paid", "pi_almost"));
    expect(await completionEmails()).toEqual([]);

    const final = await createGuideCheckout(user, { guideIds: [last!] });
    if (!final.ok) throw new Error(final.error);
    const finalOrder = await database.prisma.order.findUniqueOrThrow({ where: { id: final.orderId } });
    const event = sessionEvent("checkout.session.completed", finalOrder, finalOrder.checkoutSessionId!, "paid", "pi_final");
    await Promise.all([deliver(event), deliver({ ...event, id: `${event.id}_again` })]);
    expect(await completionEmails()).toEqual([{ subject: "You now own every Atomic Guides guide" }]);
  });

  it("a second checkout for the same guide closes the first, so one guide is never paid for twice", async () => {
    const user = await buyer();
    const { paySandboxSession } = await import("@/lib/payments/sandbox");
    const first = await createGuideCheckout(user, { guideIds: ["motion_001"] });
    const second = await createGuideCheckout(user, { guideIds: ["motion_001", "motion_002"] });
    if (!first.ok || !second.ok) throw new Error("checkout did not start");
    const firstOrder = await database.prisma.order.findUniqueOrThrow({ where: { id: first.orderId }, select: { status: true, checkoutSessionId: true } });
    expect(firstOrder.status).toBe("expired");
    expect(await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: firstOrder.checkoutSessionId! }, select: { status: true } })).toEqual({
      status: "expired",
    });
    expect(await paySandboxSession(firstOrder.checkoutSessionId!, "4242 4242 4242 4242")).toMatchObject({ ok: false });

    // The second is paid, but its event has not arrived yet (the webhook address is unreachable
    // here); a third checkout for one of its guides settles it and refuses the guide.
    const secondOrder = await database.prisma.order.findUniqueOrThrow({ where: { id: second.orderId }, select: { checkoutSessionId: true } });
    expect(await paySandboxSession(secondOrder.checkoutSessionId!, "4242 4242 4242 4242")).toMatchObject({ ok: true });
    const third = await createGuideCheckout(user, { guideIds: ["motion_002"] });
    expect(third).toMatchObject({ ok: false, error: expect.stringMatching(/^You already own /) });
    const shelf = await database.prisma.userGuide.findMany({
      where: { userId: user.id },
      select: { guideId: true, orderId: true },
      orderBy: { guideId: "asc" },
    });
    expect(shelf).toEqual([
      { guideId: "motion_001", orderId: second.orderId },
      { guideId: "motion_002", orderId: second.orderId },
    ]);
    expect(await database.prisma.order.count({ where: { userId: user.id, status: "pending" } })).toBe(0);
  });

  it("a paid order for a guide the buyer came to own meanwhile grants it once, refunds what it paid for it and tells the admin", async () => {
    const { order, sessionId, user } = await startOrder(["vision_003", "vision_004"]);
    await database.prisma.userGuide.create({ data: { userId: user.id, guideId: "vision_003", acquiredVia: "quiz" } });
    await database.prisma.sandboxCheckoutSession.update({
      where: { id: sessionId },
      data: { status: "complete", paymentStatus: "paid", paymentIntentId: "pi_meanwhile" },
    });
    expect((await deliver(sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_meanwhile"))).status).toBe(200);
    expect(await database.prisma.sandboxRefund.findMany({ where: { paymentIntentId: "pi_meanwhile" }, select: { amountCents: true, reason: true } })).toEqual([
      { amountCents: 600, reason: "duplicate" },
    ]);
    const shelf = await database.prisma.userGuide.findMany({
      where: { userId: user.id },
      select: { guideId: true, acquiredVia: true },
      orderBy: { guideId: "asc" },
    });
    expect(shelf).toEqual([
      { guideId: "vision_003", acquiredVia: "quiz" },
      { guideId: "vision_004", acquiredVia: "purchase" },
    ]);
    expect(await database.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, reviewReason: true } })).toEqual({
      status: "fulfilled",
      reviewReason: "already_owned: vision_003",
    });
  });
});

describe("fulfilment with Stripe Tax", () => {
  // The sessions here are Stripe's as STRIPE_TAX=true makes them: the behaviour in their metadata,
  // the tax Stripe computed in total_details.amount_tax.
  const taxOf = (orderId: string) =>
    database.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, taxCents: true, taxBehavior: true, reviewReason: true } });

  it("tax added on top: paid total + tax fulfils the order and records the tax, which the account and the sales figures show", async () => {
    const { dashboardFigures } = await import("@/lib/admin/sales");
    const { ordersOf } = await import("@/lib/account/orders");
    const { refundableCents } = await import("@/lib/admin/orders");
    const before = await dashboardFigures();
    const { order, sessionId, user } = await startOrder(["motion_001", "motion_002"]);
    expect(order.totalCents).toBe(1200);
    const paid = sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_tax_exclusive", {
      amountTotal: 1440,
      tax: { amount: 240, behavior: "exclusive" },
    });
    expect(await (await deliver(paid)).json()).toMatchObject({ result: "fulfilled" });
    expect(await taxOf(order.id)).toEqual({ status: "fulfilled", taxCents: 240, taxBehavior: "exclusive", reviewReason: null });
    expect(await counts(user.id, order.id)).toMatchObject({ grants: 2, emails: 1 });
    // The receipt shows the tax under the items and the total the card was charged.
    const receipt = await database.prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: `purchase:${order.id}` }, select: { text: true } });
    expect(receipt.text).toContain("Tax: $2.40");
    expect(receipt.text).toContain("Total paid: $14.40");

    const [row] = await ordersOf(user.id);
    expect(row).toMatchObject({ totalCents: 1200, chargedCents: 1440, taxLine: "Tax: $2.40" });
    // A full refund gives back what the card was charged, the tax included.
    const detail = await database.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(refundableCents(detail)).toBe(1440);
    // Revenue is the order's total: the tax on top is collected for the tax authorities.
    const after = await dashboardFigures();
    expect(after.month.revenueCents - before.month.revenueCents).toBe(1200);
    expect(after.month.taxCents - before.month.taxCents).toBe(240);
    expect(after.taxShown).toBe(true);
  });

  it("prices including tax: the paid total is the order's total, and the tax in it is recorded and kept out of revenue", async () => {
    const { dashboardFigures } = await import("@/lib/admin/sales");
    const { ordersOf } = await import("@/lib/account/orders");
    const before = await dashboardFigures();
    const { order, sessionId, user } = await startOrder(["motion_003", "motion_004"]);
    const paid = sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_tax_inclusive", {
      amountTotal: 1200,
      tax: { amount: 200, behavior: "inclusive" },
    });
    expect(await (await deliver(paid)).json()).toMatchObject({ result: "fulfilled" });
    expect(await taxOf(order.id)).toEqual({ status: "fulfilled", taxCents: 200, taxBehavior: "inclusive", reviewReason: null });
    expect(await counts(user.id, order.id)).toMatchObject({ grants: 2 });
    const receipt = await database.prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: `purchase:${order.id}` }, select: { text: true } });
    expect(receipt.text).toContain("incl. tax $2.00");
    expect(receipt.text).toContain("Total paid: $12.00");
    const [row] = await ordersOf(user.id);
    expect(row).toMatchObject({ totalCents: 1200, chargedCents: 1200, taxLine: "incl. tax $2.00" });
    const after = await dashboardFigures();
    expect(after.month.revenueCents - before.month.revenueCents).toBe(1000);
    expect(after.month.taxCents - before.month.taxCents).toBe(200);
  });

  it("holds for review an amount that is neither: the total without the tax on top, a cent more, or an inclusive total with the tax added", async () => {
    const cases = [
      { guide: "feeling_002", amountTotal: 600, tax: { amount: 120, behavior: "exclusive" as const } },
      { guide: "feeling_003", amountTotal: 721, tax: { amount: 120, behavior: "exclusive" as const } },
      { guide: "feeling_004", amountTotal: 700, tax: { amount: 100, behavior: "inclusive" as const } },
    ];
    for (const [index, { guide, amountTotal, tax }] of cases.entries()) {
      const { order, sessionId, user } = await startOrder([guide]);
      const paid = sessionEvent("checkout.session.completed", order, sessionId, "paid", `pi_tax_wrong_${index}`, { amountTotal, tax });
      expect(await (await deliver(paid)).json()).toMatchObject({ result: "needs_review" });
      expect(await taxOf(order.id)).toEqual({
        status: "needs_review",
        taxCents: tax.amount,
        taxBehavior: tax.behavior,
        reviewReason: `amount_mismatch: paid ${amountTotal} usd (tax ${tax.amount} ${tax.behavior}), order total 600 usd`,
      });
      expect(await counts(user.id, order.id)).toMatchObject({ grants: 0, emails: 0 });
    }
  });

  it("holds for review a tax that cannot be one (negative, a fraction of a cent, beyond the total or a database integer), recording none, answering 200", async () => {
    const cases = [
      { guide: "motion_002", amountTotal: 300, tax: { amount: -300, behavior: "exclusive" as const } },
      { guide: "motion_003", amountTotal: 599, tax: { amount: -1, behavior: "exclusive" as const } },
      { guide: "motion_004", amountTotal: 600.5, tax: { amount: 0.5, behavior: "exclusive" as const } },
      { guide: "power_003", amountTotal: 600, tax: { amount: 601, behavior: "inclusive" as const } },
      { guide: "power_004", amountTotal: 600 + 2 ** 31, tax: { amount: 2 ** 31, behavior: "exclusive" as const } },
    ];
    for (const [index, { guide, amountTotal, tax }] of cases.entries()) {
      const { order, sessionId, user } = await startOrder([guide]);
      const response = await deliver(sessionEvent("checkout.session.completed", order, sessionId, "paid", `pi_tax_invalid_${index}`, { amountTotal, tax }));
      expect(response.status, `case ${index}`).toBe(200);
      expect(await response.json()).toMatchObject({ result: "needs_review" });
      expect(await taxOf(order.id), `case ${index}`).toEqual({
        status: "needs_review",
        taxCents: null,
        taxBehavior: null,
        reviewReason: `invalid_tax: ${tax.amount} ${tax.behavior}`,
      });
      expect(await counts(user.id, order.id)).toMatchObject({ grants: 0, emails: 0 });
    }
  });

  it("without Stripe Tax nothing changes: no tax is recorded, and tax Stripe reports on a session that did not ask for it is not accepted on top", async () => {
    const plain = await startOrder(["power_002"]);
    await deliver(sessionEvent("checkout.session.completed", plain.order, plain.sessionId, "paid", "pi_no_tax"));
    expect(await taxOf(plain.order.id)).toEqual({ status: "fulfilled", taxCents: null, taxBehavior: null, reviewReason: null });

    const { order, sessionId } = await startOrder(["vision_001"]);
    const event = sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_untagged_tax", { amountTotal: 720 });
    Object.assign(event.data.object, { total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 120 } });
    expect(await (await deliver(event)).json()).toMatchObject({ result: "needs_review" });
    expect(await taxOf(order.id)).toMatchObject({ status: "needs_review", taxCents: null, taxBehavior: null });
  });
});
