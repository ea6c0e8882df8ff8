// The sandbox retries its webhook deliveries as Stripe does: a payment whose event the shop's
// webhook route refused (a real database fault, raised by a trigger) is on record, and the next
// scheduled run (the real cron route) delivers it, so the order ends fulfilled exactly once without
// anyone opening the success page. The route is the real one, served on loopback.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import type { RouteServer } from "../support/route-server";
import { captureLogs } from "../support/log-lines";
import { confirmedBuyer, sandboxShop, type SandboxShop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
// The scheduled job revalidates the catalogue (cross-sells): outside Next there is no cache to tell.
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

const CRON_SECRET = "sandbox-retries-cron-secret-0123456789";
let shop: SandboxShop | undefined;
let database: TestDatabase;
let route: RouteServer;
let cron: (request: Request) => Promise<Response>;
let createGuideCheckout: typeof import("@/lib/checkout/create").createGuideCheckout;
let sandbox: typeof import("@/lib/payments/sandbox");

beforeAll(async () => {
  shop = await sandboxShop("sandbox-retries", { AUTH_SECRET: "sandbox-retries-test-secret-long-enough", CRON_SECRET });
  ({ database, route } = shop);
  ({ GET: cron } = await import("@/app/api/cron/scheduled-emails/route"));
  ({ createGuideCheckout } = await import("@/lib/checkout/create"));
  sandbox = await import("@/lib/payments/sandbox");
});

afterAll(() => shop?.close());

async function startOrder(guideIds: string[]) {
  const user = await confirmedBuyer(database.prisma, "retry", "Rey");
  const started = await createGuideCheckout(user, { guideIds });
  if (!started.ok) throw new Error(started.error);
  const order = await database.prisma.order.findUniqueOrThrow({ where: { id: started.orderId }, select: { id: true, checkoutSessionId: true } });
  return { user, orderId: order.id, sessionId: order.checkoutSessionId! };
}

async function state(userId: string, orderId: string) {
  return {
    status: (await database.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } })).status,
    grants: await database.prisma.userGuide.count({ where: { userId } }),
    confirmations: await database.prisma.emailMessage.count({ where: { dedupeKey: `purchase:${orderId}` } }),
  };
}

const runCron = async () => {
  const response = await cron(new Request("http://127.0.0.1/api/cron/scheduled-emails", { headers: { authorization: `Bearer ${CRON_SECRET}` } }));
  expect(response.status).toBe(200);
  return (await response.json()) as { jobs: Record<string, { sent: number; failed: number }> };
};

/** Makes the webhook route fail as it would with its database refusing writes: every payment event insert raises. */
async function breakPaymentEvents() {
  await database.prisma.$executeRawUnsafe(
    `CREATE OR REPLACE FUNCTION refuse_payment_event() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'simulated outage'; END; $$ LANGUAGE plpgsql;`,
  );
  await database.prisma.$executeRawUnsafe(
    `CREATE TRIGGER refuse_payment_event BEFORE INSERT ON payment_events FOR EACH ROW EXECUTE FUNCTION refuse_payment_event();`,
  );
  return () => database.prisma.$executeRawUnsafe(`DROP TRIGGER refuse_payment_event ON payment_events`);
}

describe("the sandbox retries webhook deliveries like Stripe", () => {
  it("a payment whose event the route refused is on record, and the next scheduled run delivers it: fulfilled exactly once", async () => {
    const logs = captureLogs({ quiet: true });
    const { user, orderId, sessionId } = await startOrder(["motion_001", "motion_002"]);
    const repair = await breakPaymentEvents();
    try {
      expect(await sandbox.paySandboxSession(sessionId, "4242 4242 4242 4242")).toMatchObject({ ok: true });
    } finally {
      await repair();
      logs.stop();
    }
    // Paid at the provider, not fulfilled: the route answered 500, and nobody opens the success page.
    expect(await state(user.id, orderId)).toEqual({ status: "pending", grants: 0, confirmations: 0 });
    const [owed] = await database.prisma.sandboxWebhookEvent.findMany({
      where: { payload: { contains: sessionId } },
      select: { id: true, type: true, attempts: true, deliveredAt: true, nextAttemptAt: true, lastError: true },
    });
    expect(owed).toMatchObject({ type: "checkout.session.completed", attempts: 1, deliveredAt: null, lastError: "HTTP 500" });
    // One line says why, naming the event.
    expect(logs.withMessage("sandbox: the webhook route refused the event")).toEqual([
      expect.objectContaining({ level: "error", eventId: owed?.id, status: 500 }),
    ]);
    // Stripe-like back-off: not hammered again at once.
    expect(owed!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    const early = await runCron();
    expect(early.jobs["sandbox-webhooks"]).toMatchObject({ sent: 0 });
    expect(await state(user.id, orderId)).toMatchObject({ status: "pending", grants: 0 });

    // Time passes (tests move stored dates): the retry is due, and the next run delivers it.
    await database.prisma.sandboxWebhookEvent.update({ where: { id: owed!.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    const run = await runCron();
    expect(run.jobs["sandbox-webhooks"]).toMatchObject({ sent: 1, failed: 0 });
    expect(await state(user.id, orderId)).toEqual({ status: "fulfilled", grants: 2, confirmations: 1 });
    expect(
      await database.prisma.sandboxWebhookEvent.findUniqueOrThrow({
        where: { id: owed!.id },
        select: { attempts: true, nextAttemptAt: true, lastError: true },
      }),
    ).toEqual({
      attempts: 2,
      nextAttemptAt: null,
      lastError: null,
    });
    expect(await database.prisma.paymentEvent.findUniqueOrThrow({ where: { id: owed!.id }, select: { outcome: true } })).toEqual({ outcome: "fulfilled" });

    // Later runs deliver nothing again.
    const requestsBefore = route.requests();
    expect((await runCron()).jobs["sandbox-webhooks"]).toMatchObject({ sent: 0, failed: 0 });
    expect(route.requests()).toBe(requestsBefore);
    expect(await state(user.id, orderId)).toEqual({ status: "fulfilled", grants: 2, confirmations: 1 });
  });

  it("a refund the route refused is retried the same way and takes the guides back once", async () => {
    const { user, orderId, sessionId } = await startOrder(["vision_001"]);
    expect(await sandbox.paySandboxSession(sessionId, "4242 4242 4242 4242")).toMatchObject({ ok: true });
    expect(await state(user.id, orderId)).toMatchObject({ status: "fulfilled", grants: 1 });
    const { payments } = await import("@/lib/payments");
    const paymentIntent = (await payments().retrieveCheckoutSession(sessionId))!.paymentIntentId!;

    const logs = captureLogs({ quiet: true });
    const repair = await breakPaymentEvents();
    try {
      // The refund is made at the provider even though its report cannot be delivered yet.
      expect(await payments().refund(paymentIntent, 600)).toMatchObject({ ok: true });
    } finally {
      await repair();
      logs.stop();
    }
    expect(await state(user.id, orderId)).toMatchObject({ status: "fulfilled", grants: 1 });
    await database.prisma.sandboxWebhookEvent.updateMany({ where: { deliveredAt: null }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    expect((await runCron()).jobs["sandbox-webhooks"]).toMatchObject({ sent: 1 });
    expect(await state(user.id, orderId)).toMatchObject({ status: "refunded", grants: 0 });
    expect(await database.prisma.emailMessage.count({ where: { to: user.email, type: "refund_notice" } })).toBe(1);
  });
});
