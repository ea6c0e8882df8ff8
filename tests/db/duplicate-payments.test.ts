// Nobody pays twice for one thing: two checkouts open at once for the same guide, or for The Atomic
// Year, through the real checkout code, the sandbox provider, the real webhook route (served on
// loopback, so the sandbox's refund events reach it) and fulfilment, on a real database. CI runs it
// on PostgreSQL too (TEST_DATABASE_URL), where the concurrent deliveries really run concurrently.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { markSessionPaid, sessionEvent, webhookRequest } from "../support/payment-events";
import { confirmedBuyer, sandboxShop, type SandboxShop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));

let shop: SandboxShop | undefined;
let database: TestDatabase;
let POST: (request: Request) => Promise<Response>;
let createGuideCheckout: typeof import("@/lib/checkout/create").createGuideCheckout;
let createAtomicYearCheckout: typeof import("@/lib/atomic-year/checkout").createAtomicYearCheckout;
let checkoutResultFor: typeof import("@/lib/checkout/result").checkoutResultFor;
let sandbox: typeof import("@/lib/payments/sandbox");
let secret: string;

beforeAll(async () => {
  shop = await sandboxShop("duplicate-payments", { AUTH_SECRET: "duplicate-payments-test-secret-long-enough" });
  database = shop.database;
  ({ POST } = await import("@/app/api/webhooks/stripe/route"));
  ({ createGuideCheckout } = await import("@/lib/checkout/create"));
  ({ createAtomicYearCheckout } = await import("@/lib/atomic-year/checkout"));
  ({ checkoutResultFor } = await import("@/lib/checkout/result"));
  sandbox = await import("@/lib/payments/sandbox");
  secret = (await import("@/lib/payments")).sandboxWebhookSecret();
});

afterAll(() => shop?.close());

const CARD = "4242 4242 4242 4242";
const buyer = () => confirmedBuyer(database.prisma, "twice", "Tam");

async function orderOf(orderId: string) {
  return database.prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { id: true, userId: true, totalCents: true, status: true, checkoutSessionId: true, duplicateCents: true, refundedCents: true },
  });
}

/**
 * Checkouts the buyer has open at once in several tabs, each paid before the others were closed: a
 * start closes the overlapping checkouts it sees (checkout-actions.test.ts), so each is opened in
 * turn and the closed ones opened again, as a payment racing the closing leaves them.
 */
async function openAtOnce<Carts extends string[][]>(user: { id: string; email: string }, ...carts: Carts) {
  const ids: string[] = [];
  for (const guideIds of carts) {
    const result = await createGuideCheckout(user, { guideIds });
    if (!result.ok) throw new Error("checkout did not start");
    ids.push(result.orderId);
  }
  for (const order of await Promise.all(ids.map(orderOf))) {
    if (order.status !== "expired") continue;
    await database.prisma.order.update({ where: { id: order.id }, data: { status: "pending" } });
    await database.prisma.sandboxCheckoutSession.update({ where: { id: order.checkoutSessionId! }, data: { status: "open" } });
  }
  // One order for each cart, in the carts' order.
  return (await Promise.all(ids.map(orderOf))) as { [Index in keyof Carts]: Awaited<ReturnType<typeof orderOf>> };
}

const deliver = (event: object) => POST(webhookRequest(event, secret));

const refundsOf = (paymentIntents: string[]) =>
  database.prisma.sandboxRefund.findMany({
    where: { paymentIntentId: { in: paymentIntents } },
    select: { paymentIntentId: true, amountCents: true, reason: true },
  });

const emailsTo = (to: string, type: string) =>
  database.prisma.emailMessage.findMany({ where: { to, type }, select: { subject: true, html: true, text: true, dedupeKey: true } });

async function title(guideId: string) {
  return (await database.prisma.guide.findUniqueOrThrow({ where: { id: guideId }, select: { title: true } })).title;
}

