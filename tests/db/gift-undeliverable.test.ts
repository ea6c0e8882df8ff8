// A gift whose e-mail cannot arrive. The provider's signed bounce (or complaint) of the gift's own
// e-mail, through the real webhook route, marks the gift and tells the giver by e-mail with a link to
// the gift's order page, once however often it is replayed; the order page shows it to the buyer
// only. The giver (signed in as the buyer, or the browser holding the order's buyer key) corrects the
// address once: the same gift goes to the new address with a new link and the old link stops
// working. The correction action is called directly with no session, another person's session,
// another browser, malformed input, twice at once, a second time, and after the gift was opened.
import { Webhook } from "svix";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser, type Browser } from "../support/next-browsers";
import { sessionEvent, webhookRequest } from "../support/payment-events";
import { signedInPerson, type Person } from "../support/sign-in";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

const SITE_URL = "http://127.0.0.1:9";
const SECRET = `whsec_${Buffer.from("gift-undeliverable-test-secret-00").toString("base64")}`;

let shop: Shop | undefined;
let database: TestDatabase;
let actions: typeof import("@/lib/gifts/actions");
let MESSAGES: typeof import("@/lib/gifts/correction-messages").GIFT_CORRECTION_MESSAGES;
let resendWebhook: (request: Request) => Promise<Response>;

beforeAll(async () => {
  shop = await seededShop("gift-undeliverable", {
    AUTH_SECRET: "gift-undeliverable-secret-that-is-long-enough",
    SITE_URL,
    RESEND_WEBHOOK_SECRET: SECRET,
    TRUST_PROXY: undefined,
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
  });
  database = shop.database;
  actions = await import("@/lib/gifts/actions");
  ({ GIFT_CORRECTION_MESSAGES: MESSAGES } = await import("@/lib/gifts/correction-messages"));
  ({ POST: resendWebhook } = await import("@/app/api/webhooks/resend/route"));
}, 300_000);

afterAll(() => shop?.close());

let counter = 0;
const unique = (name: string) => `${name}-${(counter += 1)}@gift.test`;

type Bought = { browser: Browser; sessionId: string; giftId: string; giverEmail: string; recipientEmail: string };

/** A gift of a guide for today, bought in `buyer`'s browser (a visitor's, or a signed-in person's) and paid. */
async function boughtGift(buyer: Person | null = null): Promise<Bought> {
  const browser = buyer ? buyer.browser : newBrowser();
  const { calendarDateIn } = await import("@/lib/gifts/delivery-time");
  const giverEmail = buyer?.email ?? unique("giver");
  const recipientEmail = unique("typo");
  const started = await inBrowser(browser, () =>
    actions.startGiftCheckoutAction({
      timeZone: "UTC",
      guideId: "power_001",
      details: { giverName: "Gia", giverEmail, recipientName: "Rae", recipientEmail, deliveryDate: calendarDateIn("UTC", new Date()), giftMessage: "Enjoy" },
    }),
  );
  if (!started.ok) throw new Error(started.error);
  const sessionId = started.url.split("/").pop()!;
  const order = await database.prisma.order.findUniqueOrThrow({ where: { checkoutSessionId: sessionId } });
  const { POST } = await import("@/app/api/webhooks/stripe/route");
  const secret = (await import("@/lib/payments")).sandboxWebhookSecret();
  expect((await POST(webhookRequest(sessionEvent("checkout.session.completed", order, sessionId, "paid", `pi_undeliverable_${counter}`), secret))).status).toBe(
    200,
  );
  const gift = await database.prisma.gift.findUniqueOrThrow({ where: { orderId: order.id } });
  expect(gift.deliveredAt).not.toBeNull();
  return { browser, sessionId, giftId: gift.id, giverEmail, recipientEmail };
}

let events = 0;
/** The provider's signed report that the gift e-mail to `to` bounced for good (or was complained about). */
async function report(to: string, type: "email.bounced" | "email.complained" = "email.bounced", options: { id?: string; bounceType?: string } = {}) {
  const message = await database.prisma.emailMessage.findFirstOrThrow({ where: { to, type: { startsWith: "gift_received" } }, orderBy: { createdAt: "desc" } });
  events += 1;
  const id = options.id ?? `msg_gift_${events}`;
  const body = JSON.stringify({
    type,
    created_at: new Date().toISOString(),
    data: {
      email_id: message.providerId,
      to: [to],
      ...(type === "email.bounced" ? { bounce: { type: options.bounceType ?? "Permanent", subType: "General", message: "No such mailbox" } } : {}),
    },
  });
  const at = new Date();
  const response = await resendWebhook(
    new Request(`${SITE_URL}/api/webhooks/resend`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "svix-id": id,
        "svix-timestamp": String(Math.floor(at.getTime() / 1000)),
        "svix-signature": new Webhook(SECRET).sign(id, at, body),
      },
      body,
    }),
  );
  expect(response.status).toBe(200);
}

