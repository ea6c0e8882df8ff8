// /admin/emails and the gift resend on a real database: every action refuses a visitor, a
// non-admin and a forged x-middleware-subrequest call and changes nothing; the schedule's day rules
// ("abc" is 0, 400 is refused) and a schedule edit moving a running programme's next e-mail; test
// e-mails' placeholders; a failed e-mail resent once however often it is clicked; a gift's e-mail
// resent with a new link that voids the old one; and a gift delivery cut short after its claim
// still reaches the recipient through the retry job. Resend is replaced at the network edge by a
// loopback stand-in that records what it receives; each request comes from a browser holding a
// real Auth.js session cookie.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { sessionEvent, webhookRequest } from "../support/payment-events";
import { inBrowser, newBrowser } from "../support/next-browsers";
import { signedInPerson, signIn, type Person } from "../support/sign-in";
import { seededShop, type Shop } from "../support/shop";

vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));
vi.mock("next/headers", async () => (await import("../support/next-browsers")).nextHeadersStandIn());
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

let shop: Shop | undefined;
let database: TestDatabase;
let standIn: Server;
/** What the Resend stand-in received: one entry per message, with the idempotency key of its call. */
const received: { key: string; to: string; subject: string; html: string }[] = [];
let failNext = 0;
/** While set, the stand-in holds calls to this address unanswered and delivers nothing, as a send
 * cut short by a dying process leaves them; `answerHeld` answers them later, with the answer Resend
 * gives a key it has already seen. */
let holdTo: string | null = null;
const held: { key: string; answer: () => void }[] = [];
const answerHeld = () => held.splice(0).forEach((call) => call.answer());
let actions: typeof import("@/lib/admin/email-template-actions") & typeof import("@/lib/admin/email-schedule-actions");
let giftActions: typeof import("@/lib/admin/gift-actions");
let emails: typeof import("@/lib/admin/emails");
let webhook: (event: object) => Promise<Response>;

function startStandIn(): Promise<string> {
  let counter = 0;
  const answered = new Map<string, { id: string }[]>();
  standIn = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as unknown;
      const key = String(incoming.headers["idempotency-key"] ?? "");
      if (failNext > 0) {
        failNext -= 1;
        response.writeHead(500, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ name: "internal_server_error", message: "stand-in failure", statusCode: 500 }));
        return;
      }
      const messages = (Array.isArray(body) ? body : [body]) as { to: string | string[]; subject: string; html: string }[];
      const answer = (ids: { id: string }[]) => {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify(Array.isArray(body) ? { data: ids } : ids[0]));
      };
      if (holdTo !== null && messages.some((message) => String(message.to) === holdTo)) {
        held.push({ key, answer: () => answer(answered.get(key) ?? messages.map(() => ({ id: `re_stand_in_${(counter += 1)}` }))) });
        return;
      }
      for (const message of messages) received.push({ key, to: String(message.to), subject: message.subject, html: message.html });
      const ids = messages.map(() => ({ id: `re_stand_in_${(counter += 1)}` }));
      if (key) answered.set(key, ids);
      answer(ids);
    });
  });
  return new Promise((resolve) => standIn.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(standIn.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  const standInUrl = await startStandIn();
  shop = await seededShop("admin-emails-test", {
    AUTH_SECRET: "admin-emails-test-auth-secret-long-enough",
    SITE_URL: "http://127.0.0.1:9",
    ADMIN_EMAILS: "boss@reader.test",
    RESEND_API_KEY: "re_test_admin_emails",
    EMAIL_FROM: "Atomic Guides <hello@atomic.test>",
    RESEND_BASE_URL: standInUrl,
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
  });
  database = shop.database;
  actions = { ...(await import("@/lib/admin/email-template-actions")), ...(await import("@/lib/admin/email-schedule-actions")) };
  giftActions = await import("@/lib/admin/gift-actions");
  emails = await import("@/lib/admin/emails");
  const { POST } = await import("@/app/api/webhooks/stripe/route");
  const secret = (await import("@/lib/payments")).sandboxWebhookSecret();
  webhook = (event) => POST(webhookRequest(event, secret));
}, 300_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (standIn ? standIn.close(() => resolve()) : resolve()));
  await shop?.close();
});

beforeEach(() => {
  received.length = 0;
  failNext = 0;
  holdTo = null;
  answerHeld();
});

// Unique ids for gifts and payments made here.
let counter = 0;
const admin = () => signedInPerson(database.prisma, { email: "boss@reader.test", firstName: "Boss" });
/** A request from this person's browser. */
const as = <T>(who: Person, step: () => Promise<T>) => inBrowser(who.browser, step);