describe("two open checkouts paid for the same thing", () => {
  it("the same guide in two paid checkouts, delivered at once with replays and success pages: granted once, the duplicate part refunded once, the buyer told once", async () => {
    const iterations = database.kind === "postgres" ? 8 : 2;
    const [single, other] = [await title("power_001"), await title("power_002")];
    for (let index = 0; index < iterations; index += 1) {
      const user = await buyer();
      // Two tabs with a checkout open for the same guide, both paid.
      const [orderA, orderB] = await openAtOnce(user, ["power_001"], ["power_001", "power_002"]);
      expect([orderA.status, orderB.status]).toEqual(["pending", "pending"]);
      const [piA, piB] = [`pi_twice_a_${index}`, `pi_twice_b_${index}`];
      await markSessionPaid(database.prisma, orderA.checkoutSessionId!, piA);
      await markSessionPaid(database.prisma, orderB.checkoutSessionId!, piB);
      const completedA = sessionEvent("checkout.session.completed", orderA, orderA.checkoutSessionId!, "paid", piA);
      const completedB = sessionEvent("checkout.session.completed", orderB, orderB.checkoutSessionId!, "paid", piB);
      const calls = [
        () => deliver(completedA),
        () => deliver(completedB),
        () => deliver(completedA),
        () => deliver(completedB),
        () => checkoutResultFor(user.id, orderA.checkoutSessionId),
        () => checkoutResultFor(user.id, orderB.checkoutSessionId),
      ];
      const results = await Promise.all((index % 2 === 0 ? calls : [...calls].reverse()).map((call) => call()));
      for (const result of results) if (result instanceof Response) expect(result.status, `iteration ${index}`).toBe(200);
      // Replays after the fact change nothing.
      for (const response of await Promise.all([deliver(completedA), deliver(completedB)])) expect(response.status).toBe(200);

      const shelf = await database.prisma.userGuide.findMany({ where: { userId: user.id }, select: { guideId: true }, orderBy: { guideId: "asc" } });
      expect(shelf, `iteration ${index}`).toEqual([{ guideId: "power_001" }, { guideId: "power_002" }]);
      const [afterA, afterB] = [await orderOf(orderA.id), await orderOf(orderB.id)];
      const refunds = await refundsOf([piA, piB]);
      const notices = await emailsTo(user.email, "refund_notice");
      expect(refunds, `iteration ${index}`).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ amountCents: 600, reason: "duplicate" });
      expect(notices, `iteration ${index}`).toHaveLength(1);
      expect(notices[0]!.subject).toBe("We refunded your duplicate payment of $6.00");
      expect(notices[0]!.text).toContain("5-10 business days");
      expect(notices[0]!.text).toContain(`went through for the same thing: ${single}.`);
      if (refunds[0]!.paymentIntentId === piA) {
        // The single-guide order lost the race: all of it was a duplicate, refunded in full.
        expect(afterA).toMatchObject({ status: "refunded", duplicateCents: 600, refundedCents: 600 });
        expect(afterB).toMatchObject({ status: "fulfilled", duplicateCents: 0, refundedCents: 0 });
        expect(await emailsTo(user.email, "purchase_confirmation")).toHaveLength(1);
      } else {
        // The two-guide order lost power_001: the part it paid for it comes back, power_002 stays.
        expect(afterA).toMatchObject({ status: "fulfilled", duplicateCents: 0, refundedCents: 0 });
        expect(afterB).toMatchObject({ status: "fulfilled", duplicateCents: 600, refundedCents: 600 });
        expect(notices[0]!.text).not.toContain(`same thing: ${other}`);
        expect(notices[0]!.text).toContain("The rest of the order stands.");
        expect(notices[0]!.text).toContain("Nothing leaves your shelf");
        expect(await emailsTo(user.email, "purchase_confirmation")).toHaveLength(2);
      }
    }
  });

  it("two paid Atomic Year checkouts delivered at once: one programme, no second year queued, the other payment refunded in full and explained", async () => {
    const iterations = database.kind === "postgres" ? 8 : 2;
    for (let index = 0; index < iterations; index += 1) {
      const user = await buyer();
      const a = await createAtomicYearCheckout(user);
      const b = await createAtomicYearCheckout(user);
      if (!a.ok || !b.ok) throw new Error("checkout did not start");
      const [orderA, orderB] = [await orderOf(a.orderId), await orderOf(b.orderId)];
      const [piA, piB] = [`pi_year_twice_a_${index}`, `pi_year_twice_b_${index}`];
      await markSessionPaid(database.prisma, orderA.checkoutSessionId!, piA);
      await markSessionPaid(database.prisma, orderB.checkoutSessionId!, piB);
      const completedA = sessionEvent("checkout.session.completed", orderA, orderA.checkoutSessionId!, "paid", piA);
      const completedB = sessionEvent("checkout.session.completed", orderB, orderB.checkoutSessionId!, "paid", piB);
      const calls = [
        () => deliver(completedA),
        () => deliver(completedB),
        () => deliver(completedB),
        () => checkoutResultFor(user.id, orderA.checkoutSessionId),
      ];
      const results = await Promise.all((index % 2 === 0 ? calls : [...calls].reverse()).map((call) => call()));
      for (const result of results) if (result instanceof Response) expect(result.status, `iteration ${index}`).toBe(200);
      await deliver(completedA);

      const programmes = await database.prisma.atomicYearSubscription.findMany({ where: { userId: user.id }, select: { orderId: true, status: true } });
      expect(programmes, `iteration ${index}`).toHaveLength(1);
      expect(programmes[0]!.status).toBe("active");
      const winner = programmes[0]!.orderId;
      const loser = winner === a.orderId ? b.orderId : a.orderId;
      expect(await orderOf(loser)).toMatchObject({ status: "refunded", duplicateCents: 3600, refundedCents: 3600 });
      expect(await orderOf(winner!)).toMatchObject({ status: "fulfilled", duplicateCents: 0, refundedCents: 0 });
      expect(await refundsOf([piA, piB])).toEqual([{ paymentIntentId: loser === a.orderId ? piA : piB, amountCents: 3600, reason: "duplicate" }]);

      const notices = await emailsTo(user.email, "refund_notice");
      expect(notices).toHaveLength(1);
      expect(notices[0]!.subject).toBe("We refunded your duplicate payment of $36.00");
      expect(notices[0]!.text).toContain("no second year was added");
      expect(notices[0]!.text).toContain("5-10 business days");
      // The refunded order sent no "Your Atomic Year has begun": one confirmation, one welcome.
      expect((await emailsTo(user.email, "purchase_confirmation")).map((email) => email.dedupeKey)).toEqual([`purchase:${winner}`]);
      expect(await emailsTo(user.email, "atomic_year_welcome")).toHaveLength(1);
    }
  });
});

