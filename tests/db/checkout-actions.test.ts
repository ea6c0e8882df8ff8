// Buying guides (lib/checkout/actions.ts), called as the cart and the guide pages call it, from
// browsers holding real Auth.js session cookies: the order belongs to the signed-in person and is
// priced from the catalogue whatever the browser sends; a visitor or an ended session is asked to
// sign in; malformed carts get a message and store nothing; a second start for the same guide (a
// double click, two tabs) closes the first checkout, so one guide is never paid for twice.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser } from "../support/next-browsers";
import { signedInPerson, signOut, type Person } from "../support/sign-in";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

const SITE_URL = "http://127.0.0.1:9";
const SIGN_IN = { ok: false, code: "sign_in", error: "Please sign in to purchase guides." };

let shop: Shop | undefined;
let database: TestDatabase;
let startGuideCheckoutAction: typeof import("@/lib/checkout/actions").startGuideCheckoutAction;
let REPLACED_BY_NEWER: string;

beforeAll(async () => {
  shop = await seededShop("checkout-actions", {
    AUTH_SECRET: "checkout-actions-secret-that-is-long-enough",
    SITE_URL,
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
  });
  database = shop.database;
  ({ startGuideCheckoutAction } = await import("@/lib/checkout/actions"));
  ({ REPLACED_BY_NEWER } = await import("@/lib/checkout/create"));
}, 300_000);

afterAll(() => shop?.close());

const checkout = (who: Person | null, input: unknown) => inBrowser(who?.browser ?? newBrowser(), () => startGuideCheckoutAction(input));

const ordersOf = (userId: string) =>
  database.prisma.order.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      kind: true,
      status: true,
      subtotalCents: true,
      discountCents: true,
      totalCents: true,
      promoCode: true,
      customerEmail: true,
      checkoutSessionId: true,
      items: { select: { guideId: true, unitCents: true, discountCents: true }, orderBy: { guideId: "asc" } },
    },
  });

const price = async (id: string) => (await database.prisma.guide.findUniqueOrThrow({ where: { id }, select: { priceCents: true } })).priceCents;

