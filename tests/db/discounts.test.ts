// Discount codes on a real database: the admin's actions refuse visitors, non-admins and malformed
// forms; the server prices every order with the code's rule (guides, The Atomic Year, gifts) and
// the provider is asked for that amount; a paused, expired, not yet started, used-up or
// not-applicable code is refused with its own message before anything is stored; the last use goes
// to exactly one of two buyers at once; an expired checkout and a refund give the use back, and a
// replayed payment event counts nothing twice; the sales figures per code agree with the orders.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser } from "../support/next-browsers";
import { refundEvent, sessionEvent, webhookRequest } from "../support/payment-events";
import { signedInPerson, type Person } from "../support/sign-in";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

const ADMIN_EMAIL = "owner@reader.test";
let shop: Shop | undefined;
let database: TestDatabase;
let secret: string;
let POST: (request: Request) => Promise<Response>;
let adminActions: typeof import("@/lib/admin/discount-actions");
let checkoutActions: typeof import("@/lib/checkout/actions");
let discountActions: typeof import("@/lib/discounts/actions");
let createAtomicYearCheckout: typeof import("@/lib/atomic-year/checkout").createAtomicYearCheckout;
let createGiftCheckout: typeof import("@/lib/gifts/checkout").createGiftCheckout;
let yearActions: typeof import("@/lib/atomic-year/actions");
let giftActions: typeof import("@/lib/gifts/actions");
let closeOrder: typeof import("@/lib/payments/checkout-session").closeOrder;
let revenueByCode: typeof import("@/lib/admin/sales-by-code").revenueByCode;
let admin: Person;
let customer: Person;

beforeAll(async () => {
  shop = await seededShop("discounts", {
    AUTH_SECRET: "discounts-test-secret-that-is-long-enough",
    SITE_URL: "http://127.0.0.1:9",
    ADMIN_EMAILS: ADMIN_EMAIL,
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
  });
  database = shop.database;
  ({ POST } = await import("@/app/api/webhooks/stripe/route"));
  adminActions = await import("@/lib/admin/discount-actions");
  checkoutActions = await import("@/lib/checkout/actions");
  discountActions = await import("@/lib/discounts/actions");
  ({ createAtomicYearCheckout } = await import("@/lib/atomic-year/checkout"));
  ({ createGiftCheckout } = await import("@/lib/gifts/checkout"));
  ({ closeOrder } = await import("@/lib/payments/checkout-session"));
  yearActions = await import("@/lib/atomic-year/actions");
  giftActions = await import("@/lib/gifts/actions");
  ({ revenueByCode } = await import("@/lib/admin/sales-by-code"));
  secret = (await import("@/lib/payments")).sandboxWebhookSecret();
  admin = await signedInPerson(database.prisma, { email: ADMIN_EMAIL });
  customer = await signedInPerson(database.prisma);
}, 300_000);

afterAll(() => shop?.close());

const FORM = {
  code: "spring20",
  name: "Spring Reading",
  kind: "percent_off",
  percentOff: 20,
  amountOff: null,
  appliesToGuides: true,
  appliesToAtomicYear: true,
  appliesToGifts: false,
  startsOn: "",
  endsOn: "",
  maxUses: "",
  maxUsesPerCustomer: "",
  active: true,
};

const save = (who: Person | null, input: unknown) => inBrowser(who?.browser ?? newBrowser(), () => adminActions.saveDiscountCodeAction(input));
const setActive = (who: Person | null, id: unknown, active: unknown) =>
  inBrowser(who?.browser ?? newBrowser(), () => adminActions.setDiscountCodeActiveAction(id, active));
const checkout = (who: Person, guideIds: string[], promoCode: string | null) =>
  inBrowser(who.browser, () => checkoutActions.startGuideCheckoutAction({ guideIds, promoCode }));

/** A code made straight in the table, for the cases that are about its rules rather than the form. */
let codeCounter = 0;
async function code(data: Partial<import("@/lib/generated/prisma/client").Prisma.DiscountCodeCreateInput> = {}) {
  codeCounter += 1;
  return database.prisma.discountCode.create({
    data: { code: `TEST${codeCounter}`, name: `Test code ${codeCounter}`, kind: "percent_off", percentOff: 50, ...data },
  });
}

