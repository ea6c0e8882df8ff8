// The one reminder of an unfinished checkout (lib/checkout/reminders.ts), sent by the scheduled job on
// a real database: 24 hours after a signed-in person who opted in to news left a guides checkout
// unpaid, never to someone who did not opt in, never when they bought those guides since, never more
// than one in 30 days, exactly once however many runs overlap; its link starts a fresh checkout of the
// same guides, priced on the server, for that account only; its one-click unsubscribe turns news off.
// Time moves by moving stored dates (orders' created_at), never the clock.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { inBrowser, newBrowser } from "../support/next-browsers";
import { signedInPerson, type Person } from "../support/sign-in";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
// The scheduled job revalidates the catalogue (cross-sells): outside Next there is no cache to tell.
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

const SITE_URL = "http://127.0.0.1:9";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let shop: Shop | undefined;
let database: TestDatabase;
let reminders: typeof import("@/lib/checkout/reminders");
let actions: typeof import("@/lib/checkout/actions");
let runScheduledJobs: typeof import("@/lib/scheduled/run").runScheduledJobs;
let unsubscribe: typeof import("@/app/api/unsubscribe/route");
let unsubscribeToken: typeof import("@/lib/atomic-year/unsubscribe-token").unsubscribeToken;
let newsActions: typeof import("@/lib/account/news-actions");
let newsToken: typeof import("@/lib/email/news-token");

beforeAll(async () => {
  shop = await seededShop("checkout-reminders", {
    AUTH_SECRET: "checkout-reminders-secret-that-is-long-enough",
    SITE_URL,
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
    RESEND_API_KEY: undefined,
  });
  database = shop.database;
  reminders = await import("@/lib/checkout/reminders");
  actions = await import("@/lib/checkout/actions");
  ({ runScheduledJobs } = await import("@/lib/scheduled/run"));
  unsubscribe = await import("@/app/api/unsubscribe/route");
  ({ unsubscribeToken } = await import("@/lib/atomic-year/unsubscribe-token"));
  newsActions = await import("@/lib/account/news-actions");
  newsToken = await import("@/lib/email/news-token");
}, 300_000);

afterAll(() => shop?.close());

/** A signed-in person, opted in to news unless told otherwise. */
const person = (marketingEmails = true, name = "Mira") =>
  signedInPerson(database.prisma, { firstName: name, marketingEmails, marketingConsentAt: marketingEmails ? new Date() : null });

/** A guides checkout this person started `age` ago and left (pending, or expired by the provider). */
async function leftCheckout(who: Person, guideIds: string[], age: number, status: "pending" | "expired" = "expired", now = new Date()) {
  const guides = await database.prisma.guide.findMany({ where: { id: { in: guideIds } }, select: { id: true, title: true, priceCents: true } });
  const total = guides.reduce((sum, guide) => sum + guide.priceCents, 0);
  return database.prisma.order.create({
    data: {
      userId: who.id,
      kind: "guides",
      status,
      subtotalCents: total,
      totalCents: total,
      customerEmail: who.email,
      createdAt: new Date(now.getTime() - age),
      items: { create: guideIds.map((id) => ({ guideId: id, name: guides.find((guide) => guide.id === id)!.title, unitCents: 600 })) },
    },
  });
}

const remindersTo = (email: string) =>
  database.prisma.emailMessage.findMany({ where: { to: email, type: "checkout_reminder" }, orderBy: { createdAt: "asc" } });

const outcome = async (orderId: string) =>
  database.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { reminderCheckedAt: true, reminderOutcome: true } });