const scheduleOf = (code: string) => database.prisma.emailSchedule.findFirstOrThrow({ where: { template: { code } } });

/** A gift of a guide bought by a visitor and paid through the real webhook route: delivered at once. */
async function deliveredGift() {
  counter += 1;
  const { createGiftCheckout } = await import("@/lib/gifts/checkout");
  const { calendarDateIn } = await import("@/lib/gifts/delivery-time");
  const details = {
    giverName: "Gia",
    giverEmail: `giver${counter}@shop.test`,
    recipientName: "Rae",
    recipientEmail: `rae${counter}@shop.test`,
    deliveryDate: calendarDateIn("UTC", new Date()),
    giftMessage: "For the road",
  };
  const started = await createGiftCheckout({ details, timeZone: "UTC", guideId: "power_001", giver: null, buyerKeyHash: null });
  if (!started.ok) throw new Error(started.error);
  const order = await database.prisma.order.findUniqueOrThrow({ where: { id: started.orderId } });
  expect((await webhook(sessionEvent("checkout.session.completed", order, order.checkoutSessionId!, "paid", `pi_admin_gift_${counter}`))).status).toBe(200);
  return database.prisma.gift.findUniqueOrThrow({ where: { orderId: order.id } });
}

/** The gift tokens in the links of e-mails sent to `to`, oldest first. */
async function giftTokens(to: string): Promise<string[]> {
  const { extractLinks } = await import("@/lib/email/html");
  const messages = await database.prisma.emailMessage.findMany({ where: { to, type: { startsWith: "gift_received" } }, orderBy: { createdAt: "asc" } });
  return messages.flatMap((message) =>
    extractLinks(message.html)
      .filter((href) => href.includes("/gift/claim/"))
      .map((href) => new URL(href).pathname.split("/").pop()!),
  );
}

/** What an admin action may change, to compare before and after a refused call. */
async function snapshot() {
  const [templates, schedules, messages, audit, gifts] = await Promise.all([
    database.prisma.emailTemplate.findMany({ orderBy: { code: "asc" }, select: { code: true, subject: true, htmlContent: true, isActive: true } }),
    database.prisma.emailSchedule.findMany({ orderBy: { id: "asc" }, select: { id: true, daysAfterSubscription: true } }),
    database.prisma.emailMessage.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true, attempts: true } }),
    database.prisma.adminAuditLog.count(),
    database.prisma.gift.findMany({ orderBy: { id: "asc" }, select: { id: true, activationTokenHash: true } }),
  ]);
  return { templates, schedules, messages, audit, gifts };
}

describe("the admin rule in every /admin/emails action", () => {
  it("refuses a visitor (401), a non-admin (403) and forged headers, and changes nothing", async () => {
    const gift = await deliveredGift();
    const failed = await database.prisma.emailMessage.create({
      data: { to: "failed@reader.test", type: "test", subject: "Failed", html: "<p>x</p>", transport: "resend", status: "failed", attempts: 1, error: "boom" },
    });
    const welcome = await scheduleOf("welcome");
    const special = await database.prisma.emailTemplate.findUniqueOrThrow({ where: { code: "welcome_new_user" } });
    const before = await snapshot();
    received.length = 0;
    const FORGED = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware", "x-admin": "true" };
    const calls = [
      () => actions.saveAtomicYearTemplate({ code: "welcome", subject: "Hacked", html: "<p>hacked</p>" }),
      () => actions.createDefaultAtomicYearTemplate({ code: "welcome" }),
      () => actions.saveGuidePurchaseTemplate({ guideId: "power_001", name: "n", subject: "s", html: "<p>h</p>", isActive: true }),
      () => actions.saveSpecialTemplate({ name: "n", subject: "s", html: "<p>h</p>", emailType: "test" }),
      () => actions.saveSpecialTemplate({ id: special.id, name: "n", subject: "s", html: "<p>h</p>", emailType: special.emailType }),
      () => actions.deleteSpecialTemplate({ id: special.id }),
      () => actions.sendTemplateTest({ to: "intruder@reader.test", subject: "s", html: "<p>h</p>" }),
      () => actions.updateScheduleDay({ id: welcome.id, days: "5" }),
      () => actions.deleteScheduleEntry({ id: welcome.id }),
      () => actions.sendScheduleTest({ id: welcome.id, to: "intruder@reader.test" }),
      () => actions.importTemplatesToSchedule(),
      () => actions.createFullSchedule(),
      () => actions.resendOutboxEmail({ id: failed.id }),
      () => giftActions.resendGiftEmail(gift.id),
    ];
    const reader = await signedInPerson(database.prisma);
    for (const who of ["visitor", "reader"] as const) {
      const status = who === "visitor" ? 401 : 403;
      for (const headers of [{}, FORGED]) {
        const browser = newBrowser(headers);
        if (who === "reader") await signIn(reader.id, browser);
        for (const call of calls) expect(await inBrowser(browser, call)).toMatchObject({ ok: false, status });
      }
    }
    const after = await snapshot();
    expect(after).toEqual(before);
    expect(received).toHaveLength(0);
  });
});