const ordersWith = (discountCodeId: string) =>
  database.prisma.order.findMany({
    where: { discountCodeId },
    select: { id: true, status: true, userId: true, totalCents: true },
    orderBy: { createdAt: "asc" },
  });

async function pay(orderId: string, paymentIntent: string) {
  const order = await database.prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { id: true, userId: true, totalCents: true, checkoutSessionId: true },
  });
  const event = sessionEvent("checkout.session.completed", order, order.checkoutSessionId!, "paid", paymentIntent);
  return event;
}

describe("the admin's discount code actions", () => {
  it("refuse a visitor and a non-admin, whatever they send, and store nothing", async () => {
    expect(await save(null, FORM)).toMatchObject({ ok: false, status: 401 });
    expect(await save(customer, FORM)).toMatchObject({ ok: false, status: 403 });
    const seeded = await database.prisma.discountCode.findUniqueOrThrow({ where: { code: "DOUBLETHESHELF" } });
    expect(await setActive(null, seeded.id, false)).toMatchObject({ ok: false, status: 401 });
    expect(await setActive(customer, seeded.id, false)).toMatchObject({ ok: false, status: 403 });
    expect(await database.prisma.discountCode.findMany({ select: { code: true, active: true } })).toEqual([{ code: "DOUBLETHESHELF", active: true }]);
    expect(await database.prisma.adminAuditLog.count()).toBe(0);
  });

  it.each([
    ["no body", undefined, "Choose what the code does."],
    ["a string", "SPRING20", "Choose what the code does."],
    ["a code with spaces", { ...FORM, code: "two words" }, "A code is 3-40 letters, digits, dashes or underscores."],
    ["no name", { ...FORM, name: "  " }, "Give the code a name customers will see."],
    ["a percentage over 90", { ...FORM, percentOff: 200 }, "A percentage is a whole number from 1 to 90."],
    ["an amount that is not dollars", { ...FORM, kind: "amount_off", amountOff: "lots" }, "An amount is in dollars, like 3 or 2.50."],
    ["every second guide free on gifts", { ...FORM, kind: "second_guide_free", appliesToGifts: true }, "Every second guide free applies to guides only."],
    ["nothing to apply to", { ...FORM, appliesToGuides: false, appliesToAtomicYear: false }, "Choose what the code applies to."],
    ["an end before the start", { ...FORM, startsOn: "2027-02-01", endsOn: "2027-01-31" }, "The last day comes on or after the first day."],
    ["a negative limit", { ...FORM, maxUses: -1 }, "Use 1 or more, or leave it empty for no limit."],
  ])("refuse a malformed form (%s) with a message and store nothing", async (_case, input, message) => {
    const before = await database.prisma.discountCode.count();
    const result = await save(admin, input);
    // A body without the fields names the first field zod checks; the point is a 400 and no row.
    expect(result).toMatchObject({ ok: false, status: 400 });
    if (input !== undefined && typeof input !== "string") expect(result).toMatchObject({ message });
    expect(await database.prisma.discountCode.count()).toBe(before);
  });

  it("create a code for an admin, refuse the same code twice, edit it, pause and resume it, each written to the audit log", async () => {
    expect(await save(admin, FORM)).toEqual({ ok: true, message: "Code SPRING20 created." });
    const created = await database.prisma.discountCode.findUniqueOrThrow({ where: { code: "SPRING20" } });
    expect(created).toMatchObject({ name: "Spring Reading", kind: "percent_off", percentOff: 20, appliesToGifts: false, maxUses: null, active: true });
    expect(await save(admin, { ...FORM, name: "Another" })).toMatchObject({ ok: false, status: 409, message: "A code SPRING20 already exists." });

    const edit = { ...FORM, id: created.id, maxUses: "100", maxUsesPerCustomer: "1", startsOn: "2026-01-01", endsOn: "2099-12-31" };
    expect(await save(admin, edit)).toEqual({ ok: true, message: "Code SPRING20 saved." });
    expect(await database.prisma.discountCode.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      maxUses: 100,
      maxUsesPerCustomer: 1,
      startsAt: new Date("2026-01-01T00:00:00Z"),
      endsAt: new Date("2100-01-01T00:00:00Z"),
    });
    expect(await save(admin, { ...edit, id: "no-such-code" })).toMatchObject({ ok: false, status: 404 });

    expect(await setActive(admin, created.id, "no")).toMatchObject({ ok: false, status: 400 });
    expect(await setActive(admin, "../../etc", false)).toMatchObject({ ok: false, status: 400 });
    expect(await setActive(admin, "unknown-id", false)).toMatchObject({ ok: false, status: 404 });
    expect(await setActive(admin, created.id, false)).toEqual({ ok: true, message: "Code SPRING20 is paused." });
    expect((await database.prisma.discountCode.findUniqueOrThrow({ where: { id: created.id } })).active).toBe(false);
    expect(await setActive(admin, created.id, true)).toEqual({ ok: true, message: "Code SPRING20 is active again." });

    const audit = await database.prisma.adminAuditLog.findMany({
      where: { target: created.id },
      orderBy: { createdAt: "asc" },
      select: { action: true, email: true },
    });
    expect(audit.map((entry) => entry.action)).toEqual(["discount.create", "discount.update", "discount.pause", "discount.resume"]);
    expect(audit.every((entry) => entry.email === ADMIN_EMAIL)).toBe(true);
  });

  it("fix what a code takes off once an order was priced with it; its name and limits stay editable", async () => {
    expect(await save(admin, { ...FORM, code: "fixed10", percentOff: 10 })).toMatchObject({ ok: true });
    const created = await database.prisma.discountCode.findUniqueOrThrow({ where: { code: "FIXED10" } });
    // Unused: anything may change.
    expect(await save(admin, { ...FORM, id: created.id, code: "fixed10", percentOff: 12 })).toEqual({ ok: true, message: "Code FIXED10 saved." });
    const buyer = await signedInPerson(database.prisma);
    expect(await checkout(buyer, ["power_001", "feeling_001"], "FIXED10")).toMatchObject({ ok: true });

    for (const effect of [
      { percentOff: 90 },
      { kind: "amount_off", percentOff: null, amountOff: "5" },
      { kind: "second_guide_free", percentOff: null, appliesToAtomicYear: false },
    ]) {
      expect(await save(admin, { ...FORM, id: created.id, code: "fixed10", ...effect }), JSON.stringify(effect)).toEqual({
        ok: false,
        status: 409,
        error: "Not Saved",
        message: "Orders were priced with this code, so what it takes off cannot change. Pause it and create a new code.",
      });
    }
    expect(await save(admin, { ...FORM, id: created.id, code: "fixed10", percentOff: 12, name: "Twelve Off", maxUses: "5" })).toEqual({
      ok: true,
      message: "Code FIXED10 saved.",
    });
    expect(await database.prisma.discountCode.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      kind: "percent_off",
      percentOff: 12,
      name: "Twelve Off",
      maxUses: 5,
    });
  });
});

