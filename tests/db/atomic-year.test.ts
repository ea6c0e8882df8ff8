// The Atomic Year bought for oneself, through the real checkout code, the real webhook route
// handler, fulfilment and refunds, the success page's server code and the sandbox provider, on a
// real database (CI runs it on PostgreSQL too, where the concurrent cases really run concurrently).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { markSessionPaid, refundEvent, sessionEvent, webhookRequest } from "../support/payment-events";
import { confirmedBuyer, seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
// Outside a Next request the cache directives have no cache to tag: the reads run directly.
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));

const DAY_MS = 86_400_000;

let shop: Shop | undefined;
let database: TestDatabase;
let POST: (request: Request) => Promise<Response>;
let createAtomicYearCheckout: typeof import("@/lib/atomic-year/checkout").createAtomicYearCheckout;
let getProgrammePanel: typeof import("@/lib/atomic-year/queries").getProgrammePanel;
let checkoutResultFor: typeof import("@/lib/checkout/result").checkoutResultFor;
let secret: string;

beforeAll(async () => {
  shop = await seededShop("atomic-year", { AUTH_SECRET: "atomic-year-test-secret-that-is-long-enough", SITE_URL: "http://127.0.0.1:9" });
  database = shop.database;
  ({ POST } = await import("@/app/api/webhooks/stripe/route"));
  ({ createAtomicYearCheckout } = await import("@/lib/atomic-year/checkout"));
  ({ getProgrammePanel } = await import("@/lib/atomic-year/queries"));
  ({ checkoutResultFor } = await import("@/lib/checkout/result"));
  secret = (await import("@/lib/payments")).sandboxWebhookSecret();
});

afterAll(() => shop?.close());

const person = () => confirmedBuyer(database.prisma, "reader", "Rae");

async function startOrder(user: { id: string; email: string }) {
  const result = await createAtomicYearCheckout(user);
  if (!result.ok) throw new Error(result.error);
  const order = await database.prisma.order.findUniqueOrThrow({ where: { id: result.orderId } });
  return { order, sessionId: order.checkoutSessionId! };
}

const deliver = (event: object) => POST(webhookRequest(event, secret));

async function buyAndPay(user: { id: string; email: string }, paymentIntent: string) {
  const { order, sessionId } = await startOrder(user);
  await markSessionPaid(database.prisma, sessionId, paymentIntent);
  const response = await deliver(sessionEvent("checkout.session.completed", order, sessionId, "paid", paymentIntent));
  expect(response.status).toBe(200);
  return { order, sessionId };
}

const programmes = (userId: string) =>
  database.prisma.atomicYearSubscription.findMany({
    where: { userId },
    orderBy: { subscriptionStart: "asc" },
    select: {
      id: true,
      status: true,
      orderId: true,
      subscriptionStart: true,
      subscriptionEnd: true,
      nextEmailAt: true,
      endedAt: true,
      stripePaymentIntentId: true,
    },
  });

const confirmations = (orderId: string) =>
  database.prisma.emailMessage.findMany({ where: { type: "purchase_confirmation", dedupeKey: `purchase:${orderId}` }, select: { to: true, html: true } });

