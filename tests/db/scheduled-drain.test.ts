// The scheduled job draining a backlog against a real database: a run that stops at its time budget
// and the next one finishing, five overlapping runs sending each due e-mail exactly once, and a
// provider batch failure leaving its rows for the retry job without a double send, and a retry that
// finds part of its batch held elsewhere leaving the rest leased until the next run after the lease. Resend is
// replaced at the network edge by a loopback stand-in that answers a repeated Idempotency-Key with
// its first answer, as Resend does, and counts what it would have delivered.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../support/database";
import { captureLogs } from "../support/log-lines";
import { seededShop, type Shop } from "../support/shop";

// The scheduled job revalidates the catalogue (cross-sells): outside Next there is no cache to tell.
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

type RecordedRequest = { url: string; headers: IncomingHttpHeaders; body: unknown };

const DAY = 24 * 60 * 60 * 1000;
let shop: Shop | undefined;
let database: TestDatabase;
let standIn: Server;
let standInUrl: string;
const received: RecordedRequest[] = [];
const failNext: number[] = [];
const answeredByKey = new Map<string, unknown>();
/** Every message the stand-in accepted for delivery, by recipient and subject. */
const deliveredMessages: string[] = [];

function startStandIn(): Promise<void> {
  standIn = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as unknown;
      received.push({ url: request.url ?? "", headers: request.headers, body });
      const key = request.headers["idempotency-key"];
      const failure = failNext.shift();
      let status = 200;
      let payload: unknown;
      if (failure) {
        status = failure;
        payload = { statusCode: failure, name: "internal_server_error", message: "Unavailable" };
      } else if (typeof key === "string" && answeredByKey.has(key)) {
        payload = answeredByKey.get(key);
      } else {
        const messages = (Array.isArray(body) ? body : [body]) as { to: string | string[]; subject: string }[];
        for (const message of messages) deliveredMessages.push(`${String(message.to)} ${message.subject}`);
        const ids = messages.map((_, index) => ({ id: `re_${received.length}_${index}` }));
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
async function modules(mode: "outbox" | "resend") {
  vi.resetModules();
  vi.stubEnv("RESEND_API_KEY", mode === "resend" ? "re_test_123" : "");
  vi.stubEnv("EMAIL_FROM", mode === "resend" ? "Atomic Guides <hello@atomic.test>" : "");
  vi.stubEnv("RESEND_BASE_URL", mode === "resend" ? standInUrl : "");
  return import("@/lib/scheduled/run");
}

/** `count` programmes that started 8 days ago (the welcome and the first drop due), addresses `prefix…`. */
async function programmes(prefix: string, count: number) {
  const start = new Date(Date.now() - 8 * DAY);
  await database.prisma.user.createMany({ data: Array.from({ length: count }, (_, index) => ({ email: `${prefix}${index}@year.test` })) });
  const users = await database.prisma.user.findMany({ where: { email: { startsWith: prefix } }, select: { id: true, email: true } });
  await database.prisma.atomicYearSubscription.createMany({
    data: users.map((user) => ({
      userId: user.id,
      email: user.email,
      subscriptionStart: start,
      subscriptionEnd: new Date(start.getTime() + 365 * DAY),
      nextEmailAt: start,
      createdAt: start,
    })),
  });
}

/** `count` paid guide gifts whose morning came an hour ago, to `prefix…` from `prefix-giver…`. */
async function gifts(prefix: string, count: number) {
  const guide = await database.prisma.guide.findFirstOrThrow();
  for (let index = 0; index < count; index += 1) {
    const order = await database.prisma.order.create({
      data: { kind: "gift_guide", status: "fulfilled", subtotalCents: 600, totalCents: 600, customerEmail: `${prefix}-giver${index}@gift.test` },
    });
    await database.prisma.gift.create({
      data: {
        giftType: "guide",
        orderId: order.id,
        giverEmail: `${prefix}-giver${index}@gift.test`,
        recipientEmail: `${prefix}${index}@gift.test`,
        guideId: guide.id,
        guideTitle: guide.title,
        deliveryDate: new Date(Date.now() - DAY),
        deliverAt: new Date(Date.now() - 3_600_000),
        amountPaidCents: 600,
      },
    });
  }
}

const messagesLike = (prefix: string) =>
  database.prisma.emailMessage.findMany({ where: { to: { startsWith: prefix } }, select: { id: true, to: true, type: true, status: true, batchKey: true } });

beforeAll(async () => {
  shop = await seededShop("drain-storage", {
    SITE_URL: "https://shop.test",
    SITE_NAME: "Atomic Guides",
    AUTH_SECRET: "drain-tests-auth-secret-long-enough-000000",
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
  failNext.length = 0;
  deliveredMessages.length = 0;
});

// Each test looks at its own rows only: end the others' programmes and deliver their gifts.
afterEach(async () => {
  await database.prisma.atomicYearSubscription.updateMany({ where: { status: "active" }, data: { status: "cancelled", nextEmailAt: null } });
  await database.prisma.gift.updateMany({ where: { deliveredAt: null }, data: { deliveredAt: new Date() } });
  await database.prisma.emailMessage.updateMany({ where: { status: { not: "sent" } }, data: { status: "failed", nextAttemptAt: null } });
});

describe("draining a backlog", () => {
  it("a run stops claiming at its budget, leaves the rest due, and the next run finishes it", async () => {
    await programmes("budget", 250);
    await gifts("budget", 150);
    const { runScheduledJobs } = await modules("outbox");

    // No time at all: each job finishes the one batch it claimed (200 programmes, 100 gifts) and stops.
    const first = await runScheduledJobs(new Date(), undefined, { budgetMs: 0 });
    expect(first.jobs["programme-emails"]).toEqual({ sent: 400, skipped: 0, failed: 0 });
    expect(first.jobs["gift-delivery"]).toEqual({ sent: 100, skipped: 0, failed: 0 });
    expect(await database.prisma.atomicYearSubscription.count({ where: { email: { startsWith: "budget" }, nextEmailAt: { lte: new Date() } } })).toBe(50);
    expect(await database.prisma.gift.count({ where: { recipientEmail: { startsWith: "budget" }, deliveredAt: null } })).toBe(50);

    const second = await runScheduledJobs();
    expect(second.jobs["programme-emails"]).toEqual({ sent: 100, skipped: 0, failed: 0 });
    expect(second.jobs["gift-delivery"]).toEqual({ sent: 50, skipped: 0, failed: 0 });

    const messages = await messagesLike("budget");
    // 250 welcomes and first drops, 150 gifts and 150 notes to their givers.
    expect(messages).toHaveLength(500 + 300);
    expect(new Set(messages.map((message) => `${message.to} ${message.type}`)).size).toBe(800);
    expect(messages.every((message) => message.status === "sent")).toBe(true);
    expect(await database.prisma.gift.count({ where: { recipientEmail: { startsWith: "budget" }, deliveredAt: null } })).toBe(0);

    const third = await runScheduledJobs();
    expect(third.jobs["programme-emails"]).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(third.jobs["gift-delivery"]).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await messagesLike("budget")).toHaveLength(800);
  }, 300_000);

  it("five overlapping runs send each due e-mail exactly once, through batch calls of at most 100", async () => {
    await programmes("five", 300);
    await gifts("five", 120);
    const { runScheduledJobs } = await modules("resend");

    const reports = await Promise.all(Array.from({ length: 5 }, () => runScheduledJobs()));

    const sum = (job: string) => reports.reduce((total, report) => total + (report.jobs[job]?.sent ?? 0), 0);
    expect(sum("programme-emails")).toBe(600);
    expect(sum("gift-delivery")).toBe(120);
    expect(reports.every((report) => report.errors.length === 0 && report.failed === 0)).toBe(true);

    const messages = await messagesLike("five");
    expect(messages).toHaveLength(600 + 240);
    expect(new Set(messages.map((message) => `${message.to} ${message.type}`)).size).toBe(840);
    expect(messages.every((message) => message.status === "sent")).toBe(true);
    // What the provider was asked to deliver: each message once, only through the batch endpoint.
    expect(received.every((request) => request.url === "/emails/batch")).toBe(true);
    expect(Math.max(...received.map((request) => (request.body as unknown[]).length))).toBeLessThanOrEqual(100);
    expect(deliveredMessages).toHaveLength(840);
    expect(new Set(deliveredMessages).size).toBe(840);
    const gifted = await database.prisma.gift.findMany({
      where: { recipientEmail: { startsWith: "five" } },
      select: { deliveredAt: true, activationTokenHash: true },
    });
    expect(gifted.every((gift) => gift.deliveredAt !== null && gift.activationTokenHash !== null)).toBe(true);
    expect(await database.prisma.userGuide.count({ where: { user: { email: { startsWith: "five" } } } })).toBe(300);
  }, 300_000);

  it("a batch the provider fails stays due with its key, and the retry sends it once under the same key", async () => {
    await programmes("failing", 150);
    const { runScheduledJobs } = await modules("resend");
    const logs = captureLogs({ quiet: true });
    // The second batch call of the run fails; the first and the third go through.
    let calls = 0;
    const failSecond = () => {
      calls += 1;
      if (calls === 2) failNext.push(503);
    };
    standIn.prependListener("request", failSecond);
    const first = await runScheduledJobs();
    standIn.off("request", failSecond);
    expect(first.jobs["programme-emails"]).toEqual({ sent: 200, skipped: 0, failed: 100 });
    const failed = (await messagesLike("failing")).filter((message) => message.status === "failed");
    expect(failed).toHaveLength(100);
    const [failedKey] = new Set(failed.map((message) => message.batchKey));
    expect(new Set(failed.map((message) => message.batchKey)).size).toBe(1);
    expect(deliveredMessages).toHaveLength(200);

    // Its retry time comes (moved in the database): the same batch goes again, under the same key.
    await database.prisma.emailMessage.updateMany({ where: { batchKey: failedKey }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    const second = await runScheduledJobs();
    expect(second.jobs["email-retries"]).toEqual({ sent: 100, skipped: 0, failed: 0 });
    expect(second.jobs["programme-emails"]).toEqual({ sent: 0, skipped: 0, failed: 0 });
    logs.stop();
    // The failed batch is one line, with the provider's answer as its cause.
    expect(logs.withMessage("email: delivery failed")).toEqual([
      expect.objectContaining({
        level: "error",
        batchKey: failedKey,
        transport: "resend",
        willRetry: true,
        err: expect.objectContaining({ status: 503 }) as unknown,
      }),
    ]);

    const messages = await messagesLike("failing");
    expect(messages).toHaveLength(300);
    expect(messages.every((message) => message.status === "sent")).toBe(true);
    expect(received.filter((request) => request.headers["idempotency-key"] === failedKey)).toHaveLength(2);
    expect(deliveredMessages).toHaveLength(300);
    expect(new Set(deliveredMessages).size).toBe(300);
  }, 300_000);

  it("a retry that finds part of its batch held elsewhere sends nothing, leaves the rest leased, and a run after the lease sends the whole batch once", async () => {
    await programmes("partial", 3);
    const { runScheduledJobs } = await modules("resend");
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    failNext.push(503);
    const first = await runScheduledJobs();
    expect(first.jobs["programme-emails"]).toEqual({ sent: 0, skipped: 0, failed: 6 });
    const batch = await messagesLike("partial");
    const [batchKey] = new Set(batch.map((message) => message.batchKey));
    expect(batch.every((message) => message.status === "failed" && message.batchKey === batchKey)).toBe(true);

    // Another run holds one row of the batch (claimed, its lease running); the others' retry time has come.
    const held = batch[0]!.id;
    await database.prisma.emailMessage.update({ where: { id: held }, data: { status: "sending", nextAttemptAt: new Date(Date.now() + 60_000) } });
    await database.prisma.emailMessage.updateMany({ where: { batchKey, id: { not: held } }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    const second = await runScheduledJobs();
    expect(second.jobs["email-retries"]).toEqual({ sent: 0, skipped: 6, failed: 0 });
    // The partial claim leased the five it could take: in flight, unsent, and not due to anyone until the lease ends.
    const leased = await database.prisma.emailMessage.findMany({ where: { batchKey }, select: { status: true, nextAttemptAt: true } });
    expect(leased.every((row) => row.status === "sending" && row.nextAttemptAt! > new Date())).toBe(true);
    expect((await runScheduledJobs()).jobs["email-retries"]).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(deliveredMessages).toHaveLength(0);

    // The leases run out (moved in the database): the next run sends the whole batch, once, under its key.
    await database.prisma.emailMessage.updateMany({ where: { batchKey }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    const fourth = await runScheduledJobs();
    expect(fourth.jobs["email-retries"]).toEqual({ sent: 6, skipped: 0, failed: 0 });
    consoleError.mockRestore();
    expect((await messagesLike("partial")).every((message) => message.status === "sent")).toBe(true);
    expect(deliveredMessages).toHaveLength(6);
    expect(new Set(deliveredMessages).size).toBe(6);
    expect(received.filter((request) => request.headers["idempotency-key"] === batchKey)).toHaveLength(2);
  }, 300_000);
});
