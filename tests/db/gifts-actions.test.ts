// The gift pages' actions (lib/gifts/actions.ts), called as the gift wizard and the gift link's
// pages call them, from browsers holding real Auth.js session cookies. Buying: the order is priced
// on the server and belongs to the session's person or, for a visitor, to the browser that started
// it. Opening: only the recipient's own session opens the gift, once, even when the button is
// pressed twice at once; signing in from the gift's page signs in as the recipient only. Malformed
// input gets a message and changes nothing. (Creating the recipient's account while claiming is in
// gift-claim-accounts.test.ts.)
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser, type Browser } from "../support/next-browsers";
import { sessionEvent, webhookRequest } from "../support/payment-events";
import { signedInPerson, signOut, type Person } from "../support/sign-in";
import { ownedGuideIds, seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

const SITE_URL = "http://127.0.0.1:9";
const INVALID_LINK = { ok: false, error: "Invalid Gift Link" };

let shop: Shop | undefined;
let database: TestDatabase;
let actions: typeof import("@/lib/gifts/actions");
let getCurrentUser: typeof import("@/lib/auth/session").getCurrentUser;
let giftLinkState: typeof import("@/lib/gifts/activate").giftLinkState;
let calendarDateIn: typeof import("@/lib/gifts/delivery-time").calendarDateIn;

beforeAll(async () => {
  shop = await seededShop("gifts-actions", {
    AUTH_SECRET: "gifts-actions-secret-that-is-long-enough",
    SITE_URL,
    RATE_LIMIT_SIGNIN_PER_IP: "1000",
    TRUST_PROXY: undefined,
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
  });
  database = shop.database;
  actions = await import("@/lib/gifts/actions");
  ({ getCurrentUser } = await import("@/lib/auth/session"));
  ({ giftLinkState } = await import("@/lib/gifts/activate"));
  ({ calendarDateIn } = await import("@/lib/gifts/delivery-time"));
}, 300_000);

afterAll(() => shop?.close());

let counter = 0;
const unique = (name: string) => `${name}-${(counter += 1)}@gift.test`;

/** The wizard's details for a gift delivered today. */
function details(overrides: Record<string, unknown> = {}) {
  return {
    giverName: "Gia",
    giverEmail: unique("giver"),
    recipientName: "Rae",
    recipientEmail: unique("rae"),
    deliveryDate: calendarDateIn("UTC", new Date()),
    giftMessage: "For the road",
    ...overrides,
  };
}

/** A gift for `recipientEmail`, bought and paid (the provider's signed event to the real webhook
 * route), delivered today; the token of the link in the recipient's e-mail. */
async function giftFor(recipientEmail: string, guideId: string | null = "power_001"): Promise<string> {
  const { createGiftCheckout } = await import("@/lib/gifts/checkout");
  const started = await createGiftCheckout({ details: details({ recipientEmail }), timeZone: "UTC", guideId, giver: null, buyerKeyHash: null });
  if (!started.ok) throw new Error(started.error);
  const order = await database.prisma.order.findUniqueOrThrow({ where: { id: started.orderId } });
  const { POST } = await import("@/app/api/webhooks/stripe/route");
  const secret = (await import("@/lib/payments")).sandboxWebhookSecret();
  counter += 1;
  expect(
    (await POST(webhookRequest(sessionEvent("checkout.session.completed", order, order.checkoutSessionId!, "paid", `pi_gift_actions_${counter}`), secret)))
      .status,
  ).toBe(200);
  const { extractLinks } = await import("@/lib/email/html");
  const received = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: recipientEmail, type: { startsWith: "gift_received" } } });
  const link = extractLinks(received.html).find((href) => /\/gift\/(claim|activate)\//.test(href));
  return new URL(link!).pathname.split("/").pop()!;
}

const browserOf = (who: Person | Browser | null) => (who === null ? newBrowser() : "browser" in who ? who.browser : who);
const startCheckout = (who: Person | Browser | null, input: unknown) => inBrowser(browserOf(who), () => actions.startGiftCheckoutAction(input));
const activate = (who: Person | null, input: unknown) => inBrowser(browserOf(who), () => actions.activateGiftAction(input));

const giftOf = (orderId: string) => database.prisma.gift.findUniqueOrThrow({ where: { orderId } });
const sessionIdOf = (url: string) => url.split("/").pop()!;

