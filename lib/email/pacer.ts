import "server-only";
// The e-mail provider's pace, shared by every instance. Resend takes EMAIL_REQUESTS_PER_SECOND API
// requests a second per team (2 by default) and answers 429 past it, whoever sends them: the sign-up
// e-mail of one instance and the scheduled drain of another draw on the same budget. So every call
// to the provider first takes the turn of one shared schedule, kept in PostgreSQL (a row of
// email_pace) or in Redis when REDIS_URL is set: a single "next free moment", on the store's own
// clock (instances' clocks may differ). A caller takes its turn only once that moment has come,
// and moves it one interval past the moment it took it, right before its call leaves: so calls
// are spaced by the interval as they leave, however late a busy process wakes up to make them.
//
// Two lanes. A transactional e-mail (sign-up, reset, receipts) that finds the moment ahead reserves
// the next turn for itself (reserved_until); the scheduled job's batches (bulk) leave a reserved
// turn alone. So a person's e-mail waits behind at most the call in hand, however big the drain.
// A 429 moves the moment past its `retry-after` for everyone (holdOffProvider).
import { createClient } from "redis";
import { db, Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { log } from "@/lib/log/logger";

export type Lane = "transactional" | "bulk";

/** The interval between two calls: the provider's rate with a margin of 6%, for the network between
 * here and the provider (at 2 a second, two calls may arrive 60 ms closer than they left). */
function paceIntervalMs(requestsPerSecond: number): number {
  return Math.ceil((1000 / requestsPerSecond) * 1.06);
}

/** What a store answers to a request for the turn: go now, or ask again in `retryMs` (the moment
 * itself lies `waitMs` ahead: longer after a 429's hold-off). */
type Turn = { go: true } | { go: false; retryMs: number; waitMs: number };

interface PaceStore {
  take(lane: Lane, intervalMs: number): Promise<Turn>;
  holdOff(ms: number): Promise<void>;
}

const PACE_ID = "provider";
const NOW_UTC = Prisma.sql`(clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3)`;
const millis = (ms: number) => Prisma.sql`CAST(${`${ms} milliseconds`} AS interval)`;

const postgresStore: PaceStore = {
  async take(lane, intervalMs) {
    // The turn, when the moment has come (and, for bulk, nobody has reserved it).
    const [taken] = await db().$queryRaw<{ go: boolean }[]>`
      UPDATE "email_pace" SET "next_slot_at" = ${NOW_UTC} + ${millis(intervalMs)}, "reserved_until" = NULL
      WHERE "id" = ${PACE_ID} AND "next_slot_at" <= ${NOW_UTC}
        ${lane === "bulk" ? Prisma.sql`AND ("reserved_until" IS NULL OR "reserved_until" < ${NOW_UTC})` : Prisma.empty}
      RETURNING true AS "go"`;
    if (taken) return { go: true };
    // Not yet: a transactional caller reserves the next turn; everyone learns how long to wait (the
    // row is made on the very first call).
    const [row] = await db().$queryRaw<{ wait_ms: number }[]>`
      INSERT INTO "email_pace" ("id", "next_slot_at") VALUES (${PACE_ID}, ${NOW_UTC})
      ON CONFLICT ("id") DO UPDATE SET "reserved_until" =
        ${lane === "transactional" ? Prisma.sql`GREATEST("email_pace"."next_slot_at", ${NOW_UTC}) + ${millis(intervalMs)}` : Prisma.sql`"email_pace"."reserved_until"`}
      RETURNING CAST(EXTRACT(EPOCH FROM (GREATEST("next_slot_at", COALESCE("reserved_until", "next_slot_at")) - ${NOW_UTC})) * 1000 AS integer) AS "wait_ms"`;
    const wait = row?.wait_ms ?? 0;
    // A reserving caller comes back at the moment itself; bulk at the moment, or once the
    // reservation has lapsed.
    const until = Math.max(1, lane === "transactional" ? wait - intervalMs : wait);
    return { go: false, retryMs: Math.min(until, 4 * intervalMs), waitMs: until };
  },
  async holdOff(ms) {
    await db().$executeRaw`
      INSERT INTO "email_pace" ("id", "next_slot_at") VALUES (${PACE_ID}, ${NOW_UTC} + ${millis(ms)})
      ON CONFLICT ("id") DO UPDATE SET "next_slot_at" = GREATEST("email_pace"."next_slot_at", EXCLUDED."next_slot_at")`;
  },
};

// The same steps in Redis, each one script (atomic), on Redis's clock: a hash with the moment and
// the reservation (milliseconds). TAKE returns 0 to go, or the milliseconds to wait.
const TAKE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local moment = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
local reserved = tonumber(redis.call('HGET', KEYS[1], 'reserved') or '0')
if moment <= now and (ARGV[2] == 'transactional' or reserved < now) then
  redis.call('HSET', KEYS[1], 'next', now + interval, 'reserved', 0)
  redis.call('PEXPIRE', KEYS[1], interval + 60000)
  return 0
end
if ARGV[2] == 'transactional' then
  redis.call('HSET', KEYS[1], 'reserved', math.max(moment, now) + interval)
  return math.max(1, moment - now)
end
return math.max(1, math.max(moment, reserved) - now)`;
const HOLD_OFF_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local moment = math.max(tonumber(redis.call('HGET', KEYS[1], 'next') or '0'), now + tonumber(ARGV[1]))
redis.call('HSET', KEYS[1], 'next', moment)
redis.call('PEXPIRE', KEYS[1], moment - now + 60000)
return moment - now`;
const REDIS_KEY = "atomic-guides:email-pace";

let redisClient: ReturnType<typeof createClient> | undefined;
let connecting: Promise<unknown> | undefined;

async function redisConnection(url: string) {
  if (!redisClient) {
    redisClient = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    });
    redisClient.on("error", () => undefined);
    connecting = redisClient.connect().catch(() => undefined);
  }
  await connecting;
  if (!redisClient.isReady) throw new Error("Redis is unreachable");
  return redisClient;
}