describe("the schedule", () => {
  it('turns a day of "abc" into 0, refuses 400 with the message, and saves nothing then', async () => {
    const boss = await admin();
    const entry = await scheduleOf("guide_02_check_in");
    expect(entry.daysAfterSubscription).toBe(51);

    const refused = await as(boss, () => actions.updateScheduleDay({ id: entry.id, days: "400" }));
    expect(refused).toMatchObject({ ok: false, status: 400, message: emails.SCHEDULE_DAY_MESSAGE });
    expect(emails.SCHEDULE_DAY_MESSAGE).toBe("Days after subscription must be a whole number from 0 to 365.");
    for (const days of ["-1", "12.5", 366])
      expect(await as(boss, () => actions.updateScheduleDay({ id: entry.id, days }))).toMatchObject({ ok: false, status: 400 });
    expect((await scheduleOf("guide_02_check_in")).daysAfterSubscription).toBe(51);
    expect(await database.prisma.adminAuditLog.count({ where: { action: "email_schedule.update", target: "guide_02_check_in" } })).toBe(0);

    expect(await as(boss, () => actions.updateScheduleDay({ id: entry.id, days: "abc" }))).toMatchObject({ ok: true, value: 0 });
    expect((await scheduleOf("guide_02_check_in")).daysAfterSubscription).toBe(0);
    expect(await as(boss, () => actions.updateScheduleDay({ id: entry.id, days: " 365 " }))).toMatchObject({ ok: true, value: 365 });
    expect((await scheduleOf("guide_02_check_in")).daysAfterSubscription).toBe(365);
    // The landing page's timing copy is read from the schedule: the next read has the new day.
    const { getProgrammeSchedule } = await import("@/lib/atomic-year/queries");
    expect((await getProgrammeSchedule()).find((row) => row.code === "guide_02_check_in")?.day).toBe(365);
    expect(await database.prisma.adminAuditLog.count({ where: { action: "email_schedule.update", target: "guide_02_check_in" } })).toBe(2);

    await as(boss, () => actions.updateScheduleDay({ id: entry.id, days: 51 }));
  });

  it("moves a running programme's next e-mail when an admin changes the day of one it has not had", async () => {
    const boss = await admin();
    const user = await database.prisma.user.create({ data: { email: "year@reader.test", firstName: "Yara", emailVerified: new Date() } });
    const start = new Date(Date.now() - 60 * 60 * 1000);
    const programme = await database.prisma.atomicYearSubscription.create({
      data: { userId: user.id, email: user.email, subscriptionStart: start, subscriptionEnd: new Date(start.getTime() + 365 * 86_400_000) },
    });
    // The welcome went out; guide_01 (day 7) is next.
    await database.prisma.emailDelivery.create({ data: { subscriptionId: programme.id, scheduleId: (await scheduleOf("welcome")).id } });
    const { recomputeNextEmailAt } = await import("@/lib/atomic-year/programme");
    await recomputeNextEmailAt();
    const nextAt = async () => (await database.prisma.atomicYearSubscription.findUniqueOrThrow({ where: { id: programme.id } })).nextEmailAt!.getTime();
    expect(await nextAt()).toBe(start.getTime() + 7 * 86_400_000);

    const guide01 = await scheduleOf("guide_01");
    expect(await as(boss, () => actions.updateScheduleDay({ id: guide01.id, days: "3" }))).toMatchObject({ ok: true });
    expect(await nextAt()).toBe(start.getTime() + 3 * 86_400_000);
    // Deleting it (confirmed in the browser) moves the programme on to the next entry, the first check-in at day 21.
    expect(await as(boss, () => actions.deleteScheduleEntry({ id: guide01.id }))).toMatchObject({ ok: true });
    expect(await nextAt()).toBe(start.getTime() + 21 * 86_400_000);
    expect(await database.prisma.emailSchedule.count({ where: { isActive: true, template: { code: "guide_01" } } })).toBe(0);

    // Import puts it back 30 days after the last entry; the full schedule changes nothing more.
    expect(await as(boss, () => actions.importTemplatesToSchedule())).toMatchObject({ ok: true, message: "Imported 1 template, 30 days apart." });
    expect((await scheduleOf("guide_01")).daysAfterSubscription).toBe(365);
    expect(await as(boss, () => actions.importTemplatesToSchedule())).toMatchObject({ ok: false, error: "All Already Imported" });
    expect(await as(boss, () => actions.createFullSchedule())).toMatchObject({ ok: true, message: "The full schedule is in place already." });
    const guide01Again = await scheduleOf("guide_01");
    await as(boss, () => actions.updateScheduleDay({ id: guide01Again.id, days: 7 }));
    expect(await nextAt()).toBe(start.getTime() + 7 * 86_400_000);

    // Removing an entry the programme already had and bringing it back never sends it again.
    const welcome = await scheduleOf("welcome");
    expect(await as(boss, () => actions.deleteScheduleEntry({ id: welcome.id }))).toMatchObject({ ok: true });
    expect(await as(boss, () => actions.createFullSchedule())).toMatchObject({ ok: true, message: "Created 1 schedule entry and 0 templates." });
    expect(await scheduleOf("welcome")).toMatchObject({ isActive: true, daysAfterSubscription: 0 });
    expect(await nextAt()).toBe(start.getTime() + 7 * 86_400_000);
  });
});

