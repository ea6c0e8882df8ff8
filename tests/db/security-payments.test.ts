// The payment attack and race cases (signatures, replays, unpaid sessions, early refunds, failures
// half way) and the refund, review and webhook-body rules,
// through the real webhook route handler, the real fulfilment code, the success page's server code
// and the sandbox provider, on a real database. CI runs this file on PostgreSQL too
// (TEST_DATABASE_URL), where the concurrent cases really run concurrently.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { markSessionPaid, refundEvent, sessionEvent, signature, webhookRequest } from "../support/payment-events";
import { confirmedBuyer, seededShop, type Shop } from "../support/shop";
import { orderNumber } from "@/lib/fulfilment/order-number";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));

let shop: Shop | undefined;
let database: TestDatabase;
let POST: (request: Request) => Promise<Response>;
let createGuideCheckout: typeof import("@/lib/checkout/create").createGuideCheckout;
let checkoutResultFor: typeof import("@/lib/checkout/result").checkoutResultFor;
let secret: string;

beforeAll(async () => {
  shop = await seededShop("security-payments", { AUTH_SECRET: "security-payments-test-secret-long-enough", SITE_URL: "http://127.0.0.1:9" });
  database = shop.database;
  ({ POST } = await import("@/app/api/webhooks/stripe/route"));
  ({ createGuideCheckout } = await import("@/lib/checkout/create"));
  ({ checkoutResultFor } = await import("@/lib/checkout/result"));
  secret = (await import("@/lib/payments")).sandboxWebhookSecret();
});

afterAll(() => shop?.close());

async function startOrder(guideIds: string[]) {
  const user = await confirmedBuyer(database.prisma, "payer", "Pat");
  const result = await createGuideCheckout(user, { guideIds });
  if (!result.ok) throw new Error(result.error);
  const order = await database.prisma.order.findUniqueOrThrow({ where: { id: result.orderId } });
  return { user, order, sessionId: order.checkoutSessionId! };
}

const deliver = (event: object, header?: string | null, body?: string) => POST(webhookRequest(event, secret, header, body));

async function state(userId: string, orderId: string) {
  const order = await database.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, refundedCents: true, reviewReason: true } });
  return {
    grants: await database.prisma.userGuide.count({ where: { userId } }),
    emails: await database.prisma.emailMessage.count({ where: { type: "purchase_confirmation", dedupeKey: `purchase:${orderId}` } }),
    ...order,
  };
}

const UNKNOWN = { ok: false, state: "unknown", title: "Unable to load payment details.", message: null, orderNumber: null };

async function eventRecord(id: string) {
  return database.prisma.paymentEvent.findUniqueOrThrow({ where: { id }, select: { processedAt: true, outcome: true, error: true } });
}

