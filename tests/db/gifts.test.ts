// Gifts through the real webhook route, fulfilment, delivery, scheduled jobs and activation on a real
// database (the sandbox provider and the outbox transport are the app's own code paths).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { refundEvent, sessionEvent, webhookRequest } from "../support/payment-events";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));

let shop: Shop | undefined;
let database: TestDatabase;
let POST: (request: Request) => Promise<Response>;
let secret: string;
let gifts: {
  createGiftCheckout: typeof import("@/lib/gifts/checkout").createGiftCheckout;
  activateGift: typeof import("@/lib/gifts/activate").activateGift;
  giftLinkState: typeof import("@/lib/gifts/activate").giftLinkState;
  giftDeliveryJob: typeof import("@/lib/gifts/scheduled").giftDeliveryJob;
  giftReminderJob: typeof import("@/lib/gifts/scheduled").giftReminderJob;
  calendarDateIn: typeof import("@/lib/gifts/delivery-time").calendarDateIn;
  extractLinks: typeof import("@/lib/email/html").extractLinks;
};

beforeAll(async () => {
  shop = await seededShop("gifts-storage", { AUTH_SECRET: "gifts-test-secret-that-is-long-enough-for-auth", SITE_URL: "http://127.0.0.1:9" });
  database = shop.database;
  ({ POST } = await import("@/app/api/webhooks/stripe/route"));
  secret = (await import("@/lib/payments")).sandboxWebhookSecret();
  gifts = {
    createGiftCheckout: (await import("@/lib/gifts/checkout")).createGiftCheckout,
    ...(await import("@/lib/gifts/activate")),
    ...(await import("@/lib/gifts/scheduled")),
    calendarDateIn: (await import("@/lib/gifts/delivery-time")).calendarDateIn,
    extractLinks: (await import("@/lib/email/html")).extractLinks,
  };
});

