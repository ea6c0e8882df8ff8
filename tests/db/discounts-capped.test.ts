// Capped discount codes (a total-uses limit) against strangers who never pay, on a real database: a
// checkout priced with one can be paid for 30 minutes and holds its use only that long, so unpaid
// checkouts cannot keep the code from a paying customer; a visitor holds one use at a time per
// browser and per address (an account's checkouts are never closed by an address a stranger types);
// paying customers at once never get more uses than the cap; a payment whose webhook comes after
// the half hour is fulfilled, even past the cap. Half an hour passes by moving the stored dates.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser, type Browser } from "../support/next-browsers";
import { sessionEvent, webhookRequest } from "../support/payment-events";
import { signedInPerson, type Person } from "../support/sign-in";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

const USED_UP = { ok: false, error: "That promo code has been used up." };
const HALF_HOUR_MS = 30 * 60_000;

let shop: Shop | undefined;
let database: TestDatabase;
let secret: string;
let POST: (request: Request) => Promise<Response>;
let checkoutActions: typeof import("@/lib/checkout/actions");
let giftActions: typeof import("@/lib/gifts/actions");
let createAtomicYearCheckout: typeof import("@/lib/atomic-year/checkout").createAtomicYearCheckout;
let sandbox: typeof import("@/lib/payments/sandbox");
let listDiscountCodes: typeof import("@/lib/discounts/manage").listDiscountCodes;

beforeAll(async () => {
  shop = await seededShop("discounts-capped", {
    AUTH_SECRET: "discounts-capped-test-secret-long-enough",
    SITE_URL: "http://127.0.0.1:9",
    TRUST_PROXY: undefined,
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
  });
  database = shop.database;
  ({ POST } = await import("@/app/api/webhooks/stripe/route"));
  checkoutActions = await import("@/lib/checkout/actions");
  giftActions = await import("@/lib/gifts/actions");
  ({ createAtomicYearCheckout } = await import("@/lib/atomic-year/checkout"));
  sandbox = await import("@/lib/payments/sandbox");
  ({ listDiscountCodes } = await import("@/lib/discounts/manage"));
  secret = (await import("@/lib/payments")).sandboxWebhookSecret();
}, 300_000);

afterAll(() => shop?.close());

/** A code for guides, The Atomic Year and gifts, half off, capped at `maxUses` uses. */
const capped = (code: string, maxUses: number) =>
  database.prisma.discountCode.create({
    data: { code, name: `Capped ${code}`, kind: "percent_off", percentOff: 50, maxUses, appliesToAtomicYear: true, appliesToGifts: true },
  });

let counter = 0;
/** A gift of a guide started in `browser` by a giver typing `giverEmail`, with `promoCode`. */
function giftCheckout(browser: Browser, giverEmail: string, promoCode: string) {
  counter += 1;
  const details = {
    giverName: "Gia",
    giverEmail,
    recipientName: "",
    recipientEmail: `friend-${counter}@capped.test`,
    giftMessage: "",
    deliveryDate: new Date().toISOString().slice(0, 10),
  };
  return inBrowser(browser, () => giftActions.startGiftCheckoutAction({ timeZone: "UTC", guideId: "power_001", details, promoCode }));
}

const guideCheckout = (who: Person, guideIds: string[], promoCode: string | null) =>
  inBrowser(who.browser, () => checkoutActions.startGuideCheckoutAction({ guideIds, promoCode }));

const ordersWith = (discountCodeId: string) =>
  database.prisma.order.findMany({
    where: { discountCodeId },
    select: { id: true, status: true, userId: true, customerEmail: true, totalCents: true, checkoutSessionId: true, checkoutExpiresAt: true },
    orderBy: { createdAt: "asc" },
  });

/** Half an hour and a minute pass for the checkouts priced with the code: every stored date of their
 * orders and sandbox sessions moves back. */
