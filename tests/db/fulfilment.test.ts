// The payment cases of QUALITY.md (1-6), through the real webhook route handler, the real
// fulfilment code and the sandbox provider, on a real database.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));

let database: TestDatabase;
let storageDir: string;
let POST: (request: Request) => Promise<Response>;
let createGuideCheckout: typeof import("@/lib/checkout/create").createGuideCheckout;
let fulfilCheckoutSession: typeof import("@/lib/fulfilment/fulfil").fulfilCheckoutSession;
let guideCheckoutSchema: typeof import("@/lib/checkout/schema").guideCheckoutSchema;
let secret: string;
const stripe = new Stripe("sk_test_unused");

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = await mkdtemp(path.join(os.tmpdir(), "fulfil-storage-"));
  process.env.DATABASE_URL = database.url;
  process.env.AUTH_SECRET = "fulfilment-test-secret-that-is-long-enough";
  process.env.SITE_URL = "http://127.0.0.1:9";
  const { seed } = await import("@/prisma/seed");
  const { LocalFileStorage } = await import("@/lib/storage/local");
  await seed(database.prisma, new LocalFileStorage(storageDir, undefined));
  ({ POST } = await import("@/app/api/webhooks/stripe/route"));
  ({ createGuideCheckout } = await import("@/lib/checkout/create"));
  ({ fulfilCheckoutSession } = await import("@/lib/fulfilment/fulfil"));
  ({ guideCheckoutSchema } = await import("@/lib/checkout/schema"));
  secret = (await import("@/lib/payments")).sandboxWebhookSecret();
});