describe("webhook signatures", () => {
  it("refuses missing, tampered, v0-only and stale signatures with 400 and writes nothing", async () => {
    const { order, sessionId, user } = await startOrder(["power_001"]);
    const event = sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_sig");
    const payload = JSON.stringify(event);
    const good = signature(payload, secret);
    const timestamp = good.split(",")[0]!.slice(2);
    const stale = signature(payload, secret, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const v0Only = `t=${timestamp},v0=${good.split("v1=")[1]}`;
    for (const [header, body] of [
      [null, payload],
      ["", payload],
      [good, payload.replace("pi_sig", "pi_evil")],
      [v0Only, payload],
      [stale, payload],
      ["garbage", payload],
    ] as const) {
      const response = await deliver(event, header, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Invalid webhook signature" });
    }
    expect(await database.prisma.paymentEvent.count()).toBe(0);
    expect(await state(user.id, order.id)).toMatchObject({ grants: 0, emails: 0, status: "pending" });
  });
});

describe("webhook body limit", () => {
  /** A request body that records how much of it the server pulled. */
  function countingBody(totalBytes: number, chunkBytes = 64 * 1024) {
    const counter = { pulled: 0 };
    const chunk = new Uint8Array(chunkBytes).fill(0x20);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (counter.pulled >= totalBytes) return controller.close();
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, counter };
  }
  const FIFTY_MB = 50 * 1024 * 1024;
  const post = (body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
    POST(new Request("http://127.0.0.1/api/webhooks/stripe", { method: "POST", body, headers, duplex: "half" } as RequestInit));

  it("refuses a 50 MB post without a signature before reading any of it", async () => {
    const { stream, counter } = countingBody(FIFTY_MB);
    const response = await post(stream, { "content-type": "application/json" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Invalid webhook signature" });
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it("answers 413 to a declared length over 1 MB without reading the body", async () => {
    const { stream, counter } = countingBody(FIFTY_MB);
    const response = await post(stream, { "content-type": "application/json", "content-length": String(FIFTY_MB), "stripe-signature": "t=1,v1=00" });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Webhook payload too large" });
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it("stops reading a chunked body at 1 MB and answers 413", async () => {
    const { stream, counter } = countingBody(FIFTY_MB);
    const started = Date.now();
    const response = await post(stream, { "content-type": "application/json", "stripe-signature": "t=1,v1=00" });
    expect(response.status).toBe(413);
    expect(counter.pulled).toBeLessThan(2 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await database.prisma.paymentEvent.count()).toBe(0);
  });
});

describe("fulfilment, whatever the order and concurrency of events", () => {
  it("the same completed event three times at once plus the success page: one fulfilment, one grant per guide, one e-mail, all 2xx", async () => {
    const { order, sessionId, user } = await startOrder(["power_002", "feeling_001"]);
    await markSessionPaid(database.prisma, sessionId, "pi_dup");
    const event = sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_dup");
    const [first, second, third, page] = await Promise.all([deliver(event), deliver(event), deliver(event), checkoutResultFor(user.id, sessionId)]);
    for (const response of [first, second, third]) expect(response.status).toBe(200);
    expect(page).toMatchObject({ ok: true, type: "guide", amountDollars: "12.00", guideIds: ["power_002", "feeling_001"] });
    expect(await state(user.id, order.id)).toMatchObject({ grants: 2, emails: 1, status: "fulfilled" });
    expect(await eventRecord(event.id)).toMatchObject({ outcome: "fulfilled", error: null, processedAt: expect.any(Date) });
  });

  it("a completed event whose session is unpaid fulfils nothing; async_payment_succeeded fulfils it", async () => {
    const { order, sessionId, user } = await startOrder(["motion_001"]);
    expect((await deliver(sessionEvent("checkout.session.completed", order, sessionId, "unpaid", "pi_async"))).status).toBe(200);
    expect(await state(user.id, order.id)).toMatchObject({ grants: 0, emails: 0, status: "pending" });
    expect((await deliver(sessionEvent("checkout.session.async_payment_succeeded", order, sessionId, "paid", "pi_async"))).status).toBe(200);
    expect(await state(user.id, order.id)).toMatchObject({ grants: 1, emails: 1, status: "fulfilled" });
  });

  it("a refund that arrives before completed ends refunded with nothing granted", async () => {
    const { order, sessionId, user } = await startOrder(["vision_001"]);
    const refund = refundEvent("pi_early");
    expect((await deliver(refund)).status).toBe(200);
    expect(await eventRecord(refund.id)).toMatchObject({ outcome: "recorded", processedAt: expect.any(Date) });
    expect((await deliver(sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_early"))).status).toBe(200);
    expect(await state(user.id, order.id)).toMatchObject({ grants: 0, emails: 0, status: "refunded", refundedCents: 600 });
  });

  it("a failure in the middle of fulfilment leaves the event unprocessed; the retry completes it with nothing doubled", async () => {
    const { order, sessionId, user } = await startOrder(["feeling_002", "feeling_003"]);
    await database.prisma.$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION fail_grant() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'simulated crash'; END; $$ LANGUAGE plpgsql;`,
    );
    await database.prisma.$executeRawUnsafe(`CREATE TRIGGER fail_grant BEFORE INSERT ON user_guides FOR EACH ROW EXECUTE FUNCTION fail_grant();`);
    const event = sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_crash");
    try {
      expect((await deliver(event)).status).toBe(500);
    } finally {
      await database.prisma.$executeRawUnsafe(`DROP TRIGGER fail_grant ON user_guides`);
    }
    const recorded = await eventRecord(event.id);
    expect(recorded.processedAt).toBeNull();
    expect(recorded.error).toContain("simulated crash");
    // One transaction: the order did not move either.
    expect(await state(user.id, order.id)).toMatchObject({ grants: 0, emails: 0, status: "pending" });

    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(await state(user.id, order.id)).toMatchObject({ grants: 2, emails: 1, status: "fulfilled" });
    expect(await eventRecord(event.id)).toMatchObject({ processedAt: expect.any(Date), error: null });
  });

  it("a failure sending the receipt after the grants were committed leaves it promised; the scheduled job sends it: one e-mail, grants once", async () => {
    const { order, sessionId, user } = await startOrder(["motion_002"]);
    // Composing the receipt fails after the commit (its record cannot be written); the promise,
    // written with the grants, goes through.
    await database.prisma.$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION fail_email() RETURNS trigger AS $$ BEGIN IF NEW.status <> 'queued' THEN RAISE EXCEPTION 'simulated e-mail crash'; END IF; RETURN NEW; END; $$ LANGUAGE plpgsql;`,
    );
    await database.prisma.$executeRawUnsafe(`CREATE TRIGGER fail_email BEFORE INSERT OR UPDATE ON email_messages FOR EACH ROW EXECUTE FUNCTION fail_email();`);
    const event = sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_mail_crash");
    try {
      // The payment is settled and its receipt promised: the answer is 200, the event processed.
      expect((await deliver(event)).status).toBe(200);
    } finally {
      await database.prisma.$executeRawUnsafe(`DROP TRIGGER fail_email ON email_messages`);
    }
    expect(await state(user.id, order.id)).toMatchObject({ grants: 1, emails: 1, status: "fulfilled" });
    const promised = await database.prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: `purchase:${order.id}` }, select: { status: true } });
    expect(promised.status).toBe("queued");
    // The scheduled job sends it once its grace has passed; a replay of the event sends nothing more.
    const { sendPromisedEmails } = await import("@/lib/scheduled/promised-emails");
    const { PROMISE_GRACE_MS } = await import("@/lib/email/promised");
    await sendPromisedEmails(new Date(Date.now() + PROMISE_GRACE_MS + 1000));
    expect((await deliver(event)).status).toBe(200);
    expect(await state(user.id, order.id)).toMatchObject({ grants: 1, emails: 1, status: "fulfilled" });
    const sent = await database.prisma.emailMessage.findUniqueOrThrow({ where: { dedupeKey: `purchase:${order.id}` }, select: { status: true } });
    expect(sent.status).toBe("sent");
  });
});

describe("refunds", () => {
  it("a partial refund keeps access and records the amount; the refund that completes it takes the guides back", async () => {
    const { order, sessionId, user } = await startOrder(["vision_002", "vision_003"]);
    expect((await deliver(sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_partial"))).status).toBe(200);
    expect(await state(user.id, order.id)).toMatchObject({ grants: 2, status: "fulfilled", refundedCents: 0 });

    const partial = refundEvent("pi_partial", { amount: 1200, amountRefunded: 600 });
    const response = await deliver(partial);
    expect(await response.json()).toMatchObject({ received: true, result: "partially_refunded" });
    expect(await state(user.id, order.id)).toMatchObject({ grants: 2, status: "fulfilled", refundedCents: 600 });

    const full = refundEvent("pi_partial", { amount: 1200, amountRefunded: 1200 });
    expect(await (await deliver(full)).json()).toMatchObject({ result: "refunded" });
    expect(await state(user.id, order.id)).toMatchObject({ grants: 0, status: "refunded", refundedCents: 1200 });

    // A late copy of the partial refund changes nothing: amounts are cumulative.
    expect((await deliver(refundEvent("pi_partial", { amount: 1200, amountRefunded: 600 }))).status).toBe(200);
    expect(await state(user.id, order.id)).toMatchObject({ grants: 0, status: "refunded", refundedCents: 1200 });
  });

  it("a partial refund that arrives before the payment is applied when the payment arrives, and access stays", async () => {
    const { order, sessionId, user } = await startOrder(["power_003", "power_004"]);
    expect((await deliver(refundEvent("pi_partial_early", { amount: 1200, amountRefunded: 300 }))).status).toBe(200);
    expect((await deliver(sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_partial_early"))).status).toBe(200);
    expect(await state(user.id, order.id)).toMatchObject({ grants: 2, emails: 1, status: "fulfilled", refundedCents: 300 });
  });

  it("a refund concurrent with fulfilment and the success page always ends refunded with no grants", async () => {
    const iterations = database.kind === "postgres" ? 40 : 8;
    for (let index = 0; index < iterations; index += 1) {
      const { order, sessionId, user } = await startOrder(["motion_003", "motion_004"]);
      const paymentIntent = `pi_race_${index}`;
      await markSessionPaid(database.prisma, sessionId, paymentIntent);
      const completed = sessionEvent("checkout.session.completed", order, sessionId, "paid", paymentIntent);
      const refund = refundEvent(paymentIntent, { amount: 1200 });
      const calls = [() => deliver(completed), () => deliver(refund), () => deliver(completed), () => checkoutResultFor(user.id, sessionId)];
      // Vary who starts first.
      const ordered = index % 2 === 0 ? calls : [...calls].reverse();
      const results = await Promise.all(ordered.map((call) => call()));
      for (const result of results) if (result instanceof Response) expect(result.status).toBe(200);
      expect(await state(user.id, order.id), `iteration ${index}`).toMatchObject({ grants: 0, status: "refunded", refundedCents: 1200 });
    }
  });

  it("a partial refund concurrent with fulfilment always ends fulfilled with exactly its grants and the amount recorded", async () => {
    const iterations = database.kind === "postgres" ? 20 : 5;
    for (let index = 0; index < iterations; index += 1) {
      const { order, sessionId, user } = await startOrder(["vision_004", "feeling_004"]);
      const paymentIntent = `pi_partial_race_${index}`;
      const completed = sessionEvent("checkout.session.completed", order, sessionId, "paid", paymentIntent);
      const refund = refundEvent(paymentIntent, { amount: 1200, amountRefunded: 500 });
      const responses = await Promise.all(index % 2 === 0 ? [deliver(completed), deliver(refund)] : [deliver(refund), deliver(completed)]);
      for (const response of responses) expect(response.status).toBe(200);
      expect(await state(user.id, order.id), `iteration ${index}`).toMatchObject({ grants: 2, emails: 1, status: "fulfilled", refundedCents: 500 });
    }
  });
});

describe("a payment that cannot be fulfilled stays visible", () => {
  it("a paid session without a payment intent is settled by its order, found by the session's id or by the order its metadata names", async () => {
    const withoutIntent = (event: ReturnType<typeof sessionEvent>, sessionId?: string) => ({
      ...event,
      data: { object: { ...event.data.object, payment_intent: null, ...(sessionId ? { id: sessionId } : {}) } },
    });
    const bySession = await startOrder(["vision_002"]);
    const first = withoutIntent(sessionEvent("checkout.session.completed", bySession.order, bySession.sessionId, "paid", "unused"));
    expect(await (await deliver(first)).json()).toMatchObject({ result: "fulfilled" });
    expect(await state(bySession.user.id, bySession.order.id)).toMatchObject({ grants: 1, emails: 1, status: "fulfilled" });

    // A session id the shop never stored: the metadata's order is the one settled.
    const byMetadata = await startOrder(["vision_003"]);
    const second = withoutIntent(sessionEvent("checkout.session.completed", byMetadata.order, byMetadata.sessionId, "paid", "unused"), "cs_never_stored");
    expect(await (await deliver(second)).json()).toMatchObject({ result: "fulfilled" });
    expect(await state(byMetadata.user.id, byMetadata.order.id)).toMatchObject({ grants: 1, status: "fulfilled" });

    // Neither known: nothing is settled, and the event says why.
    const stranger = withoutIntent(sessionEvent("checkout.session.completed", { ...byMetadata.order, id: "order_nobody_has" }, "cs_nobody", "paid", "unused"));
    expect(await (await deliver(stranger)).json()).toMatchObject({ result: "unknown", needsReview: true });
  });

  it("an amount mismatch holds the order for review with its reason, grants nothing and leaves the event unprocessed", async () => {
    const { order, sessionId, user } = await startOrder(["power_001", "motion_001"]);
    const event = sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_short", { amountTotal: 100 });
    const response = await deliver(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, result: "needs_review", needsReview: true });
    expect(await state(user.id, order.id)).toMatchObject({
      grants: 0,
      emails: 0,
      status: "needs_review",
      reviewReason: "amount_mismatch: paid 100 usd, order total 1200 usd",
    });
    expect(await eventRecord(event.id)).toEqual({ processedAt: null, outcome: "needs_review", error: "amount_mismatch: paid 100 usd, order total 1200 usd" });

    // What an admin screen would list.
    const held = await database.prisma.order.findMany({ where: { status: "needs_review" }, select: { id: true, paymentIntentId: true } });
    expect(held).toContainEqual({ id: order.id, paymentIntentId: "pi_short" });
    const unprocessed = await database.prisma.paymentEvent.findMany({ where: { processedAt: null, NOT: { error: null } }, select: { id: true } });
    expect(unprocessed).toContainEqual({ id: event.id });

    // A replay and the success page do not slip it through: the replay reads the held order's reason back.
    expect((await deliver(event)).status).toBe(200);
    expect(await eventRecord(event.id)).toEqual({ processedAt: null, outcome: "needs_review", error: "amount_mismatch: paid 100 usd, order total 1200 usd" });
    // The buyer paid: the page says so, never "unable to load".
    expect(await checkoutResultFor(user.id, sessionId)).toEqual({
      ok: false,
      state: "in_review",
      title: "Your payment is being checked",
      message: "Your payment is safe. Something about it needs a person to look at it, and we will e-mail you as soon as it is settled.",
      orderNumber: orderNumber(order.id),
    });
    expect(await state(user.id, order.id)).toMatchObject({ grants: 0, status: "needs_review" });

    // The admin refunds the payment: the order ends refunded.
    expect((await deliver(refundEvent("pi_short", { amount: 100 }))).status).toBe(200);
    expect(await state(user.id, order.id)).toMatchObject({ grants: 0, status: "refunded", refundedCents: 100 });
  });

  it("a paid session naming an order the shop does not have is acknowledged and kept unprocessed with the reason", async () => {
    const event = sessionEvent("checkout.session.completed", { id: "order_missing", userId: null, totalCents: 600 }, "cs_sandbox_unknown", "paid", "pi_lost");
    const response = await deliver(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, result: "unknown", needsReview: true });
    expect(await eventRecord(event.id)).toMatchObject({ processedAt: null, error: "no order order_missing for checkout session cs_sandbox_unknown" });
  });
});

describe("the success page", () => {
  it("fulfils an order the webhook has not reached, and later visits only read it: no provider call, no writes", async () => {
    const { order, sessionId, user } = await startOrder(["feeling_001", "feeling_002"]);
    await markSessionPaid(database.prisma, sessionId, "pi_page");
    const first = await checkoutResultFor(user.id, sessionId);
    expect(first).toMatchObject({ ok: true, itemName: expect.stringContaining(","), amountDollars: "12.00" });
    expect(await state(user.id, order.id)).toMatchObject({ grants: 2, emails: 1, status: "fulfilled" });
    const before = await database.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { updatedAt: true } });

    // The sandbox provider answers from this table: without its row, a call to the provider would
    // find no session and the page would show nothing.
    await database.prisma.sandboxCheckoutSession.delete({ where: { id: sessionId } });
    for (let visit = 0; visit < 2; visit += 1) expect(await checkoutResultFor(user.id, sessionId)).toEqual(first);
    expect(await database.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { updatedAt: true } })).toEqual(before);
    expect(await state(user.id, order.id)).toMatchObject({ grants: 2, emails: 1, status: "fulfilled" });
  });

  it("shows another person nothing and fulfils nothing for them", async () => {
    const { order, sessionId, user } = await startOrder(["vision_001"]);
    await markSessionPaid(database.prisma, sessionId, "pi_other");
    const stranger = await database.prisma.user.create({ data: { email: "stranger@shop.test", firstName: "Eve" }, select: { id: true } });
    expect(await checkoutResultFor(stranger.id, sessionId)).toEqual(UNKNOWN);
    expect(await state(user.id, order.id)).toMatchObject({ grants: 0, status: "pending" });
    for (const bad of ["", "not-a-session", "cs_" + "x".repeat(500), 42, null]) {
      expect(await checkoutResultFor(user.id, bad)).toEqual(UNKNOWN);
    }
  });

  it("a refunded order's page says it was refunded, with its number, and lists nothing to download", async () => {
    const { order, sessionId, user } = await startOrder(["motion_002"]);
    expect((await deliver(sessionEvent("checkout.session.completed", order, sessionId, "paid", "pi_page_refund"))).status).toBe(200);
    expect(await checkoutResultFor(user.id, sessionId)).toMatchObject({ ok: true, guides: [{ id: "motion_002" }] });
    expect((await deliver(refundEvent("pi_page_refund", { amount: 600 }))).status).toBe(200);
    expect(await checkoutResultFor(user.id, sessionId)).toEqual({
      ok: false,
      state: "refunded",
      title: "This order was refunded",
      message: "Its payment was given back to your card, where it usually arrives within 5-10 business days. The refund e-mail has the details.",
      orderNumber: orderNumber(order.id),
    });
    // Someone else still learns nothing about it.
    const stranger = await database.prisma.user.create({ data: { email: "stranger-2@shop.test", firstName: "Eve" }, select: { id: true } });
    expect(await checkoutResultFor(stranger.id, sessionId)).toEqual(UNKNOWN);
  });
});