async function halfAnHourPasses(discountCodeId: string) {
  await database.prisma.$executeRaw`
    UPDATE "sandbox_checkout_sessions" SET "created_at" = "created_at" - INTERVAL '31 minutes', "expires_at" = "expires_at" - INTERVAL '31 minutes'
    WHERE "order_id" IN (SELECT "id" FROM "orders" WHERE "discount_code_id" = ${discountCodeId})`;
  await database.prisma.$executeRaw`
    UPDATE "orders" SET "created_at" = "created_at" - INTERVAL '31 minutes', "checkout_expires_at" = "checkout_expires_at" - INTERVAL '31 minutes'
    WHERE "discount_code_id" = ${discountCodeId}`;
}

let payments = 0;
/** The provider's signed checkout.session.completed for the order, delivered to the webhook route. */
async function pay(orderId: string) {
  const order = await database.prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { id: true, userId: true, totalCents: true, checkoutSessionId: true },
  });
  payments += 1;
  const response = await POST(
    webhookRequest(sessionEvent("checkout.session.completed", order, order.checkoutSessionId!, "paid", `pi_capped_${payments}`), secret),
  );
  expect(response.status).toBe(200);
  return (await database.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } })).status;
}

const sessionIdOf = (started: unknown) => (started as { url: string }).url.split("/").pop()!;