describe("buying The Atomic Year", () => {
  it("the checkout charges the catalogue's price for one programme line and labels the payment as the Atomic Year", async () => {
    const user = await person();
    const { order, sessionId } = await startOrder(user);
    expect(order).toMatchObject({ kind: "atomic_year", status: "pending", userId: user.id, customerEmail: user.email, subtotalCents: 3600, totalCents: 3600 });
    expect(await database.prisma.orderItem.findMany({ where: { orderId: order.id }, select: { guideId: true, name: true, unitCents: true } })).toEqual([
      { guideId: null, name: "The Atomic Year", unitCents: 3600 },
    ]);
    const session = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(session).toMatchObject({
      amountTotalCents: 3600,
      successUrl: "http://127.0.0.1:9/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://127.0.0.1:9/atomic-year",
      metadata: { order_id: order.id, user_id: user.id, purchase_type: "atomic_year", is_atomic_year: "true" },
    });
  });

  it("a paid order starts one active programme of 365 days, sends its day-0 welcome at once and one purchase confirmation", async () => {
    const user = await person();
    const before = Date.now();
    const { order, sessionId } = await buyAndPay(user, "pi_year_one");
    const [programme, ...others] = await programmes(user.id);
    expect(others).toEqual([]);
    expect(programme).toMatchObject({ status: "active", orderId: order.id, endedAt: null, stripePaymentIntentId: "pi_year_one" });
    expect(programme!.subscriptionStart.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(programme!.subscriptionEnd.getTime() - programme!.subscriptionStart.getTime()).toBe(365 * DAY_MS);
    // The welcome (day 0) went out with the purchase; the next e-mail is the first guide (day 7).
    expect(await database.prisma.emailMessage.count({ where: { to: user.email, type: "atomic_year_welcome" } })).toBe(1);
    expect(programme!.nextEmailAt).toEqual(new Date(programme!.subscriptionStart.getTime() + 7 * DAY_MS));
    const emails = await confirmations(order.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: user.email });
    expect(emails[0]!.html).toContain("The Atomic Year");
    expect(await checkoutResultFor(user.id, sessionId)).toMatchObject({ ok: true, type: "atomic_year", itemName: "The Atomic Year", amountDollars: "36.00" });
  });

  it("three duplicate payment events and the success page at once still make one programme and one confirmation", async () => {
    const user = await person();
    const { order, sessionId } = await startOrder(user);
    await markSessionPaid(database.prisma, sessionId, "pi_year_dup");
    const event = sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_year_dup");
    const [first, second, third, page] = await Promise.all([
      deliver(event),
      deliver({ ...event, id: `${event.id}_b` }),
      deliver({ ...event, id: `${event.id}_c` }),
      checkoutResultFor(user.id, sessionId),
    ]);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(page).toMatchObject({ ok: true, type: "atomic_year" });
    expect(await programmes(user.id)).toHaveLength(1);
    expect(await confirmations(order.id)).toHaveLength(1);
    expect(await database.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } })).toEqual({ status: "fulfilled" });
  });

  it("a second paid programme while the first runs is never queued: that payment is refunded in full as a duplicate", async () => {
    const user = await person();
    // Two checkouts opened before either was paid (two tabs): the checkout let both through.
    const one = await startOrder(user);
    const two = await startOrder(user);
    await markSessionPaid(database.prisma, one.sessionId, "pi_year_a");
    await markSessionPaid(database.prisma, two.sessionId, "pi_year_b");
    await deliver(sessionEvent("checkout.session.completed", one.order, one.sessionId, "paid", "pi_year_a"));
    await deliver(sessionEvent("checkout.session.completed", two.order, two.sessionId, "paid", "pi_year_b"));
    await deliver(sessionEvent("checkout.session.completed", two.order, two.sessionId, "paid", "pi_year_b"));
    const [first, ...rest] = await programmes(user.id);
    expect(rest).toEqual([]);
    expect(first!.orderId).toBe(one.order.id);
    expect(await database.prisma.order.findUniqueOrThrow({ where: { id: two.order.id }, select: { status: true, duplicateCents: true } })).toEqual({
      status: "fulfilled",
      duplicateCents: 3600,
    });
    expect(await database.prisma.sandboxRefund.findMany({ where: { paymentIntentId: "pi_year_b" }, select: { amountCents: true, reason: true } })).toEqual([
      { amountCents: 3600, reason: "duplicate" },
    ]);

    const panel = await getProgrammePanel(user.id);
    expect(panel).toMatchObject({ state: "running", day: 0, current: null, next: { month: 1 } });
    expect(panel?.state === "running" && panel.queuedStartsOn).toBeFalsy();
  });
});

describe("who may start a checkout", () => {
  // A visitor never gets this far: the action asks them to sign in (tests/db/atomic-year-actions.test.ts).
  it("refuses a person whose programme runs or waits (saying until when), and creates no order", async () => {
    const user = await person();
    await buyAndPay(user, "pi_year_running");
    const [programme] = await programmes(user.id);
    const ordersBefore = await database.prisma.order.count({ where: { userId: user.id } });
    expect(await createAtomicYearCheckout(user)).toEqual({
      ok: false,
      reason: "running",
      error: "Your Atomic Year is already running. You can give one as a gift instead.",
      endsOn: programme!.subscriptionEnd,
    });
    expect(await database.prisma.order.count({ where: { userId: user.id } })).toBe(ordersBefore);

    // A year that ended (its 365 days are over) no longer stands in the way.
    await database.prisma.atomicYearSubscription.update({
      where: { id: programme!.id },
      data: { subscriptionStart: new Date(Date.now() - 400 * DAY_MS), subscriptionEnd: new Date(Date.now() - 35 * DAY_MS) },
    });
    expect(await createAtomicYearCheckout(user)).toMatchObject({ ok: true });
  });

  it("ignores anything a caller adds: the buyer, product and price are the server's", async () => {
    const user = await person();
    const tampered = { id: user.id, email: user.email, priceCents: 1, totalCents: 1, kind: "guides", userId: "someone-else" };
    const result = await createAtomicYearCheckout(tampered);
    if (!result.ok) throw new Error(result.error);
    expect(await database.prisma.order.findUniqueOrThrow({ where: { id: result.orderId }, select: { kind: true, totalCents: true, userId: true } })).toEqual({
      kind: "atomic_year",
      totalCents: 3600,
      userId: user.id,
    });
  });
});