describe("a duplicate payment with tax added on top", () => {
  it("gives back what the card was charged, the tax on it included, and the duplicate order ends refunded", async () => {
    const user = await buyer();
    const [orderA, orderB] = await openAtOnce(user, ["vision_003"], ["vision_003"]);
    const tax = { amount: 120, behavior: "exclusive" as const };
    for (const [order, paymentIntent] of [
      [orderA, "pi_taxed_a"],
      [orderB, "pi_taxed_b"],
    ] as const) {
      // As Stripe charges it with Stripe Tax: the $6 and $1.20 of tax on top.
      await markSessionPaid(database.prisma, order.checkoutSessionId!, paymentIntent);
      await database.prisma.sandboxCheckoutSession.update({ where: { id: order.checkoutSessionId! }, data: { amountTotalCents: 720 } });
      const paid = sessionEvent("checkout.session.completed", order, order.checkoutSessionId!, "paid", paymentIntent, { amountTotal: 720, tax });
      expect((await deliver(paid)).status).toBe(200);
    }
    expect(await refundsOf(["pi_taxed_a", "pi_taxed_b"])).toEqual([{ paymentIntentId: "pi_taxed_b", amountCents: 720, reason: "duplicate" }]);
    await expect.poll(async () => (await orderOf(orderB.id)).status).toBe("refunded");
    expect(await orderOf(orderA.id)).toMatchObject({ status: "fulfilled", duplicateCents: 0 });
  });
});