describe("a capped code against checkouts nobody pays", () => {
  it("ten unpaid visitor checkouts do not use up a capped code", async () => {
    const code = await capped("TENONLY", 10);
    // One visitor, ten fresh browsers, ten addresses, ten checkouts left on the payment page.
    for (let visitor = 0; visitor < 10; visitor++) {
      expect(await giftCheckout(newBrowser(), `hoarder-${visitor}@capped.test`, "tenonly")).toMatchObject({ ok: true });
    }
    const customer = await signedInPerson(database.prisma);
    // While they can be paid, they hold the ten uses.
    expect(await guideCheckout(customer, ["power_002"], "TENONLY")).toEqual(USED_UP);

    await halfAnHourPasses(code.id);
    const started = await guideCheckout(customer, ["power_002"], "TENONLY");
    expect(started).toMatchObject({ ok: true });
    const [order] = (await ordersWith(code.id)).filter((row) => row.userId === customer.id);
    expect(order).toMatchObject({ status: "pending", totalCents: 300 });
    expect(await pay(order!.id)).toBe("fulfilled");
    // The admin's list counts the one paid order, not the ten lapsed checkouts.
    expect((await listDiscountCodes()).find((row) => row.code === "TENONLY")).toMatchObject({ maxUses: 10, uses: 1 });

    // The visitors' checkouts can no longer be paid, and Stripe's expiry event closes such an order.
    const lapsed = (await ordersWith(code.id)).filter((row) => row.userId === null);
    expect(lapsed).toHaveLength(10);
    expect(await sandbox.paySandboxSession(lapsed[0]!.checkoutSessionId!, "4242424242424242")).toEqual({
      ok: false,
      error: "This checkout session is no longer active.",
    });
    const expired = sessionEvent("checkout.session.expired", lapsed[1]!, lapsed[1]!.checkoutSessionId!, "unpaid", "");
    expect((await POST(webhookRequest(expired, secret))).status).toBe(200);
    expect((await database.prisma.order.findUniqueOrThrow({ where: { id: lapsed[1]!.id } })).status).toBe("expired");
  });

  it("a visitor holds one capped-code use per browser and per address", async () => {
    const code = await capped("TWOHOLDS", 2);
    const browser = newBrowser();
    expect(await giftCheckout(browser, "gia@capped.test", "TWOHOLDS")).toMatchObject({ ok: true });
    // The same browser under another address: the first checkout is closed.
    expect(await giftCheckout(browser, "noor@capped.test", "TWOHOLDS")).toMatchObject({ ok: true });
    // Fresh browsers under other spellings of the same inbox (case, +tag): each closes the one before.
    expect(await giftCheckout(newBrowser(), "NOOR+gift@Capped.test", "TWOHOLDS")).toMatchObject({ ok: true });
    expect(await giftCheckout(newBrowser(), "noor@capped.test", "twoholds")).toMatchObject({ ok: true });

    const orders = await ordersWith(code.id);
    expect(orders.map((order) => [order.customerEmail, order.status])).toEqual([
      ["gia@capped.test", "expired"],
      ["noor@capped.test", "expired"],
      ["noor+gift@capped.test", "expired"],
      ["noor@capped.test", "pending"],
    ]);
    const sessions = await database.prisma.sandboxCheckoutSession.findMany({ where: { orderId: { in: orders.map((order) => order.id) } } });
    expect(sessions.map((session) => [session.orderId, session.status]).sort()).toEqual(
      orders.map((order) => [order.id, order.status === "expired" ? "expired" : "open"]).sort(),
    );

    // So the code's second use is still there for someone else, and then it is used up.
    expect(await giftCheckout(newBrowser(), "someone@capped.test", "TWOHOLDS")).toMatchObject({ ok: true });
    expect(await giftCheckout(newBrowser(), "third@capped.test", "TWOHOLDS")).toEqual(USED_UP);
  });

  it("an address with a `_` or `%` in it is only itself: it closes no other visitor's checkout", async () => {
    const code = await capped("WILDCARDS", 3);
    expect(await giftCheckout(newBrowser(), "ria.lo+gift@capped.test", "WILDCARDS")).toMatchObject({ ok: true });
    // In a LIKE pattern `_` stands for any one character and `%` for any run: as patterns, "ria_lo+…"
    // and "%+…" would match "ria.lo+gift" and close that visitor's checkout.
    expect(await giftCheckout(newBrowser(), "ria_lo@capped.test", "WILDCARDS")).toMatchObject({ ok: true });
    expect(await giftCheckout(newBrowser(), "%@capped.test", "WILDCARDS")).toMatchObject({ ok: true });
    const orders = await ordersWith(code.id);
    expect(orders.map((order) => [order.customerEmail, order.status])).toEqual([
      ["ria.lo+gift@capped.test", "pending"],
      ["ria_lo@capped.test", "pending"],
      ["%@capped.test", "pending"],
    ]);
  });

  it("an account's gift checkouts hold one use of a capped code; an address a stranger types closes none of them", async () => {
    const code = await capped("THREEHOLDS", 3);
    const giver = await signedInPerson(database.prisma);
    expect(await giftCheckout(giver.browser, giver.email, "THREEHOLDS")).toMatchObject({ ok: true });
    expect(await giftCheckout(giver.browser, giver.email, "THREEHOLDS")).toMatchObject({ ok: true });
    // A stranger typing the account's address, in any spelling, holds a use of their own and closes nothing of the account's.
    const [local, domain] = giver.email.split("@");
    expect(await giftCheckout(newBrowser(), giver.email, "THREEHOLDS")).toMatchObject({ ok: true });
    expect(await giftCheckout(newBrowser(), `${local!.toUpperCase()}+x@${domain}`, "THREEHOLDS")).toMatchObject({ ok: true });
    const orders = await ordersWith(code.id);
    expect(orders.map((order) => [order.userId, order.status])).toEqual([
      [giver.id, "expired"],
      [giver.id, "pending"],
      [null, "expired"],
      [null, "pending"],
    ]);
    expect(await giftCheckout(newBrowser(), "fourth@capped.test", "THREEHOLDS")).toMatchObject({ ok: true });
    expect(await giftCheckout(newBrowser(), "fifth@capped.test", "THREEHOLDS")).toEqual(USED_UP);
  });

  it("one customer's checkouts of every kind, started one after another or at the same moment, hold one use between them: the newest", async () => {
    const code = await capped("ONEHOLD", 20);
    const { CODE_HELD_BY_NEWER } = await import("@/lib/discounts/redeem");
    const rounds = database.kind === "postgres" ? 3 : 1;
    for (let round = 0; round < rounds; round += 1) {
      const person = await signedInPerson(database.prisma);
      // One after another: a cart, then The Atomic Year, then a gift; each closes the one before.
      expect(await guideCheckout(person, ["feeling_001"], "ONEHOLD")).toMatchObject({ ok: true });
      expect(await createAtomicYearCheckout(person, "ONEHOLD")).toMatchObject({ ok: true });
      expect(await giftCheckout(person.browser, person.email, "ONEHOLD")).toMatchObject({ ok: true });
      // At the same moment: a cart, The Atomic Year and two gifts.
      const together = await Promise.all([
        guideCheckout(person, ["feeling_002"], "ONEHOLD"),
        createAtomicYearCheckout(person, "ONEHOLD"),
        giftCheckout(person.browser, person.email, "ONEHOLD"),
        giftCheckout(person.browser, person.email, "ONEHOLD"),
      ]);
      expect(together.some((result) => result.ok)).toBe(true);
      for (const result of together) if (!result.ok) expect(result, `round ${round}`).toMatchObject({ error: CODE_HELD_BY_NEWER });
      const theirs = (await ordersWith(code.id)).filter((order) => order.userId === person.id);
      expect(theirs, `round ${round}`).toHaveLength(7);
      expect(
        theirs.filter((order) => order.status === "pending"),
        `round ${round}`,
      ).toHaveLength(1);
      const open = await database.prisma.sandboxCheckoutSession.count({ where: { orderId: { in: theirs.map((order) => order.id) }, status: "open" } });
      expect(open, `round ${round}`).toBe(1);
    }

    // A visitor's gifts from one browser at the same moment: one use held.
    const browser = newBrowser();
    const gifts = await Promise.all([1, 2, 3, 4].map(() => giftCheckout(browser, "four-at-once@capped.test", "ONEHOLD")));
    expect(gifts.some((result) => result.ok)).toBe(true);
    const visitors = (await ordersWith(code.id)).filter((order) => order.userId === null);
    expect(visitors.filter((order) => order.status === "pending")).toHaveLength(1);
  });

  it("checkouts with a capped code expire in 30 minutes", async () => {
    await capped("SHORTLIVED", 50);
    const buyer = await signedInPerson(database.prisma);
    // A second person: one customer's checkouts hold one use between them (below).
    const yearBuyer = await signedInPerson(database.prisma);
    const before = Date.now();
    const started = [
      await guideCheckout(buyer, ["vision_001"], "SHORTLIVED"),
      await createAtomicYearCheckout(yearBuyer, "SHORTLIVED"),
      await giftCheckout(newBrowser(), "quick@capped.test", "SHORTLIVED"),
    ];
    const after = Date.now();
    for (const start of started) {
      expect(start).toMatchObject({ ok: true });
      const session = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: sessionIdOf(start) } });
      // Thirty minutes, and the few seconds' margin that keeps Stripe from finding it short.
      expect(session.expiresAt.getTime()).toBeGreaterThanOrEqual(before + HALF_HOUR_MS);
      expect(session.expiresAt.getTime()).toBeLessThanOrEqual(after + HALF_HOUR_MS + 15_000);
      // The order holds its use exactly as long as the session can be paid.
      expect((await database.prisma.order.findUniqueOrThrow({ where: { id: session.orderId } })).checkoutExpiresAt).toEqual(session.expiresAt);
      expect((await sandbox.getSandboxCheckout(session.id))?.status).toBe("open");
    }

    // Without a cap (or a code) the checkout keeps the provider's day, and the order that deadline.
    const uncapped = await guideCheckout(buyer, ["vision_002"], "DOUBLETHESHELF");
    expect(uncapped).toMatchObject({ ok: true });
    const daylong = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: sessionIdOf(uncapped) } });
    expect(daylong.expiresAt.getTime() - daylong.createdAt.getTime()).toBe(24 * 3_600_000);
    expect((await database.prisma.order.findUniqueOrThrow({ where: { id: daylong.orderId } })).checkoutExpiresAt).toEqual(daylong.expiresAt);

    // Half an hour on, the sandbox's page shows the session expired and refuses the card.
    const gift = sessionIdOf(started[2]);
    await database.prisma.sandboxCheckoutSession.update({ where: { id: gift }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await sandbox.getSandboxCheckout(gift))?.status).toBe("expired");
    expect(await sandbox.paySandboxSession(gift, "4242424242424242")).toEqual({ ok: false, error: "This checkout session is no longer active." });
  });
});