afterAll(() => shop?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const deliver = (event: object) => POST(webhookRequest(event, secret));
let counter = 0;

function dayFromToday(days: number): string {
  return gifts.calendarDateIn("UTC", new Date(Date.now() + days * DAY_MS));
}

/** A gift bought through the checkout; paid (by the signed webhook event) unless told otherwise. */
async function buyGift(options: { guideId?: string | null; inDays?: number; message?: string; recipientEmail?: string; pay?: boolean } = {}) {
  counter += 1;
  const details = {
    giverName: "Gia",
    giverEmail: `giver${counter}@shop.test`,
    recipientName: "Rae",
    recipientEmail: options.recipientEmail ?? `rae${counter}@shop.test`,
    deliveryDate: dayFromToday(options.inDays ?? 0),
    giftMessage: options.message ?? "",
  };
  const guideId = options.guideId === undefined ? "power_001" : options.guideId;
  const result = await gifts.createGiftCheckout({ details, timeZone: "UTC", guideId, giver: null, buyerKeyHash: null });
  if (!result.ok) throw new Error(result.error);
  const order = await database.prisma.order.findUniqueOrThrow({ where: { id: result.orderId } });
  const paymentIntent = `pi_gift_${counter}`;
  const paid = sessionEvent("checkout.session.completed", order, order.checkoutSessionId!, "paid", paymentIntent);
  if (options.pay !== false) expect((await deliver(paid)).status).toBe(200);
  const gift = await database.prisma.gift.findUniqueOrThrow({ where: { orderId: order.id } });
  return { order, gift, details, paymentIntent, paid };
}

async function emailsTo(to: string) {
  return database.prisma.emailMessage.findMany({ where: { to }, orderBy: { createdAt: "asc" }, select: { type: true, subject: true, html: true } });
}

/** The token of the link in the recipient's gift e-mail. */
async function tokenFor(recipientEmail: string): Promise<string> {
  const received = (await emailsTo(recipientEmail)).find((email) => email.type.startsWith("gift_received"));
  const link = received && gifts.extractLinks(received.html).find((href) => /\/gift\/(claim|activate)\//.test(href));
  if (!link) throw new Error(`no gift link for ${recipientEmail}`);
  return new URL(link).pathname.split("/").pop()!;
}

async function recipientUser(email: string) {
  return database.prisma.user.create({ data: { email, firstName: "Rae", emailVerified: new Date() }, select: { id: true, email: true } });
}

describe("buying a gift", () => {
  it("one gift per paid session, whatever the number and order of events; a gift for today goes out at once", async () => {
    const { order, gift, details, paid, paymentIntent } = await buyGift({ pay: false });
    expect(gift).toMatchObject({ giftType: "guide", guideId: "power_001", deliveredAt: null, amountPaidCents: 600 });
    expect(order).toMatchObject({ kind: "gift_guide", userId: null, customerEmail: details.giverEmail, totalCents: 600 });

    const again = { ...paid, id: `${paid.id}_again` };
    const late = sessionEvent("checkout.session.async_payment_succeeded", order, order.checkoutSessionId!, "paid", paymentIntent);
    const responses = await Promise.all([deliver(paid), deliver(again), deliver(paid), deliver(late)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);

    expect(await database.prisma.gift.count({ where: { orderId: order.id } })).toBe(1);
    const delivered = await database.prisma.gift.findUniqueOrThrow({ where: { id: gift.id } });
    expect(delivered.deliveredAt).not.toBeNull();
    expect(delivered.activationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(delivered.activationExpiresAt!.getTime() - delivered.deliveredAt!.getTime()).toBe(365 * DAY_MS);

    expect((await emailsTo(details.giverEmail)).map((email) => email.type)).toEqual(["gift_sent_single_guide", "gift_delivered_note"]);
    const toRecipient = await emailsTo(details.recipientEmail);
    expect(toRecipient.map((email) => email.type)).toEqual(["gift_received_single_guide"]);
    expect(toRecipient[0]!.subject).toBe(`Gia sent you a guide: ${gift.guideTitle}`);
    // The link works, and only its hash is stored.
    const token = await tokenFor(details.recipientEmail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(delivered.activationTokenHash).not.toContain(token);
    expect(await gifts.giftLinkState(token)).toMatchObject({ status: "ready", recipientEmail: details.recipientEmail, giftType: "guide" });
  });

  it("a gift for a later day waits for its morning, then the job delivers it once", async () => {
    const { gift, details } = await buyGift({ inDays: 3 });
    expect(gift.deliverAt.toISOString()).toBe(`${details.deliveryDate}T09:00:00.000Z`);
    expect((await emailsTo(details.giverEmail)).map((email) => email.type)).toEqual(["gift_sent_single_guide"]);

    expect((await gifts.giftDeliveryJob.run(new Date())).sent).toBe(0);
    expect(await emailsTo(details.recipientEmail)).toEqual([]);

    // The day comes: the stored instant moves, not the clock.
    await database.prisma.gift.update({ where: { id: gift.id }, data: { deliverAt: new Date(Date.now() - 60_000) } });
    const [first, second] = await Promise.all([gifts.giftDeliveryJob.run(new Date()), gifts.giftDeliveryJob.run(new Date())]);
    expect(first.sent + second.sent).toBe(1);
    expect((await emailsTo(details.recipientEmail)).map((email) => email.type)).toEqual(["gift_received_single_guide"]);
    expect((await emailsTo(details.giverEmail)).map((email) => email.type)).toEqual(["gift_sent_single_guide", "gift_delivered_note"]);
    expect((await gifts.giftDeliveryJob.run(new Date())).sent).toBe(0);
  });

  it("a gift e-mail whose template is missing from the database falls back to the built-in one", async () => {
    await database.prisma.emailTemplate.update({ where: { code: "gift_received_single_guide" }, data: { isActive: false } });
    try {
      const { details, gift } = await buyGift({ message: "Enjoy <this>" });
      const [received] = await emailsTo(details.recipientEmail);
      expect(received).toMatchObject({ type: "gift_received_single_guide", subject: `Gia sent you a guide: ${gift.guideTitle}` });
      expect(received!.html).toContain("Enjoy &lt;this&gt;");
      expect(received!.html).toContain("Claim your guide");
      expect(await gifts.giftLinkState(await tokenFor(details.recipientEmail))).toMatchObject({ status: "ready" });
    } finally {
      await database.prisma.emailTemplate.update({ where: { code: "gift_received_single_guide" }, data: { isActive: true } });
    }
  });

  it("an unpaid gift is never delivered", async () => {
    const { gift, details } = await buyGift({ pay: false });
    expect((await gifts.giftDeliveryJob.run(new Date())).sent).toBe(0);
    expect(await database.prisma.gift.findUniqueOrThrow({ where: { id: gift.id }, select: { deliveredAt: true } })).toEqual({ deliveredAt: null });
    expect(await emailsTo(details.recipientEmail)).toEqual([]);
  });

  it("the giver's message arrives as text, names too, and a missing message takes the default", async () => {
    const attack = `<a href="https://evil.example">x</a><img src=x onerror=alert(1)>`;
    const { details } = await buyGift({ message: attack });
    const [received] = await emailsTo(details.recipientEmail);
    expect(received!.html).not.toContain("<img src=x");
    expect(received!.html).not.toContain('href="https://evil.example"');
    expect(received!.html).toContain("&lt;img src=x onerror=alert(1)&gt;");

    const plain = await buyGift({ guideId: null });
    const [year] = await emailsTo(plain.details.recipientEmail);
    expect(year!.type).toBe("gift_received_atomic_year");
    expect(year!.html).toContain("Wishing you a year of growth and discovery!");
  });
});

/** A calendar day as a person reads it in the e-mails: "3 December 2026". */
function readableDay(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${date}T00:00:00Z`));
}

async function giverReceipts(giverEmail: string) {
  return database.prisma.emailMessage.findMany({
    where: { to: giverEmail, type: { startsWith: "gift_sent" } },
    select: { subject: true, html: true, text: true },
  });
}

describe("the giver's receipt", () => {
  it("a guide: order number, amount paid, the guide, the recipient and the day, sent once however often the payment is reported", async () => {
    const { order, gift, details, paid, paymentIntent } = await buyGift({ inDays: 4, pay: false });
    const late = sessionEvent("checkout.session.async_payment_succeeded", order, order.checkoutSessionId!, "paid", paymentIntent);
    await Promise.all([deliver(paid), deliver({ ...paid, id: `${paid.id}_again` }), deliver(late)]);
    await deliver(paid);

    const receipts = await giverReceipts(details.giverEmail);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    const { orderNumber } = await import("@/lib/fulfilment/order-number");
    for (const part of [receipt!.html, receipt!.text!]) {
      expect(part).toContain(orderNumber(order.id));
      expect(part).toContain("$6.00");
      expect(part).toContain(gift.guideTitle!);
      expect(part).toContain(`Rae (${details.recipientEmail})`);
      expect(part).toContain(readableDay(details.deliveryDate));
    }
    expect(receipt!.text).toContain("Amount paid: $6.00");
  });

  it("The Atomic Year, from the built-in e-mail when its template is switched off: the same receipt, and names arrive as text", async () => {
    await database.prisma.emailTemplate.update({ where: { code: "gift_sent_atomic_year" }, data: { isActive: false } });
    try {
      counter += 1;
      const details = {
        giverName: "<b>Gia</b>",
        giverEmail: `giver${counter}@shop.test`,
        recipientName: `<img src=x onerror="alert(1)">`,
        recipientEmail: `rae${counter}@shop.test`,
        deliveryDate: dayFromToday(10),
        giftMessage: "",
      };
      const started = await gifts.createGiftCheckout({ details, timeZone: "UTC", guideId: null, giver: null, buyerKeyHash: null });
      if (!started.ok) throw new Error(started.error);
      const order = await database.prisma.order.findUniqueOrThrow({ where: { id: started.orderId } });
      const paid = sessionEvent("checkout.session.completed", order, order.checkoutSessionId!, "paid", `pi_gift_${counter}`);
      expect((await deliver(paid)).status).toBe(200);
      expect((await deliver(paid)).status).toBe(200);

      const [receipt, ...more] = await giverReceipts(details.giverEmail);
      expect(more).toEqual([]);
      const { orderNumber } = await import("@/lib/fulfilment/order-number");
      expect(receipt!.subject).toBe("Your gift of The Atomic Year is on its way");
      expect(receipt!.text).toContain(`Order number: ${orderNumber(order.id)}`);
      expect(receipt!.text).toContain("Gift: The Atomic Year");
      expect(receipt!.text).toContain("Amount paid: $99.00");
      expect(receipt!.text).toContain(`Delivery date: ${readableDay(details.deliveryDate)}`);
      expect(receipt!.text).toContain(`For: ${details.recipientName} (${details.recipientEmail})`);
      expect(receipt!.html).not.toContain("<img src=x");
      expect(receipt!.html).toContain("&lt;img src=x");
      expect(receipt!.html).toContain("Hi <!-- -->&lt;b&gt;Gia&lt;/b&gt;");
    } finally {
      await database.prisma.emailTemplate.update({ where: { code: "gift_sent_atomic_year" }, data: { isActive: true } });
    }
  });

  it("a receipt template stored before receipts had their details still gets them", async () => {
    const template = await database.prisma.emailTemplate.findUniqueOrThrow({ where: { code: "gift_sent_single_guide" } });
    await database.prisma.emailTemplate.update({ where: { code: template.code }, data: { htmlContent: "<p>Thank you, {{USER_NAME}}.</p>" } });
    try {
      const { order, details } = await buyGift();
      const [receipt] = await giverReceipts(details.giverEmail);
      const { orderNumber } = await import("@/lib/fulfilment/order-number");
      expect(receipt!.text).toContain("Thank you, Gia.");
      expect(receipt!.text).toContain(`Order number: ${orderNumber(order.id)}`);
      expect(receipt!.text).toContain("Amount paid: $6.00");
    } finally {
      await database.prisma.emailTemplate.update({ where: { code: template.code }, data: { htmlContent: template.htmlContent } });
    }
  });
});

describe("the footer of a gift's e-mails", () => {
  const ACCOUNT_LINE = "You are receiving this e-mail because you have an account at";

  it("a recipient without an account is told how to make one; a giver without one too", async () => {
    const { details } = await buyGift();
    const [received] = await database.prisma.emailMessage.findMany({ where: { to: details.recipientEmail }, select: { html: true, text: true } });
    expect(received!.text).not.toContain(ACCOUNT_LINE);
    expect(received!.text).toContain("You don't have an account yet: opening the gift lets you create a free one with this e-mail address");
    const [receipt] = await giverReceipts(details.giverEmail);
    expect(receipt!.text).not.toContain(ACCOUNT_LINE);
    expect(receipt!.html).toContain('href="http://127.0.0.1:9/login?mode=signup"');
  });

  it("a recipient with an account gets the link to their shelf", async () => {
    counter += 1;
    const recipientEmail = `reader${counter}@shop.test`;
    await recipientUser(recipientEmail);
    const { details } = await buyGift({ guideId: null, recipientEmail });
    const [received] = await database.prisma.emailMessage.findMany({ where: { to: details.recipientEmail }, select: { html: true, text: true } });
    expect(received!.text).toContain(`${ACCOUNT_LINE} Atomic Guides.`);
    expect(received!.text).not.toContain("You don't have an account");
    expect(received!.html).toMatch(/href="http:\/\/127\.0\.0\.1:9\/shelf"[^>]*>Open your shelf/);
  });
});

describe("the reminder", () => {
  it("goes once, a week after delivery, only to an unopened gift", async () => {
    const unopened = await buyGift();
    const opened = await buyGift();
    const reader = await recipientUser(opened.details.recipientEmail);
    expect(await gifts.activateGift(await tokenFor(opened.details.recipientEmail), reader)).toMatchObject({ ok: true });
    const reminders = async (email: string) => (await emailsTo(email)).filter((message) => message.type === "gift_reminder");

    await database.prisma.gift.updateMany({
      where: { id: { in: [unopened.gift.id, opened.gift.id] } },
      data: { deliveredAt: new Date(Date.now() - 6 * DAY_MS) },
    });
    await gifts.giftReminderJob.run(new Date());
    expect(await reminders(unopened.details.recipientEmail)).toEqual([]);

    await database.prisma.gift.updateMany({
      where: { id: { in: [unopened.gift.id, opened.gift.id] } },
      data: { deliveredAt: new Date(Date.now() - 8 * DAY_MS) },
    });
    await Promise.all([gifts.giftReminderJob.run(new Date()), gifts.giftReminderJob.run(new Date())]);
    await gifts.giftReminderJob.run(new Date());
    const sent = await reminders(unopened.details.recipientEmail);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("A gift from Gia is still waiting for you");
    expect(await reminders(opened.details.recipientEmail)).toEqual([]);
  });
});

describe("opening a gift", () => {
  it("puts the guide on the recipient's shelf, tells the giver, and works once", async () => {
    const { gift, details, order } = await buyGift({ guideId: "vision_001" });
    const recipient = await recipientUser(details.recipientEmail);
    const token = await tokenFor(details.recipientEmail);
    expect(await gifts.activateGift(token, recipient)).toMatchObject({ ok: true, giftType: "guide", guide: { id: "vision_001" } });
    expect(await database.prisma.userGuide.findMany({ where: { userId: recipient.id }, select: { guideId: true, acquiredVia: true, orderId: true } })).toEqual([
      { guideId: "vision_001", acquiredVia: "gift", orderId: order.id },
    ]);
    expect(await database.prisma.gift.findUniqueOrThrow({ where: { id: gift.id } })).toMatchObject({
      isActivated: true,
      recipientUserId: recipient.id,
      claimedGuideId: "vision_001",
    });
    expect((await emailsTo(details.giverEmail)).map((email) => email.type)).toContain("gift_opened_note");
    expect(await gifts.activateGift(token, recipient)).toEqual({ ok: false, reason: "activated" });
    expect(await gifts.giftLinkState(token)).toEqual({ status: "activated" });
  });

  it("two people opening one gift at the same moment produce one activation", async () => {
    const { gift, details } = await buyGift({ guideId: "motion_002" });
    const recipient = await recipientUser(details.recipientEmail);
    const token = await tokenFor(details.recipientEmail);
    const results = await Promise.all([gifts.activateGift(token, recipient), gifts.activateGift(token, recipient), gifts.activateGift(token, recipient)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, reason: "activated" },
      { ok: false, reason: "activated" },
    ]);
    expect(await database.prisma.userGuide.count({ where: { userId: recipient.id } })).toBe(1);
    expect((await emailsTo(details.giverEmail)).filter((email) => email.type === "gift_opened_note")).toHaveLength(1);
    expect(await database.prisma.gift.count({ where: { id: gift.id, isActivated: true } })).toBe(1);
  });

  it("refuses a malformed, unknown, expired token and another person's account, changing nothing", async () => {
    const { gift, details } = await buyGift();
    const token = await tokenFor(details.recipientEmail);
    const stranger = await recipientUser(`stranger${counter}@shop.test`);
    expect(await gifts.activateGift("x", stranger)).toEqual({ ok: false, reason: "invalid" });
    expect(await gifts.activateGift(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, stranger)).toEqual({ ok: false, reason: "not_found" });
    expect(await gifts.activateGift(token, stranger)).toEqual({ ok: false, reason: "wrong_account" });
    expect(await gifts.activateGift({ token }, stranger)).toEqual({ ok: false, reason: "invalid" });

    await database.prisma.gift.update({ where: { id: gift.id }, data: { activationExpiresAt: new Date(Date.now() - 1000) } });
    const recipient = await recipientUser(details.recipientEmail);
    expect(await gifts.activateGift(token, recipient)).toEqual({ ok: false, reason: "not_found" });
    expect(await database.prisma.gift.findUniqueOrThrow({ where: { id: gift.id }, select: { isActivated: true } })).toEqual({ isActivated: false });
    expect(await database.prisma.userGuide.count({ where: { userId: { in: [recipient.id, stranger.id] } } })).toBe(0);
  });

  it("a recipient who already owns the gifted guide chooses another one they do not own", async () => {
    const { details, order } = await buyGift({ guideId: "feeling_001" });
    const recipient = await recipientUser(details.recipientEmail);
    await database.prisma.userGuide.create({ data: { userId: recipient.id, guideId: "feeling_001", acquiredVia: "purchase" } });
    const token = await tokenFor(details.recipientEmail);

    const offered = await gifts.activateGift(token, recipient);
    expect(offered).toMatchObject({ ok: false, reason: "owns_guide" });
    const choices = offered.ok ? [] : "choices" in offered ? offered.choices : [];
    expect(choices.map((guide) => guide.id)).not.toContain("feeling_001");
    expect(choices.length).toBeGreaterThan(0);
    expect(await gifts.activateGift(token, recipient, "feeling_001")).toEqual({ ok: false, reason: "bad_choice" });

    expect(await gifts.activateGift(token, recipient, "feeling_002")).toMatchObject({ ok: true, guide: { id: "feeling_002" } });
    expect(
      await database.prisma.userGuide.findMany({
        where: { userId: recipient.id },
        orderBy: { guideId: "asc" },
        select: { guideId: true, acquiredVia: true, orderId: true },
      }),
    ).toEqual([
      { guideId: "feeling_001", acquiredVia: "purchase", orderId: null },
      { guideId: "feeling_002", acquiredVia: "gift", orderId: order.id },
    ]);
  });

  it("a gifted year starts a programme for the recipient", async () => {
    const { gift, details } = await buyGift({ guideId: null });
    expect(gift).toMatchObject({ giftType: "atomic_year", amountPaidCents: 9900 });
    const recipient = await recipientUser(details.recipientEmail);
    expect(await gifts.activateGift(await tokenFor(details.recipientEmail), recipient)).toMatchObject({ ok: true, giftType: "atomic_year" });
    expect(await database.prisma.atomicYearSubscription.findMany({ where: { userId: recipient.id }, select: { giftId: true, status: true } })).toEqual([
      { giftId: gift.id, status: "active" },
    ]);
  });
});

describe("refunds", () => {
  it("an undelivered gift is never delivered", async () => {
    const { gift, details, paymentIntent } = await buyGift({ inDays: 2 });
    await deliver(refundEvent(paymentIntent, { amount: 600 }));
    await database.prisma.gift.update({ where: { id: gift.id }, data: { deliverAt: new Date(Date.now() - 60_000) } });
    expect((await gifts.giftDeliveryJob.run(new Date())).sent).toBe(0);
    expect(await emailsTo(details.recipientEmail)).toEqual([]);
    expect(await database.prisma.gift.findUniqueOrThrow({ where: { id: gift.id }, select: { refundedAt: true } })).toEqual({ refundedAt: expect.any(Date) });
  });

  it("a refund that arrives before the payment leaves nothing to deliver", async () => {
    const { gift, details, paymentIntent, paid } = await buyGift({ pay: false });
    await deliver(refundEvent(paymentIntent, { amount: 600 }));
    await deliver(paid);
    expect((await gifts.giftDeliveryJob.run(new Date())).sent).toBe(0);
    expect(await database.prisma.gift.findUniqueOrThrow({ where: { id: gift.id }, select: { deliveredAt: true } })).toEqual({ deliveredAt: null });
    expect(await emailsTo(details.recipientEmail)).toEqual([]);
  });

  it("a delivered, unopened gift's link stops working", async () => {
    const { details, paymentIntent } = await buyGift();
    const token = await tokenFor(details.recipientEmail);
    await deliver(refundEvent(paymentIntent, { amount: 600 }));
    const recipient = await recipientUser(details.recipientEmail);
    expect(await gifts.activateGift(token, recipient)).toEqual({ ok: false, reason: "not_found" });
    expect(await database.prisma.userGuide.count({ where: { userId: recipient.id } })).toBe(0);
    // ...and it gets no reminder either.
    await database.prisma.gift.updateMany({ where: { recipientEmail: details.recipientEmail }, data: { deliveredAt: new Date(Date.now() - 8 * DAY_MS) } });
    await gifts.giftReminderJob.run(new Date());
    expect((await emailsTo(details.recipientEmail)).map((email) => email.type)).toEqual(["gift_received_single_guide"]);
  });

  it("an opened guide leaves the shelf; an opened year ends", async () => {
    const guide = await buyGift({ guideId: "power_003" });
    const reader = await recipientUser(guide.details.recipientEmail);
    await gifts.activateGift(await tokenFor(guide.details.recipientEmail), reader);
    expect(await database.prisma.userGuide.count({ where: { userId: reader.id } })).toBe(1);
    await deliver(refundEvent(guide.paymentIntent, { amount: 600 }));
    expect(await database.prisma.userGuide.count({ where: { userId: reader.id } })).toBe(0);

    const year = await buyGift({ guideId: null });
    const subscriber = await recipientUser(year.details.recipientEmail);
    await gifts.activateGift(await tokenFor(year.details.recipientEmail), subscriber);
    await deliver(refundEvent(year.paymentIntent, { amount: 9900 }));
    expect(await database.prisma.atomicYearSubscription.findMany({ where: { userId: subscriber.id }, select: { status: true, endedAt: true } })).toEqual([
      { status: "cancelled", endedAt: expect.any(Date) },
    ]);
  });
});