describe("templates and test e-mails", () => {
  it("fill the user name and the year, put [TEST VALUE] in the other placeholders, and refuse empty fields", async () => {
    const boss = await admin();
    expect(await as(boss, () => actions.sendTemplateTest({ to: "", subject: "s", html: "<p>h</p>" }))).toMatchObject({
      ok: false,
      error: "Email Required",
      message: "Please enter a test email address",
    });
    const draft = { subject: "Hi {{USER_NAME}}: {{GUIDE_TITLE}}", html: "<p>{{USER_NAME}} · {{CURRENT_YEAR}} · {{GUIDE_TITLE}} · {{GIFT_MESSAGE}}</p>" };
    expect(await as(boss, () => actions.sendTemplateTest({ to: "test@reader.test", ...draft }))).toMatchObject({ ok: true });
    const sent = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: "test@reader.test" }, orderBy: { createdAt: "desc" } });
    expect(sent.subject).toBe("[TEST] Hi Boss: [TEST VALUE]");
    expect(sent.html).toContain(`Boss · ${new Date().getFullYear()} · [TEST VALUE] · [TEST VALUE]`);
    expect(sent.status).toBe("sent");
    expect(received.map((message) => message.subject)).toEqual(["[TEST] Hi Boss: [TEST VALUE]"]);

    // The special e-mails' test panel gives the recipient name, a guide and the giver's name.
    const gift = await database.prisma.emailTemplate.findUniqueOrThrow({ where: { code: "gift_received_single_guide" } });
    expect(
      await as(boss, () =>
        actions.sendTemplateTest({ to: "panel@reader.test", templateId: gift.id, recipientName: "Rae", guideId: "power_001", giverName: "Gia" }),
      ),
    ).toMatchObject({ ok: true });
    const panel = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: "panel@reader.test" } });
    const guide = await database.prisma.guide.findUniqueOrThrow({ where: { id: "power_001" } });
    expect(panel.html).toContain("Rae");
    expect(panel.html).toContain("Gia");
    expect(panel.html).toContain(guide.title);
  });

  it("are limited per admin, across the e-mail screen and the developer pages: over the limit, 429 and nothing sent", async () => {
    const boss = await admin();
    await database.prisma.rateLimit.deleteMany({ where: { key: `admin-test-email:account:${boss.id.toLowerCase()}` } });
    process.env.RATE_LIMIT_ADMIN_TEST_EMAILS_PER_ACCOUNT = "3";
    try {
      // The server reads its environment once (env()): fresh copies of the actions see the limit.
      vi.resetModules();
      const limited = await import("@/lib/admin/email-template-actions");
      const dev = await import("@/lib/admin/dev-actions");
      const draft = { subject: "Limit", html: "<p>limit</p>" };
      expect(await as(boss, () => limited.sendTemplateTest({ to: "limit+1@reader.test", ...draft }))).toMatchObject({ ok: true });
      expect(await as(boss, () => dev.sendTestEmail({ to: "limit+2@reader.test", kind: "basic" }))).toMatchObject({ ok: true });
      expect(await as(boss, () => dev.sendDirectEmail({ to: "limit+3@reader.test", subject: "Hi", message: "Hello" }))).toMatchObject({ ok: true });
      const refusal = { ok: false, status: 429, message: "Too many test e-mails. Please wait a few minutes and try again." };
      expect(await as(boss, () => limited.sendTemplateTest({ to: "limit+4@reader.test", ...draft }))).toMatchObject(refusal);
      expect(await as(boss, () => dev.sendTestEmail({ to: "limit+5@reader.test", kind: "basic" }))).toMatchObject(refusal);
      expect(await as(boss, () => dev.sendDirectEmail({ to: "limit+6@reader.test", subject: "Hi", message: "Hello" }))).toMatchObject(refusal);
      expect(received.map((message) => message.to)).toEqual(["limit+1@reader.test", "limit+2@reader.test", "limit+3@reader.test"]);
      expect(await database.prisma.emailMessage.count({ where: { to: { startsWith: "limit+" } } })).toBe(3);
    } finally {
      delete process.env.RATE_LIMIT_ADMIN_TEST_EMAILS_PER_ACCOUNT;
    }
  });

  it("save an Atomic Year template, insert a guide's purchase template on its first save, and create, edit and delete special ones", async () => {
    const boss = await admin();
    expect(await as(boss, () => actions.saveAtomicYearTemplate({ code: "welcome", subject: " ", html: "<p>x</p>" }))).toMatchObject({
      ok: false,
      message: "Please fill in all fields",
    });
    expect(
      await as(boss, () => actions.saveAtomicYearTemplate({ code: "welcome", subject: "Welcome aboard, {{USER_NAME}}", html: "<p>Hello</p>" })),
    ).toMatchObject({
      ok: true,
    });
    expect(await database.prisma.emailTemplate.findUniqueOrThrow({ where: { code: "welcome" } })).toMatchObject({ subject: "Welcome aboard, {{USER_NAME}}" });
    expect(await as(boss, () => actions.saveAtomicYearTemplate({ code: "not_a_slot", subject: "s", html: "<p>x</p>" }))).toMatchObject({
      ok: false,
      status: 400,
    });

    expect((await emails.guidePurchaseTemplates()).find((entry) => entry.guide.id === "vision_004")?.stored).toBeNull();
    const input = { guideId: "vision_004", name: "Purchase: Crossing", subject: "{{GUIDE_TITLE}} is yours", html: "<p>Enjoy</p>", isActive: true };
    expect(await as(boss, () => actions.saveGuidePurchaseTemplate(input))).toMatchObject({ ok: true });
    expect(await as(boss, () => actions.saveGuidePurchaseTemplate({ ...input, subject: "Updated", isActive: false }))).toMatchObject({
      ok: true,
      message: "Template saved.",
    });
    const stored = await database.prisma.emailTemplate.findMany({ where: { emailType: "guide_purchase", guideId: "vision_004" } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ code: "guide_purchase_vision_004", subject: "Updated", isActive: false });
    expect(await as(boss, () => actions.saveGuidePurchaseTemplate({ ...input, guideId: "no_such_guide" }))).toMatchObject({
      ok: false,
      message: "Please select a guide first",
    });

    expect(await as(boss, () => actions.saveSpecialTemplate({ name: "", subject: "s", html: "<p>h</p>", emailType: "test" }))).toMatchObject({
      ok: false,
      message: "Please fill in all fields",
    });
    expect(await as(boss, () => actions.saveSpecialTemplate({ name: "Test", subject: "s", html: "<p>h</p>", emailType: "" }))).toMatchObject({
      ok: false,
      message: "Please fill in all fields",
    });
    expect(
      await as(boss, () => actions.saveSpecialTemplate({ name: "Test", subject: "Test {{USER_NAME}}", html: "<p>h</p>", emailType: "test" })),
    ).toMatchObject({ ok: true });
    const created = await database.prisma.emailTemplate.findUniqueOrThrow({ where: { code: "test" } });
    expect(await as(boss, () => actions.saveSpecialTemplate({ name: "Twice", subject: "s", html: "<p>h</p>", emailType: "test" }))).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(
      await as(boss, () => actions.saveSpecialTemplate({ id: created.id, name: "Renamed", subject: "s", html: "<p>h</p>", emailType: "test" })),
    ).toMatchObject({
      ok: true,
    });
    expect(await database.prisma.emailTemplate.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ name: "Renamed" });
    // Atomic Year templates are not special ones: the special delete refuses them.
    const welcome = await database.prisma.emailTemplate.findUniqueOrThrow({ where: { code: "welcome" } });
    expect(await as(boss, () => actions.deleteSpecialTemplate({ id: welcome.id }))).toMatchObject({
      ok: false,
      status: 404,
      message: "Failed to delete template",
    });
    expect(await as(boss, () => actions.deleteSpecialTemplate({ id: created.id }))).toMatchObject({ ok: true });
    expect(await database.prisma.emailTemplate.count({ where: { code: "test" } })).toBe(0);
  });
});

