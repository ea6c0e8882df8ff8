// The e-mail provider's real limits are kept: every call to Resend takes a slot of one pace shared
// by every instance (PostgreSQL, or Redis when REDIS_URL is set), a 429 waits what `retry-after`
// says and is no failure, transactional e-mail goes before the scheduled job's batches, and the
// retry path sends what the limit held back in batches. Resend is a loopback stand-in that keeps a
// limit as Resend does (at most N requests in any second, 429 past it).
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startResendStandIn, type ResendStandIn } from "../../scripts/lib/resend-stand-in.mjs";
import type { TestDatabase } from "../support/database";
import { seededShop, type Shop } from "../support/shop";

// The scheduled job revalidates the catalogue (cross-sells): outside Next there is no cache to tell.
vi.mock("next/cache", async (importOriginal) => (await import("../support/next-cache")).nextCacheStandIn(await importOriginal()));

let shop: Shop | undefined;
let database: TestDatabase;
let standIn: ResendStandIn;

/** The limit of these tests: four a second keeps them short; the rule is the same at two. */
const RATE = 4;

beforeAll(async () => {
  shop = await seededShop("email-pace", { SITE_URL: "https://shop.test" });
  database = shop.database;
  standIn = await startResendStandIn({ latencyMs: 20, requestsPerSecond: RATE });
});

afterAll(async () => {
  await standIn?.stop();
  vi.unstubAllEnvs();
  await shop?.close();
});

/** A fresh load of the e-mail modules, as another `next start` instance has: its own module state,
 * the same database (and Redis when given). */
async function instance(env: { REDIS_URL?: string; EMAIL_REQUESTS_PER_SECOND?: string } = {}) {
  vi.resetModules();
  vi.stubEnv("RESEND_API_KEY", "re_test_pace");
  vi.stubEnv("EMAIL_FROM", "Atomic Guides <hello@atomic.test>");
  vi.stubEnv("RESEND_BASE_URL", standIn.url);
  vi.stubEnv("EMAIL_REQUESTS_PER_SECOND", env.EMAIL_REQUESTS_PER_SECOND ?? String(RATE));
  vi.stubEnv("REDIS_URL", env.REDIS_URL ?? "");
  return import("@/lib/email/send");
}

/** The pace held: requests keep to the limit, give or take one that a busy machine let arrive
 * early (the stand-in shares this process, so its clock is as late as the test's). Without the pace
 * these calls all leave at once and most are refused. */
function expectPaced(calls: number) {
  expect(standIn.stats.refused).toBeLessThanOrEqual(Math.max(1, Math.floor(calls / 10)));
  expect(busiestSecond()).toBeLessThanOrEqual(RATE + 1);
}