afterAll(async () => {
  await database?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

let userCounter = 0;
async function buyer() {
  userCounter += 1;
  const email = `buyer${userCounter}@shop.test`;
  const user = await database.prisma.user.create({ data: { email, firstName: "Bea", emailVerified: new Date() }, select: { id: true, email: true } });
  return user;
}

async function startOrder(guideIds: string[], promoCode: string | null = null) {
  const user = await buyer();
  const result = await createGuideCheckout(user, { guideIds, promoCode });
  if (!result.ok) throw new Error(result.error);
  const order = await database.prisma.order.findUniqueOrThrow({ where: { id: result.orderId } });
  return { user, order, sessionId: order.checkoutSessionId! };
}

let eventCounter = 0;
function sessionEvent(type: string, order: { id: string; userId: string | null; totalCents: number }, sessionId: string, paymentStatus: "paid" | "unpaid", paymentIntent: string) {
  eventCounter += 1;
  return {
    id: `evt_test_${eventCounter}_${Date.now()}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        status: paymentStatus === "paid" ? "complete" : "open",
        payment_status: paymentStatus,
        amount_total: order.totalCents,
        currency: "usd",
        payment_intent: paymentIntent,
        customer_details: { email: "buyer@shop.test" },
        metadata: { order_id: order.id, user_id: order.userId ?? "" },
      },
    },
  };
}

function refundEvent(paymentIntent: string) {
  eventCounter += 1;
  return {
    id: `evt_refund_${eventCounter}_${Date.now()}`,
    object: "event",
    type: "charge.refunded",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: `ch_${eventCounter}`, object: "charge", payment_intent: paymentIntent, amount_refunded: 600, refunded: true } },
  };
}

function deliver(event: object, header?: string | null, body?: string) {
  const payload = body ?? JSON.stringify(event);
  const signature = header === undefined ? stripe.webhooks.generateTestHeaderString({ payload, secret }) : header;
  const headers = new Headers({ "content-type": "application/json" });
  if (signature !== null) headers.set("stripe-signature", signature);
  return POST(new Request("http://127.0.0.1/api/webhooks/stripe", { method: "POST", body: payload, headers }));
}

async function counts(userId: string, orderId: string) {
  return {
    grants: await database.prisma.userGuide.count({ where: { userId } }),
    emails: await database.prisma.emailMessage.count({ where: { type: "purchase_confirmation", dedupeKey: `purchase:${orderId}` } }),
    status: (await database.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } })).status,
  };
}

describe("webhook signatures (QUALITY 1)", () => {
  it("rejects missing, tampered, v0-only and stale signatures with 400 and writes nothing", async () => {
    const { order, sessionId, user } = await startOrder(["power_001"]);
    const event = sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_sig");
    const payload = JSON.stringify(event);
    const good = stripe.webhooks.generateTestHeaderString({ payload, secret });
    const timestamp = good.split(",")[0]!.slice(2);
    const stale = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - 301 });
    const v0Only = `t=${timestamp},v0=${good.split("v1=")[1]}`;
    for (const [header, body] of [[null, payload], [good, payload.replace("pi_sig", "pi_evil")], [v0Only, payload], [stale, payload], ["garbage", payload]] as const) {
      const response = await deliver(event, header, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Invalid webhook signature" });
    }
    expect(await database.prisma.paymentEvent.count({ where: { checkoutSessionId: sessionId } })).toBe(0);
    expect(await counts(user.id, order.id)).toMatchObject({ grants: 0, status: "pending" });
  });
});

describe("fulfilment", () => {
  it("three simultaneous deliveries of one event plus the success page: one grant per guide, one e-mail, all 2xx (QUALITY 2)", async () => {
    const { order, sessionId, user } = await startOrder(["power_001", "feeling_001"]);
    const event = sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_dup");
    await database.prisma.sandboxCheckoutSession.update({ where: { id: sessionId }, data: { status: "complete", paymentStatus: "paid", paymentIntentId: "pi_dup" } });
    const responses = await Promise.all([deliver(event), deliver(event), deliver(event), fulfilCheckoutSession(sessionId)]);
    for (const response of responses.slice(0, 3) as Response[]) expect(response.status).toBeLessThan(300);
    expect(await counts(user.id, order.id)).toEqual({ grants: 2, emails: 1, status: "fulfilled" });
    const grants = await database.prisma.userGuide.findMany({ where: { userId: user.id }, select: { guideId: true, acquiredVia: true, orderId: true } });
    expect(grants).toEqual(expect.arrayContaining([{ guideId: "power_001", acquiredVia: "purchase", orderId: order.id }, { guideId: "feeling_001", acquiredVia: "purchase", orderId: order.id }]));
    expect((await database.prisma.paymentEvent.findUniqueOrThrow({ where: { id: event.id } })).processedAt).not.toBeNull();
  });

  it("an unpaid completed session fulfils nothing; async_payment_succeeded fulfils it later (QUALITY 3)", async () => {
    const { order, sessionId, user } = await startOrder(["motion_001"]);
    expect((await deliver(sessionEvent("checkout.session.completed", order, sessionId, "unpaid", "pi_async"))).status).toBe(200);
    expect(await counts(user.id, order.id)).toMatchObject({ grants: 0, status: "pending" });
    expect((await deliver(sessionEvent("checkout.session.async_payment_succeeded", order, sessionId, "paid", "pi_async"))).status).toBe(200);
    expect(await counts(user.id, order.id)).toEqual({ grants: 1, emails: 1, status: "fulfilled" });
  });

  it("a refund that arrives before completed ends with nothing granted and the order refunded (QUALITY 4)", async () => {
    const { order, sessionId, user } = await startOrder(["vision_001"]);
    expect((await deliver(refundEvent("pi_early"))).status).toBe(200);
    expect((await deliver(sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_early"))).status).toBe(200);
    expect(await counts(user.id, order.id)).toMatchObject({ grants: 0, emails: 0, status: "refunded" });
  });

  it("a refund after fulfilment removes the refunded guides from the shelf", async () => {
    const { order, sessionId, user } = await startOrder(["vision_002"]);
    await deliver(sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_late"));
    expect(await counts(user.id, order.id)).toMatchObject({ grants: 1, status: "fulfilled" });
    await deliver(refundEvent("pi_late"));
    expect(await counts(user.id, order.id)).toMatchObject({ grants: 0, status: "refunded" });
  });

  it("prices, amounts and user ids sent by the browser are ignored; the promo is applied on the server (QUALITY 5)", async () => {
    const input = guideCheckoutSchema.parse({ guideIds: ["power_002", "power_003", "power_004"], promoCode: "doubletheshelf", price: 1, amount: 1, userId: "someone-else", priceId: "price_evil" });
    expect(input).not.toHaveProperty("price");
    const { order } = await startOrder(input.guideIds, input.promoCode);
    expect(order).toMatchObject({ subtotalCents: 1800, discountCents: 600, totalCents: 1200, promoCode: "DOUBLETHESHELF" });
    const session = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: order.checkoutSessionId! } });
    expect(session.amountTotalCents).toBe(1200);
    const user = await buyer();
    expect(await createGuideCheckout(user, { guideIds: ["power_001"], promoCode: "FREESTUFF" })).toEqual({ ok: false, error: "That promo code is not valid." });
    expect(await createGuideCheckout(user, { guideIds: ["power_999"] })).toEqual({ ok: false, error: "Guide ID not found." });
  });

  it("a failure in the middle of fulfilment leaves the event unprocessed; the retry completes it once (QUALITY 6)", async () => {
    const { order, sessionId, user } = await startOrder(["feeling_002", "feeling_003"]);
    await database.prisma.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION fail_grant() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'simulated crash'; END; $$ LANGUAGE plpgsql;`);
    await database.prisma.$executeRawUnsafe(`CREATE TRIGGER fail_grant BEFORE INSERT ON user_guides FOR EACH ROW EXECUTE FUNCTION fail_grant();`);
    const event = sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_crash");
    const failed = await deliver(event);
    expect(failed.status).toBe(500);
    const recorded = await database.prisma.paymentEvent.findUniqueOrThrow({ where: { id: event.id } });
    expect(recorded.processedAt).toBeNull();
    expect(recorded.error).toContain("simulated crash");
    expect(await counts(user.id, order.id)).toMatchObject({ grants: 0, emails: 0, status: "pending" });

    await database.prisma.$executeRawUnsafe(`DROP TRIGGER fail_grant ON user_guides`);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(await counts(user.id, order.id)).toEqual({ grants: 2, emails: 1, status: "fulfilled" });
  });

  it("an event for an unknown order is acknowledged and logged", async () => {
    const event = sessionEvent("checkout.session.completed", { id: "missing", userId: null, totalCents: 600 }, "cs_sandbox_unknown", "paid", "pi_x");
    const response = await deliver(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, result: "unknown" });
  });
});