describe("pricing with a code", () => {
  it("checkout prices guides with the code's percentage, stores the code on the order and asks the provider for that amount", async () => {
    const spring = await code({ code: "READ15", name: "Fifteen Off", percentOff: 15 });
    const buyer = await signedInPerson(database.prisma);
    const result = await checkout(buyer, ["power_001", "motion_002"], " read15 ");
    expect(result).toMatchObject({ ok: true });
    const [order] = await database.prisma.order.findMany({
      where: { userId: buyer.id },
      select: { subtotalCents: true, discountCents: true, totalCents: true, promoCode: true, discountCodeId: true, checkoutSessionId: true, items: true },
    });
    expect(order).toMatchObject({ subtotalCents: 1200, discountCents: 180, totalCents: 1020, promoCode: "READ15", discountCodeId: spring.id });
    expect(order!.items.map((item) => item.discountCents)).toEqual([90, 90]);
    const session = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: order!.checkoutSessionId! } });
    expect(session.amountTotalCents).toBe(1020);
    expect(JSON.stringify(session.lineItems)).toContain("$0.90 off with READ15");
  });

  it("DOUBLETHESHELF is a seeded code of its own kind: every second guide free, the cheapest", async () => {
    const buyer = await signedInPerson(database.prisma);
    expect(await checkout(buyer, ["power_002", "feeling_002", "vision_003"], "doubletheshelf")).toMatchObject({ ok: true });
    const order = await database.prisma.order.findFirstOrThrow({
      where: { userId: buyer.id },
      select: { totalCents: true, discountCents: true, promoCode: true },
    });
    expect(order).toEqual({ totalCents: 1200, discountCents: 600, promoCode: "DOUBLETHESHELF" });
  });

  it("The Atomic Year and a gift take a code that applies to them, an amount off never going below the smallest charge", async () => {
    await code({
      code: "YEAR10",
      name: "Ten Off The Year",
      kind: "amount_off",
      percentOff: null,
      amountOffCents: 1000,
      appliesToGuides: false,
      appliesToAtomicYear: true,
    });
    await code({ code: "GIFTALL", name: "Gift It All", kind: "amount_off", percentOff: null, amountOffCents: 5000, appliesToGifts: true });
    const yearBuyer = await signedInPerson(database.prisma);
    const year = await createAtomicYearCheckout({ id: yearBuyer.id, email: yearBuyer.email }, "year10");
    expect(year).toMatchObject({ ok: true });
    expect(await database.prisma.order.findFirstOrThrow({ where: { userId: yearBuyer.id }, select: { totalCents: true, discountCents: true } })).toEqual({
      totalCents: 2600,
      discountCents: 1000,
    });

    const gift = await createGiftCheckout({
      details: {
        giverName: "Gil",
        giverEmail: "gil@reader.test",
        recipientName: "Ro",
        recipientEmail: "ro@reader.test",
        giftMessage: "",
        deliveryDate: new Date().toISOString().slice(0, 10),
      },
      timeZone: "UTC",
      guideId: "power_003",
      giver: null,
      buyerKeyHash: null,
      promoCode: "GIFTALL",
    });
    expect(gift).toMatchObject({ ok: true });
    const giftOrder = await database.prisma.order.findFirstOrThrow({
      where: { customerEmail: "gil@reader.test" },
      select: { totalCents: true, discountCents: true, gift: { select: { amountPaidCents: true } } },
    });
    expect(giftOrder).toEqual({ totalCents: 50, discountCents: 550, gift: { amountPaidCents: 50 } });
  });
});

