// The Redis cache handlers against a real redis-server of the test's own. Each "instance" is a
// fresh load of the handler modules (their own connection and in-memory copies), as two
// `next start` processes would have.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

type UseCacheHandler = typeof import("./use-cache.mjs").default;
type IncrementalCache = InstanceType<typeof import("./incremental.mjs").default>;

let port = 0;
let redis: ChildProcess | undefined;
/** Redis keeps its data here across a restart (the outage test). */
let dataDir = "";

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

async function startRedis(): Promise<void> {
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "yes", "--appendfsync", "always", "--dir", dataDir];
  const child = spawn("redis-server", args, { stdio: "ignore" });
  redis = child;
  await new Promise((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", (error) => reject(new Error(`redis-server could not start (install Debian's redis-server): ${error.message}`)));
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    const client = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false } });
    client.on("error", () => {});
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
}

async function stopRedis(): Promise<void> {
  if (!redis || redis.exitCode !== null) return;
  const exited = once(redis, "exit");
  redis.kill();
  await exited;
}

/** One server process's handlers: fresh modules, so their own connection and memory. */
async function instance(): Promise<{ useCache: UseCacheHandler; pages: IncrementalCache }> {
  vi.resetModules();
  const useCache = (await import("./use-cache.mjs")).default;
  const Incremental = (await import("./incremental.mjs")).default;
  return { useCache, pages: new Incremental({ serverDistDir: "/nonexistent/server" }) };
}

async function tagTime(hash: "stale" | "expired", tag: string): Promise<number> {
  const client = createClient({ url: `redis://127.0.0.1:${port}` });
  await client.connect();
  try {
    return Number(await client.hGet(`ag:next:tags:${hash}`, tag));
  } finally {
    client.destroy();
  }
}

const bytesOf = (text: string) => new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(new TextEncoder().encode(text)), c.close()) });
const textOf = async (stream: ReadableStream<Uint8Array>) => new TextDecoder().decode(await new Response(stream).arrayBuffer());

function useCacheEntry(text: string, tags: string[]) {
  return Promise.resolve({ value: bytesOf(text), tags, stale: 300, timestamp: Date.now(), expire: 86_400, revalidate: 3600 });
}

function page(html: string, tags: string) {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc:${html}`),
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
    headers: { "x-next-cache-tags": tags },
    status: 200,
  };
}

const pageContext = { cacheControl: { revalidate: 3600, expire: 86_400 } };

beforeAll(async () => {
  port = await freePort();
  dataDir = await mkdtemp(path.join(tmpdir(), "redis-handlers-"));
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  await startRedis();
});

afterAll(async () => {
  await stopRedis();
  await rm(dataDir, { recursive: true, force: true });
  delete process.env.REDIS_URL;
});

describe("'use cache' entries (cacheHandlers)", () => {
  it("are shared, and a tag revalidated on one instance is a miss on the other", async () => {
    const a = await instance();
    const b = await instance();
    await a.useCache.set("key-1", useCacheEntry("schedule v1", ["atomic-year"]));
    const hit = await b.useCache.get("key-1", []);
    expect(hit && (await textOf(hit.value))).toBe("schedule v1");
    expect(hit?.tags).toEqual(["atomic-year"]);

    await a.useCache.updateTags(["atomic-year"], { expire: 0 });
    expect(await b.useCache.get("key-1", [])).toBeUndefined();
  });

  it("serve a stale-tagged entry marked for a background refresh, and report path tags' expiry", async () => {
    const a = await instance();
    await a.useCache.set("key-2", useCacheEntry("guides v1", ["guides"]));
    await a.useCache.updateTags(["guides"], { expire: 3600 });
    const stale = await a.useCache.get("key-2", []);
    expect(stale?.revalidate).toBe(-1);
    expect(stale && (await textOf(stale.value))).toBe("guides v1");

    const before = Date.now();
    expect(await a.useCache.getExpiration(["_N_T_/guides"])).toBe(0);
    await a.useCache.updateTags(["_N_T_/guides"]);
    expect(await a.useCache.getExpiration(["_N_T_/layout", "_N_T_/guides"])).toBeGreaterThanOrEqual(before);
  });
});

describe("pages (cacheHandler)", () => {
  it("are shared, follow a newer version written elsewhere, and miss once a tag is revalidated", async () => {
    const a = await instance();
    const b = await instance();
    await a.pages.set("/atomic-year", page("<p>28 e-mails</p>", "atomic-year,_N_T_/atomic-year"), pageContext);
    const first = await b.pages.get("/atomic-year", { kind: "APP_PAGE" });
    expect(first?.value).toMatchObject({ html: "<p>28 e-mails</p>", rscData: Buffer.from("rsc:<p>28 e-mails</p>") });
    expect(first?.cacheControl).toEqual(pageContext.cacheControl);

    await a.pages.set("/atomic-year", page("<p>29 e-mails</p>", "atomic-year,_N_T_/atomic-year"), pageContext);
    expect((await b.pages.get("/atomic-year", { kind: "APP_PAGE" }))?.value).toMatchObject({ html: "<p>29 e-mails</p>" });

    await a.pages.revalidateTag("_N_T_/atomic-year");
    expect(await b.pages.get("/atomic-year", { kind: "APP_PAGE" })).toBeNull();
    expect(await a.pages.get("/atomic-year", { kind: "APP_PAGE" })).toBeNull();
  });
});

describe("with Redis down", () => {
  it("every read is a quick miss, nothing throws, and a revalidation made meanwhile is written once Redis is back", async () => {
    const a = await instance();
    await a.pages.set("/shelf", page("<p>shelf</p>", "shelf"), pageContext);
    expect(await a.pages.get("/shelf", { kind: "APP_PAGE" })).not.toBeNull();
    // Another instance revalidated "quiz" later than this one will (its clock runs ahead).
    const later = Date.now() + 60_000;
    await (await instance()).useCache.updateTags(["quiz"], { expire: 60 });
    expect(await tagTime("expired", "quiz")).toBeGreaterThanOrEqual(later);

    await stopRedis();
    const started = Date.now();
    expect(await a.pages.get("/shelf", { kind: "APP_PAGE" })).toBeNull();
    expect(await a.useCache.get("key-1", [])).toBeUndefined();
    await expect(a.pages.set("/shelf", page("<p>new</p>", "shelf"), pageContext)).resolves.toBeUndefined();
    const revalidatedAt = Date.now();
    await a.useCache.updateTags(["shelf", "quiz"]);
    expect(Date.now() - started).toBeLessThan(3000);

    // Back up with its data: the revalidation is written, never over a later time, and the page
    // Redis kept from before the outage is no longer served.
    await startRedis();
    await vi.waitFor(async () => expect(await tagTime("expired", "shelf")).toBeGreaterThanOrEqual(revalidatedAt), { timeout: 15_000, interval: 200 });
    expect(await tagTime("expired", "quiz")).toBeGreaterThanOrEqual(later);
    expect(await (await instance()).pages.get("/shelf", { kind: "APP_PAGE" })).toBeNull();
  }, 30_000);
});