describe("a template with a tag that is not a placeholder", () => {
  it("is refused at save with what to fix (an unknown placeholder, an unclosed or other tag), and nothing changes", async () => {
    const boss = await admin();
    const before = await database.prisma.emailTemplate.findUniqueOrThrow({ where: { code: "guide_01" } });
    const tagError = (message: string) => ({ ok: false, status: 400, error: "Template Error", message });
    expect(await as(boss, () => actions.saveAtomicYearTemplate({ code: "guide_01", subject: "Month 1: {{GUIDE_TITEL}}", html: "<p>Hi</p>" }))).toMatchObject(
      tagError("{{GUIDE_TITEL}} is not one of the shop's placeholders: check its spelling."),
    );
    expect(await as(boss, () => actions.saveAtomicYearTemplate({ code: "guide_01", subject: "Month 1", html: "<p>Hi {{USER_NAME</p>" }))).toMatchObject(
      tagError("A placeholder is not closed: every {{ needs its }}."),
    );
    expect(
      await as(boss, () => actions.saveSpecialTemplate({ name: "Test", subject: "Test", html: "<p>{{#USER_NAME}}Hi{{/USER_NAME}}</p>", emailType: "test" })),
    ).toMatchObject(tagError("{{#USER_NAME}} is not a placeholder: write placeholders as {{NAME}}, in capitals, with nothing else between the braces."));
    expect(
      await as(boss, () =>
        actions.saveGuidePurchaseTemplate({ guideId: "power_002", name: "P", subject: "{{ GUIDE_TITLE }}", html: "<p>x</p>", isActive: true }),
      ),
    ).toMatchObject(tagError("{{ GUIDE_TITLE }} is not a placeholder: write placeholders as {{NAME}}, in capitals, with nothing else between the braces."));
    expect(await database.prisma.emailTemplate.findUniqueOrThrow({ where: { code: "guide_01" } })).toEqual(before);
    expect(await database.prisma.emailTemplate.count({ where: { OR: [{ code: "test" }, { guideId: "power_002" }] } })).toBe(0);
  });
});