describe("the Atomic Year and gift actions", () => {
  it("read the code from what the page sends and refuse one that does not apply, storing nothing", async () => {
    await code({ code: "GUIDESONLY" });
    const buyer = await signedInPerson(database.prisma);
    const form = new FormData();
    form.set("promoCode", "guidesonly");
    expect(await inBrowser(buyer.browser, () => yearActions.startAtomicYearCheckoutAction(undefined, form))).toEqual({
      ok: false,
      error: "That promo code does not apply to The Atomic Year.",
    });
    const today = new Date().toISOString().slice(0, 10);
    const details = {
      giverName: "Gia",
      giverEmail: "gia@reader.test",
      recipientName: "",
      recipientEmail: "rex@reader.test",
      giftMessage: "",
      deliveryDate: today,
    };
    expect(
      await inBrowser(buyer.browser, () => giftActions.startGiftCheckoutAction({ timeZone: "UTC", guideId: "motion_004", details, promoCode: "GUIDESONLY" })),
    ).toEqual({ ok: false, error: "That promo code does not apply to gifts." });
    expect(
      await inBrowser(buyer.browser, () => giftActions.startGiftCheckoutAction({ timeZone: "UTC", guideId: "motion_004", details, promoCode: 42 })),
    ).toMatchObject({
      ok: false,
    });
    expect(await database.prisma.order.count({ where: { OR: [{ userId: buyer.id }, { customerEmail: "gia@reader.test" }] } })).toBe(0);
  });
});