/** The most requests that arrived at the stand-in within any one second. */
function busiestSecond(): number {
  const times = standIn.requests.map((request) => request.at).sort((a, b) => a - b);
  let most = 0;
  for (let start = 0, end = 0; end < times.length; end += 1) {
    while (times[end]! - times[start]! >= 1000) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

async function clearPace() {
  await database.prisma.emailPace.deleteMany();
  standIn.reset();
}

const message = (to: string, subject = "Hello") => ({ to, type: "test", subject, html: `<p>${subject}</p>` });

describe("the provider's pace", () => {
  it("two instances sending at once never exceed the provider's limit, and every e-mail goes out", async () => {
    await clearPace();
    const [one, two] = [await instance(), await instance()];
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? one : two).sendEmail(message(`pace-${index}@reader.test`))));
    expect(results.map((result) => result.status)).toEqual(Array(12).fill("sent"));
    expectPaced(12);
    expect(standIn.delivered).toHaveLength(12);
    expect(standIn.duplicates()).toBe(0);
  });

  it("a 429 waits what retry-after says, then the same message goes out, and the refusal is not counted as an attempt", async () => {
    await clearPace();
    const send = await instance({ EMAIL_REQUESTS_PER_SECOND: "50" });
    // Someone else used the whole second (another team member's script, say): the stand-in is full.
    for (let index = 0; index < RATE; index += 1) await fetch(`${standIn.url}/emails`, { method: "POST", body: JSON.stringify(message("other@reader.test")) });
    const started = performance.now();
    const result = await send.sendEmail(message("patient@reader.test", "Worth the wait"));
    expect(result.status).toBe("sent");
    expect(standIn.stats.refused).toBeGreaterThanOrEqual(1);
    // retry-after said a second; nobody called again before it.
    const refused = standIn.requests.find((request) => request.status === 429)!;
    const accepted = standIn.requests.filter((request) => request.status === 200).at(-1)!;
    expect(accepted.at - refused.at).toBeGreaterThanOrEqual(900);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    const row = await database.prisma.emailMessage.findUniqueOrThrow({ where: { id: result.id }, select: { status: true, attempts: true, error: true } });
    expect(row).toEqual({ status: "sent", attempts: 1, error: null });
  });

  it("held back past its patience, a message is queued again uncounted, and the retry job sends the held ones in one batch", async () => {
    await clearPace();
    const send = await instance({ EMAIL_REQUESTS_PER_SECOND: "50" });
    // The provider keeps refusing with a retry-after longer than a person's e-mail waits in-process.
    const blocker = await startResendStandIn({ latencyMs: 5, requestsPerSecond: 0, retryAfterSeconds: 60 });
    vi.stubEnv("RESEND_BASE_URL", blocker.url);
    try {
      const held = await Promise.all(["held-1", "held-2", "held-3"].map((name) => send.sendEmail(message(`${name}@reader.test`, name))));
      expect(held.map((result) => result.status)).toEqual(["deferred", "deferred", "deferred"]);
      const rows = await database.prisma.emailMessage.findMany({
        where: { id: { in: held.map((result) => result.id) } },
        select: { status: true, attempts: true },
      });
      expect(rows).toEqual(Array(3).fill({ status: "queued", attempts: 0 }));
    } finally {
      await blocker.stop();
    }
    // The provider takes mail again; the retry job sends the three in one call.
    const retry = await instance({ EMAIL_REQUESTS_PER_SECOND: "50" });
    await clearPace();
    const results = await retry.retryDueEmails({ now: new Date(Date.now() + 60_000) });
    expect(results.filter((result) => result.status === "sent")).toHaveLength(3);
    expect(standIn.requests).toEqual([expect.objectContaining({ status: 200, messages: 3 })]);
  }, 30_000);

  it("a message held back by the rate limit is sent by the next scheduled run, not given up", async () => {
    await clearPace();
    const send = await instance({ EMAIL_REQUESTS_PER_SECOND: "50" });
    const blocker = await startResendStandIn({ latencyMs: 5, requestsPerSecond: 0, retryAfterSeconds: 60 });
    vi.stubEnv("RESEND_BASE_URL", blocker.url);
    let held: { id: string; status: string };
    try {
      held = await send.sendEmail(message("held-for-run@reader.test", "Held for the run"));
    } finally {
      await blocker.stop();
    }
    expect(held.status).toBe("deferred");
    await instance({ EMAIL_REQUESTS_PER_SECOND: "50" });
    await clearPace();
    const { runScheduledJobs } = await import("@/lib/scheduled/run");
    const report = await runScheduledJobs(new Date(Date.now() + 120_000));
    expect(report.failed).toBe(0);
    expect(await database.prisma.emailMessage.findUniqueOrThrow({ where: { id: held.id }, select: { status: true } })).toEqual({ status: "sent" });
    expect(standIn.delivered.filter((entry) => entry.to === "held-for-run@reader.test")).toHaveLength(1);
  }, 30_000);

  it("a retry whose earlier attempt may have been taken keeps its idempotency key when the rate limit holds it back", async () => {
    await clearPace();
    const send = await instance({ EMAIL_REQUESTS_PER_SECOND: "50" });
    const { recordEmailsIn } = await import("@/lib/email/records");
    // A first attempt that timed out on our side: the provider may have taken it under the record's id.
    const [record] = await recordEmailsIn(database.prisma, [message("maybe-taken@reader.test", "Maybe taken")], "resend");
    await database.prisma.emailMessage.update({ where: { id: record!.id }, data: { status: "failed", nextAttemptAt: new Date(Date.now() - 1000) } });
    await fetch(`${standIn.url}/emails`, {
      method: "POST",
      headers: { "Idempotency-Key": record!.id },
      body: JSON.stringify(message("maybe-taken@reader.test", "Maybe taken")),
    });
    const blocker = await startResendStandIn({ latencyMs: 5, requestsPerSecond: 0, retryAfterSeconds: 60 });
    vi.stubEnv("RESEND_BASE_URL", blocker.url);
    try {
      expect(await send.retryEmail(record!.id)).toEqual({ id: record!.id, status: "deferred" });
    } finally {
      await blocker.stop();
    }
    expect(
      await database.prisma.emailMessage.findUniqueOrThrow({ where: { id: record!.id }, select: { status: true, batchKey: true, attempts: true } }),
    ).toEqual({
      status: "failed",
      batchKey: null,
      attempts: 1,
    });
    // The provider takes mail again: the retry goes under the record's own id, which the provider
    // already answered, so nothing is delivered a second time.
    const retry = await instance({ EMAIL_REQUESTS_PER_SECOND: "50" });
    await clearPace();
    await retry.retryDueEmails({ now: new Date(Date.now() + 120_000) });
    expect(standIn.stats.replayedKeys).toBe(1);
    expect(standIn.delivered).toEqual([]);
    expect(await database.prisma.emailMessage.findUniqueOrThrow({ where: { id: record!.id }, select: { status: true } })).toEqual({ status: "sent" });
  }, 30_000);

  it("a transactional e-mail reaches the provider within two calls of a running drain", async () => {
    await clearPace();
    const send = await instance();
    const { recordEmailsIn } = await import("@/lib/email/records");
    // The scheduled job's side: 8 batches of 100 recorded, sent in the bulk lane by two runs at once.
    const batches = await Promise.all(
      Array.from({ length: 8 }, (_, batch) =>
        recordEmailsIn(
          database.prisma,
          Array.from({ length: 100 }, (_, index) => message(`drain-${batch}-${index}@reader.test`, "Your month")),
          "resend",
        ),
      ),
    );
    const drain = Promise.all([
      (async () => {
        for (const records of batches.slice(0, 4)) await send.deliverRecorded(records, "bulk");
      })(),
      (async () => {
        for (const records of batches.slice(4)) await send.deliverRecorded(records, "bulk");
      })(),
    ]);
    // Once the drain is under way, a person signs up.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const asked = performance.now();
    const welcome = await send.sendEmail(message("newcomer@reader.test", "Confirm your e-mail"));
    await drain;
    expect(welcome.status).toBe("sent");
    const arrived = standIn.delivered.find((entry) => entry.to === "newcomer@reader.test")!;
    // Within a few calls' time (two bulk calls and its own, plus a refusal's second on a busy
    // machine), far inside the 5 s a person's e-mail may take; the drain's 8 calls take 2 s.
    expect(arrived.at - asked).toBeLessThan(1500);
    // It came before the drain's last batches, and the pace held.
    const after = standIn.requests.filter((request) => request.at > arrived.at && request.messages === 100);
    expect(after.length).toBeGreaterThanOrEqual(2);
    expectPaced(standIn.requests.length);
  }, 30_000);
});

