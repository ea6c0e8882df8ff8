// A refund tells the customer: what, how much, when it reaches their card and which guides leave
// the shelf, once per refund, sent from the webhook's refund handling so a refund made in the
// provider's dashboard is covered too. Through the sandbox provider, the real webhook route (served
// on loopback for the sandbox's events) and the outbox, on a real database.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { refundEvent, sessionEvent, webhookRequest } from "../support/payment-events";
import { confirmedBuyer, sandboxShop, type SandboxShop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));

let shop: SandboxShop | undefined;
let database: TestDatabase;
let POST: (request: Request) => Promise<Response>;
let createGuideCheckout: typeof import("@/lib/checkout/create").createGuideCheckout;
let sandbox: typeof import("@/lib/payments/sandbox");
let payments: typeof import("@/lib/payments").payments;
let secret: string;

beforeAll(async () => {
  shop = await sandboxShop("refund-notices", { AUTH_SECRET: "refund-notices-test-secret-long-enough" });
  database = shop.database;
  ({ POST } = await import("@/app/api/webhooks/stripe/route"));
  ({ createGuideCheckout } = await import("@/lib/checkout/create"));
  sandbox = await import("@/lib/payments/sandbox");
  const paymentsModule = await import("@/lib/payments");
  payments = paymentsModule.payments;
  secret = paymentsModule.sandboxWebhookSecret();
});

afterAll(() => shop?.close());

/** A buyer who has paid for `guideIds` through the sandbox; returns the payment's id. */
async function paidOrder(guideIds: string[]) {
  const user = await confirmedBuyer(database.prisma, "refunded", "Ren");
  const started = await createGuideCheckout(user, { guideIds });
  if (!started.ok) throw new Error(started.error);
  const order = await database.prisma.order.findUniqueOrThrow({ where: { id: started.orderId }, select: { id: true, checkoutSessionId: true } });
  expect(await sandbox.paySandboxSession(order.checkoutSessionId!, "4242 4242 4242 4242")).toMatchObject({ ok: true });
  const paid = await database.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, paymentIntentId: true } });
  expect(paid.status).toBe("fulfilled");
  return { user, orderId: order.id, paymentIntent: paid.paymentIntentId! };
}

const notices = (to: string) =>
  database.prisma.emailMessage.findMany({
    where: { to, type: "refund_notice" },
    orderBy: { createdAt: "asc" },
    select: { subject: true, text: true, html: true },
  });

const titles = async (guideIds: string[]) =>
  Promise.all(guideIds.map(async (id) => (await database.prisma.guide.findUniqueOrThrow({ where: { id }, select: { title: true } })).title));

const deliver = (event: object) => POST(webhookRequest(event, secret));

