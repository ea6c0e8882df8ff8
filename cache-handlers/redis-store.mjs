// The Redis connection and the tag clock shared by Next's two cache handlers: incremental.mjs
// (`cacheHandler`: prerendered pages and route responses) and use-cache.mjs (`cacheHandlers`: the
// 'use cache' data). next.config.ts configures them only when REDIS_URL is set.
//
// Next loads these files itself, by path, outside the app's bundle, so they cannot import env()
// (lib/env.ts, TypeScript). They read REDIS_URL directly; lib/env.ts validates the same variable
// when the server starts (instrumentation.ts), before a request reaches a handler.
//
// Redis being down never fails a request: reads answer a miss, writes are dropped, and a tag
// revalidated meanwhile is written once the connection is back.
import { createClient } from "redis";

/** Every key this shop writes starts with it, so the cache can share a Redis with other data. */
const KEY_PREFIX = "ag:next:";
const STALE_TAGS = "tags:stale";
const EXPIRED_TAGS = "tags:expired";
/** A request never waits longer than this for Redis; past it the read is a miss. */
const COMMAND_TIMEOUT_MS = 500;
const FIRST_CONNECT_WAIT_MS = 1000;
/** Entries that would never expire are kept at most this long (seconds). */
const MAX_ENTRY_TTL_SECONDS = 30 * 24 * 3600;

let client;
let firstConnect;
/** Tag revalidations Redis did not take (it was down): written when it is back. */
const pendingTags = new Set();
let lastWarning = 0;

function warn(message, error) {
  // One line a minute at most: an outage would otherwise log on every request.
  if (Date.now() - lastWarning < 60_000) return;
  lastWarning = Date.now();
  console.warn(`cache: ${message}; serving without the shared cache meanwhile:`, error instanceof Error ? error.message : error);
}

function connect() {
  client = createClient({
    url: process.env.REDIS_URL,
    keyPrefix: KEY_PREFIX,
    // Fail at once while disconnected instead of queueing requests behind a dead connection.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: FIRST_CONNECT_WAIT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
  client.on("error", (error) => warn("Redis unreachable", error));
  client.on("ready", () => {
    lastWarning = 0;
    void writePendingTags();
  });
  const connecting = client.connect().catch((error) => warn("Redis connection failed", error));
  // connect() waits for as long as Redis is away; the first requests wait a second at most.
  firstConnect = Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref())]);
}

/** The connected client, or null while Redis is unreachable. */
async function redis() {
  if (!client) connect();
  await firstConnect;
  return client.isReady ? client : null;
}

/** Runs `command` on Redis; null when Redis is down or the command failed (logged). */
export async function attempt(what, command) {
  const connection = await redis();
  if (!connection) return null;
  try {
    return await command(connection);
  } catch (error) {
    warn(`Redis ${what} failed`, error);
    return null;
  }
}

const now = () => Math.round(performance.timeOrigin + performance.now());

/**
 * Records that `tags` were revalidated now, as Next's cache handler interface describes: without
 * `durations` they expire at once; with them they go stale now and expire `durations.expire`
 * seconds later. Every instance reads these times before it serves an entry.
 */
export async function revalidateTags(tags, durations) {
  const at = now();
  const stale = {};
  const expired = {};
  for (const tag of tags) {
    if (durations) stale[tag] = at;
    if (!durations) expired[tag] = at;
    else if (durations.expire !== undefined) expired[tag] = at + durations.expire * 1000;
  }
  const written = await attempt("tag write", (connection) => writeTags(connection, stale, expired));
  if (!written) pendingTags.add({ stale, expired });
}

async function writeTags(connection, stale, expired) {
  const commands = connection.multi();
  if (Object.keys(stale).length > 0) commands.hSet(STALE_TAGS, stale);
  if (Object.keys(expired).length > 0) commands.hSet(EXPIRED_TAGS, expired);
  await commands.exec();
  return true;
}

/** Keeps of `times` only the tags whose time is later than the one Redis holds now. */
async function newerThanStored(connection, hash, times) {
  const tags = Object.keys(times);
  if (tags.length === 0) return times;
  const stored = await connection.hmGet(hash, tags);
  return Object.fromEntries(tags.filter((tag, index) => times[tag] > Number(stored[index])).map((tag) => [tag, times[tag]]));
}

/** Writes the revalidations Redis missed while it was away, never over a later one. */
async function writePendingTags() {
  for (const revalidation of pendingTags) {
    const written = await attempt("tag write", async (connection) =>
      writeTags(
        connection,
        await newerThanStored(connection, STALE_TAGS, revalidation.stale),
        await newerThanStored(connection, EXPIRED_TAGS, revalidation.expired),
      ),
    );
    if (!written) return;
    pendingTags.delete(revalidation);
  }
}

/**
 * Whether an entry made at `timestamp` with `tags` may still be served: "expired" when a tag has
 * expired since (or Redis cannot say), "stale" when one went stale since, else "fresh".
 */
export async function tagState(tags, timestamp) {
  if (tags.length === 0) return "fresh";
  const times = await attempt("tag read", (connection) => Promise.all([connection.hmGet(STALE_TAGS, tags), connection.hmGet(EXPIRED_TAGS, tags)]));
  if (!times) return "expired";
  const [stale, expired] = times.map((values) => values.map(Number));
  const current = now();
  if (expired.some((at) => at > timestamp && at <= current)) return "expired";
  if (stale.some((at) => at > timestamp)) return "stale";
  return "fresh";
}

/** The latest time one of `tags` expired (0 when none did), or now when Redis cannot say. */
export async function latestExpiry(tags) {
  if (tags.length === 0) return 0;
  const expired = await attempt("tag read", (connection) => connection.hmGet(EXPIRED_TAGS, tags));
  if (!expired) return now();
  return Math.max(0, ...expired.map(Number).filter((at) => at <= now()));
}

/** Seconds an entry is kept in Redis: its `expire`, capped, at least one. */
export function ttlSeconds(expire) {
  return typeof expire === "number" && Number.isFinite(expire) ? Math.min(MAX_ENTRY_TTL_SECONDS, Math.max(1, Math.ceil(expire))) : MAX_ENTRY_TTL_SECONDS;
}
