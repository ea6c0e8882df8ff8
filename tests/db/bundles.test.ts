// Strand bundles and cross-sells on a real database: the bundle's price from what the account owns
// (crafted strands refused, a guide bought between cart and checkout, owning all four, Stripe's
// minimum), paying through the sandbox and the real webhook route, fulfilment delivered several
// times at once, a refund that takes back only what the bundle granted, the admin's price, the
// success page's offer, and the co-purchases behind "Readers of this guide also read".
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser } from "../support/next-browsers";
import { revalidations } from "../support/next-cache";
import { markSessionPaid, sessionEvent, webhookRequest } from "../support/payment-events";
import { signedInPerson, type Person } from "../support/sign-in";
import { sandboxShop, type SandboxShop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

let shop: SandboxShop | undefined;
let database: TestDatabase;
let POST: (request: Request) => Promise<Response>;
let checkoutActions: typeof import("@/lib/checkout/actions");
let bundleActions: typeof import("@/lib/admin/bundle-actions");
let checkoutResultFor: typeof import("@/lib/checkout/result").checkoutResultFor;
let sandbox: typeof import("@/lib/payments/sandbox");
let payments: typeof import("@/lib/payments").payments;
let crossSells: typeof import("@/lib/catalog/cross-sells");
let queries: typeof import("@/lib/catalog/queries");
let secret: string;

beforeAll(async () => {
  shop = await sandboxShop("bundles", { AUTH_SECRET: "bundles-test-auth-secret-that-is-long-enough", ADMIN_EMAILS: "boss@bundles.test" });
  database = shop.database;
  ({ POST } = await import("@/app/api/webhooks/stripe/route"));
  checkoutActions = await import("@/lib/checkout/actions");
  bundleActions = await import("@/lib/admin/bundle-actions");
  ({ checkoutResultFor } = await import("@/lib/checkout/result"));
  sandbox = await import("@/lib/payments/sandbox");
  const paymentsModule = await import("@/lib/payments");
  payments = paymentsModule.payments;
  secret = paymentsModule.sandboxWebhookSecret();
  crossSells = await import("@/lib/catalog/cross-sells");
  queries = await import("@/lib/catalog/queries");
}, 300_000);

afterAll(() => shop?.close());

beforeEach(async () => {
  revalidations.length = 0;
  await database.prisma.strandInfo.updateMany({ data: { bundlePriceCents: 2000 } });
});

const CARD = "4242 4242 4242 4242";
const POWER = ["power_001", "power_002", "power_003", "power_004"];
const as = <T>(who: Person | null, step: () => Promise<T>) => inBrowser(who?.browser ?? newBrowser(), step);
const checkout = (who: Person | null, input: unknown) => as(who, () => checkoutActions.startGuideCheckoutAction(input));
const quote = (who: Person | null, input: unknown) => as(who, () => checkoutActions.quoteBundlesAction(input));

/** Puts guides on a person's shelf as an earlier purchase (its own paid order) would. */
async function own(userId: string, guideIds: string[]) {
  const order = await database.prisma.order.create({
    data: { userId, kind: "guides", status: "fulfilled", subtotalCents: 600, totalCents: 600, paymentIntentId: `pi_before_${userId}_${guideIds.join("_")}` },
  });
  await database.prisma.userGuide.createMany({ data: guideIds.map((guideId) => ({ userId, guideId, acquiredVia: "purchase" as const, orderId: order.id })) });
}

/** A discount code for guides only, made straight in the table. */
const guidesCode = (data: { code: string; name: string; kind: "percent_off" | "amount_off"; percentOff?: number; amountOffCents?: number }) =>
  database.prisma.discountCode.create({ data: { ...data, appliesToGuides: true, appliesToAtomicYear: false, appliesToGifts: false } });

const ordersOf = (userId: string) =>
  database.prisma.order.findMany({
    where: { userId, checkoutSessionId: { not: null } },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      userId: true,
      status: true,
      totalCents: true,
      subtotalCents: true,
      discountCents: true,
      checkoutSessionId: true,
      duplicateCents: true,
      items: { select: { guideId: true, unitCents: true, discountCents: true, bundleStrand: true, name: true }, orderBy: { guideId: "asc" } },
    },
  });