/** The link of the reminder's button. */
function checkoutLink(html: string): string {
  const match = /href="([^"]*\/checkout\/resume\?token=[^"]+)"/.exec(html);
  expect(match).not.toBeNull();
  return match![1]!.replaceAll("&amp;", "&");
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const resumeAs = (who: Person | null, token: unknown) => inBrowser(who?.browser ?? newBrowser(), () => actions.resumeCheckoutAction(token));

describe("the reminder of an unfinished checkout", () => {
  it("comes 24 hours after the checkout was left, once, with what was left, the link and the one-click unsubscribe", async () => {
    const now = new Date();
    const mira = await person();
    const order = await leftCheckout(mira, ["power_001", "vision_002"], 23 * HOUR, "pending", now);
    expect(await reminders.sendCheckoutReminders(now)).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await remindersTo(mira.email)).toEqual([]);

    // A day and an hour later, through the scheduled job as the cron route runs it.
    const later = new Date(now.getTime() + 2 * HOUR);
    const report = await runScheduledJobs(later);
    expect(report.jobs["checkout-reminders"]).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const [email, ...more] = await remindersTo(mira.email);
    expect(more).toEqual([]);
    expect(email).toMatchObject({ status: "sent", subject: "Your guides are still waiting in your checkout", dedupeKey: `checkout-reminder:${order.id}` });
    const titles = await database.prisma.guide.findMany({ where: { id: { in: ["power_001", "vision_002"] } }, select: { title: true } });
    for (const { title } of titles) expect(email!.text).toContain(title);
    expect(email!.text).toContain("Hi Mira");
    expect(email!.text).toContain("$6");
    expect(checkoutLink(email!.html)).toMatch(new RegExp(`^${SITE_URL}/checkout/resume\\?token=${order.id}\\.[A-Za-z0-9_-]{43}$`));
    const headers = email!.headers as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toMatch(new RegExp(`^<${SITE_URL}/api/unsubscribe\\?list=news&token=${mira.id}\\.`));
    expect(email!.html).toContain("Unsubscribe from news");
    expect(await outcome(order.id)).toMatchObject({ reminderOutcome: "sent" });
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: mira.id } })).checkoutReminderAt).toEqual(later);

    // The next runs send nothing more.
    expect((await runScheduledJobs(new Date(later.getTime() + HOUR))).jobs["checkout-reminders"]).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await remindersTo(mira.email)).toHaveLength(1);
  });

  it("never goes to someone who did not opt in to news", async () => {
    const now = new Date();
    const quiet = await person(false);
    const order = await leftCheckout(quiet, ["feeling_001"], 25 * HOUR, "expired", now);
    expect(await reminders.sendCheckoutReminders(now)).toMatchObject({ sent: 0, skipped: 1 });
    expect(await remindersTo(quiet.email)).toEqual([]);
    expect(await outcome(order.id)).toMatchObject({ reminderOutcome: "not_opted_in" });
    // Opting in later does not bring back a checkout already decided.
    await database.prisma.user.update({ where: { id: quiet.id }, data: { marketingEmails: true } });
    await reminders.sendCheckoutReminders(new Date(now.getTime() + HOUR));
    expect(await remindersTo(quiet.email)).toEqual([]);
  });

  it("never comes when the guides were bought since, and leaves out any that were", async () => {
    const now = new Date();
    const bought = await person();
    const all = await leftCheckout(bought, ["motion_001", "motion_002"], 26 * HOUR, "expired", now);
    await database.prisma.userGuide.createMany({
      data: [
        { userId: bought.id, guideId: "motion_001", acquiredVia: "purchase" },
        { userId: bought.id, guideId: "motion_002", acquiredVia: "purchase" },
      ],
    });
    const some = await person();
    await leftCheckout(some, ["vision_001", "vision_003"], 26 * HOUR, "pending", now);
    await database.prisma.userGuide.create({ data: { userId: some.id, guideId: "vision_001", acquiredVia: "gift" } });

    await reminders.sendCheckoutReminders(now);
    expect(await remindersTo(bought.email)).toEqual([]);
    expect(await outcome(all.id)).toMatchObject({ reminderOutcome: "bought_since" });
    const [email] = await remindersTo(some.email);
    const [owned, left] = await Promise.all(["vision_001", "vision_003"].map((id) => database.prisma.guide.findUniqueOrThrow({ where: { id } })));
    expect(email!.text).toContain(left!.title);
    expect(email!.text).not.toContain(owned!.title);
  });

  it("comes at most once in 30 days, and only for the newest checkout left", async () => {
    const now = new Date();
    const recent = await person();
    await database.prisma.user.update({ where: { id: recent.id }, data: { checkoutReminderAt: new Date(now.getTime() - 29 * DAY) } });
    const order = await leftCheckout(recent, ["power_002"], 30 * HOUR, "expired", now);
    const longAgo = await person();
    await database.prisma.user.update({ where: { id: longAgo.id }, data: { checkoutReminderAt: new Date(now.getTime() - 31 * DAY) } });
    await leftCheckout(longAgo, ["power_002"], 30 * HOUR, "expired", now);
    const twice = await person();
    const older = await leftCheckout(twice, ["feeling_002"], 40 * HOUR, "expired", now);
    const newer = await leftCheckout(twice, ["feeling_002", "feeling_003"], 30 * HOUR, "expired", now);

    await reminders.sendCheckoutReminders(now);
    expect(await remindersTo(recent.email)).toEqual([]);
    expect(await outcome(order.id)).toMatchObject({ reminderOutcome: "recently_reminded" });
    expect(await remindersTo(longAgo.email)).toHaveLength(1);
    const [email, ...more] = await remindersTo(twice.email);
    expect(more).toEqual([]);
    expect(email!.dedupeKey).toBe(`checkout-reminder:${newer.id}`);
    expect(await outcome(older.id)).toMatchObject({ reminderOutcome: "newer_checkout" });

    // A checkout left days later, within the 30 days, brings nothing more.
    const again = await leftCheckout(twice, ["motion_003"], 25 * HOUR, "expired", new Date(now.getTime() + 3 * DAY));
    await reminders.sendCheckoutReminders(new Date(now.getTime() + 3 * DAY));
    expect(await remindersTo(twice.email)).toHaveLength(1);
    expect(await outcome(again.id)).toMatchObject({ reminderOutcome: "recently_reminded" });
  });

  it("is sent exactly once per person however many runs overlap", async () => {
    const now = new Date();
    const people = await Promise.all(Array.from({ length: 24 }, (_, index) => person(true, `Run${index}`)));
    for (const [index, who] of people.entries()) {
      await leftCheckout(who, ["power_003"], 25 * HOUR + index * 60_000, "expired", now);
      // Every third person left two checkouts an hour apart: still one reminder.
      if (index % 3 === 0) await leftCheckout(who, ["power_004"], 26 * HOUR + index * 60_000, "pending", now);
    }
    const runs = await Promise.all([1, 2, 3, 4].map(() => reminders.sendCheckoutReminders(now, { batchSize: 5 })));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(24);
    expect(runs.reduce((sum, run) => sum + run.failed, 0)).toBe(0);
    for (const who of people) expect(await remindersTo(who.email)).toHaveLength(1);
    const undecided = await database.prisma.order.count({ where: { userId: { in: people.map((who) => who.id) }, reminderCheckedAt: null } });
    expect(undecided).toBe(0);
  });
});