describe("refund notices", () => {
  it("a full refund of a $12 order: one e-mail saying what, how much, when it reaches the card and which guides leave the shelf, once however often the event comes", async () => {
    const { user, orderId, paymentIntent } = await paidOrder(["feeling_001", "feeling_002"]);
    const [first, second] = await titles(["feeling_001", "feeling_002"]);
    // What the admin's refund button calls.
    expect(await payments().refund(paymentIntent, 1200)).toMatchObject({ ok: true });
    expect(await database.prisma.userGuide.count({ where: { userId: user.id } })).toBe(0);

    // The provider delivers the same event again, three times at once.
    const [reported] = await database.prisma.sandboxWebhookEvent.findMany({
      where: { type: "charge.refunded", payload: { contains: paymentIntent } },
      select: { payload: true },
    });
    const event = JSON.parse(reported!.payload) as object;
    for (const response of await Promise.all([deliver(event), deliver(event), deliver(event)])) expect(response.status).toBe(200);

    const sent = await notices(user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Your refund of $12.00 is on its way");
    expect(sent[0]!.text).toContain(`We have refunded $12.00 of order AG-`);
    expect(sent[0]!.text).toContain(`(${first}, ${second})`);
    expect(sent[0]!.text).toContain("5-10 business days");
    expect(sent[0]!.text).toContain(`These guides have left your shelf: ${first}, ${second}.`);
    // Listed with the order's e-mails in the admin panel (the dedupe key names the order).
    expect(await database.prisma.emailMessage.count({ where: { type: "refund_notice", dedupeKey: { contains: orderId } } })).toBe(1);
  });

  it("a partial refund says the guides stay; the refund of the rest says which leave: one e-mail per refund", async () => {
    const { user, paymentIntent } = await paidOrder(["motion_003", "motion_004"]);
    const [first, second] = await titles(["motion_003", "motion_004"]);
    expect(await payments().refund(paymentIntent, 500)).toMatchObject({ ok: true });
    let sent = await notices(user.email);
    expect(sent.map((email) => email.subject)).toEqual(["Your refund of $5.00 is on its way"]);
    expect(sent[0]!.text).toContain("The rest of the order stands.");
    expect(sent[0]!.text).toContain("Nothing leaves your shelf: your guides stay yours.");
    expect(await database.prisma.userGuide.count({ where: { userId: user.id } })).toBe(2);

    expect(await payments().refund(paymentIntent, 700)).toMatchObject({ ok: true });
    sent = await notices(user.email);
    expect(sent.map((email) => email.subject)).toEqual(["Your refund of $5.00 is on its way", "Your refund of $7.00 is on its way"]);
    expect(sent[1]!.text).toContain(`These guides have left your shelf: ${first}, ${second}.`);
  });

  it("a refund made in the provider's dashboard is told too: concurrent copies and a late earlier report make one e-mail per refund", async () => {
    const { user, paymentIntent } = await paidOrder(["power_003"]);
    const [guide] = await titles(["power_003"]);
    const dashboard = refundEvent(paymentIntent, { amount: 600, amountRefunded: 600 });
    for (const response of await Promise.all([deliver(dashboard), deliver(dashboard), deliver({ ...dashboard, id: `${dashboard.id}_copy` })])) {
      expect(response.status).toBe(200);
    }
    // A report of an earlier, smaller cumulative amount arriving late tells nobody anything new.
    expect((await deliver(refundEvent(paymentIntent, { amount: 600, amountRefunded: 300 }))).status).toBe(200);
    const sent = await notices(user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Your refund of $6.00 is on its way");
    expect(sent[0]!.text).toContain(`${guide} has left your shelf.`);
  });

  it("a refund reported before its payment is told once the payment arrives, and nothing was granted", async () => {
    const user = await confirmedBuyer(database.prisma, "early", "Eli");
    const started = await createGuideCheckout(user, { guideIds: ["vision_004"] });
    if (!started.ok) throw new Error(started.error);
    const order = await database.prisma.order.findUniqueOrThrow({ where: { id: started.orderId } });
    expect((await deliver(refundEvent("pi_refund_first", { amount: 600 }))).status).toBe(200);
    expect(await notices(user.email)).toHaveLength(0);
    expect((await deliver(sessionEvent("checkout.session.completed", order, order.checkoutSessionId!, "paid", "pi_refund_first"))).status).toBe(200);
    const sent = await notices(user.email);
    expect(sent.map((email) => email.subject)).toEqual(["Your refund of $6.00 is on its way"]);
    expect(sent[0]!.text).toContain("Nothing leaves your shelf");
    expect(await database.prisma.userGuide.count({ where: { userId: user.id } })).toBe(0);
  });

  it("escapes what goes into the notice: a name with markup arrives as text", async () => {
    const { user, paymentIntent } = await paidOrder(["feeling_003"]);
    await database.prisma.user.update({ where: { id: user.id }, data: { displayName: "<img src=x onerror=alert(1)>" } });
    expect(await payments().refund(paymentIntent, 600)).toMatchObject({ ok: true });
    const [sent] = await notices(user.email);
    expect(sent!.html).not.toContain("<img src=x");
    expect(sent!.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});