describe("a guide's purchase template reaches its buyers", () => {
  /** A guide order paid through the real webhook route; the event, to replay it. */
  async function paidGuideOrder(guideIds: string[]) {
    const buyer = await signedInPerson(database.prisma);
    const { createGuideCheckout } = await import("@/lib/checkout/create");
    const started = await createGuideCheckout({ id: buyer.id, email: buyer.email }, { guideIds });
    if (!started.ok) throw new Error(started.error);
    const order = await database.prisma.order.findUniqueOrThrow({ where: { id: started.orderId } });
    counter += 1;
    const event = sessionEvent("checkout.session.completed", order, order.checkoutSessionId!, "paid", `pi_guide_template_${counter}`);
    expect(await (await webhook(event)).json()).toMatchObject({ result: "fulfilled" });
    return { buyer, order, event };
  }
  const receipts = (to: string) =>
    database.prisma.emailMessage.findMany({ where: { to, type: "purchase_confirmation" }, select: { subject: true, html: true } });

  it("puts the stored template in the receipt, the default for a guide without one, one receipt per order, and nothing twice on a replay", async () => {
    const boss = await admin();
    const [stored, plain] = await Promise.all(
      ["motion_003", "feeling_002"].map((id) => database.prisma.guide.findUniqueOrThrow({ where: { id }, select: { id: true, title: true, subtitle: true } })),
    );
    expect(
      await as(boss, () =>
        actions.saveGuidePurchaseTemplate({
          guideId: stored!.id,
          name: "Purchase: stuck",
          subject: "Unstuck starts now, {{USER_NAME}}: {{GUIDE_TITLE}}",
          html: "<p>Chapter three is the one to start with, {{USER_NAME}}. Your {{GUIDE_STRAND}} guide: {{GUIDE_TITLE}}.</p>",
          isActive: true,
        }),
      ),
    ).toMatchObject({ ok: true });

    // The guide with its own template, bought alone: its subject and its text, filled in.
    const alone = await paidGuideOrder([stored!.id]);
    const [receipt] = await receipts(alone.buyer.email);
    expect(receipt?.subject).toBe(`Unstuck starts now, Reader: ${stored!.title}`);
    expect(receipt?.html).toContain(`Chapter three is the one to start with, Reader. Your Motion guide: ${stored!.title}.`);
    // Still a receipt: the order number and the total are there.
    expect(receipt?.html).toContain("Total paid: $6.00");

    // A guide without one gets the default (the text the editor offers unsaved).
    const other = await paidGuideOrder([plain!.id]);
    const [defaultReceipt] = await receipts(other.buyer.email);
    expect(defaultReceipt?.subject).toBe(`${plain!.title} is on your shelf`);
    expect(defaultReceipt?.html).toContain("A guide from the Feeling strand, about half an hour of reading.");
    expect(defaultReceipt?.html).toContain(plain!.subtitle);
    expect(defaultReceipt?.html).not.toContain("Chapter three");

    // Both in one cart: one receipt, with each guide's message once; the receipt's own subject.
    const both = await paidGuideOrder([stored!.id, plain!.id]);
    const cart = await receipts(both.buyer.email);
    expect(cart).toHaveLength(1);
    expect(cart[0]!.subject).toBe("Thank you for your order, Reader");
    expect(cart[0]!.html.split("Chapter three is the one to start with")).toHaveLength(2);
    expect(cart[0]!.html.split("A guide from the Feeling strand")).toHaveLength(2);
    expect(received.filter((message) => message.to === both.buyer.email)).toHaveLength(1);

    // The provider delivers the same events again: nothing more is sent.
    const sentBefore = received.length;
    for (const { event } of [alone, other, both]) expect(await (await webhook(event)).json()).toMatchObject({ duplicate: true });
    // A new event for an order already fulfilled (the success page, a second event id) sends nothing either.
    counter += 1;
    const again = sessionEvent("checkout.session.completed", both.order, both.order.checkoutSessionId!, "paid", both.event.data.object.payment_intent);
    expect(await (await webhook(again)).json()).toMatchObject({ result: "fulfilled" });
    expect(received.length).toBe(sentBefore);
    for (const { buyer } of [alone, other, both]) expect(await receipts(buyer.email)).toHaveLength(1);

    // Switched off, the template gives way to the default.
    expect(
      await as(boss, () =>
        actions.saveGuidePurchaseTemplate({ guideId: stored!.id, name: "Purchase: stuck", subject: "Off", html: "<p>Off</p>", isActive: false }),
      ),
    ).toMatchObject({ ok: true });
    const off = await paidGuideOrder([stored!.id]);
    expect((await receipts(off.buyer.email))[0]?.subject).toBe(`${stored!.title} is on your shelf`);
  });
});