describe("a paid order with a discount code, part of it owned meanwhile", () => {
  // Fulfilment reads the order's code under the payment's lock (lib/fulfilment/fulfil.ts) and
  // prices what the buyer kept by its rule: the part refunded shows every field of the code was read.
  it.each([
    { kind: "percent_off" as const, code: "HALFDUP", percentOff: 50, amountOffCents: null, guides: ["motion_001", "motion_002"], total: 600, duplicate: 300 },
    { kind: "amount_off" as const, code: "TWODUP", percentOff: null, amountOffCents: 200, guides: ["motion_003", "motion_004"], total: 1000, duplicate: 600 },
  ])("$kind: what the payment paid for the owned guide is refunded, the rest priced by the code's rule", async (rule) => {
    await database.prisma.discountCode.create({
      data: { code: rule.code, name: `Test ${rule.code}`, kind: rule.kind, percentOff: rule.percentOff, amountOffCents: rule.amountOffCents },
    });
    const user = await buyer();
    const started = await createGuideCheckout(user, { guideIds: rule.guides, promoCode: rule.code });
    if (!started.ok) throw new Error("checkout did not start");
    const order = await orderOf(started.orderId);
    expect(order.totalCents).toBe(rule.total);
    // The first guide arrives another way before the payment lands.
    await database.prisma.userGuide.create({ data: { userId: user.id, guideId: rule.guides[0]!, acquiredVia: "quiz" } });

    const paymentIntent = `pi_code_${rule.kind}`;
    await markSessionPaid(database.prisma, order.checkoutSessionId!, paymentIntent);
    expect((await deliver(sessionEvent("checkout.session.completed", order, order.checkoutSessionId!, "paid", paymentIntent))).status).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: "fulfilled", duplicateCents: rule.duplicate });
    await expect.poll(() => refundsOf([paymentIntent])).toEqual([{ paymentIntentId: paymentIntent, amountCents: rule.duplicate, reason: "duplicate" }]);
    // A replay reads the settled order back: the same part was a duplicate, and nothing more is refunded.
    const { fulfilCheckoutSession } = await import("@/lib/fulfilment/fulfil");
    expect(await fulfilCheckoutSession(order.checkoutSessionId!)).toEqual({
      status: "fulfilled",
      orderId: order.id,
      firstTime: false,
      duplicateCents: rule.duplicate,
    });
    expect(await refundsOf([paymentIntent])).toHaveLength(1);
    expect(
      await database.prisma.userGuide.findMany({ where: { userId: user.id }, select: { guideId: true, orderId: true }, orderBy: { guideId: "asc" } }),
    ).toEqual([
      { guideId: rule.guides[0], orderId: null },
      { guideId: rule.guides[1], orderId: order.id },
    ]);
  });
});

describe("paying one checkout closes the others for what the buyer now owns", () => {
  it("the other open checkout containing a bought guide is expired at the sandbox, cannot be paid, and its order is marked expired; one for other guides stays open", async () => {
    const user = await buyer();
    const [orderFirst, orderSecond, orderUnrelated] = await openAtOnce(user, ["vision_001"], ["vision_001", "vision_002"], ["vision_003"]);

    expect(await sandbox.paySandboxSession(orderFirst.checkoutSessionId!, CARD)).toMatchObject({ ok: true });
    expect(await orderOf(orderFirst.id)).toMatchObject({ status: "fulfilled" });
    expect(await orderOf(orderSecond.id)).toMatchObject({ status: "expired" });
    expect((await sandbox.getSandboxCheckout(orderSecond.checkoutSessionId!))?.status).toBe("expired");
    expect(await sandbox.paySandboxSession(orderSecond.checkoutSessionId!, CARD)).toEqual({ ok: false, error: "This checkout session is no longer active." });
    expect(await orderOf(orderUnrelated.id)).toMatchObject({ status: "pending" });
    expect((await sandbox.getSandboxCheckout(orderUnrelated.checkoutSessionId!))?.status).toBe("open");
    expect(await database.prisma.sandboxRefund.count({ where: { paymentIntentId: { startsWith: "pi_sandbox_" } } })).toBe(0);
  });

  it("a second Atomic Year checkout is expired once the first is paid", async () => {
    const user = await buyer();
    const a = await createAtomicYearCheckout(user);
    const b = await createAtomicYearCheckout(user);
    if (!a.ok || !b.ok) throw new Error("checkout did not start");
    const [orderA, orderB] = [await orderOf(a.orderId), await orderOf(b.orderId)];
    expect(await sandbox.paySandboxSession(orderA.checkoutSessionId!, CARD)).toMatchObject({ ok: true });
    expect(await orderOf(b.orderId)).toMatchObject({ status: "expired" });
    expect(await sandbox.paySandboxSession(orderB.checkoutSessionId!, CARD)).toEqual({ ok: false, error: "This checkout session is no longer active." });
    expect(await database.prisma.atomicYearSubscription.count({ where: { userId: user.id } })).toBe(1);
  });
});