describe("buying a gift", () => {
  it("a visitor's gift of a guide: priced on the server, no account on the order, bound to the browser that started it", async () => {
    const browser = newBrowser();
    // Today as the buyer's zone counts it.
    const input = {
      timeZone: "Europe/Vienna",
      guideId: "vision_001",
      details: details({ deliveryDate: calendarDateIn("Europe/Vienna", new Date()) }),
      priceCents: 1,
      totalCents: 1,
    };
    const started = await startCheckout(browser, input);
    expect(started).toEqual({ ok: true, url: expect.stringMatching(new RegExp(`^${SITE_URL}/sandbox/checkout/cs_sandbox_[0-9a-f]{24}$`)) });
    const session = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: sessionIdOf((started as { url: string }).url) } });
    const order = await database.prisma.order.findUniqueOrThrow({ where: { id: session.orderId } });
    const { GUIDE_GIFT_PRICE_CENTS } = await import("@/lib/catalog/constants");
    expect(order).toMatchObject({
      kind: "gift_guide",
      status: "pending",
      userId: null,
      totalCents: GUIDE_GIFT_PRICE_CENTS,
      customerEmail: input.details.giverEmail,
    });
    expect(session.amountTotalCents).toBe(GUIDE_GIFT_PRICE_CENTS);
    expect(await giftOf(order.id)).toMatchObject({ giftType: "guide", guideId: "vision_001", giverUserId: null, recipientEmail: input.details.recipientEmail });
    // The browser holds the key whose hash the order stores, and only that browser may pay it.
    const { buyerKeyHash, GIFT_BUYER_COOKIE } = await import("@/lib/gifts/buyer-key");
    expect(order.buyerKeyHash).toBe(buyerKeyHash(browser.jar.get(GIFT_BUYER_COOKIE)));
    const { canUseSandboxSession } = await import("@/lib/local-tools/access");
    expect(await inBrowser(browser, () => canUseSandboxSession(session.id))).toBe(true);
    expect(await inBrowser(newBrowser(), () => canUseSandboxSession(session.id))).toBe(false);
  });

  it("a signed-in person's gift of The Atomic Year is theirs, whatever giver the request names", async () => {
    const giver = await signedInPerson(database.prisma);
    const victim = await signedInPerson(database.prisma);
    const started = await startCheckout(giver, { timeZone: "UTC", guideId: null, details: details(), giver: { id: victim.id } });
    expect(started).toMatchObject({ ok: true });
    const session = await database.prisma.sandboxCheckoutSession.findUniqueOrThrow({ where: { id: sessionIdOf((started as { url: string }).url) } });
    const order = await database.prisma.order.findUniqueOrThrow({ where: { id: session.orderId } });
    const { ATOMIC_YEAR_GIFT_PRICE_CENTS } = await import("@/lib/catalog/constants");
    expect(order).toMatchObject({ kind: "gift_atomic_year", userId: giver.id, totalCents: ATOMIC_YEAR_GIFT_PRICE_CENTS });
    expect(await giftOf(order.id)).toMatchObject({ giftType: "atomic_year", giverUserId: giver.id });
    expect(await database.prisma.order.count({ where: { userId: victim.id } })).toBe(0);
  });

  it("refuses malformed requests and wrong details with the wizard's messages, and stores nothing", async () => {
    const before = { orders: await database.prisma.order.count(), gifts: await database.prisma.gift.count() };
    const today = calendarDateIn("UTC", new Date());
    const same = unique("same");
    const refusals: [unknown, object][] = [
      [
        { timeZone: "Mars/Olympus_Mons", guideId: "power_001", details: details() },
        { error: "We could not read your time zone. Please reload the page and try again." },
      ],
      [{ timeZone: "UTC", guideId: "../etc", details: details() }, { error: "Guide ID not found." }],
      [{ timeZone: "UTC", guideId: "power_999", details: details() }, { error: "Guide ID not found." }],
      [
        { timeZone: "UTC", guideId: "power_001", details: details({ giverName: " " }) },
        { error: "Please enter your name", fields: { giverName: "Please enter your name" } },
      ],
      [
        { timeZone: "UTC", guideId: "power_001", details: details({ giverEmail: same, recipientEmail: same.toUpperCase() }) },
        { error: "Giver and recipient emails must be different", fields: { recipientEmail: "Giver and recipient emails must be different" } },
      ],
      [{ timeZone: "UTC", guideId: "power_001", details: details({ deliveryDate: "2000-01-01" }) }, { error: "Delivery date must be today or in the future" }],
      [
        { timeZone: "UTC", guideId: "power_001", details: details({ deliveryDate: `${Number(today.slice(0, 4)) + 2}${today.slice(4)}` }) },
        { error: "Delivery date must be within one year from today" },
      ],
      [
        { timeZone: "UTC", guideId: "power_001", details: details({ giftMessage: "x".repeat(501) }) },
        { error: "Gift message must be 500 characters or fewer" },
      ],
    ];
    for (const [input, answer] of refusals)
      expect(await startCheckout(null, input), JSON.stringify(input).slice(0, 120)).toMatchObject({ ok: false, ...answer });
    for (const input of [null, "gift", {}, { timeZone: "UTC" }, { timeZone: "UTC", details: "x" }]) {
      expect(await startCheckout(null, input)).toMatchObject({ ok: false, error: expect.any(String) });
    }
    expect(await database.prisma.order.count()).toBe(before.orders);
    expect(await database.prisma.gift.count()).toBe(before.gifts);
  });
});

