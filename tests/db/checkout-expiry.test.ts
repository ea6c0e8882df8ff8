// Checkouts nobody finished, ended by the scheduled job on a real database with the sandbox
// provider: a pending order whose checkout session's life has ended (the person never came back, and
// the provider's own expiry notice never came) ends expired with its session, as the admin orders
// screen shows it; one the process left without any session (a crash between the order and the
// session) ends expired a short while after; one whose session was paid is fulfilled, never expired.
// Each order is judged by its own session's expiry, as the provider gave it. Time moves by moving
// stored dates, never the clock.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser } from "../support/next-browsers";
import { markSessionPaid } from "../support/payment-events";
import { signedInPerson, type Person } from "../support/sign-in";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
// The scheduled job revalidates the catalogue (cross-sells): outside Next there is no cache to tell.
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let shop: Shop | undefined;
let database: TestDatabase;
let actions: typeof import("@/lib/checkout/actions");
let runScheduledJobs: typeof import("@/lib/scheduled/run").runScheduledJobs;
let sandbox: typeof import("@/lib/payments/sandbox");
let sales: typeof import("@/lib/admin/sales");

beforeAll(async () => {
  shop = await seededShop("checkout-expiry", {
    AUTH_SECRET: "checkout-expiry-secret-that-is-long-enough",
    SITE_URL: "http://127.0.0.1:9",
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
    RESEND_API_KEY: undefined,
  });
  database = shop.database;
  actions = await import("@/lib/checkout/actions");
  ({ runScheduledJobs } = await import("@/lib/scheduled/run"));
  sandbox = await import("@/lib/payments/sandbox");
  sales = await import("@/lib/admin/sales");
}, 300_000);

afterAll(() => shop?.close());

const buyer = () => signedInPerson(database.prisma, { firstName: "Ezra" });

/** A guides checkout opened through the real action: its order and its sandbox session's id. */
async function openCheckout(who: Person, guideIds: string[]) {
  const started = await inBrowser(who.browser, () => actions.startGuideCheckoutAction({ guideIds }));
  if (!started.ok) throw new Error(started.error);
  const sessionId = /cs_sandbox_[0-9a-f]{24}/.exec(started.url)![0];
  const order = await database.prisma.order.findUniqueOrThrow({ where: { checkoutSessionId: sessionId }, select: { id: true, checkoutExpiresAt: true } });
  return { orderId: order.id, sessionId, expiresAt: order.checkoutExpiresAt };
}

const statusOf = async (orderId: string) => (await database.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } })).status;
const sessionStatus = async (sessionId: string) =>
  (await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: sessionId }, select: { status: true } })).status;
const endSessionLife = (orderId: string, ago = MINUTE) =>
  database.prisma.order.update({ where: { id: orderId }, data: { checkoutExpiresAt: new Date(Date.now() - ago) } });
const expiryCounts = async (now = new Date()) => (await runScheduledJobs(now)).jobs["checkout-expiry"];