const shelf = async (userId: string) =>
  (await database.prisma.userGuide.findMany({ where: { userId }, select: { guideId: true }, orderBy: { guideId: "asc" } })).map((row) => row.guideId);

async function lastOrder(userId: string) {
  const orders = await ordersOf(userId);
  return orders.at(-1)!;
}

describe("a bundle's price at checkout", () => {
  it("refuses crafted bundles (an unknown strand, a guide id, twice the same, more than four) and stores nothing", async () => {
    const reader = await signedInPerson(database.prisma);
    for (const bundles of [["nope"], ["power_001"], [""], [7], "power", ["power", "power"], ["power", "feeling", "motion", "vision", "power"]]) {
      const answer = await checkout(reader, { guideIds: [], bundles });
      expect(answer, JSON.stringify(bundles)).toMatchObject({ ok: false });
      expect((answer as { error: string }).error).toMatch(/That bundle is not on sale\.|Each bundle can only be in the cart once\./);
    }
    expect(await checkout(reader, { guideIds: [], bundles: [] })).toEqual({ ok: false, error: "Cart is empty" });
    expect(await quote(reader, { strands: ["power_001"] })).toMatchObject({ ok: false, code: "invalid_input", error: "That bundle is not on sale." });
    expect(await database.prisma.order.count({ where: { userId: reader.id } })).toBe(0);
    // A visitor is asked to sign in before anything is priced.
    expect(await checkout(null, { guideIds: [], bundles: ["power"] })).toEqual({ ok: false, code: "sign_in", error: "Please sign in to purchase guides." });
  });

  it("someone who owns one Power guide sees and pays the bundle less its share: 3 missing guides, $15.00, only the strand id from the browser", async () => {
    const reader = await signedInPerson(database.prisma);
    await own(reader.id, ["power_001"]);
    expect(await quote(reader, { strands: ["power"] })).toEqual({
      ok: true,
      bundles: [{ strand: "power", ok: true, line: "Power bundle: 3 missing guides", priceCents: 1500, separateCents: 1800, missingIds: POWER.slice(1) }],
    });
    // A visitor sees the whole bundle's price.
    expect(await quote(null, { strands: ["power"] })).toMatchObject({ ok: true, bundles: [{ line: "Power bundle: all 4 guides", priceCents: 2000 }] });

    // Whatever else the browser sends about prices is not read.
    const started = await checkout(reader, { guideIds: [], bundles: ["power"], priceCents: 1, totalCents: 1 });
    expect(started).toMatchObject({ ok: true });
    const order = await lastOrder(reader.id);
    expect(order).toMatchObject({ status: "pending", subtotalCents: 1500, discountCents: 0, totalCents: 1500 });
    expect(order.items).toEqual([
      { guideId: "power_002", unitCents: 500, discountCents: 0, bundleStrand: "power", name: expect.stringMatching(/^Power bundle: /) },
      { guideId: "power_003", unitCents: 500, discountCents: 0, bundleStrand: "power", name: expect.stringMatching(/^Power bundle: /) },
      { guideId: "power_004", unitCents: 500, discountCents: 0, bundleStrand: "power", name: expect.stringMatching(/^Power bundle: /) },
    ]);
    const session = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: order.checkoutSessionId! } });
    expect(session.amountTotalCents).toBe(1500);
    expect(JSON.stringify(session.lineItems)).toContain("Power bundle: 3 missing guides");
  });

  it("a guide bought between the cart and checkout lowers the price when checkout starts", async () => {
    const reader = await signedInPerson(database.prisma);
    await own(reader.id, ["power_001"]);
    expect(await quote(reader, { strands: ["power"] })).toMatchObject({ bundles: [{ priceCents: 1500 }] });
    // Meanwhile, in another tab, power_003 is bought.
    await own(reader.id, ["power_003"]);
    expect(await checkout(reader, { guideIds: [], bundles: ["power"] })).toMatchObject({ ok: true });
    const order = await lastOrder(reader.id);
    expect(order.totalCents).toBe(1000);
    expect(order.items.map((item) => item.guideId)).toEqual(["power_002", "power_004"]);
  });

  it("is not offered to someone who owns all four: a clear message, no order", async () => {
    const reader = await signedInPerson(database.prisma);
    await own(reader.id, POWER);
    const message = "You already own every Power guide, so the Power bundle is not offered.";
    expect(await quote(reader, { strands: ["power"] })).toEqual({ ok: true, bundles: [{ strand: "power", ok: false, error: message, ownsAll: true }] });
    expect(await checkout(reader, { guideIds: ["vision_001"], bundles: ["power"] })).toEqual({ ok: false, error: message });
    expect(await ordersOf(reader.id)).toEqual([]);
  });

  it("never goes below Stripe's minimum of $0.50, nor above the missing guides one by one", async () => {
    const reader = await signedInPerson(database.prisma);
    await own(reader.id, POWER.slice(0, 3));
    await database.prisma.strandInfo.update({ where: { strand: "power" }, data: { bundlePriceCents: 100 } });
    expect(await checkout(reader, { guideIds: [], bundles: ["power"] })).toMatchObject({ ok: true });
    expect((await lastOrder(reader.id)).totalCents).toBe(50);

    await database.prisma.strandInfo.update({ where: { strand: "power" }, data: { bundlePriceCents: 2400 } });
    expect(await checkout(reader, { guideIds: [], bundles: ["power"] })).toMatchObject({ ok: true });
    expect((await lastOrder(reader.id)).totalCents).toBe(600);
  });

  it("a guide of the bundle's strand in the same cart is the bundle's; other guides keep their price", async () => {
    const reader = await signedInPerson(database.prisma);
    expect(await checkout(reader, { guideIds: ["power_002", "vision_001"], bundles: ["power"] })).toMatchObject({ ok: true });
    const order = await lastOrder(reader.id);
    expect(order.totalCents).toBe(2600);
    expect(order.items.map((item) => [item.guideId, item.bundleStrand])).toEqual([
      ["power_001", "power"],
      ["power_002", "power"],
      ["power_003", "power"],
      ["power_004", "power"],
      ["vision_001", null],
    ]);
  });

  it("promo codes: a percentage comes off the bundle's line too; every second guide free leaves the bundle out", async () => {
    await guidesCode({ code: "TENOFF", name: "Ten Off", kind: "percent_off", percentOff: 10 });
    const reader = await signedInPerson(database.prisma);
    await own(reader.id, ["power_001"]);
    expect(await checkout(reader, { guideIds: [], bundles: ["power"], promoCode: "TENOFF" })).toMatchObject({ ok: true });
    const tenOff = await lastOrder(reader.id);
    expect(tenOff).toMatchObject({ subtotalCents: 1500, discountCents: 150, totalCents: 1350 });
    expect(tenOff.items.reduce((sum, item) => sum + item.discountCents, 0)).toBe(150);

    const other = await signedInPerson(database.prisma);
    expect(await checkout(other, { guideIds: ["vision_001"], bundles: ["power"], promoCode: "DOUBLETHESHELF" })).toMatchObject({ ok: true });
    expect(await lastOrder(other.id)).toMatchObject({ subtotalCents: 2600, discountCents: 0, totalCents: 2600 });
  });

  it("a percentage never takes a bundle below Stripe's minimum of $0.50 either", async () => {
    await guidesCode({ code: "NINETY", name: "Ninety Off", kind: "percent_off", percentOff: 90 });
    await database.prisma.strandInfo.update({ where: { strand: "power" }, data: { bundlePriceCents: 1800 } });
    const reader = await signedInPerson(database.prisma);
    await own(reader.id, POWER.slice(0, 3));
    expect(await checkout(reader, { guideIds: [], bundles: ["power"], promoCode: "NINETY" })).toMatchObject({ ok: true });
    const order = await lastOrder(reader.id);
    expect(order).toMatchObject({ subtotalCents: 450, discountCents: 400, totalCents: 50 });
    const session = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: order.checkoutSessionId! } });
    expect(session.amountTotalCents).toBe(50);
  });
});