describe("signing in from the gift's page", () => {
  it("signs in as the recipient only, whatever address the request carries", async () => {
    const { hashPassword } = await import("@/lib/auth/password");
    const recipient = await signedInPerson(database.prisma, { email: unique("recipient"), passwordHash: await hashPassword("recipient-password") });
    const token = await giftFor(recipient.email);
    const browser = newBrowser();
    expect(await inBrowser(browser, () => actions.giftSignInAction({ token, password: "recipient-password", email: "someone@else.test" }))).toEqual({
      ok: true,
    });
    expect((await inBrowser(browser, () => getCurrentUser()))?.email).toBe(recipient.email);
    // Signing in opened nothing: the gift waits for the recipient's click.
    expect((await giftLinkState(token)).status).toBe("ready");
  });

  it("refuses a wrong password, a made-up or used link and malformed input, and signs nobody in", async () => {
    const { hashPassword } = await import("@/lib/auth/password");
    const recipient = await signedInPerson(database.prisma, { email: unique("careful"), passwordHash: await hashPassword("careful-password") });
    const token = await giftFor(recipient.email);
    const browser = newBrowser();
    const signIn = (input: unknown) => inBrowser(browser, () => actions.giftSignInAction(input));
    expect(await signIn({ token, password: "not-the-password" })).toEqual({ ok: false, error: "Invalid email or password." });
    expect(await signIn({ token: "a".repeat(43), password: "careful-password" })).toEqual({ ok: false, error: "Gift Not Found" });
    expect(await signIn({ token: "short", password: "careful-password" })).toEqual(INVALID_LINK);
    expect(await signIn({ token, password: "" })).toEqual({ ok: false, error: "Please enter your password." });
    for (const input of [null, "x", {}, { token }, { password: "careful-password" }, { token: 5, password: "careful-password" }]) {
      expect(await signIn(input)).toMatchObject({ ok: false, error: expect.any(String) });
    }
    expect(await inBrowser(browser, () => getCurrentUser())).toBeNull();
    expect(browser.jar.size).toBe(0);

    expect(await activate(recipient, { token })).toMatchObject({ ok: true });
    expect(await signIn({ token, password: "careful-password" })).toEqual({ ok: false, error: "Gift Already Activated" });
    expect(await inBrowser(browser, () => getCurrentUser())).toBeNull();
  });
});