describe("a code that cannot be used", () => {
  const now = Date.now();
  it.each([
    ["unknown", null, "That promo code is not valid."],
    ["paused", { active: false }, "That promo code is paused right now."],
    ["expired", { endsAt: new Date(now - 1000) }, "That promo code has expired."],
    ["not started", { startsAt: new Date(now + 86_400_000) }, "That promo code is not active yet."],
    ["for The Atomic Year only", { appliesToGuides: false, appliesToAtomicYear: true }, "That promo code does not apply to guides."],
  ])("is refused when %s, in the cart and at checkout, and nothing is stored", async (_case, data, message) => {
    const made = data ? await code(data) : null;
    const typed = made?.code ?? "NOSUCHCODE";
    const buyer = await signedInPerson(database.prisma);
    expect(await inBrowser(buyer.browser, () => discountActions.checkDiscountCodeAction({ code: typed, target: "guides" }))).toEqual({
      ok: false,
      error: message,
    });
    expect(await checkout(buyer, ["feeling_003"], typed)).toEqual({ ok: false, error: message });
    expect(await database.prisma.order.count({ where: { userId: buyer.id } })).toBe(0);
  });

  it("a malformed check gets the invalid-code message", async () => {
    for (const input of [
      undefined,
      "READ15",
      { code: 15, target: "guides" },
      { code: "READ15", target: "everything" },
      { code: "x".repeat(500), target: "guides" },
    ]) {
      expect(await inBrowser(newBrowser(), () => discountActions.checkDiscountCodeAction(input))).toEqual({
        ok: false,
        error: "That promo code is not valid.",
      });
    }
  });

  it("the cart's check tells a visitor what a usable code does", async () => {
    expect(await inBrowser(newBrowser(), () => discountActions.checkDiscountCodeAction({ code: "doubletheshelf", target: "guides" }))).toEqual({
      ok: true,
      discount: { code: "DOUBLETHESHELF", name: "Double Your Shelf", kind: "second_guide_free", percentOff: null, amountOffCents: null },
    });
  });
});