describe("paying for a bundle", () => {
  it("grants every missing guide once, whatever is delivered at once, and a guide owned by then is not granted twice but refunded", async () => {
    const reader = await signedInPerson(database.prisma);
    await own(reader.id, ["power_001"]);
    expect(await checkout(reader, { guideIds: [], bundles: ["power"] })).toMatchObject({ ok: true });
    const order = await lastOrder(reader.id);
    // power_004 arrives another way (a gift, say) before the payment is settled.
    await database.prisma.userGuide.create({ data: { userId: reader.id, guideId: "power_004", acquiredVia: "gift" } });
    const pi = `pi_bundle_${reader.id}`;
    await markSessionPaid(database.prisma, order.checkoutSessionId!, pi);
    const completed = sessionEvent("checkout.session.completed", order, order.checkoutSessionId!, "paid", pi);
    const deliver = () => POST(webhookRequest(completed, secret));
    const results = await Promise.all([deliver(), deliver(), deliver(), checkoutResultFor(reader.id, order.checkoutSessionId), deliver()]);
    for (const result of results) if (result instanceof Response) expect(result.status).toBe(200);

    expect(await shelf(reader.id)).toEqual(POWER);
    const grants = await database.prisma.userGuide.findMany({ where: { orderId: order.id }, select: { guideId: true }, orderBy: { guideId: "asc" } });
    expect(grants.map((row) => row.guideId)).toEqual(["power_002", "power_003"]);
    const settled = (await ordersOf(reader.id)).find((entry) => entry.id === order.id)!;
    // What the payment paid for power_004 (its share of the bundle) goes back, once.
    expect(settled).toMatchObject({ status: "fulfilled", duplicateCents: 500 });
    const refunds = await database.prisma.sandboxRefund.findMany({ where: { paymentIntentId: pi }, select: { amountCents: true } });
    expect(refunds).toEqual([{ amountCents: 500 }]);
  });

  it("a guide of the order that came free from the quiz meanwhile: what is kept is priced again under the order's code, and only the difference goes back", async () => {
    await guidesCode({ code: "FIVEOFF", name: "Five Off", kind: "amount_off", amountOffCents: 500 });
    // [code, total paid, refunded]: every second guide free made feeling_001 free only beside
    // power_001, so feeling_001 alone costs $6 and nothing goes back; $5 off the order still
    // applies to the Motion bundle kept, so $26 - $5 = $21 paid, $15 kept, $6 back.
    for (const [promoCode, paid, refunded] of [
      ["DOUBLETHESHELF", 2600, 0],
      ["FIVEOFF", 2100, 600],
    ] as const) {
      const reader = await signedInPerson(database.prisma);
      const guideIds = promoCode === "DOUBLETHESHELF" ? ["power_001", "feeling_001"] : ["power_001"];
      expect(await checkout(reader, { guideIds, bundles: ["motion"], promoCode })).toMatchObject({ ok: true });
      const order = await lastOrder(reader.id);
      expect(order.totalCents, promoCode).toBe(paid);
      await database.prisma.userGuide.create({ data: { userId: reader.id, guideId: "power_001", acquiredVia: "quiz" } });
      expect(await sandbox.paySandboxSession(order.checkoutSessionId!, CARD)).toMatchObject({ ok: true });
      const settled = await database.prisma.order.findUniqueOrThrow({
        where: { id: order.id },
        select: { status: true, duplicateCents: true, paymentIntentId: true },
      });
      expect(settled, promoCode).toMatchObject({ status: "fulfilled", duplicateCents: refunded });
      const refunds = await database.prisma.sandboxRefund.findMany({ where: { paymentIntentId: settled.paymentIntentId! }, select: { amountCents: true } });
      expect(refunds, promoCode).toEqual(refunded === 0 ? [] : [{ amountCents: refunded }]);
    }
  });

  it("a refund takes back what the bundle granted and nothing else: a guide owned before stays", async () => {
    const reader = await signedInPerson(database.prisma);
    await own(reader.id, ["power_001"]);
    expect(await checkout(reader, { guideIds: [], bundles: ["power"] })).toMatchObject({ ok: true });
    const order = await lastOrder(reader.id);
    expect(await sandbox.paySandboxSession(order.checkoutSessionId!, CARD)).toMatchObject({ ok: true });
    expect(await shelf(reader.id)).toEqual(POWER);
    const paid = await database.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, paymentIntentId: true } });
    expect(paid.status).toBe("fulfilled");

    expect(await payments().refund(paid.paymentIntentId!, 1500)).toMatchObject({ ok: true });
    expect(await database.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } })).toEqual({ status: "refunded" });
    expect(await shelf(reader.id)).toEqual(["power_001"]);
  });

  it("the success page names the bundle and offers to complete the strand of what was bought", async () => {
    const reader = await signedInPerson(database.prisma);
    expect(await checkout(reader, { guideIds: ["feeling_001"] })).toMatchObject({ ok: true });
    const single = await lastOrder(reader.id);
    expect(await sandbox.paySandboxSession(single.checkoutSessionId!, CARD)).toMatchObject({ ok: true });
    expect(await checkoutResultFor(reader.id, single.checkoutSessionId)).toMatchObject({
      ok: true,
      bundles: [],
      bundleOffer: { strand: "feeling", name: "Feeling", line: "Feeling bundle: 3 missing guides", priceCents: 1500, separateCents: 1800 },
    });

    expect(await checkout(reader, { guideIds: [], bundles: ["feeling"] })).toMatchObject({ ok: true });
    const bundle = await lastOrder(reader.id);
    expect(await sandbox.paySandboxSession(bundle.checkoutSessionId!, CARD)).toMatchObject({ ok: true });
    expect(await checkoutResultFor(reader.id, bundle.checkoutSessionId)).toMatchObject({
      ok: true,
      itemName: "Feeling bundle: 3 guides",
      amountDollars: "15.00",
      bundles: ["feeling"],
      bundleOffer: null,
    });
  });
});

