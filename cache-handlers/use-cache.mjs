// Next's `cacheHandlers` interface ('use cache' and 'use cache: remote') on Redis: every instance
// reads and writes the same entries, and checks the entry's tags against the revalidation times in
// Redis on every read, so a revalidation on one instance is seen by all of them at the next read.
import { deserialize, serialize } from "node:v8";
import { RESP_TYPES } from "redis";
import { attempt, latestExpiry, revalidateTags, tagState, ttlSeconds } from "./redis-store.mjs";

const ENTRY = (cacheKey) => `use-cache:${cacheKey}`;
const asBuffers = { [RESP_TYPES.BLOB_STRING]: Buffer };

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

/** @type {import("next/cache").CacheHandler} */
const handler = {
  async get(cacheKey) {
    const stored = await attempt("read", (connection) => connection.withTypeMapping(asBuffers).get(ENTRY(cacheKey)));
    if (!stored) return undefined;
    let entry;
    try {
      entry = deserialize(stored);
    } catch {
      return undefined; // written by another Node.js version: regenerate
    }
    // Next itself discards an entry past its `expire`; the tags are ours to check.
    const state = await tagState(entry.tags, entry.timestamp);
    if (state === "expired") return undefined;
    return { ...entry, revalidate: state === "stale" ? -1 : entry.revalidate, value: streamOf(entry.value) };
  },

  async set(cacheKey, pendingEntry) {
    const entry = await pendingEntry;
    let value;
    try {
      value = Buffer.from(await new Response(entry.value).arrayBuffer());
    } catch {
      return; // the render failed part-way: keep nothing rather than an incomplete value
    }
    // An entry with no lifetime is dynamic: Next's own handler does not keep it either.
    if (entry.expire === 0) return;
    const { value: _stream, ...metadata } = entry;
    const bytes = serialize({ ...metadata, value });
    await attempt("write", (connection) => connection.set(ENTRY(cacheKey), bytes, { expiration: { type: "EX", value: ttlSeconds(entry.expire) } }));
  },

  // Tag times are read from Redis on every get, so there is no local state to bring up to date.
  async refreshTags() {},

  // The route's implicit tags (revalidatePath): Next discards an entry older than this time.
  async getExpiration(tags) {
    return latestExpiry(tags);
  },

  async updateTags(tags, durations) {
    await revalidateTags(tags, durations);
  },
};

export default handler;
