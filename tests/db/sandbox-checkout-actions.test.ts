// The sandbox checkout page's actions (app/sandbox/checkout/[sessionId]/actions.ts), posted as its
// form posts them, from browsers holding real Auth.js session cookies. Paying completes the session
// and the sandbox's signed event reaches the real webhook route (served on loopback), so the guide
// lands on the buyer's shelf; only the buyer, an admin, or for a visitor's gift the browser that
// started it may pay or leave; anyone else is told the session is no longer active. Card details
// are checked with the page's messages, and a second payment of one session is refused.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { formData, inBrowser, newBrowser, redirectTarget, type Browser } from "../support/next-browsers";
import { signedInPerson, signOut, type Person } from "../support/sign-in";
import { ownedGuideIds, sandboxShop, type SandboxShop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

const INACTIVE = { ok: false, error: "This checkout session is no longer active." };
const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123", name: "Ada Reader" };

let shop: SandboxShop | undefined;
let database: TestDatabase;
let siteUrl: string;
let actions: typeof import("@/app/sandbox/checkout/[sessionId]/actions");
let startGuideCheckoutAction: typeof import("@/lib/checkout/actions").startGuideCheckoutAction;

beforeAll(async () => {
  // The sandbox posts its signed events to SITE_URL/api/webhooks/stripe: the real route answers.
  shop = await sandboxShop("sandbox-actions", {
    AUTH_SECRET: "sandbox-actions-secret-that-is-long-enough",
    ADMIN_EMAILS: "boss@reader.test",
    LOCAL_TOOLS_KEY: undefined,
  });
  database = shop.database;
  siteUrl = shop.route.url;
  actions = await import("@/app/sandbox/checkout/[sessionId]/actions");
  ({ startGuideCheckoutAction } = await import("@/lib/checkout/actions"));
}, 300_000);

afterAll(() => shop?.close());

const browserOf = (who: Person | Browser | null) => (who === null ? newBrowser() : "browser" in who ? who.browser : who);
const pay = (who: Person | Browser | null, fields: Record<string, string>) =>
  inBrowser(browserOf(who), () => actions.paySandboxAction({ ok: true }, formData(fields)));
const cancel = (who: Person | Browser | null, fields: Record<string, string>) => inBrowser(browserOf(who), () => actions.cancelSandboxAction(formData(fields)));

/** The buyer's checkout of one guide, started as the guide page starts it: its sandbox session id. */
async function checkoutOf(buyer: Person, guideId: string): Promise<string> {
  const started = await inBrowser(buyer.browser, () => startGuideCheckoutAction({ guideIds: [guideId], returnPath: `/guides/${guideId}` }));
  if (!started.ok) throw new Error(started.error);
  return started.url.split("/").pop()!;
}

const stateOf = async (sessionId: string) => {
  const session = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: sessionId }, select: { status: true, orderId: true } });
  const order = await database.prisma.order.findUniqueOrThrow({ where: { id: session.orderId }, select: { status: true } });
  return { session: session.status, order: order.status };
};