describe("the admin's bundle price", () => {
  const admin = () => signedInPerson(database.prisma, { email: "boss@bundles.test", firstName: "Boss" });
  const save = (who: Person | null, input: unknown) => as(who, () => bundleActions.saveBundlePriceAction(input));
  const power = async () =>
    (await database.prisma.strandInfo.findUniqueOrThrow({ where: { strand: "power" }, select: { bundlePriceCents: true } })).bundlePriceCents;

  it("only an admin sets it: a visitor gets 401, a reader 403, and nothing changes", async () => {
    expect(await save(null, { strand: "power", priceCents: 1000 })).toMatchObject({ ok: false, status: 401 });
    expect(await save(await signedInPerson(database.prisma), { strand: "power", priceCents: 1000 })).toMatchObject({ ok: false, status: 403 });
    expect(await power()).toBe(2000);
  });

  it("refuses anything but a positive whole number of cents at most the four guides' sum", async () => {
    const boss = await admin();
    for (const input of [
      { strand: "power", priceCents: 0 },
      { strand: "power", priceCents: -100 },
      { strand: "power", priceCents: 1999.5 },
      { strand: "power", priceCents: "1800" },
      { strand: "power", priceCents: 2401 },
      { strand: "power_001", priceCents: 1800 },
      { strand: "nope", priceCents: 1800 },
    ]) {
      expect(await save(boss, input), JSON.stringify(input)).toMatchObject({ ok: false, status: 400, error: "Not Saved" });
    }
    expect(await save(boss, { strand: "power", priceCents: 2401 })).toMatchObject({
      message: "A bundle costs at most what its guides cost one by one ($24.00).",
    });
    expect(await power()).toBe(2000);
    expect(revalidations).toEqual([]);
  });

  it("saves, audits and revalidates the catalogue's bundles", async () => {
    const boss = await admin();
    expect(await save(boss, { strand: "power", priceCents: 1800 })).toEqual({ ok: true, message: "The Power bundle now costs $18.00." });
    expect(await power()).toBe(1800);
    const audit = await database.prisma.adminAuditLog.findFirst({ where: { action: "bundle.price" }, orderBy: { createdAt: "desc" } });
    expect(audit).toMatchObject({ email: "boss@bundles.test", target: "power", details: { fromCents: 2000, toCents: 1800 } });
    expect(revalidations).toContain("tag:bundles");
    const bundle = (await queries.getBundles()).find((entry) => entry.strand === "power");
    expect(bundle?.priceCents).toBe(1800);
    expect(bundle?.guides.map((guide) => guide.id)).toEqual(POWER);
  });
});