describe("the reminder's link", () => {
  it("starts a fresh checkout of the same guides, priced on the server, for that account only", async () => {
    const now = new Date();
    const owner = await person(true, "<img src=x onerror=alert(1)>");
    const left = await leftCheckout(owner, ["vision_002", "motion_004"], 25 * HOUR, "expired", now);
    // The price changed since: the fresh checkout has today's.
    await database.prisma.guide.update({ where: { id: "motion_004" }, data: { priceCents: 700 } });
    await reminders.sendCheckoutReminders(now);
    const [email] = await remindersTo(owner.email);
    const token = tokenOf(checkoutLink(email!.html));
    // The name arrives as text.
    expect(email!.html).not.toContain("<img src=x");
    expect(email!.html).toContain("Hi &lt;img src=x onerror=alert(1)&gt;");

    const started = await resumeAs(owner, token);
    expect(started).toEqual({ ok: true, url: expect.stringMatching(new RegExp(`^${SITE_URL}/sandbox/checkout/cs_sandbox_[0-9a-f]{24}$`)) });
    const fresh = await database.prisma.order.findFirstOrThrow({
      where: { userId: owner.id, id: { not: left.id } },
      include: { items: { orderBy: { guideId: "asc" } } },
    });
    expect(fresh).toMatchObject({ status: "pending", kind: "guides", totalCents: 1300 });
    expect(fresh.items.map((item) => [item.guideId, item.unitCents])).toEqual([
      ["motion_004", 700],
      ["vision_002", 600],
    ]);
    await database.prisma.guide.update({ where: { id: "motion_004" }, data: { priceCents: 600 } });

    // Someone else signed in with the forwarded link, a visitor, a changed link: nothing starts.
    const other = await person();
    const orders = await database.prisma.order.count();
    expect(await resumeAs(other, token)).toEqual({ ok: false, error: "This link is not valid for your account." });
    expect(await resumeAs(null, token)).toMatchObject({ ok: false, code: "sign_in" });
    const [orderId, signature] = token.split(".");
    const flipped = `${signature!.slice(0, 10)}${signature![10] === "A" ? "B" : "A"}${signature!.slice(11)}`;
    expect(await resumeAs(owner, `${orderId}.${flipped}`)).toEqual({ ok: false, error: "This link is not valid for your account." });
    // Another of the owner's orders under this signature is refused too: the signature names the order.
    expect(await resumeAs(owner, `${fresh.id}.${signature}`)).toEqual({ ok: false, error: "This link is not valid for your account." });
    expect(await resumeAs(owner, { token })).toEqual({ ok: false, error: "This link is not valid for your account." });
    expect(await resumeAs(owner, "x".repeat(500))).toEqual({ ok: false, error: "This link is not valid for your account." });
    expect(await database.prisma.order.count()).toBe(orders);
  });

  it("clicked twice, or twice at once, leaves one checkout open for those guides (the earlier ones are closed)", async () => {
    const now = new Date();
    const owner = await person();
    const left = await leftCheckout(owner, ["feeling_003"], 25 * HOUR, "expired", now);
    await reminders.sendCheckoutReminders(now);
    const token = tokenOf(checkoutLink((await remindersTo(owner.email))[0]!.html));
    const fresh = () => database.prisma.order.findMany({ where: { userId: owner.id, id: { not: left.id } }, orderBy: { createdAt: "asc" } });

    expect([(await resumeAs(owner, token)).ok, (await resumeAs(owner, token)).ok]).toEqual([true, true]);
    expect((await fresh()).map((order) => order.status)).toEqual(["expired", "pending"]);
    // Two at once (as any two starts of one person): the newest stays open, an older one may be told so.
    const together = await Promise.all([resumeAs(owner, token), resumeAs(owner, token)]);
    expect(together.some((result) => result.ok)).toBe(true);
    const { REPLACED_BY_NEWER } = await import("@/lib/checkout/create");
    for (const result of together) if (!result.ok) expect(result).toMatchObject({ error: REPLACED_BY_NEWER });
    expect((await fresh()).filter((order) => order.status === "pending")).toHaveLength(1);
  });

  it("keeps a bundle a bundle: the e-mail and the fresh checkout price it for the person today", async () => {
    const now = new Date();
    const owner = await person();
    expect(await inBrowser(owner.browser, () => actions.startGuideCheckoutAction({ guideIds: ["vision_001"], bundles: ["motion"] }))).toMatchObject({
      ok: true,
    });
    const left = await database.prisma.order.findFirstOrThrow({ where: { userId: owner.id }, include: { items: true } });
    expect(left.totalCents).toBe(2600);
    await database.prisma.order.update({ where: { id: left.id }, data: { status: "expired", createdAt: new Date(now.getTime() - 25 * HOUR) } });

    await reminders.sendCheckoutReminders(now);
    const [email] = await remindersTo(owner.email);
    expect(email!.text).toContain("Motion bundle: all 4 guides");
    expect(email!.text).toContain("$20");
    const token = tokenOf(checkoutLink(email!.html));

    // One of the bundle's guides bought meanwhile: the bundle costs its share of the three left.
    await database.prisma.userGuide.create({ data: { userId: owner.id, guideId: "motion_001", acquiredVia: "purchase" } });
    expect(await resumeAs(owner, token)).toMatchObject({ ok: true });
    const fresh = await database.prisma.order.findFirstOrThrow({
      where: { userId: owner.id, status: "pending" },
      include: { items: { orderBy: { guideId: "asc" } } },
    });
    expect(fresh.totalCents).toBe(600 + 1500);
    expect(fresh.items.map((item) => [item.guideId, item.bundleStrand])).toEqual([
      ["motion_002", "motion"],
      ["motion_003", "motion"],
      ["motion_004", "motion"],
      ["vision_001", null],
    ]);

    // The whole strand owned by now: the bundle is left out, the other guide is still to buy.
    for (const guideId of ["motion_002", "motion_003", "motion_004"])
      await database.prisma.userGuide.create({ data: { userId: owner.id, guideId, acquiredVia: "purchase" } });
    expect(await resumeAs(owner, token)).toMatchObject({ ok: true });
    const last = await database.prisma.order.findFirstOrThrow({ where: { userId: owner.id, status: "pending" }, include: { items: true } });
    expect(last.totalCents).toBe(600);
    expect(last.items.map((item) => [item.guideId, item.bundleStrand])).toEqual([["vision_001", null]]);
  });

  it("starts nothing once everything in it is owned", async () => {
    const now = new Date();
    const owner = await person();
    await leftCheckout(owner, ["feeling_004"], 25 * HOUR, "expired", now);
    await reminders.sendCheckoutReminders(now);
    const token = tokenOf(checkoutLink((await remindersTo(owner.email))[0]!.html));
    await database.prisma.userGuide.create({ data: { userId: owner.id, guideId: "feeling_004", acquiredVia: "purchase" } });
    expect(await resumeAs(owner, token)).toEqual({ ok: false, error: "You already own everything from that checkout." });
  });
});

