import "server-only";
// The beacon's counters, added up in memory and written in batches: one upsert
// (`INSERT … ON CONFLICT DO UPDATE SET n = n + excluded.n`) a second at most, or sooner once
// FLUSH_KEYS distinct counters are waiting, so a burst of views costs the database a statement a
// second, not one a view. Each instance keeps its own sums (the upsert adds, so instances never
// overwrite each other). A final flush starts on SIGTERM and SIGINT; a crash loses at most the
// last second's counts.
import { createHmac, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { log } from "@/lib/log/logger";
import type { InsightCount } from "./event";

const FLUSH_EVERY_MS = 1000;
/** Distinct counters that start a flush at once, before the second is up. */
const FLUSH_KEYS = 1000;
/** Distinct counters held while the database cannot take them; counts past this are dropped. */
const MAX_HELD_KEYS = 20_000;
/**
 * Distinct sources (utm_source or referring host) an instance counts in one UTC day; later new ones
 * are counted as "(other)", so forged beacons cannot grow the table without bound.
 */
export const MAX_SOURCES_A_DAY = 200;
/**
 * New sources one client address (its per-IP bucket, lib/rate-limit/client-ip.ts) may bring into
 * the day's allowance; its later new ones are "(other)". A visitor arrives from a source or two a
 * day, so forged beacons from one address cannot use up the allowance for everybody. Without a
 * trusted proxy the address is unknown and only the daily allowance applies.
 */
export const MAX_NEW_SOURCES_AN_ADDRESS = 5;
/** Addresses remembered in a day; once as many have brought sources, others bring none. */
const MAX_ADDRESSES_A_DAY = 50_000;
const OTHER_SOURCE = "(other)";

type Counter = {
  pending: Map<string, number>;
  timer: NodeJS.Timeout | null;
  flushing: Promise<void>;
  sourcesDay: string;
  sources: Set<string>;
  /** Per address (a keyed hash, never the address), the new sources it brought today. */
  introducedBy: Map<string, number>;
  /** The key of those hashes: made afresh each day and never kept. */
  addressKey: Buffer;
  shutdownHooked: boolean;
  lastError: number;
};

// One counter per process, also when the route and the server actions are separate bundles.
const globalForInsight = globalThis as unknown as { insightCounter?: Counter };

function counter(): Counter {
  globalForInsight.insightCounter ??= {
    pending: new Map(),
    timer: null,
    flushing: Promise.resolve(),
    sourcesDay: "",
    sources: new Set(),
    introducedBy: new Map(),
    addressKey: randomBytes(32),
    shutdownHooked: false,
    lastError: 0,
  };
  return globalForInsight.insightCounter;
}

const SEPARATOR = "\u0000";
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A source as counted today: new sources past the day's allowance, or past what the client's
 * address may bring (`client`, null when unknown), are "(other)".
 */
function boundedSource(state: Counter, day: string, source: string, client: string | null): string {
  if (!source) return source;
  if (state.sourcesDay !== day) {
    state.sourcesDay = day;
    state.sources.clear();
    state.introducedBy.clear();
    state.addressKey = randomBytes(32);
  }
  if (state.sources.has(source)) return source;
  if (state.sources.size >= MAX_SOURCES_A_DAY) return OTHER_SOURCE;
  if (client !== null) {
    const address = createHmac("sha256", state.addressKey).update(client).digest("base64url");
    const brought = state.introducedBy.get(address);
    if (brought === undefined && state.introducedBy.size >= MAX_ADDRESSES_A_DAY) return OTHER_SOURCE;
    if ((brought ?? 0) >= MAX_NEW_SOURCES_AN_ADDRESS) return OTHER_SOURCE;
    state.introducedBy.set(address, (brought ?? 0) + 1);
  }
  state.sources.add(source);
  return source;
}

/**
 * Adds one to each counter, for today (UTC). `client`: the per-IP bucket of the address that sent
 * them (null when unknown), which bounds the new sources it may bring. Never waits for the database.
 */
export function countInsight(counts: readonly InsightCount[], client: string | null, now = new Date()): void {
  const state = counter();
  const day = utcDay(now);
  for (const count of counts) {
    const bounded = count.metric === "referrer" || count.metric === "utm" ? boundedSource(state, day, count.subject, client) : count.subject;
    const key = [day, count.metric, bounded, boundedSource(state, day, count.source, client)].join(SEPARATOR);
    const held = state.pending.get(key);
    if (held === undefined && state.pending.size >= MAX_HELD_KEYS) continue;
    state.pending.set(key, (held ?? 0) + 1);
  }
  hookShutdown(state);
  if (state.pending.size >= FLUSH_KEYS) void flushInsight();
  else state.timer ??= setTimeout(() => void flushInsight(), FLUSH_EVERY_MS).unref();
}

/** Writes what is held in one statement (after any flush already running); resolves when written. */
export function flushInsight(): Promise<void> {
  const state = counter();
  if (state.timer) {
    clearTimeout(state.timer);
    state.timer = null;
  }
  state.flushing = state.flushing.then(() => write(state));
  return state.flushing;
}

async function write(state: Counter): Promise<void> {
  if (state.pending.size === 0) return;
  const batch = state.pending;
  state.pending = new Map();
  const days: string[] = [];
  const metrics: string[] = [];
  const subjects: string[] = [];
  const sources: string[] = [];
  const ns: number[] = [];
  for (const [key, n] of batch) {
    const [day, metric, subject, source] = key.split(SEPARATOR) as [string, string, string, string];
    days.push(day);
    metrics.push(metric);
    subjects.push(subject);
    sources.push(source);
    ns.push(n);
  }
  try {
    await db().$executeRaw`
      INSERT INTO insight_counts (day, metric, subject, source, n)
      SELECT * FROM unnest(${days}::date[], ${metrics}::text[], ${subjects}::text[], ${sources}::text[], ${ns}::int[])
      ON CONFLICT (day, metric, subject, source) DO UPDATE SET n = insight_counts.n + excluded.n`;
  } catch (error) {
    // Kept for the next flush (up to MAX_HELD_KEYS counters); said once a minute at most.
    for (const [key, n] of batch) {
      const held = state.pending.get(key);
      if (held !== undefined || state.pending.size < MAX_HELD_KEYS) state.pending.set(key, (held ?? 0) + n);
    }
    state.timer ??= setTimeout(() => void flushInsight(), FLUSH_EVERY_MS).unref();
    if (Date.now() - state.lastError > 60_000) {
      state.lastError = Date.now();
      log().warn({ err: error, held: state.pending.size }, "insight: counters not written, kept for the next flush");
    }
  }
}

function hookShutdown(state: Counter): void {
  if (state.shutdownHooked) return;
  state.shutdownHooked = true;
  // `next start` closes its server on these signals, then exits: the last counts are written
  // meanwhile. Only beside a handler that exits: a lone listener would keep the process alive.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    if (process.listenerCount(signal) > 0) process.once(signal, () => void flushInsight());
  }
}