describe("readers of this guide also read", () => {
  it("computes co-purchases (two readers at least, best first, three at most) once a day", async () => {
    // Start from no co-purchases: the purchases above are other strands' tests' own.
    await database.prisma.userGuide.deleteMany({});
    const buyers = await Promise.all([1, 2, 3].map(() => signedInPerson(database.prisma)));
    await own(buyers[0]!.id, ["motion_001", "vision_002", "vision_003"]);
    await own(buyers[1]!.id, ["motion_001", "vision_002", "vision_003"]);
    await own(buyers[2]!.id, ["motion_001", "vision_002", "feeling_004"]);
    // A guide that came by the quiz is not a purchase.
    await database.prisma.userGuide.create({ data: { userId: buyers[2]!.id, guideId: "vision_003", acquiredVia: "quiz" } });

    const now = new Date();
    expect(await crossSells.refreshCrossSells(now)).toBe(true);
    expect(revalidations).toContain("tag:cross-sells");
    const rows = await database.prisma.guideCrossSell.findMany({ orderBy: [{ guideId: "asc" }, { position: "asc" }] });
    expect(rows).toEqual([
      { guideId: "motion_001", otherGuideId: "vision_002", readers: 3, position: 1 },
      { guideId: "motion_001", otherGuideId: "vision_003", readers: 2, position: 2 },
      { guideId: "vision_002", otherGuideId: "motion_001", readers: 3, position: 1 },
      { guideId: "vision_002", otherGuideId: "vision_003", readers: 2, position: 2 },
      { guideId: "vision_003", otherGuideId: "motion_001", readers: 2, position: 1 },
      { guideId: "vision_003", otherGuideId: "vision_002", readers: 2, position: 2 },
    ]);
    expect((await queries.getCrossSells()).motion_001).toEqual(["vision_002", "vision_003"]);

    // Twice at once, and again the same day: computed once.
    await own(buyers[2]!.id, ["feeling_001"]);
    await own(buyers[1]!.id, ["feeling_001"]);
    expect(await Promise.all([crossSells.refreshCrossSells(now), crossSells.refreshCrossSells(new Date(now.getTime() + 60_000))])).toEqual([false, false]);
    expect(await database.prisma.guideCrossSell.count({ where: { guideId: "feeling_001" } })).toBe(0);
    // A day later it is computed again.
    const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    const runs = await Promise.all([crossSells.refreshCrossSells(tomorrow), crossSells.refreshCrossSells(tomorrow)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await database.prisma.guideCrossSell.count({ where: { guideId: "feeling_001" } })).toBeGreaterThan(0);
  });
});
