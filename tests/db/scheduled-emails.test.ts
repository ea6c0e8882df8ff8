// The scheduled job against a real database: the cron route's secret, the Atomic Year's schedule
// sent exactly once (overlapping runs, catch-up after a missed fortnight, retries after a provider
// failure or a crash), batches of at most 100, templates and their fallback, one-click unsubscribe.
// Time moves only by moving stored dates (a programme's start), never through the route.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { captureLogs } from "../support/log-lines";
import { seededShop, type Shop } from "../support/shop";

// The scheduled job revalidates the catalogue (cross-sells): outside Next there is no cache to tell.
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

type RecordedRequest = { url: string; headers: IncomingHttpHeaders; body: unknown };
type StandInReply = { status: number; body: Record<string, unknown> };

const DAY = 24 * 60 * 60 * 1000;
const CRON_SECRET = "cron-secret-for-the-scheduled-tests";
let shop: Shop | undefined;
let database: TestDatabase;
let standIn: Server;
let standInUrl: string;
const received: RecordedRequest[] = [];
const replies: StandInReply[] = [];
// Like Resend: a repeated Idempotency-Key gets the first answer back and delivers nothing new.
const answeredByKey = new Map<string, unknown>();
let delivered = 0;

function startStandIn(): Promise<void> {
  standIn = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as unknown;
      received.push({ url: request.url ?? "", headers: request.headers, body });
      const key = request.headers["idempotency-key"];
      const reply = replies.shift();
      let status = 200;
      let payload: unknown;
      if (reply) {
        status = reply.status;
        payload = reply.body;
      } else if (typeof key === "string" && answeredByKey.has(key)) {
        payload = answeredByKey.get(key);
      } else {
        const count = Array.isArray(body) ? body.length : 1;
        delivered += count;
        const ids = Array.from({ length: count }, (_, index) => ({ id: `re_${received.length}_${index}` }));
        payload = Array.isArray(body) ? { data: ids } : ids[0];
        if (typeof key === "string") answeredByKey.set(key, payload);
      }
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(payload));
    });
  });
  return new Promise((resolve) =>
    standIn.listen(0, "127.0.0.1", () => {
      standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

/** Fresh copies of the modules with the environment of one transport (env() caches). */
async function modules(mode: "outbox" | "resend" = "outbox") {
  vi.resetModules();
  vi.stubEnv("RESEND_API_KEY", mode === "resend" ? "re_test_123" : "");
  vi.stubEnv("EMAIL_FROM", mode === "resend" ? "Atomic Guides <hello@atomic.test>" : "");
  vi.stubEnv("RESEND_BASE_URL", mode === "resend" ? standInUrl : "");
  const [cron, programme, run, unsubscribe, unsubscribeRoute, guard] = await Promise.all([
    import("@/app/api/cron/scheduled-emails/route"),
    import("@/lib/atomic-year/programme"),
    import("@/lib/scheduled/run"),
    import("@/lib/atomic-year/unsubscribe"),
    import("@/app/api/unsubscribe/route"),
    import("@/lib/http/request-guard"),
  ]);
  return { cron, ...programme, ...run, ...unsubscribe, unsubscribeRoute, ...guard };
}

const cronRequest = (authorization?: string, method = "GET") =>
  new Request("http://localhost/api/cron/scheduled-emails", { method, headers: authorization ? { Authorization: authorization } : {} });

async function runRoute() {
  const { cron } = await modules();
  const response = await cron.GET(cronRequest(`Bearer ${CRON_SECRET}`));
  expect(response.status).toBe(200);
  return (await response.json()) as { sent: number; skipped: number; failed: number; jobs: Record<string, { sent: number; skipped: number; failed: number }> };
}

let people = 0;
/** A person with a programme that started `startedDaysAgo` days ago (recorded then too, unless
 * `recordedNow`), paid by an order of its own. */
async function programme(startedDaysAgo: number, options: { recordedNow?: boolean; name?: string } = {}) {
  people += 1;
  const email = `reader${people}@year.test`;
  const user = await database.prisma.user.create({ data: { email, emailVerified: new Date(), displayName: options.name ?? `Reader ${people}` } });
  const order = await database.prisma.order.create({
    data: { userId: user.id, kind: "atomic_year", status: "fulfilled", subtotalCents: 3600, totalCents: 3600, customerEmail: email },
  });
  const start = new Date(Date.now() - startedDaysAgo * DAY);
  const subscription = await database.prisma.atomicYearSubscription.create({
    data: {
      userId: user.id,
      email,
      orderId: order.id,
      subscriptionStart: start,
      subscriptionEnd: new Date(start.getTime() + 365 * DAY),
      nextEmailAt: start,
      createdAt: options.recordedNow ? new Date() : start,
    },
  });
  return { user, order, subscription, start, email };
}

const messagesTo = (to: string) => database.prisma.emailMessage.findMany({ where: { to }, orderBy: { createdAt: "asc" } });
const scheduleOf = async (code: string) => database.prisma.emailSchedule.findFirstOrThrow({ where: { template: { code } } });
const guideOfMonth = (month: number) => database.prisma.guide.findFirstOrThrow({ where: { atomicYearMonth: month } });

beforeAll(async () => {
  shop = await seededShop("scheduled-storage", {
    SITE_URL: "https://shop.test",
    SITE_NAME: "Atomic Guides",
    AUTH_SECRET: "scheduled-tests-auth-secret-long-enough-0000",
    CRON_SECRET,
  });
  database = shop.database;
  await startStandIn();
});

afterAll(async () => {
  await new Promise<void>((resolve) => (standIn ? standIn.close(() => resolve()) : resolve()));
  vi.unstubAllEnvs();
  await shop?.close();
});

beforeEach(() => {
  received.length = 0;
  replies.length = 0;
  delivered = 0;
});

// Each test looks at its own programmes only: end the others, and settle e-mails left due.
afterEach(async () => {
  await database.prisma.atomicYearSubscription.updateMany({ where: { status: "active" }, data: { status: "cancelled", nextEmailAt: null } });
  await database.prisma.emailMessage.updateMany({ where: { status: { not: "sent" } }, data: { status: "failed", nextAttemptAt: null } });
});

describe("the cron route", () => {
  it("answers 401 without the secret or with a wrong one, on GET and POST, and runs with the right one", async () => {
    const { cron } = await modules();
    for (const handler of [cron.GET, cron.POST]) {
      for (const authorization of [undefined, "Bearer wrong-secret", `Bearer ${CRON_SECRET}x`, CRON_SECRET, `Basic ${CRON_SECRET}`]) {
        const response = await handler(cronRequest(authorization, handler === cron.GET ? "GET" : "POST"));
        expect(response.status).toBe(401);
        expect(await response.text()).toBe("");
      }
    }
    const response = await cron.POST(cronRequest(`Bearer ${CRON_SECRET}`, "POST"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sent: expect.any(Number), skipped: expect.any(Number), failed: expect.any(Number) });
  });

  it("is closed to everyone when no secret is configured", async () => {
    vi.stubEnv("CRON_SECRET", "");
    try {
      const { cron } = await modules();
      expect((await cron.GET(cronRequest("Bearer "))).status).toBe(401);
      expect((await cron.GET(cronRequest("Bearer undefined"))).status).toBe(401);
    } finally {
      vi.stubEnv("CRON_SECRET", CRON_SECRET);
    }
  });
});

describe("the Atomic Year's e-mails", () => {
  it("after 40 days a programme has had exactly the welcome, guide 1, check-in 1 and guide 2, with both guides on the shelf; a second run sends nothing", async () => {
    const { user, order, subscription, start, email } = await programme(40, { recordedNow: true });
    const first = await runRoute();
    expect(first.jobs["programme-emails"]).toEqual({ sent: 4, skipped: 0, failed: 0 });

    const [guide1, guide2] = await Promise.all([guideOfMonth(1), guideOfMonth(2)]);
    const messages = await messagesTo(email);
    expect(messages.map((message) => [message.type, message.status])).toEqual([
      ["atomic_year_welcome", "sent"],
      ["atomic_year_guide_drop", "sent"],
      ["atomic_year_check_in", "sent"],
      ["atomic_year_guide_drop", "sent"],
    ]);
    expect(messages.map((message) => message.subject)).toEqual([
      `Welcome to The Atomic Year, Reader ${people}`,
      `Month 1: ${guide1.title} is on your shelf`,
      `Two weeks with ${guide1.title}: a quick check-in`,
      `Month 2: ${guide2.title} has arrived`,
    ]);
    const shelf = await database.prisma.userGuide.findMany({ where: { userId: user.id }, orderBy: { guideId: "asc" } });
    expect(shelf.map((row) => [row.guideId, row.acquiredVia, row.orderId])).toEqual(
      [guide1.id, guide2.id].sort().map((guideId) => [guideId, "atomic_year", order.id]),
    );
    const deliveries = await database.prisma.emailDelivery.findMany({ where: { subscriptionId: subscription.id } });
    expect(deliveries).toHaveLength(4);
    expect(deliveries.every((delivery) => delivery.outcome === "sent" && delivery.emailMessageId !== null)).toBe(true);
    const after = await database.prisma.atomicYearSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
    expect(after.nextEmailAt).toEqual(new Date(start.getTime() + 51 * DAY));

    const second = await runRoute();
    expect(second.jobs["programme-emails"]).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await messagesTo(email)).toHaveLength(4);
  });

  it("two overlapping runs over 300 due e-mails send each once, in batches of at most 100", async () => {
    const count = 150;
    const start = new Date(Date.now() - 8 * DAY);
    const users = Array.from({ length: count }, (_, index) => ({ email: `overlap${index}@year.test`, displayName: `Overlap ${index}` }));
    await database.prisma.user.createMany({ data: users });
    const rows = await database.prisma.user.findMany({ where: { email: { startsWith: "overlap" } }, select: { id: true, email: true } });
    await database.prisma.atomicYearSubscription.createMany({
      data: rows.map((row) => ({
        userId: row.id,
        email: row.email,
        subscriptionStart: start,
        subscriptionEnd: new Date(start.getTime() + 365 * DAY),
        nextEmailAt: start,
        createdAt: start,
      })),
    });

    const { runScheduledJobs } = await modules("resend");
    const reports = await Promise.all([runScheduledJobs(), runScheduledJobs()]);

    const sentTotal = reports.reduce((sum, report) => sum + (report.jobs["programme-emails"]?.sent ?? 0), 0);
    expect(sentTotal).toBe(count * 2);
    const messages = await database.prisma.emailMessage.findMany({ where: { to: { startsWith: "overlap" } }, select: { to: true, type: true, status: true } });
    expect(messages).toHaveLength(count * 2);
    expect(new Set(messages.map((message) => `${message.to} ${message.type}`)).size).toBe(count * 2);
    expect(messages.every((message) => message.status === "sent")).toBe(true);

    const batches = received.filter((request) => request.url === "/emails/batch").map((request) => request.body as { to: string[] | string }[]);
    expect(received.every((request) => request.url === "/emails/batch")).toBe(true);
    expect(Math.max(...batches.map((batch) => batch.length))).toBeLessThanOrEqual(100);
    expect(batches.reduce((sum, batch) => sum + batch.length, 0)).toBe(count * 2);
    expect(delivered).toBe(count * 2);
    expect(await database.prisma.userGuide.count({ where: { user: { email: { startsWith: "overlap" } } } })).toBe(count);
  }, 300_000);

  it("catches up a missed fortnight: the drop arrives, the late check-in and season primer are recorded as skipped", async () => {
    const { user, subscription, start, email } = await programme(100);
    // The job ran until day 80, then nothing ran for a fortnight and more.
    const earlier = await database.prisma.emailSchedule.findMany({ where: { daysAfterSubscription: { lt: 80 } } });
    await database.prisma.emailDelivery.createMany({
      data: earlier.map((entry) => ({
        subscriptionId: subscription.id,
        scheduleId: entry.id,
        dueAt: new Date(start.getTime() + entry.daysAfterSubscription * DAY),
      })),
    });
    await database.prisma.atomicYearSubscription.update({ where: { id: subscription.id }, data: { nextEmailAt: new Date(start.getTime() + 81 * DAY) } });

    const report = await runRoute();
    expect(report.jobs["programme-emails"]).toEqual({ sent: 1, skipped: 2, failed: 0 });
    const guide4 = await guideOfMonth(4);
    const messages = await messagesTo(email);
    expect(messages.map((message) => message.subject)).toEqual([`Month 4: ${guide4.title} starts The Ascent`]);
    expect(await database.prisma.userGuide.findMany({ where: { userId: user.id }, select: { guideId: true } })).toEqual([{ guideId: guide4.id }]);

    const [checkIn, primer] = await Promise.all([scheduleOf("guide_03_check_in"), scheduleOf("season_1")]);
    const skipped = await database.prisma.emailDelivery.findMany({ where: { subscriptionId: subscription.id, outcome: "skipped" }, orderBy: { dueAt: "asc" } });
    expect(skipped.map((delivery) => [delivery.scheduleId, delivery.skipReason, delivery.dueAt?.getTime(), delivery.emailMessageId])).toEqual([
      [checkIn.id, "late", start.getTime() + 81 * DAY, null],
      [primer.id, "late", start.getTime() + 90 * DAY, null],
    ]);
    expect((await runRoute()).jobs["programme-emails"]).toEqual({ sent: 0, skipped: 0, failed: 0 });
  });

  it("leaves an e-mail the provider failed (500, then 500) due, and the next run sends it under the same batch key", async () => {
    const { email } = await programme(0);
    const { runScheduledJobs } = await modules("resend");
    replies.push({ status: 500, body: { statusCode: 500, name: "internal_server_error", message: "Oops" } });
    const logs = captureLogs({ quiet: true });
    const first = await runScheduledJobs();
    expect(first.jobs["programme-emails"]).toEqual({ sent: 0, skipped: 0, failed: 1 });
    const [failed] = await messagesTo(email);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, type: "atomic_year_welcome" });
    expect(failed?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());

    // Not yet due: a run right away leaves it alone.
    expect((await runScheduledJobs()).jobs["email-retries"]).toEqual({ sent: 0, skipped: 0, failed: 0 });
    // Its retry time comes (moved in the database); the provider fails again with a 500.
    await database.prisma.emailMessage.update({ where: { id: failed?.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    replies.push({ status: 500, body: { statusCode: 500, name: "internal_server_error", message: "Oops" } });
    expect((await runScheduledJobs()).jobs["email-retries"]).toEqual({ sent: 0, skipped: 0, failed: 1 });
    await database.prisma.emailMessage.update({ where: { id: failed?.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    expect((await runScheduledJobs()).jobs["email-retries"]).toEqual({ sent: 1, skipped: 0, failed: 0 });
    logs.stop();
    expect(logs.withMessage("email: delivery failed").map((record) => record.err?.message)).toEqual([
      expect.stringContaining("500") as string,
      expect.stringContaining("500") as string,
    ]);

    const messages = await messagesTo(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ status: "sent", attempts: 3, error: null, nextAttemptAt: null });
    const keys = received.map((request) => request.headers["idempotency-key"]);
    expect(keys).toHaveLength(3);
    expect(new Set(keys)).toEqual(new Set([messages[0]?.batchKey]));
    expect(delivered).toBe(1);
  });

  it("does not deliver twice after a crash between the provider's acceptance and the record", async () => {
    const { email } = await programme(0);
    const { runScheduledJobs } = await modules("resend");
    await runScheduledJobs();
    const [sent] = await messagesTo(email);
    expect(sent?.status).toBe("sent");
    // As if the process died after Resend accepted the batch but before the outcome was written.
    await database.prisma.emailMessage.update({
      where: { id: sent?.id },
      data: { status: "sending", providerId: null, sentAt: null, nextAttemptAt: new Date(Date.now() - 1000) },
    });
    expect((await runScheduledJobs()).jobs["email-retries"]).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(received.map((request) => request.headers["idempotency-key"])).toEqual([sent?.batchKey, sent?.batchKey]);
    expect(delivered).toBe(1);
    expect(await messagesTo(email)).toHaveLength(1);
    expect((await messagesTo(email))[0]).toMatchObject({ status: "sent", providerId: "re_1_0" });
  });

  it("falls back to the built-in e-mail when the template is switched off, and escapes every value", async () => {
    const hostile = 'Ana <b onmouseover="x">"Bold"</b>\r\nBcc: evil@example.test';
    await database.prisma.emailTemplate.update({ where: { code: "guide_01" }, data: { isActive: false } });
    try {
      const { email } = await programme(7, { name: hostile });
      await runRoute();
      const [welcome, drop] = await messagesTo(email);
      // The stored welcome template, filled and escaped.
      expect(welcome?.subject).toBe('Welcome to The Atomic Year, Ana <b onmouseover="x">"Bold"</b> Bcc: evil@example.test');
      expect(welcome?.html).toContain("Hi Ana &lt;b onmouseover=&quot;x&quot;&gt;&quot;Bold&quot;&lt;/b&gt;");
      expect(welcome?.html).not.toContain("<b onmouseover");
      // The built-in drop, as the template is off.
      const guide1 = await guideOfMonth(1);
      expect(drop?.subject).toBe(`Month 1: ${guide1.title} is on your shelf`);
      expect(drop?.html).toContain("It is on your shelf now, ready to read or download.");
      expect(drop?.html).not.toContain("Your first guide of the year is here");
      expect(drop?.html).not.toContain("<b onmouseover");
      expect(drop?.html).toContain("Hi <!-- -->Ana &lt;b onmouseover=&quot;x&quot;&gt;");
      for (const message of [welcome, drop]) expect(message?.subject).not.toMatch(/[\r\n]/);
    } finally {
      await database.prisma.emailTemplate.update({ where: { code: "guide_01" }, data: { isActive: true } });
    }
  });

  it("says when the next guide arrives from the schedule table, in the stored welcome and season note and in the built-in ones", async () => {
    const { email } = await programme(0);
    await runRoute();
    const [welcome] = await messagesTo(email);
    expect(welcome?.html).toContain("Your first guide arrives in a week, and a new one follows every month after that.");
    expect(welcome?.html).not.toContain("{{");

    // An admin moves the first guide to day 10: the next welcomes say so, stored and built-in alike.
    const guide1 = await scheduleOf("guide_01");
    await database.prisma.emailSchedule.update({ where: { id: guide1.id }, data: { daysAfterSubscription: 10 } });
    try {
      const stored = await programme(0);
      await runRoute();
      const [storedWelcome] = await messagesTo(stored.email);
      expect(storedWelcome?.html).toContain("Your first guide arrives in 10 days, and a new one follows every month after that.");

      await database.prisma.emailTemplate.update({ where: { code: "welcome" }, data: { isActive: false } });
      const builtIn = await programme(0);
      await runRoute();
      const [builtInWelcome] = await messagesTo(builtIn.email);
      expect(builtInWelcome?.html).toContain("Your first guide arrives in 10 days and a new one every month after that");
    } finally {
      await database.prisma.emailSchedule.update({ where: { id: guide1.id }, data: { daysAfterSubscription: 7 } });
      await database.prisma.emailTemplate.update({ where: { code: "welcome" }, data: { isActive: true } });
    }

    // The season note at day 90: guide 4 follows on day 97.
    const { subscription, start, email: primed } = await programme(90);
    const earlier = await database.prisma.emailSchedule.findMany({ where: { daysAfterSubscription: { lt: 90 } } });
    await database.prisma.emailDelivery.createMany({ data: earlier.map((entry) => ({ subscriptionId: subscription.id, scheduleId: entry.id })) });
    await database.prisma.atomicYearSubscription.update({ where: { id: subscription.id }, data: { nextEmailAt: new Date(start.getTime() + 90 * DAY) } });
    await runRoute();
    const [primer] = await messagesTo(primed);
    expect(primer?.subject).toBe("Season Two begins: The Ascent");
    expect(primer?.html).toContain("Your next guide arrives in a week.");
  });

  it("applies a schedule edit forward: an entry not yet sent follows its new day, one already sent is not sent again", async () => {
    const { subscription, start, email } = await programme(10);
    await runRoute(); // welcome and guide 1
    const [checkIn, guide1] = await Promise.all([scheduleOf("guide_01_check_in"), scheduleOf("guide_01")]);
    const { recomputeNextEmailAt } = await modules();
    await database.prisma.emailSchedule.update({ where: { id: checkIn.id }, data: { daysAfterSubscription: 9 } });
    await database.prisma.emailSchedule.update({ where: { id: guide1.id }, data: { daysAfterSubscription: 2 } });
    try {
      expect(await recomputeNextEmailAt()).toBeGreaterThanOrEqual(1);
      const after = await database.prisma.atomicYearSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
      expect(after.nextEmailAt).toEqual(new Date(start.getTime() + 9 * DAY));
      await runRoute();
      expect((await messagesTo(email)).map((message) => message.type)).toEqual(["atomic_year_welcome", "atomic_year_guide_drop", "atomic_year_check_in"]);
    } finally {
      await database.prisma.emailSchedule.update({ where: { id: checkIn.id }, data: { daysAfterSubscription: 21 } });
      await database.prisma.emailSchedule.update({ where: { id: guide1.id }, data: { daysAfterSubscription: 7 } });
    }
  });

  it("ends a programme once its year is over and the closing has gone out", async () => {
    const { subscription, email } = await programme(366);
    await database.prisma.emailDelivery.createMany({
      data: (await database.prisma.emailSchedule.findMany({ where: { daysAfterSubscription: { lt: 365 } } })).map((entry) => ({
        subscriptionId: subscription.id,
        scheduleId: entry.id,
      })),
    });
    await runRoute();
    expect((await messagesTo(email)).map((message) => message.type)).toEqual(["atomic_year_closing"]);
    expect(await database.prisma.atomicYearSubscription.findUniqueOrThrow({ where: { id: subscription.id } })).toMatchObject({
      status: "ended",
      nextEmailAt: null,
      endedAt: null,
    });
  });

  it("does not send anything for a programme queued to start later", async () => {
    const { subscription, email } = await programme(-30);
    await runRoute();
    expect(await messagesTo(email)).toHaveLength(0);
    expect((await database.prisma.atomicYearSubscription.findUniqueOrThrow({ where: { id: subscription.id } })).status).toBe("active");
  });
});

describe("one-click unsubscribe", () => {
  it("carries List-Unsubscribe on e-mails other than drops, and a one-click POST with no Origin stops them but not the drops", async () => {
    const { user, subscription, start, email } = await programme(0);
    const { runScheduledJobs, unsubscribeRoute, unsubscribeToken, refuseUnsafeRequest } = await modules("resend");
    await runScheduledJobs();
    const [welcome] = received.flatMap((request) => request.body as { headers?: Record<string, string>; to: string[] }[]);
    const token = unsubscribeToken(user.id);
    expect(welcome?.headers).toEqual({
      "List-Unsubscribe": `<https://shop.test/api/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const [stored] = await messagesTo(email);
    expect(stored?.headers).toEqual(welcome?.headers);
    expect(stored?.html).toContain(`href="https://shop.test/unsubscribe?token=${token}"`);

    const oneClick = (query: string, headers: Record<string, string> = {}) =>
      new Request(`https://shop.test/api/unsubscribe?${query}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "List-Unsubscribe=One-Click",
      });
    // The proxy lets exactly this through without an Origin, and still refuses a foreign one.
    expect(await refuseUnsafeRequest(oneClick(`token=${token}`), ["https://shop.test"])).toBeNull();
    expect((await refuseUnsafeRequest(oneClick(`token=${token}`, { Origin: "https://evil.example" }), ["https://shop.test"]))?.status).toBe(403);
    expect((await refuseUnsafeRequest(new Request("https://shop.test/api/unsubscribe/x", { method: "POST" }), ["https://shop.test"]))?.status).toBe(403);

    // A forged token, another person's id with this signature, a malformed one, a wrong body: nothing changes.
    const other = await database.prisma.user.create({ data: { email: `other${people}@year.test` } });
    const signature = token.split(".")[1];
    for (const query of [`token=${other.id}.${signature}`, `token=${user.id}.${"A".repeat(43)}`, "token=nonsense", ""]) {
      const response = await unsubscribeRoute.POST(oneClick(query));
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("This unsubscribe link is not valid.");
    }
    expect((await unsubscribeRoute.POST(oneClick(`token=${token}`, { Origin: "https://evil.example" }))).status).toBe(403);
    const wrongBody = new Request(`https://shop.test/api/unsubscribe?token=${token}`, { method: "POST", body: "List-Unsubscribe=Yes" });
    expect((await unsubscribeRoute.POST(wrongBody)).status).toBe(400);
    // GET never unsubscribes: it leads to the page that asks.
    const get = await unsubscribeRoute.GET(new Request(`https://shop.test/api/unsubscribe?token=${token}`));
    expect(get.status).toBe(303);
    expect(get.headers.get("location")).toBe(`https://shop.test/unsubscribe?token=${token}`);
    expect(await database.prisma.user.findMany({ where: { programmeEmailsOptOut: true } })).toEqual([]);

    const response = await unsubscribeRoute.POST(oneClick(`token=${token}`));
    expect(response.status).toBe(200);
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).programmeEmailsOptOut).toBe(true);
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: other.id } })).programmeEmailsOptOut).toBe(false);

    // Three weeks on: the drop still arrives (without List-Unsubscribe), the check-in is recorded as skipped.
    const threeWeeksAgo = new Date(start.getTime() - 21 * DAY);
    await database.prisma.atomicYearSubscription.update({
      where: { id: subscription.id },
      data: { subscriptionStart: threeWeeksAgo, subscriptionEnd: new Date(threeWeeksAgo.getTime() + 365 * DAY), nextEmailAt: threeWeeksAgo },
    });
    received.length = 0;
    await runScheduledJobs();
    const guide1 = await guideOfMonth(1);
    const sentNow = received.flatMap((request) => request.body as { subject: string; headers?: Record<string, string> }[]);
    expect(sentNow.map((message) => [message.subject, message.headers])).toEqual([[`Month 1: ${guide1.title} is on your shelf`, undefined]]);
    expect(await database.prisma.userGuide.count({ where: { userId: user.id, guideId: guide1.id } })).toBe(1);
    const checkIn = await scheduleOf("guide_01_check_in");
    expect(await database.prisma.emailDelivery.findFirst({ where: { subscriptionId: subscription.id, scheduleId: checkIn.id } })).toMatchObject({
      outcome: "skipped",
      skipReason: "unsubscribed",
      emailMessageId: null,
    });
  });
});
