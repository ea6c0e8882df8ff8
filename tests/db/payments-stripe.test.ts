// The Stripe adapter against a loopback stand-in for Stripe's API (the stripe client's host, port
// and protocol options point it there), and webhook verification with real Stripe signatures.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStripeProvider } from "@/lib/payments/stripe";
import type { TaxSettings } from "@/lib/payments/tax";
import { WebhookSignatureError, type CreateCheckoutInput, type PaymentsProvider } from "@/lib/payments/types";

const SECRET_KEY = "sk_test_standin_0123456789abcdef";
const WEBHOOK_SECRET = "whsec_test_standin_0123456789abcdef";

type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string; form: URLSearchParams };

let standIn: Server;
let port: number;
const received: RecordedRequest[] = [];

function sessionJson(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    object: "checkout.session",
    mode: "payment",
    status: "open",
    payment_status: "unpaid",
    amount_total: 1200,
    currency: "usd",
    payment_intent: null,
    customer_details: null,
    customer_email: "buyer@example.com",
    metadata: { order_id: "order_1", user_id: "user_1" },
    url: `https://checkout.stripe.com/c/pay/${id}`,
    expires_at: 1_900_000_000,
    ...extra,
  };
}

beforeAll(async () => {
  standIn = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = (request.url ?? "").split("?")[0] ?? "";
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({ method: request.method ?? "", path, headers: request.headers, body, form: new URLSearchParams(body) });
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": `req_${received.length}` });
        response.end(JSON.stringify(body));
      };
      if (request.method === "POST" && path === "/v1/checkout/sessions") return reply(200, sessionJson("cs_test_123"));
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (request.method === "POST" && expire) {
        // cs_open expires; cs_test_123 was paid (Stripe refuses: only open sessions expire).
        if (expire[1] === "cs_open") return reply(200, sessionJson("cs_open", { status: "expired" }));
        if (expire[1] === "cs_test_123") {
          return reply(400, { error: { type: "invalid_request_error", message: 'Only Checkout Sessions with a status in ["open"] can be expired.' } });
        }
        return reply(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such checkout.session: '${expire[1]}'` } });
      }
      if (request.method === "POST" && path === "/v1/refunds") {
        const form = received[received.length - 1]!.form;
        if (form.get("payment_intent") !== "pi_test_456") {
          return reply(400, {
            error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${form.get("payment_intent")}'` },
          });
        }
        return reply(200, {
          id: `re_test_${received.length}`,
          object: "refund",
          amount: Number(form.get("amount")),
          payment_intent: "pi_test_456",
          reason: form.get("reason"),
          status: "succeeded",
        });
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === "GET" && match?.[1] === "cs_taxed") {
        // Paid with Stripe Tax, the tax added on top: $12.00 and $2.40 of tax.
        return reply(
          200,
          sessionJson("cs_taxed", {
            status: "complete",
            payment_status: "paid",
            payment_intent: "pi_taxed",
            amount_subtotal: 1200,
            amount_total: 1440,
            automatic_tax: { enabled: true, status: "complete" },
            total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 240 },
            metadata: { order_id: "order_1", user_id: "user_1", tax_behavior: "exclusive" },
          }),
        );
      }
      if (request.method === "GET" && match) {
        if (match[1] === "cs_test_123") {
          return reply(
            200,
            sessionJson("cs_test_123", {
              status: "complete",
              payment_status: "paid",
              payment_intent: "pi_test_456",
              customer_details: { email: "paid@example.com" },
            }),
          );
        }
        return reply(404, {
          error: { type: "invalid_request_error", code: "resource_missing", param: "session", message: `No such checkout.session: '${match[1]}'` },
        });
      }
      reply(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  port = (standIn.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => standIn?.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

/** The adapter as lib/payments/index.ts makes it; `tax` is what it passes for STRIPE_TAX=true
 * (with STRIPE_TAX_BEHAVIOR), null without it. */
function provider(tax?: TaxSettings): PaymentsProvider {
  return createStripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    host: "127.0.0.1",
    port,
    protocol: "http",
    ...(tax !== undefined ? { tax } : {}),
  });
}

const input: CreateCheckoutInput = {
  orderId: "order_1",
  customerEmail: "buyer@example.com",
  lineItems: [
    { name: "Power 1", description: "Say no without the guilt", unitAmountCents: 600, quantity: 1 },
    { name: "Vision 2", unitAmountCents: 600, quantity: 1, stripePriceId: "price_vision2" },
    { name: "Feeling 3 (free with QUIZ)", unitAmountCents: 0, quantity: 1, stripePriceId: null },
  ],
  metadata: { order_id: "order_1", user_id: "user_1", purchase_type: "guide" },
  successUrl: "http://shop.test/checkout/success?session_id={CHECKOUT_SESSION_ID}",
  cancelUrl: "http://shop.test/cart",
};