function redisStore(url: string): PaceStore {
  return {
    async take(lane, intervalMs) {
      const wait = Number(await (await redisConnection(url)).eval(TAKE_SCRIPT, { keys: [REDIS_KEY], arguments: [String(intervalMs), lane] }));
      return wait === 0 ? { go: true } : { go: false, retryMs: Math.min(wait, 4 * intervalMs), waitMs: wait };
    },
    async holdOff(ms) {
      await (await redisConnection(url)).eval(HOLD_OFF_SCRIPT, { keys: [REDIS_KEY], arguments: [String(ms)] });
    },
  };
}

/** Redis when configured; PostgreSQL when there is none or it is unreachable (the schedule then
 * lives in two places for a moment, which the provider's 429 and holdOff absorb). */
async function withStore<T>(use: (store: PaceStore) => Promise<T>): Promise<T> {
  const url = env().REDIS_URL;
  if (url) {
    try {
      return await use(redisStore(url));
    } catch (error) {
      log().warn({ err: error }, "email: the shared pace in Redis failed; pacing through the database");
    }
  }
  return use(postgresStore);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for this instance's turn to call the provider, in the given lane; false when the turn
 * has not come by `giveUpAt` (a Date.now() value: the provider held everyone off for longer). */
export async function awaitProviderSlot(lane: Lane, giveUpAt: number): Promise<boolean> {
  const intervalMs = paceIntervalMs(env().EMAIL_REQUESTS_PER_SECOND);
  for (;;) {
    const turn = await withStore((store) => store.take(lane, intervalMs));
    if (turn.go) return true;
    if (Date.now() + turn.waitMs > giveUpAt) return false;
    await sleep(turn.retryMs);
  }
}

/** The provider said 429: nobody calls it again for `ms`. */
export async function holdOffProvider(ms: number): Promise<void> {
  await withStore((store) => store.holdOff(ms));
}