describe("starting a guide checkout", () => {
  it("stores a pending order for the signed-in person at the catalogue's prices and opens the checkout", async () => {
    const reader = await signedInPerson(database.prisma);
    // What the browser adds about prices or the buyer is not read.
    const started = await checkout(reader, { guideIds: ["power_001", "vision_001"], priceCents: 1, totalCents: 1, userId: "someone", email: "x@evil.test" });
    expect(started).toEqual({ ok: true, url: expect.stringMatching(new RegExp(`^${SITE_URL}/sandbox/checkout/cs_sandbox_[0-9a-f]{24}$`)) });
    const total = (await price("power_001")) + (await price("vision_001"));
    const [order] = await ordersOf(reader.id);
    expect(order).toMatchObject({ kind: "guides", status: "pending", subtotalCents: total, discountCents: 0, totalCents: total, customerEmail: reader.email });
    expect(order!.items.map((item) => item.guideId)).toEqual(["power_001", "vision_001"]);
    const session = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: order!.checkoutSessionId! } });
    expect(session).toMatchObject({ orderId: order!.id, amountTotalCents: total, customerEmail: reader.email, status: "open" });
    expect((started as { url: string }).url.endsWith(session.id)).toBe(true);
  });

  it("applies the promo code on the server: every second guide free", async () => {
    const reader = await signedInPerson(database.prisma);
    expect(await checkout(reader, { guideIds: ["feeling_001", "feeling_002"], promoCode: " doubletheshelf " })).toMatchObject({ ok: true });
    const [order] = await ordersOf(reader.id);
    const subtotal = (await price("feeling_001")) + (await price("feeling_002"));
    expect(order).toMatchObject({ promoCode: "DOUBLETHESHELF", subtotalCents: subtotal, totalCents: subtotal - order!.discountCents });
    expect(order!.discountCents).toBe(Math.min(await price("feeling_001"), await price("feeling_002")));
  });

  it("asks a visitor, and a browser whose session was signed out, to sign in, and stores nothing", async () => {
    const orders = await database.prisma.order.count();
    expect(await checkout(null, { guideIds: ["power_002"] })).toEqual(SIGN_IN);
    const reader = await signedInPerson(database.prisma);
    await signOut(reader);
    expect(await checkout(reader, { guideIds: ["power_002"] })).toEqual(SIGN_IN);
    expect(await database.prisma.order.count()).toBe(orders);
  });

  it("buys for the session's person only: another person's id in the request buys nothing for them", async () => {
    const victim = await signedInPerson(database.prisma);
    const buyer = await signedInPerson(database.prisma);
    expect(await checkout(buyer, { guideIds: ["motion_001"], userId: victim.id, customerEmail: victim.email })).toMatchObject({ ok: true });
    expect(await ordersOf(victim.id)).toEqual([]);
    expect(await ordersOf(buyer.id)).toMatchObject([{ customerEmail: buyer.email }]);
  });

  it("refuses malformed carts, unknown and owned guides and a wrong promo code with a message, and stores nothing", async () => {
    const reader = await signedInPerson(database.prisma);
    await database.prisma.userGuide.create({ data: { userId: reader.id, guideId: "power_003", acquiredVia: "purchase" } });
    const ownedTitle = (await database.prisma.guide.findUniqueOrThrow({ where: { id: "power_003" } })).title;
    const all = await database.prisma.guide.findMany({ select: { id: true } });
    const refusals: [unknown, string][] = [
      [null, "Cart is empty"],
      [{}, "Cart is empty"],
      [{ guideIds: [] }, "Cart is empty"],
      [{ guideIds: "power_001" }, "Cart is empty"],
      [{ guideIds: ["power_001", "power_001"] }, "Each guide can only be in the cart once."],
      [{ guideIds: [...all.map((guide) => guide.id), "power_001"] }, "A cart holds at most 16 guides."],
      [{ guideIds: ["power_999"] }, "Guide ID not found."],
      [{ guideIds: ["../etc/passwd"] }, "Guide ID not found."],
      [{ guideIds: ["power_003"] }, `You already own ${ownedTitle}.`],
      [{ guideIds: ["power_004"], promoCode: "FREESTUFF" }, "That promo code is not valid."],
    ];
    for (const [input, error] of refusals) expect(await checkout(reader, input), JSON.stringify(input)).toEqual({ ok: false, error });
    expect(await ordersOf(reader.id)).toEqual([]);
  });

  it("a second start for the same guide closes the first checkout: one order stays open", async () => {
    const reader = await signedInPerson(database.prisma);
    const first = await checkout(reader, { guideIds: ["vision_002"] });
    const second = await checkout(reader, { guideIds: ["vision_002"] });
    expect([first.ok, second.ok]).toEqual([true, true]);
    const orders = await ordersOf(reader.id);
    expect(orders.map((order) => order.status)).toEqual(["expired", "pending"]);
    const sessions = await database.prisma.sandboxCheckoutSession.findMany({
      where: { id: { in: orders.map((order) => order.checkoutSessionId!) } },
      select: { id: true, status: true },
    });
    expect(sessions.find((session) => session.id === orders[0]!.checkoutSessionId)?.status).toBe("expired");
    expect(sessions.find((session) => session.id === orders[1]!.checkoutSessionId)?.status).toBe("open");
  });

  it("starts at the same moment (tabs, a bundle and its guide) leave one checkout open, the newest; the others are closed or told so", async () => {
    const rounds = database.kind === "postgres" ? 6 : 2;
    for (let round = 0; round < rounds; round += 1) {
      const reader = await signedInPerson(database.prisma);
      const results = await Promise.all([
        checkout(reader, { guideIds: ["motion_001"] }),
        checkout(reader, { guideIds: ["motion_001", "motion_002"] }),
        checkout(reader, { guideIds: [], bundles: ["motion"] }),
      ]);
      for (const result of results) if (!result.ok) expect(result, `round ${round}`).toMatchObject({ error: REPLACED_BY_NEWER });
      const orders = await ordersOf(reader.id);
      expect(orders, `round ${round}`).toHaveLength(3);
      const open = orders.filter((order) => order.status === "pending");
      expect(open, `round ${round}`).toHaveLength(1);
      // The one left open is the newest, and its start handed its checkout out.
      expect(open[0]!.id).toBe(orders.at(-1)!.id);
      expect(results.some((result) => result.ok && result.url.endsWith(`/sandbox/checkout/${open[0]!.checkoutSessionId}`))).toBe(true);
      const sessions = await database.prisma.sandboxCheckoutSession.findMany({
        where: { id: { in: orders.map((order) => order.checkoutSessionId!) } },
        select: { id: true, status: true },
      });
      expect(sessions.filter((session) => session.status === "open").map((session) => session.id)).toEqual([open[0]!.checkoutSessionId]);
    }
  });
});