describe("refunds", () => {
  it("a full refund ends the programme (cancelled, endedAt, no next e-mail) and takes back its guides, and only those", async () => {
    const user = await person();
    const { order } = await buyAndPay(user, "pi_year_refund");
    // Two drops have put their guides on the shelf; a guide bought separately stays.
    await database.prisma.userGuide.createMany({
      data: [
        { userId: user.id, guideId: "motion_001", acquiredVia: "atomic_year", orderId: order.id },
        { userId: user.id, guideId: "vision_003", acquiredVia: "atomic_year", orderId: order.id },
        { userId: user.id, guideId: "power_003", acquiredVia: "purchase" },
      ],
    });
    const response = await deliver(refundEvent("pi_year_refund", { amount: 3600 }));
    expect(response.status).toBe(200);
    const [programme] = await programmes(user.id);
    expect(programme).toMatchObject({ status: "cancelled", nextEmailAt: null, endedAt: expect.any(Date) });
    expect(await database.prisma.userGuide.findMany({ where: { userId: user.id }, select: { guideId: true } })).toEqual([{ guideId: "power_003" }]);
    expect(await database.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } })).toEqual({ status: "refunded" });
    expect(await getProgrammePanel(user.id)).toBeNull();
    // Refunded, the person may buy the year again.
    expect(await createAtomicYearCheckout(user)).toMatchObject({ ok: true });
  });

  it("a partial refund keeps the programme and its guides", async () => {
    const user = await person();
    const { order } = await buyAndPay(user, "pi_year_partial");
    await database.prisma.userGuide.create({ data: { userId: user.id, guideId: "motion_001", acquiredVia: "atomic_year", orderId: order.id } });
    await deliver(refundEvent("pi_year_partial", { amount: 3600, amountRefunded: 1000 }));
    const [programme] = await programmes(user.id);
    expect(programme).toMatchObject({ status: "active", endedAt: null });
    expect(programme!.nextEmailAt).not.toBeNull();
    expect(await database.prisma.userGuide.count({ where: { userId: user.id, acquiredVia: "atomic_year" } })).toBe(1);
    expect(await database.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, refundedCents: true } })).toEqual({
      status: "fulfilled",
      refundedCents: 1000,
    });
  });

  it("refunding the running year moves a queued (gifted) one up to start now", async () => {
    const user = await person();
    const one = await buyAndPay(user, "pi_year_q1");
    const [running] = await programmes(user.id);
    // A year given to them while theirs runs waits for it to end.
    const gifted = await database.prisma.atomicYearSubscription.create({
      data: {
        userId: user.id,
        email: user.email,
        subscriptionStart: running!.subscriptionEnd,
        subscriptionEnd: new Date(running!.subscriptionEnd.getTime() + 365 * DAY_MS),
        nextEmailAt: running!.subscriptionEnd,
      },
      select: { id: true },
    });
    const before = Date.now();
    await deliver(refundEvent("pi_year_q1", { amount: 3600 }));
    expect((await programmes(user.id)).find((programme) => programme.orderId === one.order.id)?.status).toBe("cancelled");
    const queued = (await programmes(user.id)).find((programme) => programme.id === gifted.id)!;
    expect(queued.status).toBe("active");
    expect(queued.subscriptionStart.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(queued.subscriptionStart.getTime()).toBeLessThanOrEqual(Date.now());
    expect(queued.nextEmailAt).toEqual(queued.subscriptionStart);
    expect(queued.subscriptionEnd.getTime() - queued.subscriptionStart.getTime()).toBe(365 * DAY_MS);
  });
});

describe("the shelf's programme view", () => {
  it("forty days in: the second month's guide, the third next (and when), season one, 325 days left; a year not yet started says when it starts", async () => {
    const user = await person();
    await buyAndPay(user, "pi_year_forty");
    const [programme] = await programmes(user.id);
    const start = new Date(Date.now() - 40 * DAY_MS - 60_000);
    await database.prisma.atomicYearSubscription.update({
      where: { id: programme!.id },
      data: { subscriptionStart: start, subscriptionEnd: new Date(start.getTime() + 365 * DAY_MS) },
    });
    const panel = await getProgrammePanel(user.id);
    if (panel?.state !== "running") throw new Error(`expected a running programme, got ${JSON.stringify(panel)}`);
    expect(panel).toMatchObject({
      day: 40,
      season: 1,
      daysLeft: 325,
      current: { month: 2, id: "vision_003" },
      next: { month: 3, guide: { id: "motion_002" } },
    });
    expect(panel.next?.date).toEqual(new Date(start.getTime() + 67 * DAY_MS));

    const later = await person();
    await database.prisma.atomicYearSubscription.create({
      data: {
        userId: later.id,
        email: later.email,
        subscriptionStart: new Date(Date.now() + 10 * DAY_MS),
        subscriptionEnd: new Date(Date.now() + 375 * DAY_MS),
        nextEmailAt: new Date(Date.now() + 10 * DAY_MS),
      },
    });
    expect(await getProgrammePanel(later.id)).toMatchObject({ state: "queued" });
  });
});