describe("the one-click unsubscribe from news", () => {
  const post = (url: string, body = "List-Unsubscribe=One-Click") =>
    unsubscribe.POST(new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body }));

  it("turns news off with the reminder's header, so no reminder comes again; other tokens do nothing; the page turns it back on", async () => {
    const now = new Date();
    const reader = await person();
    await leftCheckout(reader, ["vision_004"], 25 * HOUR, "expired", now);
    await reminders.sendCheckoutReminders(now);
    const [email] = await remindersTo(reader.email);
    const address = /^<(.+)>$/.exec((email!.headers as Record<string, string>)["List-Unsubscribe"]!)![1]!;

    // An Atomic Year token is not a news token, and a news token needs the one-click body.
    expect((await post(`${SITE_URL}/api/unsubscribe?list=news&token=${unsubscribeToken(reader.id)}`)).status).toBe(400);
    expect((await post(address, "List-Unsubscribe=No")).status).toBe(400);
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: reader.id } })).marketingEmails).toBe(true);

    const answer = await post(address);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("unsubscribed from news e-mails");
    expect(await database.prisma.user.findUniqueOrThrow({ where: { id: reader.id } })).toMatchObject({ marketingEmails: false, marketingConsentAt: null });
    // The Atomic Year's choice is its own.
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: reader.id } })).programmeEmailsOptOut).toBe(false);

    // The page's button answers the same token (and refuses any other); turning news on again takes
    // the rejoin token its own unsubscribe handed back, so an old or forwarded e-mail cannot.
    const form = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(values)) data.set(name, value);
      return data;
    };
    const pageToken = new URL(address).searchParams.get("token")!;
    const initial = { ok: true, subscribed: false } as const;
    const choose = (values: Record<string, string>) => inBrowser(newBrowser(), () => newsActions.chooseNewsEmails(initial, form(values)));
    expect(await choose({ token: unsubscribeToken(reader.id), subscribe: "yes" })).toEqual({
      ok: false,
      error: "This unsubscribe link is not valid.",
    });
    expect(await choose({ token: pageToken, subscribe: "maybe" })).toMatchObject({ ok: false });
    const inAccount = { ok: false, error: "To get news e-mails again, sign in and turn them on under E-mail preferences in your account." };
    expect(await choose({ token: pageToken, subscribe: "yes" })).toEqual(inAccount);
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: reader.id } })).marketingEmails).toBe(false);

    const left = await choose({ token: pageToken, subscribe: "no" });
    expect(left).toEqual({ ok: true, subscribed: false, rejoin: expect.stringMatching(new RegExp(`^${reader.id}\\.\\d+\\.`)) });
    const rejoin = (left as { rejoin: string }).rejoin;
    // Another reader's rejoin token, a forged one, or this one an hour and more later: refused.
    const other = await signedInPerson(database.prisma);
    expect(await choose({ token: pageToken, subscribe: "yes", rejoin: newsToken.newsRejoinToken(other.id) })).toEqual(inAccount);
    expect(await choose({ token: pageToken, subscribe: "yes", rejoin: `${rejoin.slice(0, -1)}${rejoin.endsWith("A") ? "B" : "A"}` })).toEqual(inAccount);
    expect(await choose({ token: pageToken, subscribe: "yes", rejoin: newsToken.newsRejoinToken(reader.id, Date.now() - 61 * 60_000) })).toEqual(inAccount);
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: reader.id } })).marketingEmails).toBe(false);
    expect(await choose({ token: pageToken, subscribe: "yes", rejoin })).toEqual({ ok: true, subscribed: true });
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: reader.id } })).marketingEmails).toBe(true);
    expect(await choose({ token: pageToken, subscribe: "no" })).toMatchObject({ ok: true, subscribed: false });

    const later = new Date(now.getTime() + 31 * DAY);
    await leftCheckout(reader, ["vision_003"], 25 * HOUR, "expired", later);
    await reminders.sendCheckoutReminders(later);
    expect(await remindersTo(reader.email)).toHaveLength(1);
  });
});