describe("Stripe adapter: checkout sessions", () => {
  it("creates a hosted Checkout Session with the order's lines, metadata, URLs and an idempotency key", async () => {
    const session = await provider().createCheckoutSession(input);
    // With the session's own expiry, as Stripe set it: the scheduled job expires the order after it.
    expect(session).toEqual({ id: "cs_test_123", url: "https://checkout.stripe.com/c/pay/cs_test_123", expiresAt: new Date(1_900_000_000 * 1000) });

    expect(received).toHaveLength(1);
    const request = received[0]!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/checkout/sessions");
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers["idempotency-key"]).toBe("checkout:order_1");

    const form = request.form;
    expect(form.get("mode")).toBe("payment");
    expect(form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("600");
    expect(form.get("line_items[0][price_data][product_data][name]")).toBe("Power 1");
    expect(form.get("line_items[0][price_data][product_data][description]")).toBe("Say no without the guilt");
    expect(form.get("line_items[0][quantity]")).toBe("1");
    expect(form.get("line_items[1][price]")).toBe("price_vision2");
    expect(form.get("line_items[1][quantity]")).toBe("1");
    expect(form.has("line_items[1][price_data][unit_amount]")).toBe(false);
    expect(form.get("line_items[2][price_data][unit_amount]")).toBe("0");
    expect(form.get("line_items[2][price_data][product_data][name]")).toBe("Feeling 3 (free with QUIZ)");
    expect(form.get("metadata[order_id]")).toBe("order_1");
    expect(form.get("metadata[user_id]")).toBe("user_1");
    expect(form.get("payment_intent_data[metadata][order_id]")).toBe("order_1");
    expect(form.get("client_reference_id")).toBe("order_1");
    expect(form.get("customer_email")).toBe("buyer@example.com");
    expect(form.get("success_url")).toBe("http://shop.test/checkout/success?session_id={CHECKOUT_SESSION_ID}");
    expect(form.get("success_url")).toContain("{CHECKOUT_SESSION_ID}");
    expect(form.get("cancel_url")).toBe("http://shop.test/cart");
  });

  it("checkouts with a capped code expire in 30 minutes: the deadline the shop gives goes to Stripe as expires_at; without one, Stripe keeps its day", async () => {
    const deadline = new Date(Math.ceil((Date.now() + 30 * 60_000 + 10_000) / 1000) * 1000);
    await provider().createCheckoutSession({ ...input, expiresAt: deadline });
    expect(received[0]?.form.get("expires_at")).toBe(String(deadline.getTime() / 1000));
    await provider().createCheckoutSession(input);
    expect(received[1]?.form.has("expires_at")).toBe(false);
  });

  it("leaves customer_email out when the order has none", async () => {
    await provider().createCheckoutSession({ ...input, customerEmail: null });
    expect(received[0]?.form.has("customer_email")).toBe(false);
  });

  it("expires an open session, and reports a paid or unknown one as it is", async () => {
    const stripe = provider();
    expect(await stripe.expireCheckoutSession("cs_open")).toBe("expired");
    expect(await stripe.expireCheckoutSession("cs_test_123")).toBe("complete");
    expect(await stripe.expireCheckoutSession("cs_gone")).toBe("missing");
    expect(received.filter((request) => request.method === "POST").map((request) => request.path)).toEqual([
      "/v1/checkout/sessions/cs_open/expire",
      "/v1/checkout/sessions/cs_test_123/expire",
      "/v1/checkout/sessions/cs_gone/expire",
    ]);
  });

  it("retrieves a session as a CheckoutSessionView, and null for one Stripe does not know", async () => {
    const stripe = provider();
    expect(await stripe.retrieveCheckoutSession("cs_test_123")).toEqual({
      id: "cs_test_123",
      status: "complete",
      paymentStatus: "paid",
      amountTotalCents: 1200,
      amountTaxCents: 0,
      taxBehavior: null,
      currency: "usd",
      paymentIntentId: "pi_test_456",
      customerEmail: "paid@example.com",
      metadata: { order_id: "order_1", user_id: "user_1" },
    });
    expect(received[0]).toMatchObject({ method: "GET", path: "/v1/checkout/sessions/cs_test_123" });
    expect(received[0]?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);

    expect(await stripe.retrieveCheckoutSession("cs_test_missing")).toBeNull();
  });
});

