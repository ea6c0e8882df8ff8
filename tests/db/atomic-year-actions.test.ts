// "Continue to payment" for The Atomic Year (lib/atomic-year/actions.ts), called as the landing
// page's form calls it, from browsers holding real Auth.js session cookies: the browser sends only
// the click; the buyer, the product and its price are the server's, and the person is sent on to
// the checkout. A visitor or an ended session is asked to sign in, a running year is refused, and
// neither stores an order.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser, redirectTarget } from "../support/next-browsers";
import { signedInPerson, signOut, type Person } from "../support/sign-in";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());

const SITE_URL = "http://127.0.0.1:9";
const DAY_MS = 86_400_000;

let shop: Shop | undefined;
let database: TestDatabase;
let startAtomicYearCheckoutAction: typeof import("@/lib/atomic-year/actions").startAtomicYearCheckoutAction;
let SIGN_IN: string;
let ALREADY_RUNNING: string;

beforeAll(async () => {
  shop = await seededShop("atomic-year-actions", {
    AUTH_SECRET: "atomic-year-actions-secret-long-enough",
    SITE_URL,
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
  });
  database = shop.database;
  ({ startAtomicYearCheckoutAction } = await import("@/lib/atomic-year/actions"));
  ({ SIGN_IN_TO_PURCHASE: SIGN_IN, ALREADY_RUNNING } = await import("@/lib/atomic-year/checkout"));
}, 300_000);

afterAll(() => shop?.close());

/** The landing page's form posted from this person's browser (a visitor's for null), with whatever the form carries. */
const start = (who: Person | null, form?: unknown) => inBrowser(who?.browser ?? newBrowser(), () => startAtomicYearCheckoutAction(undefined, form));

const ordersOf = (userId: string) =>
  database.prisma.order.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { kind: true, status: true, totalCents: true, customerEmail: true, checkoutSessionId: true, items: { select: { guideId: true, unitCents: true } } },
  });

const productPrice = async () => (await database.prisma.product.findUniqueOrThrow({ where: { id: "atomic_year" }, select: { priceCents: true } })).priceCents;

describe("continuing to payment for The Atomic Year", () => {
  it("stores a pending order for the signed-in person at the product's price and sends them to the checkout", async () => {
    const reader = await signedInPerson(database.prisma);
    // Whatever the form carries about price or buyer is not read.
    const form = new FormData();
    form.set("priceCents", "1");
    form.set("userId", "someone-else");
    const target = await redirectTarget(start(reader, form));
    expect(target).toMatch(new RegExp(`^${SITE_URL}/sandbox/checkout/cs_sandbox_[0-9a-f]{24}$`));
    const price = await productPrice();
    const orders = await ordersOf(reader.id);
    expect(orders).toEqual([
      {
        kind: "atomic_year",
        status: "pending",
        totalCents: price,
        customerEmail: reader.email,
        checkoutSessionId: target.split("/").pop(),
        items: [{ guideId: null, unitCents: price }],
      },
    ]);
    expect(await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: orders[0]!.checkoutSessionId! } })).toMatchObject({
      amountTotalCents: price,
      customerEmail: reader.email,
      status: "open",
    });
  });

  it("asks a visitor, and a browser whose session was signed out, to sign in, and stores nothing", async () => {
    const orders = await database.prisma.order.count();
    expect(await start(null)).toEqual({ ok: false, code: "sign_in", error: SIGN_IN });
    const reader = await signedInPerson(database.prisma);
    await signOut(reader);
    expect(await start(reader)).toEqual({ ok: false, code: "sign_in", error: SIGN_IN });
    expect(await database.prisma.order.count()).toBe(orders);
  });

  it("refuses while the person's year runs, and another person's running year holds nobody else back", async () => {
    const subscriber = await signedInPerson(database.prisma);
    const now = Date.now();
    await database.prisma.atomicYearSubscription.create({
      data: { userId: subscriber.id, email: subscriber.email, subscriptionStart: new Date(now - DAY_MS), subscriptionEnd: new Date(now + 364 * DAY_MS) },
    });
    expect(await start(subscriber)).toEqual({ ok: false, error: ALREADY_RUNNING });
    expect(await ordersOf(subscriber.id)).toEqual([]);

    const other = await signedInPerson(database.prisma);
    expect(await redirectTarget(start(other))).toContain("/sandbox/checkout/");
    expect(await ordersOf(other.id)).toHaveLength(1);
    expect(await ordersOf(subscriber.id)).toEqual([]);
  });

  it("clicked twice at once, opens checkouts for the session's person only, each at the product's price", async () => {
    const reader = await signedInPerson(database.prisma);
    const targets = await Promise.all([redirectTarget(start(reader)), redirectTarget(start(reader))]);
    expect(new Set(targets).size).toBe(2);
    const price = await productPrice();
    expect((await ordersOf(reader.id)).map((order) => [order.status, order.totalCents])).toEqual([
      ["pending", price],
      ["pending", price],
    ]);
  });
});