describe("paying on the sandbox checkout page", () => {
  it("the buyer pays with the test card: sent to the success page, and the guide is on their shelf", async () => {
    const buyer = await signedInPerson(database.prisma);
    const sessionId = await checkoutOf(buyer, "power_001");
    expect(await redirectTarget(pay(buyer, { sessionId, ...CARD }))).toBe(`${siteUrl}/checkout/success?session_id=${sessionId}`);
    expect(await stateOf(sessionId)).toEqual({ session: "complete", order: "fulfilled" });
    expect(await ownedGuideIds(buyer)).toEqual(["power_001"]);
  });

  it("paid twice at once, pays once: the second is told the session is no longer active", async () => {
    const buyer = await signedInPerson(database.prisma);
    const sessionId = await checkoutOf(buyer, "power_002");
    const outcomes = await Promise.all(
      [pay(buyer, { sessionId, ...CARD }), pay(buyer, { sessionId, ...CARD })].map((paying) => redirectTarget(paying).catch(() => paying)),
    );
    expect(outcomes.filter((outcome) => typeof outcome === "string")).toEqual([`${siteUrl}/checkout/success?session_id=${sessionId}`]);
    expect(outcomes.find((outcome) => typeof outcome !== "string")).toEqual(INACTIVE);
    expect(await database.prisma.sandboxWebhookEvent.count({ where: { type: "checkout.session.completed", payload: { contains: sessionId } } })).toBe(1);
    expect(await stateOf(sessionId)).toEqual({ session: "complete", order: "fulfilled" });
    expect(await database.prisma.userGuide.count({ where: { userId: buyer.id, guideId: "power_002" } })).toBe(1);
    // And once paid, never again.
    expect(await pay(buyer, { sessionId, ...CARD })).toEqual(INACTIVE);
  });

  it("refuses a visitor, another person and a signed-out buyer as if the session were gone; an admin may pay", async () => {
    const buyer = await signedInPerson(database.prisma);
    const sessionId = await checkoutOf(buyer, "power_003");
    const stranger = await signedInPerson(database.prisma);
    expect(await pay(null, { sessionId, ...CARD })).toEqual(INACTIVE);
    expect(await pay(stranger, { sessionId, ...CARD })).toEqual(INACTIVE);
    const leftBrowser = buyer.browser;
    await signOut(buyer);
    expect(await pay(leftBrowser, { sessionId, ...CARD })).toEqual(INACTIVE);
    expect(await stateOf(sessionId)).toEqual({ session: "open", order: "pending" });

    const admin = await signedInPerson(database.prisma, { email: "boss@reader.test", firstName: "Boss" });
    expect(await redirectTarget(pay(admin, { sessionId, ...CARD }))).toContain(sessionId);
    // The guide goes to the buyer, not to whoever paid.
    expect(await database.prisma.userGuide.count({ where: { userId: buyer.id, guideId: "power_003" } })).toBe(1);
    expect(await database.prisma.userGuide.count({ where: { userId: admin.id } })).toBe(0);
  });

  it("checks the card details with the page's messages; a declined or wrong card pays nothing", async () => {
    const buyer = await signedInPerson(database.prisma);
    const sessionId = await checkoutOf(buyer, "power_004");
    const refusals: [Record<string, string>, string][] = [
      [{ cardNumber: "" }, "Your card number is incomplete."],
      [{ cardNumber: "4".repeat(41) }, "Your card number is invalid."],
      [{ cardNumber: "1234 5678" }, "Your card number is invalid."],
      [{ cardNumber: "4000 0000 0000 0002" }, "Your card was declined."],
      [{ expiry: "" }, "Your card's expiration date is incomplete."],
      [{ expiry: "13 / 40" }, "Your card's expiration date is incomplete."],
      [{ expiry: "01 / 20" }, "Your card's expiration date is in the past."],
      [{ cvc: "12" }, "Your card's security code is incomplete."],
      [{ cvc: "abc" }, "Your card's security code is incomplete."],
      [{ name: " " }, "Please enter the name on your card."],
      [{ name: "x".repeat(101) }, "The name on your card is too long."],
    ];
    for (const [change, message] of refusals)
      expect(await pay(buyer, { sessionId, ...CARD, ...change }), JSON.stringify(change)).toEqual({ ok: false, error: message });
    // Malformed ids and a hand-made call without the form's data name no session.
    expect(await pay(buyer, { sessionId: "cs_sandbox_../../x", ...CARD })).toEqual(INACTIVE);
    expect(await pay(buyer, CARD)).toEqual(INACTIVE);
    expect(await inBrowser(buyer.browser, () => actions.paySandboxAction({ ok: true }, { sessionId, ...CARD }))).toEqual(INACTIVE);
    expect(await stateOf(sessionId)).toEqual({ session: "open", order: "pending" });
    expect(await ownedGuideIds(buyer)).toEqual([]);
  });

  it("a visitor's gift is paid from the browser that started it, and from no other", async () => {
    const { startGiftCheckoutAction } = await import("@/lib/gifts/actions");
    const { calendarDateIn } = await import("@/lib/gifts/delivery-time");
    const visitor = newBrowser();
    const started = await inBrowser(visitor, () =>
      startGiftCheckoutAction({
        timeZone: "UTC",
        guideId: "feeling_001",
        details: { giverName: "Gia", giverEmail: "gia@gift.test", recipientEmail: "rae@gift.test", deliveryDate: calendarDateIn("UTC", new Date()) },
      }),
    );
    if (!started.ok) throw new Error(started.error);
    const sessionId = started.url.split("/").pop()!;
    expect(await pay(newBrowser(), { sessionId, ...CARD })).toEqual(INACTIVE);
    expect(await stateOf(sessionId)).toEqual({ session: "open", order: "pending" });
    expect(await redirectTarget(pay(visitor, { sessionId, ...CARD }))).toContain(sessionId);
    expect(await stateOf(sessionId)).toEqual({ session: "complete", order: "fulfilled" });
  });
});

describe("leaving the sandbox checkout page", () => {
  it("sends the buyer back where the checkout started and leaves the session open, as Stripe does", async () => {
    const buyer = await signedInPerson(database.prisma);
    const sessionId = await checkoutOf(buyer, "vision_001");
    expect(await redirectTarget(cancel(buyer, { sessionId }))).toBe(`${siteUrl}/guides/vision_001`);
    expect(await stateOf(sessionId)).toEqual({ session: "open", order: "pending" });
  });

  it("sends anyone else, and any malformed request, home without touching the session", async () => {
    const buyer = await signedInPerson(database.prisma);
    const sessionId = await checkoutOf(buyer, "vision_002");
    const stranger = await signedInPerson(database.prisma);
    expect(await redirectTarget(cancel(stranger, { sessionId }))).toBe("/");
    expect(await redirectTarget(cancel(null, { sessionId }))).toBe("/");
    expect(await redirectTarget(cancel(buyer, { sessionId: "not-a-session" }))).toBe("/");
    expect(await redirectTarget(inBrowser(buyer.browser, () => actions.cancelSandboxAction({ sessionId } as unknown as FormData)))).toBe("/");
    expect(await stateOf(sessionId)).toEqual({ session: "open", order: "pending" });
  });
});