const notesTo = (giverEmail: string) =>
  database.prisma.emailMessage.findMany({ where: { to: giverEmail, type: "gift_undeliverable_note" }, select: { subject: true, html: true } });
const correct = (browser: Browser, input: unknown) => inBrowser(browser, () => actions.correctGiftRecipientAction(input));
const gift = (id: string) => database.prisma.gift.findUniqueOrThrow({ where: { id } });

async function claimToken(to: string): Promise<string> {
  const { extractLinks } = await import("@/lib/email/html");
  const received = await database.prisma.emailMessage.findFirstOrThrow({
    where: { to, type: { startsWith: "gift_received" } },
    orderBy: { createdAt: "desc" },
  });
  return new URL(extractLinks(received.html).find((href) => href.includes("/gift/claim/"))!).pathname.split("/").pop()!;
}

describe("the gift's e-mail bounces", () => {
  it("the giver is told once by e-mail with a link to the order, and the order page shows it to the buyer only", async () => {
    const bought = await boughtGift();
    await report(bought.recipientEmail, "email.bounced", { id: "msg_gift_replayed" });
    await report(bought.recipientEmail, "email.bounced", { id: "msg_gift_replayed" });
    await report(bought.recipientEmail, "email.bounced");
    const notes = await notesTo(bought.giverEmail);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.subject).toBe(`We could not deliver your gift to ${bought.recipientEmail}`);
    expect(notes[0]!.html).toContain(`${SITE_URL}/gift-success?session_id=${bought.sessionId}&amp;key=`);
    expect(await gift(bought.giftId)).toMatchObject({ undeliverableEmail: bought.recipientEmail, correctedAt: null });

    const { giftPurchaseFor } = await import("@/lib/checkout/gift-success");
    expect(await inBrowser(bought.browser, () => giftPurchaseFor(bought.sessionId))).toMatchObject({
      undeliverableTo: bought.recipientEmail,
      correctable: true,
    });
    expect(await inBrowser(newBrowser(), () => giftPurchaseFor(bought.sessionId))).toBeNull();
    // The e-mail's link carries the order's key: it opens the page in any browser; a forged one does not.
    const { extractLinks } = await import("@/lib/email/html");
    const key = new URL(extractLinks(notes[0]!.html).find((href) => href.includes("/gift-success"))!).searchParams.get("key");
    expect(await inBrowser(newBrowser(), () => giftPurchaseFor(bought.sessionId, key))).toMatchObject({
      undeliverableTo: bought.recipientEmail,
      orderKey: key,
    });
    // Another key: its last character changed (to another that a 32-byte key can end with).
    const forged = `${key!.slice(0, -1)}${key!.endsWith("A") ? "E" : "A"}`;
    expect(await inBrowser(newBrowser(), () => giftPurchaseFor(bought.sessionId, forged))).toBeNull();
  });

  it("a complaint counts too; a soft bounce does not", async () => {
    const soft = await boughtGift();
    await report(soft.recipientEmail, "email.bounced", { bounceType: "Transient" });
    expect((await gift(soft.giftId)).undeliverableAt).toBeNull();
    expect(await notesTo(soft.giverEmail)).toHaveLength(0);
    const complained = await boughtGift();
    await report(complained.recipientEmail, "email.complained");
    expect((await gift(complained.giftId)).undeliverableEmail).toBe(complained.recipientEmail);
    expect(await notesTo(complained.giverEmail)).toHaveLength(1);
  });
});

