// The sandbox payments provider on a real database: sessions stored and paid with test cards, and
// the signed checkout.session.completed it delivers, received by a loopback stand-in for the app's
// own webhook route and verified with Stripe's scheme.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CreateCheckoutInput } from "@/lib/payments/types";
import type { TestDatabase } from "../support/database";
import { captureLogs } from "../support/log-lines";
import { shopDatabase, type ShopDatabase } from "../support/shop";

type Delivery = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

let shop: ShopDatabase | undefined;
let database: TestDatabase;
let webhookRoute: Server;
let siteUrl: string;
const deliveries: Delivery[] = [];
let replyStatus = 200;

let paymentsModule: typeof import("@/lib/payments");
let sandbox: typeof import("@/lib/payments/sandbox");

beforeAll(async () => {
  webhookRoute = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      deliveries.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(replyStatus, { "content-type": "application/json" });
      response.end(JSON.stringify({ received: replyStatus < 300 }));
    });
  });
  await new Promise<void>((resolve) => webhookRoute.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(webhookRoute.address() as AddressInfo).port}`;

  // Before the first import that reads them: db() and env() read these once.
  shop = await shopDatabase({
    SITE_URL: siteUrl,
    AUTH_SECRET: "sandbox-test-auth-secret-0123456789abcdef",
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
  });
  database = shop.database;
  paymentsModule = await import("@/lib/payments");
  sandbox = await import("@/lib/payments/sandbox");
});

afterAll(async () => {
  await new Promise<void>((resolve) => webhookRoute?.close(() => resolve()));
  await shop?.close();
});

beforeEach(() => {
  deliveries.length = 0;
  replyStatus = 200;
});

function checkoutInput(orderId: string): CreateCheckoutInput {
  return {
    orderId,
    customerEmail: "reader@example.com",
    lineItems: [
      { name: "Power 1", description: "Say no without the guilt", unitAmountCents: 600, quantity: 1, stripePriceId: "price_ignored" },
      { name: "Vision 2", unitAmountCents: 600, quantity: 2 },
      { name: "Feeling 3 (free with QUIZ)", unitAmountCents: 0, quantity: 1 },
    ],
    metadata: { order_id: orderId, user_id: "user_1", purchase_type: "guide" },
    successUrl: `${siteUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${siteUrl}/cart`,
  };
}

describe("sandbox payments", () => {
  it("is the provider when Stripe is not configured, with a deterministic whsec_ secret", () => {
    expect(paymentsModule.payments().kind).toBe("sandbox");
    expect(paymentsModule.payments()).toBe(paymentsModule.payments());
    expect(paymentsModule.sandboxWebhookSecret()).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(paymentsModule.sandboxWebhookSecret()).toBe(paymentsModule.sandboxWebhookSecret());
  });

  it("stores a session and points at the local hosted checkout", async () => {
    const provider = paymentsModule.payments();
    const session = await provider.createCheckoutSession(checkoutInput("order_store"));
    expect(session.id).toMatch(/^cs_sandbox_[0-9a-f]{24}$/);
    expect(session.url).toBe(`${siteUrl}/sandbox/checkout/${session.id}`);

    expect(await provider.retrieveCheckoutSession(session.id)).toEqual({
      id: session.id,
      status: "open",
      paymentStatus: "unpaid",
      amountTotalCents: 1800,
      amountTaxCents: 0,
      taxBehavior: null,
      currency: "usd",
      paymentIntentId: null,
      customerEmail: "reader@example.com",
      metadata: { order_id: "order_store", user_id: "user_1", purchase_type: "guide" },
    });
    expect(await provider.retrieveCheckoutSession("cs_sandbox_000000000000000000000000")).toBeNull();

    const page = await sandbox.getSandboxCheckout(session.id);
    // Without STRIPE_TAX the hosted page has no tax line.
    expect(page?.taxBehavior).toBeNull();
    expect(page?.lineItems.map((item) => [item.name, item.unitAmountCents, item.quantity])).toEqual([
      ["Power 1", 600, 1],
      ["Vision 2", 600, 2],
      ["Feeling 3 (free with QUIZ)", 0, 1],
    ]);
    expect(await sandbox.cancelSandboxSession(session.id)).toEqual({ redirectUrl: `${siteUrl}/cart` });
  });

  it("declines 4000 0000 0000 0002 and refuses other numbers, leaving the session open and unpaid", async () => {
    const provider = paymentsModule.payments();
    const { id } = await provider.createCheckoutSession(checkoutInput("order_decline"));

    expect(await sandbox.paySandboxSession(id, "4000 0000 0000 0002")).toEqual({ ok: false, error: "Your card was declined." });
    expect(await sandbox.paySandboxSession(id, "4242 4242 4242 4241")).toEqual({ ok: false, error: "Your card number is invalid." });
    expect(await sandbox.paySandboxSession(id, "4242-4242-4242-4242")).toEqual({ ok: false, error: "Your card number is invalid." });
    expect(await provider.retrieveCheckoutSession(id)).toMatchObject({ status: "open", paymentStatus: "unpaid", paymentIntentId: null });
    expect(deliveries).toHaveLength(0);
  });

  it("pays with 4242, completes the session and delivers one signed checkout.session.completed; a second payment is refused", async () => {
    const provider = paymentsModule.payments();
    const { id } = await provider.createCheckoutSession(checkoutInput("order_pay"));

    const paid = await sandbox.paySandboxSession(id, "4242 4242 4242 4242");
    expect(paid).toEqual({ ok: true, redirectUrl: `${siteUrl}/checkout/success?session_id=${id}` });

    const view = await provider.retrieveCheckoutSession(id);
    expect(view).toMatchObject({ status: "complete", paymentStatus: "paid", amountTotalCents: 1800 });
    expect(view?.paymentIntentId).toMatch(/^pi_sandbox_[0-9a-f]{24}$/);
    const row = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id } });
    expect(row.completedAt).toBeInstanceOf(Date);

    expect(deliveries).toHaveLength(1);
    const delivery = deliveries[0]!;
    expect(delivery.method).toBe("POST");
    expect(delivery.path).toBe("/api/webhooks/stripe");
    const header = delivery.headers["stripe-signature"];
    expect(typeof header).toBe("string");
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    // Stripe's own verification with the sandbox secret, and the provider's.
    const raw = Stripe.webhooks.constructEvent(delivery.body, header as string, paymentsModule.sandboxWebhookSecret(), 300);
    expect(raw).toMatchObject({ object: "event", type: "checkout.session.completed" });
    expect(raw.id).toMatch(/^evt_sandbox_/);
    expect(raw.data.object).toMatchObject({
      id,
      object: "checkout.session",
      payment_status: "paid",
      status: "complete",
      amount_total: 1800,
      currency: "usd",
      payment_intent: view?.paymentIntentId,
      customer_details: { email: "reader@example.com" },
      customer_email: "reader@example.com",
      client_reference_id: "order_pay",
      metadata: { order_id: "order_pay", user_id: "user_1", purchase_type: "guide" },
    });
    const event = provider.verifyEvent(delivery.body, header as string);
    expect(event.type).toBe("checkout.session.completed");
    if (event.type !== "checkout.session.completed") throw new Error("unreachable");
    expect(event.session).toEqual(view);
    expect(() => provider.verifyEvent(delivery.body.replace("1800", "1"), header as string)).toThrow(paymentsModule.WebhookSignatureError);

    expect(await sandbox.paySandboxSession(id, "4242424242424242")).toEqual({ ok: false, error: "This checkout session is no longer active." });
    expect(await sandbox.paySandboxSession(id, "4000000000000002")).toEqual({ ok: false, error: "This checkout session is no longer active." });
    expect(deliveries).toHaveLength(1);
    expect((await provider.retrieveCheckoutSession(id))?.paymentIntentId).toBe(view?.paymentIntentId);
  });

  it("lets exactly one of two concurrent payments through", async () => {
    const { id } = await paymentsModule.payments().createCheckoutSession(checkoutInput("order_race"));
    const results = await Promise.all([sandbox.paySandboxSession(id, "4242424242424242"), sandbox.paySandboxSession(id, "4242424242424242")]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, error: "This checkout session is no longer active." });
    expect(deliveries).toHaveLength(1);
  });

  it("still completes the payment when the webhook route fails, and logs it", async () => {
    const logs = captureLogs({ quiet: true });
    try {
      replyStatus = 500;
      const { id } = await paymentsModule.payments().createCheckoutSession(checkoutInput("order_refused"));
      expect(await sandbox.paySandboxSession(id, "4242424242424242")).toMatchObject({ ok: true });
      expect(deliveries).toHaveLength(1);

      const unreachable = await paymentsModule.payments().createCheckoutSession(checkoutInput("order_unreachable"));
      expect(await sandbox.paySandboxSession(unreachable.id, "4242424242424242", { siteUrl: "http://127.0.0.1:9" })).toMatchObject({ ok: true });
      expect((await paymentsModule.payments().retrieveCheckoutSession(unreachable.id))?.paymentStatus).toBe("paid");
      const errors = logs.records().filter((record) => record.level === "error");
      expect(errors.map((record) => record.msg)).toEqual(["sandbox: the webhook route refused the event", "sandbox: delivering the event failed"]);
      expect(errors[0]).toMatchObject({ eventType: "checkout.session.completed", status: 500, eventId: expect.any(String) as string });
      expect(logs.raw()).not.toContain(paymentsModule.sandboxWebhookSecret());
    } finally {
      logs.stop();
    }
  });

  it("refuses an expired session (older than 24 hours) and reports it expired", async () => {
    const { id } = await paymentsModule.payments().createCheckoutSession(checkoutInput("order_old"));
    const opened = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id } });
    expect(opened.expiresAt.getTime() - opened.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
    const dayAgo = 25 * 60 * 60 * 1000;
    await database.prisma.sandboxCheckoutSession.update({
      where: { id },
      data: { createdAt: new Date(opened.createdAt.getTime() - dayAgo), expiresAt: new Date(opened.expiresAt.getTime() - dayAgo) },
    });
    expect((await paymentsModule.payments().retrieveCheckoutSession(id))?.status).toBe("expired");
    expect(await sandbox.paySandboxSession(id, "4242424242424242")).toEqual({ ok: false, error: "This checkout session is no longer active." });
    expect((await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id } })).status).toBe("expired");
    expect(deliveries).toHaveLength(0);
  });

  it("a session given a deadline (a checkout with a capped code: 30 minutes) is paid until then, refused after, and its event carries it as expires_at", async () => {
    const deadline = new Date(Math.ceil((Date.now() + 30 * 60_000) / 1000) * 1000);
    const early = await paymentsModule.payments().createCheckoutSession({ ...checkoutInput("order_short_paid"), expiresAt: deadline });
    expect(await sandbox.paySandboxSession(early.id, "4242424242424242")).toMatchObject({ ok: true });
    const paid = JSON.parse(deliveries[0]!.body) as { data: { object: { expires_at: number } } };
    expect(paid.data.object.expires_at).toBe(deadline.getTime() / 1000);

    const late = await paymentsModule.payments().createCheckoutSession({ ...checkoutInput("order_short_late"), expiresAt: deadline });
    // Half an hour on: the stored dates move back.
    await database.prisma.sandboxCheckoutSession.update({
      where: { id: late.id },
      data: { createdAt: new Date(Date.now() - 31 * 60_000), expiresAt: new Date(deadline.getTime() - 31 * 60_000) },
    });
    expect((await paymentsModule.payments().retrieveCheckoutSession(late.id))?.status).toBe("expired");
    expect(await sandbox.paySandboxSession(late.id, "4242424242424242")).toEqual({ ok: false, error: "This checkout session is no longer active." });
    expect(deliveries).toHaveLength(1);
  });

  it("with STRIPE_TAX=true prices the session for tax as Stripe would and computes none: the hosted page shows its $0.00 tax, the event carries it", async () => {
    // The sandbox as lib/payments/index.ts makes it for STRIPE_TAX=true STRIPE_TAX_BEHAVIOR=exclusive.
    const provider = sandbox.createSandboxProvider({ siteUrl, webhookSecret: paymentsModule.sandboxWebhookSecret(), tax: { behavior: "exclusive" } });
    const { id } = await provider.createCheckoutSession(checkoutInput("order_tax"));
    expect(await provider.retrieveCheckoutSession(id)).toMatchObject({
      amountTotalCents: 1800,
      amountTaxCents: 0,
      taxBehavior: "exclusive",
      metadata: { order_id: "order_tax", user_id: "user_1", purchase_type: "guide", tax_behavior: "exclusive" },
    });
    expect(await sandbox.getSandboxCheckout(id)).toMatchObject({ amountTotalCents: 1800, taxBehavior: "exclusive" });

    expect(await sandbox.paySandboxSession(id, "4242424242424242")).toMatchObject({ ok: true });
    const delivery = deliveries[0]!;
    const raw = JSON.parse(delivery.body) as { data: { object: Record<string, unknown> } };
    expect(raw.data.object).toMatchObject({ amount_total: 1800, automatic_tax: { enabled: true }, total_details: { amount_tax: 0 } });
    const event = provider.verifyEvent(delivery.body, delivery.headers["stripe-signature"] as string);
    if (event.type !== "checkout.session.completed") throw new Error(`unexpected ${event.type}`);
    expect(event.session).toMatchObject({ amountTotalCents: 1800, amountTaxCents: 0, taxBehavior: "exclusive" });
  });

  it("refunds a paid session in parts up to what was paid, each a signed charge.refunded with the charge's amount and currency", async () => {
    const provider = paymentsModule.payments();
    const { id } = await provider.createCheckoutSession(checkoutInput("order_refund_parts"));
    expect(await sandbox.paySandboxSession(id, "4242424242424242")).toMatchObject({ ok: true });
    const paymentIntent = (await provider.retrieveCheckoutSession(id))!.paymentIntentId!;
    deliveries.length = 0;
    const charge = (delivery: Delivery) => (JSON.parse(delivery.body) as { data: { object: Record<string, unknown> } }).data.object;

    expect(await provider.refund(paymentIntent, 600)).toMatchObject({ ok: true });
    expect(charge(deliveries[0]!)).toMatchObject({ payment_intent: paymentIntent, amount: 1800, amount_refunded: 600, refunded: false, currency: "usd" });
    // More than the 1200 left is refused, and nothing is delivered.
    expect(await provider.refund(paymentIntent, 1201)).toEqual({ ok: false, error: "The refund is more than what is left of the payment." });
    expect(deliveries).toHaveLength(1);
    expect(await provider.refund(paymentIntent, 1200)).toMatchObject({ ok: true });
    expect(charge(deliveries[1]!)).toMatchObject({ amount: 1800, amount_refunded: 1800, refunded: true, currency: "usd" });
    expect(await provider.refund("pi_sandbox_nobody", 100)).toEqual({ ok: false, error: "No such payment." });
  });
});