describe("the provider's pace in Redis", () => {
  let redis: ChildProcess | undefined;
  let redisUrl = "";

  beforeAll(async () => {
    const probe = createServer().listen(0, "127.0.0.1");
    await once(probe, "listening");
    const port = (probe.address() as { port: number }).port;
    probe.close();
    redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    await once(redis, "spawn");
    redisUrl = `redis://127.0.0.1:${port}`;
    const { createClient } = await import("redis");
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const client = createClient({ url: redisUrl, socket: { reconnectStrategy: false } });
      client.on("error", () => undefined);
      if (
        await client.connect().then(
          () => true,
          () => false,
        )
      ) {
        client.destroy();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("redis-server did not answer");
  });

  afterAll(() => {
    redis?.kill();
  });

  it("with REDIS_URL, instances share the pace through Redis and never exceed the limit", async () => {
    await clearPace();
    const [one, two] = [await instance({ REDIS_URL: redisUrl }), await instance({ REDIS_URL: redisUrl })];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? one : two).sendEmail(message(`redis-pace-${index}@reader.test`))),
    );
    expect(results.map((result) => result.status)).toEqual(Array(10).fill("sent"));
    expectPaced(10);
    expect(standIn.duplicates()).toBe(0);
    // The pace lived in Redis, not in the database.
    expect(await database.prisma.emailPace.count()).toBe(0);
  });
});