describe("guessing codes", () => {
  const TOO_MANY = { ok: false, error: "Too many attempts. Please wait a few minutes and try again." };
  const tryCode = (browser: Person["browser"], typed: string) =>
    inBrowser(browser, () => discountActions.checkDiscountCodeAction({ code: typed, target: "guides" }));

  it("an account trying 12 codes that do not work at once gets 10 answers and is then told to wait; codes that work do not count", async () => {
    const buyer = await signedInPerson(database.prisma);
    for (let round = 0; round < 3; round += 1) expect((await tryCode(buyer.browser, "DOUBLETHESHELF")).ok).toBe(true);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => tryCode(buyer.browser, `GUESS${index}`)));
    expect(answers.filter((answer) => !answer.ok && answer.error === "That promo code is not valid.")).toHaveLength(10);
    expect(answers.filter((answer) => !answer.ok && answer.error === TOO_MANY.error)).toHaveLength(2);
    // While it waits, a working code is not looked up either; another person is not held back.
    expect(await tryCode(buyer.browser, "DOUBLETHESHELF")).toEqual(TOO_MANY);
    const other = await signedInPerson(database.prisma);
    expect((await tryCode(other.browser, "DOUBLETHESHELF")).ok).toBe(true);
  });

  it("checkout counts the same guesses: past the limit it opens no checkout, even for a code that works, and writes nothing", async () => {
    const buyer = await signedInPerson(database.prisma);
    for (let index = 0; index < 5; index += 1) {
      expect(await checkout(buyer, ["vision_002"], `CHECKOUTGUESS${index}`)).toEqual({ ok: false, error: "That promo code is not valid." });
      expect(await tryCode(buyer.browser, `APPLYGUESS${index}`)).toEqual({ ok: false, error: "That promo code is not valid." });
    }
    // 10 failed guesses across the two: the checkout of a working code is refused, and nothing is stored.
    expect(await checkout(buyer, ["vision_002"], "DOUBLETHESHELF")).toEqual(TOO_MANY);
    expect(await database.prisma.order.count({ where: { userId: buyer.id } })).toBe(0);
    // Without a code the checkout opens as ever.
    expect(await checkout(buyer, ["vision_002"], null)).toMatchObject({ ok: true });
  });

  it("behind a trusted proxy, visitors from one address share 30 guesses; another address is not held back", async () => {
    // The server reads its environment once (env()): a fresh copy of the action trusts the proxy.
    process.env.TRUST_PROXY = "1";
    vi.resetModules();
    try {
      const behindProxy = await import("@/lib/discounts/actions");
      const from = (address: string, typed: string) =>
        inBrowser(newBrowser({ "x-forwarded-for": address }), () => behindProxy.checkDiscountCodeAction({ code: typed, target: "guides" }));
      for (let index = 0; index < 30; index += 1) {
        expect(await from("203.0.113.77", `NOPE${index}`)).toEqual({ ok: false, error: "That promo code is not valid." });
      }
      expect(await from("203.0.113.77", "NOPE30")).toEqual(TOO_MANY);
      expect((await from("203.0.113.78", "DOUBLETHESHELF")).ok).toBe(true);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
});

describe("uses under races, expiries and refunds", () => {
  it("two buyers at once for the last use: one checkout opens, the other is told before paying", async () => {
    const last = await code({ code: "LASTONE", maxUses: 1 });
    const [first, second] = await Promise.all([signedInPerson(database.prisma), signedInPerson(database.prisma)]);
    const results = await Promise.all([checkout(first, ["power_004"], "LASTONE"), checkout(second, ["power_004"], "LASTONE")]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, error: "That promo code has been used up." }]);
    expect(await ordersWith(last.id)).toHaveLength(1);
    const loser = results[0].ok ? second : first;
    expect(await database.prisma.order.count({ where: { userId: loser.id } })).toBe(0);
  });

  it("an expired checkout gives its use back", async () => {
    const last = await code({ code: "COMEBACK", maxUses: 1 });
    const [first, second] = [await signedInPerson(database.prisma), await signedInPerson(database.prisma)];
    expect(await checkout(first, ["motion_003"], "COMEBACK")).toMatchObject({ ok: true });
    expect(await checkout(second, ["motion_003"], "COMEBACK")).toEqual({ ok: false, error: "That promo code has been used up." });
    const [held] = await database.prisma.order.findMany({ where: { discountCodeId: last.id }, select: { checkoutSessionId: true } });
    await closeOrder(held!.checkoutSessionId!, "expired");
    expect(await checkout(second, ["motion_003"], "COMEBACK")).toMatchObject({ ok: true });
    expect((await ordersWith(last.id)).map((order) => [order.userId, order.status])).toEqual([
      [first.id, "expired"],
      [second.id, "pending"],
    ]);
  });

  it("a checkout nobody closed stops holding its use once it can no longer be paid: half an hour on with a capped code, a day on with any other", async () => {
    const last = await code({ code: "ABANDONED", maxUses: 1 });
    const [first, second] = [await signedInPerson(database.prisma), await signedInPerson(database.prisma)];
    expect(await checkout(first, ["motion_004"], "ABANDONED")).toMatchObject({ ok: true });
    expect(await checkout(second, ["motion_004"], "ABANDONED")).toEqual({ ok: false, error: "That promo code has been used up." });
    const [held] = await database.prisma.order.findMany({ where: { discountCodeId: last.id }, select: { id: true, createdAt: true, checkoutExpiresAt: true } });
    const halfAnHourAgo = (date: Date) => new Date(date.getTime() - 31 * 60_000);
    await database.prisma.order.update({
      where: { id: held!.id },
      data: { createdAt: halfAnHourAgo(held!.createdAt), checkoutExpiresAt: halfAnHourAgo(held!.checkoutExpiresAt!) },
    });
    expect(await checkout(second, ["motion_004"], "ABANDONED")).toMatchObject({ ok: true });

    // Without a total limit the checkout is the provider's day long: a visitor's unpaid gift keeps their one use that long.
    const daily = await code({ code: "ONEADAY", appliesToGifts: true, maxUsesPerCustomer: 1 });
    const visitor = newBrowser();
    const gift = (recipientEmail: string) =>
      inBrowser(visitor, () =>
        giftActions.startGiftCheckoutAction({
          timeZone: "UTC",
          guideId: "vision_002",
          promoCode: "ONEADAY",
          details: {
            giverName: "V",
            giverEmail: "daily@else.test",
            recipientName: "",
            recipientEmail,
            giftMessage: "",
            deliveryDate: new Date().toISOString().slice(0, 10),
          },
        }),
      );
    expect(await gift("one@else.test")).toMatchObject({ ok: true });
    const refused = { ok: false, error: "You have already used that promo code as often as it allows." };
    expect(await gift("two@else.test")).toEqual(refused);
    const moveBack = (ms: number) =>
      database.prisma.$executeRaw`UPDATE "orders" SET "created_at" = "created_at" - ${ms} * INTERVAL '1 millisecond',
        "checkout_expires_at" = "checkout_expires_at" - ${ms} * INTERVAL '1 millisecond' WHERE "discount_code_id" = ${daily.id}`;
    await moveBack(31 * 60_000);
    expect(await gift("two@else.test")).toEqual(refused);
    await moveBack(24 * 3_600_000);
    expect(await gift("two@else.test")).toMatchObject({ ok: true });
  });

  it("uses per customer: a paid order uses it; an unpaid checkout is closed by the buyer's next one with the code", async () => {
    const once = await code({ code: "ONCEEACH", maxUsesPerCustomer: 1 });
    const buyer = await signedInPerson(database.prisma);
    expect(await checkout(buyer, ["vision_001"], "ONCEEACH")).toMatchObject({ ok: true });
    // Back from the provider's page without paying: the same guides close the first checkout, whose use comes back.
    expect(await checkout(buyer, ["vision_001"], "ONCEEACH")).toMatchObject({ ok: true });
    // Other guides with the same code: the unpaid checkout is closed too, and its use moves to the new one.
    expect(await checkout(buyer, ["vision_004"], "ONCEEACH")).toMatchObject({ ok: true });
    const orders = await ordersWith(once.id);
    expect(orders.map((order) => order.status)).toEqual(["expired", "expired", "pending"]);
    const paid = await POST(webhookRequest(await pay(orders[2]!.id, "pi_onceeach"), secret));
    expect(paid.status).toBe(200);

    expect(await checkout(buyer, ["vision_002"], "ONCEEACH")).toEqual({ ok: false, error: "You have already used that promo code as often as it allows." });
    expect(await inBrowser(buyer.browser, () => discountActions.checkDiscountCodeAction({ code: "ONCEEACH", target: "guides" }))).toEqual({
      ok: false,
      error: "You have already used that promo code as often as it allows.",
    });
    // Someone else still may.
    expect(await checkout(await signedInPerson(database.prisma), ["vision_004"], "ONCEEACH")).toMatchObject({ ok: true });
  });

  it("one account opening checkouts it never pays holds one use of a limited code, not all of them", async () => {
    const limited = await code({ code: "THREELEFT", maxUses: 3 });
    const hoarder = await signedInPerson(database.prisma);
    for (const guide of ["power_001", "power_002", "power_003", "feeling_001", "feeling_002"]) {
      expect(await checkout(hoarder, [guide], "THREELEFT")).toMatchObject({ ok: true });
    }
    expect((await ordersWith(limited.id)).filter((order) => order.status === "pending")).toHaveLength(1);
    const [first, second] = [await signedInPerson(database.prisma), await signedInPerson(database.prisma)];
    expect(await checkout(first, ["power_001"], "THREELEFT")).toMatchObject({ ok: true });
    expect(await checkout(second, ["power_001"], "THREELEFT")).toMatchObject({ ok: true });
    expect(await checkout(await signedInPerson(database.prisma), ["power_001"], "THREELEFT")).toEqual({
      ok: false,
      error: "That promo code has been used up.",
    });
  });

  it("Atomic Year checkouts with a code: the buyer's next one closes the unpaid one, so they hold one use between them", async () => {
    const limited = await code({ code: "YEARTWO", maxUses: 2, appliesToGuides: false, appliesToAtomicYear: true });
    const hoarder = await signedInPerson(database.prisma);
    for (let attempt = 0; attempt < 4; attempt++) expect(await createAtomicYearCheckout(hoarder, "yeartwo")).toMatchObject({ ok: true });
    const statuses = (await ordersWith(limited.id)).map((order) => order.status).sort();
    expect(statuses).toEqual(["expired", "expired", "expired", "pending"]);
    const closed = await database.prisma.order.findMany({ where: { discountCodeId: limited.id, status: "expired" }, select: { checkoutSessionId: true } });
    const sessions = await database.prisma.sandboxCheckoutSession.findMany({ where: { id: { in: closed.map((order) => order.checkoutSessionId!) } } });
    expect(sessions.map((session) => session.status)).toEqual(["expired", "expired", "expired"]);

    expect(await createAtomicYearCheckout(await signedInPerson(database.prisma), "YEARTWO")).toMatchObject({ ok: true });
    expect(await createAtomicYearCheckout(await signedInPerson(database.prisma), "YEARTWO")).toEqual({ ok: false, error: "That promo code has been used up." });
  });

  it("a visitor typing a customer's address into a gift uses up none of that customer's allowance; the visitor's own reuse is refused", async () => {
    await code({ code: "GIFTONCE", appliesToGifts: true, maxUsesPerCustomer: 1 });
    const victim = await signedInPerson(database.prisma);
    const today = new Date().toISOString().slice(0, 10);
    const giftFrom = (giverEmail: string, recipientEmail: string) => ({
      timeZone: "UTC",
      guideId: "vision_003",
      promoCode: "giftonce",
      details: { giverName: "V", giverEmail, recipientName: "", recipientEmail, giftMessage: "", deliveryDate: today },
    });
    const stranger = newBrowser();
    expect(await inBrowser(stranger, () => giftActions.startGiftCheckoutAction(giftFrom(victim.email, "someone@else.test")))).toMatchObject({ ok: true });

    expect(await inBrowser(victim.browser, () => discountActions.checkDiscountCodeAction({ code: "GIFTONCE", target: "gifts" }))).toMatchObject({ ok: true });
    expect(await inBrowser(victim.browser, () => giftActions.startGiftCheckoutAction(giftFrom(victim.email, "friend@else.test")))).toMatchObject({ ok: true });

    // The stranger again, from the same browser under another address, or elsewhere under another spelling of the same inbox.
    const refused = { ok: false, error: "You have already used that promo code as often as it allows." };
    expect(await inBrowser(stranger, () => giftActions.startGiftCheckoutAction(giftFrom("new-name@else.test", "third@else.test")))).toEqual(refused);
    const [local, domain] = victim.email.split("@");
    const spelling = `${local!.toUpperCase()}+again@${domain}`;
    expect(await inBrowser(newBrowser(), () => giftActions.startGiftCheckoutAction(giftFrom(spelling, "fourth@else.test")))).toEqual(refused);
  });

  it("a paid order keeps its use through replayed events; a full refund gives it back; the sales figures count the code's orders", async () => {
    const last = await code({ code: "REFUNDME", name: "Refund Me", maxUses: 1, percentOff: 50 });
    const buyer = await signedInPerson(database.prisma);
    expect(await checkout(buyer, ["feeling_004"], "REFUNDME")).toMatchObject({ ok: true });
    const [order] = await ordersWith(last.id);
    const paid = await pay(order!.id, "pi_refundme");
    const deliveries = await Promise.all([paid, paid, paid].map((event) => POST(webhookRequest(event, secret))));
    expect(deliveries.every((response) => response.status === 200)).toBe(true);
    expect(await ordersWith(last.id)).toEqual([expect.objectContaining({ status: "fulfilled", totalCents: 300 })]);
    const other = await signedInPerson(database.prisma);
    expect(await checkout(other, ["feeling_004"], "REFUNDME")).toEqual({ ok: false, error: "That promo code has been used up." });

    const today = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
    const figures = await revenueByCode({ from: today, to: today });
    expect(figures.find((row) => row.code === "REFUNDME")).toEqual({
      code: "REFUNDME",
      name: "Refund Me",
      orders: 1,
      revenueCents: 300,
      discountCents: 300,
      refundedCents: 0,
    });

    const refund = refundEvent("pi_refundme", { amount: 300, amountRefunded: 300, refunded: true });
    await Promise.all([POST(webhookRequest(refund, secret)), POST(webhookRequest(refund, secret))]);
    expect((await ordersWith(last.id)).map((row) => row.status)).toEqual(["refunded"]);
    expect(await checkout(other, ["feeling_004"], "REFUNDME")).toMatchObject({ ok: true });
    expect((await revenueByCode({ from: today, to: today })).find((row) => row.code === "REFUNDME")).toMatchObject({
      orders: 1,
      refundedCents: 300,
    });
  });
});