describe("the scheduled job ends interrupted checkouts", () => {
  it("a pending checkout whose session's life has ended ends expired with its session, and the admin orders screen lists it as expired", async () => {
    const ezra = await buyer();
    const opened = await openCheckout(ezra, ["power_003"]);
    // The provider's own expiry for the session, kept on the order: the sandbox's, like Stripe's default, 24 hours.
    const session = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: opened.sessionId }, select: { createdAt: true } });
    expect(opened.expiresAt?.getTime()).toBe(session.createdAt.getTime() + 24 * HOUR);

    // Within its life: untouched.
    expect(await expiryCounts()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await statusOf(opened.orderId)).toBe("pending");
    expect(await sessionStatus(opened.sessionId)).toBe("open");

    await endSessionLife(opened.orderId);
    expect(await expiryCounts()).toEqual({ sent: 0, skipped: 1, failed: 0 });
    expect(await statusOf(opened.orderId)).toBe("expired");
    expect(await sessionStatus(opened.sessionId)).toBe("expired");
    expect(await sandbox.paySandboxSession(opened.sessionId, sandbox.SANDBOX_SUCCESS_CARD)).toEqual({ ok: false, error: sandbox.SANDBOX_ERRORS.inactive });
    const listed = await sales.listOrders(sales.resolveSalesQuery({ status: "expired" }));
    expect(listed.orders.map((order) => ({ id: order.id, status: order.status }))).toContainEqual({ id: opened.orderId, status: "expired" });
    // A later run finds nothing more to do.
    expect(await expiryCounts()).toEqual({ sent: 0, skipped: 0, failed: 0 });
  });

  it("each order by its own session's expiry: a session that ends sooner (a 30-minute checkout) ends sooner, a later one waits", async () => {
    const ezra = await buyer();
    const short = await openCheckout(ezra, ["vision_003"]);
    const long = await openCheckout(await buyer(), ["vision_003"]);
    // As if the provider had said 30 minutes for the first, opened 31 minutes ago; the second has hours left.
    await database.prisma.order.update({ where: { id: short.orderId }, data: { checkoutExpiresAt: new Date(Date.now() - MINUTE) } });
    await database.prisma.order.update({ where: { id: long.orderId }, data: { checkoutExpiresAt: new Date(Date.now() + 3 * HOUR) } });
    expect(await expiryCounts()).toEqual({ sent: 0, skipped: 1, failed: 0 });
    expect(await statusOf(short.orderId)).toBe("expired");
    expect(await statusOf(long.orderId)).toBe("pending");
  });

  it("an order the process left without a session (a crash between the two) ends expired after 15 minutes, not before", async () => {
    const ezra = await buyer();
    const guide = await database.prisma.guide.findUniqueOrThrow({ where: { id: "motion_004" }, select: { title: true, priceCents: true } });
    const order = await database.prisma.order.create({
      data: {
        userId: ezra.id,
        kind: "guides",
        subtotalCents: guide.priceCents,
        totalCents: guide.priceCents,
        customerEmail: ezra.email,
        createdAt: new Date(Date.now() - 10 * MINUTE),
        items: { create: [{ guideId: "motion_004", name: guide.title, unitCents: guide.priceCents }] },
      },
      select: { id: true },
    });
    expect(await expiryCounts()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await statusOf(order.id)).toBe("pending");
    await database.prisma.order.update({ where: { id: order.id }, data: { createdAt: new Date(Date.now() - 16 * MINUTE) } });
    expect(await expiryCounts()).toEqual({ sent: 0, skipped: 1, failed: 0 });
    expect(await statusOf(order.id)).toBe("expired");
  });

  it("an order opened before expiries were kept ends 24 hours after it was opened", async () => {
    const opened = await openCheckout(await buyer(), ["feeling_003"]);
    await database.prisma.order.update({ where: { id: opened.orderId }, data: { checkoutExpiresAt: null, createdAt: new Date(Date.now() - 23 * HOUR) } });
    expect(await expiryCounts()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    await database.prisma.order.update({ where: { id: opened.orderId }, data: { createdAt: new Date(Date.now() - 25 * HOUR) } });
    expect(await expiryCounts()).toEqual({ sent: 0, skipped: 1, failed: 0 });
    expect(await statusOf(opened.orderId)).toBe("expired");
    expect(await sessionStatus(opened.sessionId)).toBe("expired");
  });

  it("a session the buyer paid, whose payment event never arrived, is fulfilled rather than expired", async () => {
    const ezra = await buyer();
    const opened = await openCheckout(ezra, ["power_004"]);
    await markSessionPaid(database.prisma, opened.sessionId, "pi_expiry_paid");
    await endSessionLife(opened.orderId);
    expect(await expiryCounts()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await statusOf(opened.orderId)).toBe("fulfilled");
    expect(await database.prisma.userGuide.count({ where: { userId: ezra.id, guideId: "power_004" } })).toBe(1);
  });

  it("two runs at once expire each order once", async () => {
    const opened = await Promise.all([1, 2, 3].map(async () => openCheckout(await buyer(), ["motion_001"])));
    for (const { orderId } of opened) await endSessionLife(orderId);
    const [first, second] = await Promise.all([expiryCounts(), expiryCounts()]);
    expect(first!.skipped + second!.skipped).toBe(3);
    expect(first!.failed + second!.failed).toBe(0);
    for (const { orderId, sessionId } of opened) {
      expect(await statusOf(orderId)).toBe("expired");
      expect(await sessionStatus(sessionId)).toBe("expired");
    }
  });
});