describe("Stripe adapter: Stripe Tax", () => {
  const TAX_FIELDS = /automatic_tax|billing_address_collection|tax_behavior/;

  it("asks for no tax without STRIPE_TAX: the request is the one the shop always sent", async () => {
    await provider().createCheckoutSession(input);
    await provider(null).createCheckoutSession(input);
    const [plain, off] = received;
    expect(off?.body).toBe(plain?.body);
    expect([...plain!.form.keys()].filter((key) => TAX_FIELDS.test(key))).toEqual([]);
    expect([...plain!.form.keys()]).toEqual([
      "mode",
      "line_items[0][price_data][currency]",
      "line_items[0][price_data][unit_amount]",
      "line_items[0][price_data][product_data][name]",
      "line_items[0][price_data][product_data][description]",
      "line_items[0][quantity]",
      "line_items[1][price]",
      "line_items[1][quantity]",
      "line_items[2][price_data][currency]",
      "line_items[2][price_data][unit_amount]",
      "line_items[2][price_data][product_data][name]",
      "line_items[2][quantity]",
      "customer_email",
      "client_reference_id",
      "metadata[order_id]",
      "metadata[user_id]",
      "metadata[purchase_type]",
      "payment_intent_data[metadata][order_id]",
      "payment_intent_data[metadata][user_id]",
      "payment_intent_data[metadata][purchase_type]",
      "success_url",
      "cancel_url",
    ]);
  });

  it("with STRIPE_TAX=true asks Stripe to compute the tax from the billing address it collects, each inline price with the configured behaviour", async () => {
    await provider({ behavior: "exclusive" }).createCheckoutSession(input);
    const form = received[0]!.form;
    expect(form.get("automatic_tax[enabled]")).toBe("true");
    expect(form.get("billing_address_collection")).toBe("required");
    expect(form.get("line_items[0][price_data][tax_behavior]")).toBe("exclusive");
    expect(form.get("line_items[2][price_data][tax_behavior]")).toBe("exclusive");
    // A configured Price keeps the behaviour set on it in the Stripe dashboard.
    expect(form.get("line_items[1][price]")).toBe("price_vision2");
    expect([...form.keys()].filter((key) => key.startsWith("line_items[1]"))).toEqual(["line_items[1][price]", "line_items[1][quantity]"]);
    // The behaviour travels with the session, so its payment is checked by the rule it was priced under.
    expect(form.get("metadata[tax_behavior]")).toBe("exclusive");
    expect(form.get("metadata[order_id]")).toBe("order_1");
    expect(form.has("payment_intent_data[metadata][tax_behavior]")).toBe(false);
    expect(received[0]?.headers["idempotency-key"]).toBe("checkout:order_1");

    received.length = 0;
    await provider({ behavior: "inclusive" }).createCheckoutSession(input);
    expect(received[0]?.form.get("line_items[0][price_data][tax_behavior]")).toBe("inclusive");
    expect(received[0]?.form.get("metadata[tax_behavior]")).toBe("inclusive");
    expect(received[0]?.form.get("automatic_tax[enabled]")).toBe("true");
  });

  it("reads the tax Stripe computed (total_details.amount_tax) from a retrieved session and from a webhook event", async () => {
    expect(await provider({ behavior: "exclusive" }).retrieveCheckoutSession("cs_taxed")).toMatchObject({
      amountTotalCents: 1440,
      amountTaxCents: 240,
      taxBehavior: "exclusive",
      paymentIntentId: "pi_taxed",
    });
    const event = JSON.stringify({
      id: "evt_taxed",
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: sessionJson("cs_taxed", {
          status: "complete",
          payment_status: "paid",
          payment_intent: "pi_taxed",
          amount_total: 1200,
          total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 200 },
          metadata: { order_id: "order_1", tax_behavior: "inclusive" },
        }),
      },
    });
    const verified = provider().verifyEvent(event, Stripe.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET }));
    if (verified.type !== "checkout.session.completed") throw new Error(`unexpected ${verified.type}`);
    expect(verified.session).toMatchObject({ amountTotalCents: 1200, amountTaxCents: 200, taxBehavior: "inclusive" });
  });
});

describe("Stripe adapter: refunds", () => {
  it("refunds through refunds.create with the caller's idempotency key, Stripe's duplicate reason and the order in metadata", async () => {
    expect(
      await provider().refund("pi_test_456", 600, { idempotencyKey: "duplicate:order_1", reason: "duplicate", metadata: { order_id: "order_1" } }),
    ).toEqual({
      ok: true,
      refundId: "re_test_1",
    });
    expect(received).toHaveLength(1);
    const request = received[0]!;
    expect(request).toMatchObject({ method: "POST", path: "/v1/refunds" });
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers["idempotency-key"]).toBe("duplicate:order_1");
    expect(request.form.get("payment_intent")).toBe("pi_test_456");
    expect(request.form.get("amount")).toBe("600");
    expect(request.form.get("reason")).toBe("duplicate");
    expect(request.form.get("metadata[order_id]")).toBe("order_1");
  });

  it("keys a plain refund by payment and amount (a double click makes one refund), and reports Stripe's refusal as an error", async () => {
    expect(await provider().refund("pi_test_456", 300)).toMatchObject({ ok: true });
    expect(received[0]?.headers["idempotency-key"]).toBe("refund:pi_test_456:300");
    expect(received[0]?.form.has("reason")).toBe(false);
    expect(await provider().refund("pi_unknown", 300)).toEqual({ ok: false, error: "No such payment_intent: 'pi_unknown'" });
  });
});