describe("correcting the address", () => {
  it("the buyer's browser sends the same gift to the new address; the old link stops working and the new recipient claims it", async () => {
    const bought = await boughtGift();
    const oldToken = await claimToken(bought.recipientEmail);
    await report(bought.recipientEmail);
    const fixed = unique("fixed");
    expect(await correct(bought.browser, { sessionId: bought.sessionId, email: fixed.toUpperCase() })).toEqual({ ok: true, to: fixed });
    expect(await gift(bought.giftId)).toMatchObject({ recipientEmail: fixed, undeliverableAt: null, correctedAt: expect.any(Date) });
    const { giftLinkState } = await import("@/lib/gifts/activate");
    expect((await giftLinkState(oldToken)).status).toBe("not_found");
    const newToken = await claimToken(fixed);
    expect((await giftLinkState(newToken)).status).toBe("ready");

    // A bounce of the old address arriving late changes nothing now.
    await report(bought.recipientEmail);
    expect((await gift(bought.giftId)).undeliverableAt).toBeNull();

    // A second correction is refused.
    expect(await correct(bought.browser, { sessionId: bought.sessionId, email: unique("again") })).toEqual({ ok: false, error: MESSAGES.already_corrected });

    const recipient = await signedInPerson(database.prisma, { email: fixed, firstName: "Rae", firstGuideClaimed: true });
    expect(await inBrowser(recipient.browser, () => actions.activateGiftAction({ token: newToken }))).toMatchObject({ ok: true });
    const shelf = await database.prisma.userGuide.findMany({ where: { userId: recipient.id }, select: { guideId: true } });
    expect(shelf.map((row) => row.guideId)).toContain("power_001");
  });

  it("the holder of the e-mail's link corrects it from another browser; a forged or another order's key does not", async () => {
    const bought = await boughtGift();
    const other = await boughtGift();
    await report(bought.recipientEmail);
    await report(other.recipientEmail);
    const { giftOrderKey } = await import("@/lib/gifts/order-key");
    const otherOrder = await database.prisma.order.findUniqueOrThrow({ where: { checkoutSessionId: other.sessionId } });
    const order = await database.prisma.order.findUniqueOrThrow({ where: { checkoutSessionId: bought.sessionId } });
    for (const key of [giftOrderKey(otherOrder.id), "A".repeat(43), ""]) {
      expect(await correct(newBrowser(), { sessionId: bought.sessionId, key, email: unique("forged") })).toEqual({ ok: false, error: MESSAGES.notFound });
    }
    expect(await correct(newBrowser(), { sessionId: bought.sessionId, key: giftOrderKey(order.id), email: unique("linked") })).toMatchObject({ ok: true });
  });

  it("the signed-in giver may correct their own gift", async () => {
    const giver = await signedInPerson(database.prisma, { email: unique("member"), firstName: "Gia", firstGuideClaimed: true });
    const bought = await boughtGift(giver);
    await report(bought.recipientEmail);
    expect(await correct(giver.browser, { sessionId: bought.sessionId, email: unique("member-fixed") })).toMatchObject({ ok: true });
  });

  it("no session, another browser, another person's session: not found, nothing changes", async () => {
    const bought = await boughtGift();
    await report(bought.recipientEmail);
    const stranger = await signedInPerson(database.prisma, { email: unique("stranger"), firstName: "Sly", firstGuideClaimed: true });
    for (const browser of [newBrowser(), stranger.browser]) {
      expect(await correct(browser, { sessionId: bought.sessionId, email: "attacker@evil.test" })).toEqual({ ok: false, error: MESSAGES.notFound });
    }
    expect(await gift(bought.giftId)).toMatchObject({ recipientEmail: bought.recipientEmail, correctedAt: null });
    expect(await database.prisma.emailMessage.count({ where: { to: "attacker@evil.test" } })).toBe(0);
  });

  it("malformed input gets a message and changes nothing; the address that bounced is refused", async () => {
    const bought = await boughtGift();
    await report(bought.recipientEmail);
    for (const input of [
      { sessionId: bought.sessionId, email: "not-an-address" },
      { sessionId: "../etc", email: "a@b.test" },
      { sessionId: bought.sessionId },
      null,
      "x",
    ]) {
      const result = await correct(bought.browser, input);
      expect(result.ok).toBe(false);
    }
    expect(await correct(bought.browser, { sessionId: bought.sessionId, email: bought.recipientEmail })).toEqual({
      ok: false,
      error: MESSAGES.same_address,
      field: "email",
    });
    expect(await gift(bought.giftId)).toMatchObject({ recipientEmail: bought.recipientEmail, correctedAt: null });
  });

  it("twice at once: one gift goes out, the other call is refused", async () => {
    const bought = await boughtGift();
    await report(bought.recipientEmail);
    const [first, second] = [unique("first"), unique("second")];
    const results = await Promise.all([
      correct(bought.browser, { sessionId: bought.sessionId, email: first }),
      correct(bought.browser, { sessionId: bought.sessionId, email: second }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const sent = await database.prisma.emailMessage.count({ where: { to: { in: [first, second] }, type: { startsWith: "gift_received" } } });
    expect(sent).toBe(1);
  });

  it("a gift that bounced nothing, or was already opened, cannot be corrected", async () => {
    const fine = await boughtGift();
    expect(await correct(fine.browser, { sessionId: fine.sessionId, email: unique("other") })).toEqual({ ok: false, error: MESSAGES.not_undeliverable });

    const opened = await boughtGift();
    await report(opened.recipientEmail);
    const token = await claimToken(opened.recipientEmail);
    const recipient = await signedInPerson(database.prisma, { email: opened.recipientEmail, firstName: "Rae", firstGuideClaimed: true });
    expect(await inBrowser(recipient.browser, () => actions.activateGiftAction({ token }))).toMatchObject({ ok: true });
    expect(await correct(opened.browser, { sessionId: opened.sessionId, email: unique("late") })).toEqual({ ok: false, error: MESSAGES.already_opened });
    expect((await gift(opened.giftId)).recipientEmail).toBe(opened.recipientEmail);
  });
});