describe("opening a gift", () => {
  it("the recipient's session opens it: the guide is on their shelf at the next read, and the link is used up", async () => {
    const recipient = await signedInPerson(database.prisma, { email: unique("opener") });
    const token = await giftFor(recipient.email, "motion_002");
    expect(await ownedGuideIds(recipient)).toEqual([]);
    const answer = await activate(recipient, { token });
    expect(answer).toMatchObject({ ok: true, giftType: "guide", guide: { id: "motion_002" } });
    expect(await ownedGuideIds(recipient)).toEqual(["motion_002"]);
    expect(await database.prisma.gift.findFirstOrThrow({ where: { recipientEmail: recipient.email } })).toMatchObject({
      isActivated: true,
      recipientUserId: recipient.id,
      claimedGuideId: "motion_002",
    });
    expect(await activate(recipient, { token })).toEqual({ ok: false, error: "Gift Already Activated" });
  });

  it("asks a visitor and a signed-out browser to sign in, tells another person it is not theirs, and opens nothing", async () => {
    const recipient = await signedInPerson(database.prisma, { email: unique("waiting") });
    const token = await giftFor(recipient.email);
    const signInFirst = { ok: false, code: "sign_in", error: "Please sign in to open your gift." };
    expect(await activate(null, { token })).toEqual(signInFirst);
    const stranger = await signedInPerson(database.prisma);
    expect(await activate(stranger, { token })).toEqual({
      ok: false,
      code: "wrong_account",
      error: `This gift was sent to someone else. You're signed in as ${stranger.email}.`,
    });
    await signOut(recipient);
    expect(await activate(recipient, { token })).toEqual(signInFirst);
    expect((await giftLinkState(token)).status).toBe("ready");
    expect(await ownedGuideIds(stranger)).toEqual([]);
    expect(await database.prisma.userGuide.count({ where: { userId: recipient.id } })).toBe(0);
  });

  it("refuses malformed input as an invalid link, and opens nothing", async () => {
    const recipient = await signedInPerson(database.prisma, { email: unique("malformed") });
    const token = await giftFor(recipient.email);
    for (const input of [null, "x", {}, { token: 5 }, { token: "x".repeat(101) }, { token, guideId: "../etc" }, { token, guideId: 7 }]) {
      expect(await activate(recipient, input), JSON.stringify(input)).toEqual(INVALID_LINK);
    }
    expect(await activate(recipient, { token: "short" })).toEqual(INVALID_LINK);
    expect((await giftLinkState(token)).status).toBe("ready");
    expect(await ownedGuideIds(recipient)).toEqual([]);
  });

  it("pressed twice at once, opens the gift once", async () => {
    const recipient = await signedInPerson(database.prisma, { email: unique("twice") });
    const token = await giftFor(recipient.email, "vision_003");
    const answers = await Promise.all([activate(recipient, { token }), activate(recipient, { token })]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toEqual({ ok: false, error: "Gift Already Activated" });
    expect(await database.prisma.userGuide.findMany({ where: { userId: recipient.id }, select: { guideId: true, acquiredVia: true } })).toEqual([
      { guideId: "vision_003", acquiredVia: "gift" },
    ]);
  });

  it("a recipient who owns the gifted guide chooses another one they do not own", async () => {
    const recipient = await signedInPerson(database.prisma, { email: unique("owner") });
    await database.prisma.userGuide.createMany({
      data: ["power_001", "power_002"].map((guideId) => ({ userId: recipient.id, guideId, acquiredVia: "purchase" as const })),
    });
    const token = await giftFor(recipient.email, "power_001");
    const first = await activate(recipient, { token });
    expect(first).toMatchObject({ ok: false, code: "owns_guide", error: "You already own this guide. Choose another one as your gift." });
    const choices = (first as { choices: { id: string }[] }).choices.map((choice) => choice.id);
    expect(choices).not.toContain("power_001");
    expect(choices).not.toContain("power_002");
    expect(choices).toContain("power_003");
    expect(await activate(recipient, { token, guideId: "power_002" })).toEqual({ ok: false, error: "Please choose a guide you don't own yet." });
    expect((await giftLinkState(token)).status).toBe("ready");
    expect(await activate(recipient, { token, guideId: "power_003" })).toMatchObject({ ok: true, guide: { id: "power_003" } });
    expect(await ownedGuideIds(recipient)).toEqual(["power_001", "power_002", "power_003"]);
  });

  it("a gift of The Atomic Year starts the recipient's year", async () => {
    const recipient = await signedInPerson(database.prisma, { email: unique("year") });
    const token = await giftFor(recipient.email, null);
    expect(await activate(recipient, { token })).toEqual({ ok: true, giftType: "atomic_year", guide: null });
    expect(await database.prisma.atomicYearSubscription.findMany({ where: { userId: recipient.id }, select: { status: true, email: true } })).toEqual([
      { status: "active", email: recipient.email },
    ]);
  });
});