describe("Stripe adapter: webhook verification", () => {
  const completed = JSON.stringify({
    id: "evt_test_1",
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: { object: sessionJson("cs_test_123", { status: "complete", payment_status: "paid", payment_intent: "pi_test_456", amount_total: 600 }) },
  });
  const sign = (payload: string, extra: { timestamp?: number; scheme?: string } = {}) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, ...extra });

  it("accepts an event signed with the webhook secret and reduces it to a PaymentEvent", () => {
    const event = provider().verifyEvent(completed, sign(completed));
    expect(event.type).toBe("checkout.session.completed");
    if (event.type !== "checkout.session.completed") throw new Error("unreachable");
    expect(event.id).toBe("evt_test_1");
    expect(event.session).toMatchObject({
      id: "cs_test_123",
      status: "complete",
      paymentStatus: "paid",
      amountTotalCents: 600,
      paymentIntentId: "pi_test_456",
      metadata: { order_id: "order_1", user_id: "user_1" },
    });
  });

  it("maps charge.refunded to the payment intent and amount refunded, and anything else to other", () => {
    const refunded = JSON.stringify({
      id: "evt_test_2",
      object: "event",
      type: "charge.refunded",
      data: { object: { id: "ch_1", object: "charge", payment_intent: "pi_test_456", amount_refunded: 600 } },
    });
    expect(provider().verifyEvent(refunded, sign(refunded))).toMatchObject({
      id: "evt_test_2",
      type: "charge.refunded",
      paymentIntentId: "pi_test_456",
      amountRefundedCents: 600,
    });
    // Full or partial: Stripe's `refunded` flag, or the whole amount given back.
    const charge = (object: Record<string, unknown>) =>
      JSON.stringify({
        id: "evt_test_4",
        object: "event",
        type: "charge.refunded",
        data: { object: { id: "ch_2", object: "charge", payment_intent: "pi_test_456", ...object } },
      });
    const verifyCharge = (object: Record<string, unknown>) => provider().verifyEvent(charge(object), sign(charge(object)));
    expect(verifyCharge({ amount: 1200, amount_refunded: 600, refunded: false })).toMatchObject({ amountRefundedCents: 600, fullyRefunded: false });
    expect(verifyCharge({ amount: 1200, amount_refunded: 1200, refunded: true })).toMatchObject({ amountRefundedCents: 1200, fullyRefunded: true });
    expect(verifyCharge({ amount: 1200, amount_refunded: 1200 })).toMatchObject({ fullyRefunded: true });
    expect(verifyCharge({ amount_refunded: 300 })).toMatchObject({ amountRefundedCents: 300, fullyRefunded: false });
    const other = JSON.stringify({ id: "evt_test_3", object: "event", type: "customer.created", data: { object: { id: "cus_1" } } });
    expect(provider().verifyEvent(other, sign(other))).toMatchObject({ id: "evt_test_3", type: "other", originalType: "customer.created" });
  });

  it("rejects a missing header", () => {
    expect(() => provider().verifyEvent(completed, null)).toThrow(WebhookSignatureError);
    expect(() => provider().verifyEvent(completed, "")).toThrow(WebhookSignatureError);
  });

  it("rejects a tampered payload", () => {
    const header = sign(completed);
    const tampered = completed.replace('"amount_total":600', '"amount_total":1');
    expect(tampered).not.toBe(completed);
    expect(() => provider().verifyEvent(tampered, header)).toThrow(WebhookSignatureError);
  });

  it("rejects a header with only a v0 signature", () => {
    const header = sign(completed, { scheme: "v0" });
    expect(header).toMatch(/^t=\d+,v0=[0-9a-f]{64}$/);
    expect(() => provider().verifyEvent(completed, header)).toThrow(WebhookSignatureError);
  });

  it("rejects a signature made with another secret", () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload: completed, secret: "whsec_someone_else" });
    expect(() => provider().verifyEvent(completed, header)).toThrow(WebhookSignatureError);
  });

  it("rejects a stale timestamp (older than 300 seconds) and accepts one just inside", () => {
    const now = Math.floor(Date.now() / 1000);
    expect(() => provider().verifyEvent(completed, sign(completed, { timestamp: now - 301 }))).toThrow(WebhookSignatureError);
    expect(provider().verifyEvent(completed, sign(completed, { timestamp: now - 290 })).type).toBe("checkout.session.completed");
  });
});