describe("paying customers and a capped code", () => {
  it("N+k paying customers at once for a code capped at N, after N lapsed unpaid checkouts: exactly N orders are priced with it", async () => {
    const rounds = database.kind === "postgres" ? 3 : 1;
    const [capN, extra] = [5, 3];
    for (let round = 0; round < rounds; round++) {
      const code = await capped(`RACE${round}`, capN);
      for (let visitor = 0; visitor < capN; visitor++) {
        expect(await giftCheckout(newBrowser(), `lapsed-${round}-${visitor}@capped.test`, code.code)).toMatchObject({ ok: true });
      }
      await halfAnHourPasses(code.id);
      const lapsed = new Set((await ordersWith(code.id)).map((order) => order.id));

      // Half of them signed in buying a guide, half visitors giving one, all at once.
      const buyers = await Promise.all(
        Array.from({ length: capN + extra }, (_, index) => (index % 2 === 0 ? signedInPerson(database.prisma) : Promise.resolve(null))),
      );
      const results = await Promise.all(
        buyers.map((buyer, index) =>
          buyer ? guideCheckout(buyer, ["feeling_001"], code.code) : giftCheckout(newBrowser(), `racer-${round}-${index}@capped.test`, code.code),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(capN);
      expect(results.filter((result) => !result.ok)).toEqual(Array.from({ length: extra }, () => USED_UP));

      const priced = (await ordersWith(code.id)).filter((order) => !lapsed.has(order.id));
      expect(priced).toHaveLength(capN);
      for (const order of priced) expect(await pay(order.id)).toBe("fulfilled");
      expect(await database.prisma.order.count({ where: { discountCodeId: code.id, status: "fulfilled" } })).toBe(capN);
      expect(await giftCheckout(newBrowser(), `late-${round}@capped.test`, code.code)).toEqual(USED_UP);
    }
  });

  it("a payment whose webhook arrives after its half-hour hold is fulfilled, even when the code's last use went to someone else meanwhile", async () => {
    const code = await capped("LASTCALL", 1);
    expect(await giftCheckout(newBrowser(), "slow@capped.test", "LASTCALL")).toMatchObject({ ok: true });
    const [slow] = await ordersWith(code.id);
    await halfAnHourPasses(code.id);

    const other = await signedInPerson(database.prisma);
    expect(await guideCheckout(other, ["motion_002"], "LASTCALL")).toMatchObject({ ok: true });
    // The slow giver paid in the checkout's last second; the provider's event comes now.
    expect(await pay(slow!.id)).toBe("fulfilled");
    expect(await database.prisma.gift.findUniqueOrThrow({ where: { orderId: slow!.id }, select: { amountPaidCents: true } })).toEqual({ amountPaidCents: 300 });
    const [, second] = await ordersWith(code.id);
    expect(await pay(second!.id)).toBe("fulfilled");
    // Two sales on a code capped at one: both stand, and no third use is given.
    expect((await listDiscountCodes()).find((row) => row.code === "LASTCALL")).toMatchObject({ maxUses: 1, uses: 2 });
    expect(await giftCheckout(newBrowser(), "third@capped.test", "LASTCALL")).toEqual(USED_UP);
  });
});