describe("the outbox", () => {
  it("lists every recorded e-mail newest first, filters by status, and resends a failed one once when clicked twice at once", async () => {
    const boss = await admin();
    const failed = await database.prisma.emailMessage.create({
      data: {
        to: "resend@reader.test",
        type: "test",
        subject: "Try again",
        html: "<p>again</p>",
        transport: "resend",
        status: "failed",
        attempts: 1,
        error: "Resend refused the message (500)",
      },
    });
    const page = await emails.listOutbox({ page: 1, status: "failed" });
    expect(page.messages.map((message) => message.id)).toContain(failed.id);
    expect(page.messages.every((message) => message.status === "failed")).toBe(true);
    const all = await emails.listOutbox({ page: 1 });
    expect(all.messages[0]?.id).toBe(failed.id);

    const results = await Promise.all([
      as(boss, () => actions.resendOutboxEmail({ id: failed.id })),
      as(boss, () => actions.resendOutboxEmail({ id: failed.id })),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ status: 409 });
    expect(received.filter((message) => message.to === "resend@reader.test")).toHaveLength(1);
    expect(await database.prisma.emailMessage.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({ status: "sent", attempts: 2, error: null });
    expect(await as(boss, () => actions.resendOutboxEmail({ id: failed.id }))).toMatchObject({
      ok: false,
      status: 409,
      message: "Only a failed e-mail can be resent.",
    });
    expect(received.filter((message) => message.to === "resend@reader.test")).toHaveLength(1);
  });
});

describe("gifts", () => {
  it("resends a delivered gift's e-mail with a new link that replaces the old one; clicked twice at once, one link works", async () => {
    const boss = await admin();
    const gift = await deliveredGift();
    const { giftLinkState } = await import("@/lib/gifts/activate");
    const [first] = await giftTokens(gift.recipientEmail);
    expect((await giftLinkState(first)).status).toBe("ready");

    // A malformed id is refused and the link stays as it was.
    for (const malformed of [{ id: gift.id }, "", "../gifts"]) {
      expect(await as(boss, () => giftActions.resendGiftEmail(malformed))).toMatchObject({ ok: false, status: 400, message: "No such gift." });
    }
    expect((await giftLinkState(first)).status).toBe("ready");

    // Two clicks whose reads overlap mint one link (the second's conditional update on the old hash
    // finds nothing: 409). On a single database connection the second may instead read the gift
    // after the first minted, and is then a later resend of its own. Either way the recipient holds
    // exactly one working link, the one in the latest e-mail, and each e-mail is an audited resend.
    const results = await Promise.all([as(boss, () => giftActions.resendGiftEmail(gift.id)), as(boss, () => giftActions.resendGiftEmail(gift.id))]);
    const resent = results.filter((result) => result.ok).length;
    expect(resent).toBeGreaterThanOrEqual(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      resent === 2 ? [] : [{ ok: false, status: 409, error: "Resend Failed", message: "This gift's e-mail is being sent again already." }],
    );
    const tokens = await giftTokens(gift.recipientEmail);
    expect(tokens).toHaveLength(1 + resent);
    for (const token of tokens.slice(0, -1)) expect((await giftLinkState(token)).status).toBe("not_found");
    expect((await giftLinkState(tokens.at(-1))).status).toBe("ready");
    expect(received.filter((message) => message.to === gift.recipientEmail)).toHaveLength(1 + resent);
    expect(await database.prisma.adminAuditLog.count({ where: { action: "gift.resend_email", target: gift.id } })).toBe(resent);

    // An opened gift is not resent.
    await database.prisma.gift.update({ where: { id: gift.id }, data: { isActivated: true, activatedAt: new Date() } });
    expect(await as(boss, () => giftActions.resendGiftEmail(gift.id))).toMatchObject({ ok: false, status: 409 });
    expect(await giftTokens(gift.recipientEmail)).toHaveLength(1 + resent);
  });

  it("a delivery cut short right after its claim still reaches the recipient through the retry job, once", async () => {
    const { createGiftCheckout } = await import("@/lib/gifts/checkout");
    const { calendarDateIn } = await import("@/lib/gifts/delivery-time");
    const { retryDueEmails, SENDING_LEASE_MS } = await import("@/lib/email/send");
    const { giftLinkState } = await import("@/lib/gifts/activate");
    const details = {
      giverName: "Gia",
      giverEmail: "crash-giver@shop.test",
      recipientName: "Rae",
      recipientEmail: "crash-rae@shop.test",
      deliveryDate: calendarDateIn("UTC", new Date()),
      giftMessage: "",
    };
    const started = await createGiftCheckout({ details, timeZone: "UTC", guideId: "power_002", giver: null, buyerKeyHash: null });
    if (!started.ok) throw new Error(started.error);
    const order = await database.prisma.order.findUniqueOrThrow({ where: { id: started.orderId } });
    // The send to the recipient never gets an answer: the process stopped right after the claim.
    holdTo = details.recipientEmail;
    const delivering = webhook(sessionEvent("checkout.session.completed", order, order.checkoutSessionId!, "paid", "pi_admin_gift_crash"));
    await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 10_000, interval: 50 });
    holdTo = null;

    const gift = await database.prisma.gift.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(gift.deliveredAt).not.toBeNull();
    const recorded = await database.prisma.emailMessage.findFirstOrThrow({ where: { to: details.recipientEmail, type: "gift_received_single_guide" } });
    expect(recorded.status).toBe("sending");
    expect(received.filter((message) => message.to === details.recipientEmail)).toHaveLength(0);

    // The lease runs out (time moves by moving the stored date), and the retry job finds it. The
    // delivery went out as one batch with the giver's note: their rows share the lease and its end.
    const leased = recorded.batchKey ? { batchKey: recorded.batchKey } : { id: recorded.id };
    await database.prisma.emailMessage.updateMany({ where: leased, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    expect(recorded.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + SENDING_LEASE_MS - 60_000);
    await retryDueEmails();
    expect(await database.prisma.emailMessage.findUniqueOrThrow({ where: { id: recorded.id } })).toMatchObject({ status: "sent" });
    expect(received.filter((message) => message.to === details.recipientEmail)).toHaveLength(1);
    const [token] = await giftTokens(details.recipientEmail);
    expect((await giftLinkState(token)).status).toBe("ready");

    // The stalled call's late answer (same key, same answer) changes nothing.
    answerHeld();
    expect((await delivering).status).toBe(200);
    expect(await database.prisma.emailMessage.findUniqueOrThrow({ where: { id: recorded.id } })).toMatchObject({ status: "sent" });
    expect(received.filter((message) => message.to === details.recipientEmail)).toHaveLength(1);
  });

  it("lists programmes and gifts with their state", async () => {
    const { listGifts, listProgrammes } = await import("@/lib/admin/programmes");
    const gifts = await listGifts();
    expect(gifts.length).toBeGreaterThan(0);
    expect(gifts.map((gift) => gift.state)).toContain("claimed");
    expect(gifts.map((gift) => gift.state)).toContain("delivered");
    const programmes = await listProgrammes();
    expect(programmes.find((programme) => programme.email === "year@reader.test")).toMatchObject({ status: "active", drops: 0 });
  });
});
