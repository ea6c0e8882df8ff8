// The shared cache in front of Next (scripts/serve.mjs), over real HTTP on loopback: what it keeps,
// what it never keeps or replays, and when it forgets. The origin here answers as Next does for a
// prerendered page; tests/e2e/shared-cache.spec.ts runs the same cache in front of the real app.
import http from "node:http";
import { gzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";
// Next's own response compression (what `next start` runs), for the origin that negotiates as Next does.
import compression from "next/dist/compiled/compression";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { acceptsBrotli, createSharedCache, sharedMaxAge, type SharedCache } from "./shared-cache.mjs";

const PRERENDERED = {
  "Cache-Control": "s-maxage=3600, stale-while-revalidate=31532400",
  "Content-Type": "text/html; charset=utf-8",
  "x-nextjs-cache": "HIT",
  Vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
};

/** What the stand-in origin answers per path: headers and body, or a function deciding per request. */
type Answer = {
  status?: number;
  headers?: Record<string, string | string[]>;
  chunks: string[];
  delayMs?: number;
  viaWriteHead?: boolean;
  /** Gzip the body for a request that accepts it, as Next's compression does. */
  gzip?: boolean;
  /** Compress through Next's own compression middleware (its Accept-Encoding negotiation). */
  nextCompression?: boolean;
};
const nextCompress = compression();
const answers = new Map<string, Answer>();
const calls: string[] = [];
let clock = 1_000_000;
let cache: SharedCache;
let server: http.Server;
let base: string;

beforeAll(async () => {
  cache = createSharedCache({ now: () => clock });
  server = http.createServer((request, response) => {
    if (cache.handle(request, response)) return;
    calls.push(`${request.method} ${request.url}`);
    const answer = answers.get((request.url ?? "").split("?")[0] ?? "") ?? { status: 404, chunks: ["not found"] };
    const send = () => {
      const headers: Record<string, string | string[]> = { ...answer.headers, "x-origin-call": String(calls.length) };
      if (answer.gzip && /gzip/.test(request.headers["accept-encoding"] ?? "")) {
        headers["content-encoding"] = "gzip";
        response.statusCode = 200;
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        response.end(gzipSync(answer.chunks.join("")));
        return;
      }
      if (answer.viaWriteHead) response.writeHead(answer.status ?? 200, headers);
      else {
        response.statusCode = answer.status ?? 200;
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      }
      for (const chunk of answer.chunks.slice(0, -1)) response.write(chunk);
      response.end(request.method === "HEAD" ? undefined : answer.chunks.at(-1));
    };
    if (answer.nextCompression) nextCompress(request, response, send);
    else if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  cache.purge();
  calls.length = 0;
  answers.clear();
  answers.set("/about", { headers: PRERENDERED, chunks: ["<html>about, ", "in two writes</html>"] });
});

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(base + path, init);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe("the shared cache (scripts/lib/shared-cache.mjs)", () => {
  it("replays a prerendered page byte for byte with its headers and an Age, without asking the origin again", async () => {
    const first = await get("/about");
    clock += 2_500;
    const second = await get("/about");
    expect(calls).toEqual(["GET /about"]);
    expect(second.body).toBe("<html>about, in two writes</html>");
    expect(second.body).toBe(first.body);
    expect(second.headers.get("x-origin-call")).toBe(first.headers.get("x-origin-call"));
    expect(second.headers.get("cache-control")).toBe(PRERENDERED["Cache-Control"]);
    expect(second.headers.get("content-length")).toBe(String(Buffer.byteLength(second.body)));
    expect(first.headers.get("age")).toBeNull();
    expect(second.headers.get("age")).toBe("2");
  });

  it("keeps headers Next passes to writeHead, and answers HEAD from a GET's copy without storing HEADs", async () => {
    answers.set("/faq", { headers: PRERENDERED, chunks: ["faq"], viaWriteHead: true });
    const head = await fetch(`${base}/faq`, { method: "HEAD" });
    expect(head.status).toBe(200);
    await get("/faq");
    const again = await fetch(`${base}/faq`, { method: "HEAD" });
    expect(calls).toEqual(["HEAD /faq", "GET /faq"]);
    expect(again.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(again.headers.get("content-length")).toBe("3");
    expect(await again.text()).toBe("");
  });

  it("never keeps a response that is personal, uncacheable, not from the prerender cache, or not a 200", async () => {
    const refused: Record<string, Answer> = {
      "/cookie": { headers: { ...PRERENDERED, "Set-Cookie": "ag-signed-in=1; Path=/" }, chunks: ["a"] },
      "/private": { headers: { ...PRERENDERED, "Cache-Control": "private, no-store" }, chunks: ["b"] },
      "/no-cache": { headers: { ...PRERENDERED, "Cache-Control": "s-maxage=60, no-cache" }, chunks: ["c"] },
      "/no-shared-age": { headers: { ...PRERENDERED, "Cache-Control": "max-age=60" }, chunks: ["d"] },
      "/rendered": { headers: { "Cache-Control": "s-maxage=60", "Content-Type": "text/html" }, chunks: ["e"] },
      "/missing": { status: 404, headers: PRERENDERED, chunks: ["f"] },
      "/moved": { status: 308, headers: { ...PRERENDERED, Location: "/about" }, chunks: [""] },
    };
    for (const [path, answer] of Object.entries(refused)) answers.set(path, answer);
    for (const path of Object.keys(refused)) {
      await get(path, { redirect: "manual" });
      await get(path, { redirect: "manual" });
    }
    expect(calls).toEqual(Object.keys(refused).flatMap((path) => [`GET ${path}`, `GET ${path}`]));
    expect(cache.size).toBe(0);
  });

  it("passes every request Next or the proxy treats differently to the origin, and never answers it from the cache", async () => {
    await get("/about");
    const different: [string, RequestInit][] = [
      ["/about?_rsc=1", {}],
      ["/about?utm=x", {}],
      ["/about", { headers: { rsc: "1" } }],
      ["/about", { headers: { "next-router-prefetch": "1" } }],
      ["/about", { headers: { "next-router-state-tree": "%5B%5D" } }],
      ["/about", { headers: { "next-action": "abc" } }],
      ["/about", { headers: { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" } }],
      ["/about", { headers: { origin: "https://evil.example" } }],
      ["/about", { headers: { authorization: "Bearer x" } }],
      ["/about", { headers: { range: "bytes=0-3" } }],
      ["/about", { method: "POST", body: "x" }],
      ["/about", { method: "PUT", body: "x" }],
    ];
    for (const [path, init] of different) await get(path, init);
    expect(calls).toHaveLength(1 + different.length);
    expect(cache.size).toBe(1);
  });

  it("keeps one copy per Accept-Encoding and per scheme (https adds HSTS), so none is given to the other", async () => {
    answers.set("/about", { headers: PRERENDERED, chunks: ["<html>about</html>"] });
    await get("/about", { headers: { "accept-encoding": "identity" } });
    await get("/about", { headers: { "accept-encoding": "gzip, deflate, br" } });
    await get("/about", { headers: { "accept-encoding": "gzip, deflate, br", "x-forwarded-proto": "https" } });
    await get("/about", { headers: { "accept-encoding": "identity" } });
    await get("/about", { headers: { "accept-encoding": "gzip,deflate,br" } });
    await get("/about", { headers: { "accept-encoding": "gzip, deflate, br", "x-forwarded-proto": "https" } });
    expect(calls).toHaveLength(3);
    expect(cache.size).toBe(3);
  });

  it("never hands a copy to a request whose Accept-Encoding Next reads differently, however its spaces differ", async () => {
    answers.set("/about", { headers: PRERENDERED, chunks: ["<html>", "about ".repeat(300), "</html>"], nextCompression: true });
    // Next reads "q =0" as no weight at all (gzip accepted), and "q=0" as gzip refused.
    const sloppy = await fetch(`${base}/about`, { headers: { "accept-encoding": "gzip;q =0" } });
    expect(sloppy.headers.get("content-encoding")).toBe("gzip");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refusesGzip = await fetch(`${base}/about`, { headers: { "accept-encoding": "gzip;q=0" } });
    expect(refusesGzip.headers.get("content-encoding")).toBeNull();
    expect(await refusesGzip.text()).toBe(`<html>${"about ".repeat(300)}</html>`);
    // Spaces Next ignores (around commas and semicolons) still share one copy.
    await get("/about", { headers: { "accept-encoding": "gzip ; q=0" } });
    expect(calls).toEqual(["GET /about", "GET /about"]);
  });

  it("compresses a page with brotli once, however many Accept-Encoding variants ask for it", async () => {
    const page = `<html>${"<p>a catalogue page</p>".repeat(2000)}</html>`;
    answers.set("/guides", { headers: PRERENDERED, chunks: [page], gzip: true });
    for (let variant = 0; variant < 12; variant++) {
      const encodings = { "accept-encoding": `gzip, br, x-variant-${variant}` };
      await fetch(`${base}/guides`, { headers: encodings }).then((response) => response.arrayBuffer());
      await expect.poll(async () => (await fetch(`${base}/guides`, { headers: encodings })).headers.get("content-encoding")).toBe("br");
      expect(await (await fetch(`${base}/guides`, { headers: encodings })).text()).toBe(page);
    }
    expect(cache.brotliCompressions).toBe(1);
  });

  it("keeps a copy no longer than s-maxage, and never longer than a minute", async () => {
    answers.set("/short", { headers: { ...PRERENDERED, "Cache-Control": "s-maxage=5" }, chunks: ["short"] });
    await get("/short");
    await get("/about");
    clock += 5_001;
    await get("/short");
    await get("/about");
    clock += 55_000;
    await get("/about");
    expect(calls).toEqual(["GET /short", "GET /about", "GET /short", "GET /about"]);
  });

  it("forgets everything on purge, and does not keep a response that was under way when the purge came", async () => {
    await get("/about");
    cache.purge();
    await get("/about");
    expect(calls).toHaveLength(2);

    answers.set("/slow", { headers: PRERENDERED, chunks: ["old copy"], delayMs: 150 });
    const inFlight = get("/slow");
    await new Promise((resolve) => setTimeout(resolve, 50));
    cache.purge();
    expect((await inFlight).body).toBe("old copy");
    answers.set("/slow", { headers: PRERENDERED, chunks: ["new copy"] });
    expect((await get("/slow")).body).toBe("new copy");
    expect((await get("/slow")).body).toBe("new copy");
    expect(calls.filter((call) => call === "GET /slow")).toHaveLength(2);
  });

  it("keeps Next's immutable build files too, and hands a browser that accepts brotli a brotli copy where Next sent gzip", async () => {
    const script = `self.chunk=${JSON.stringify("const a = 1; ".repeat(400))};`;
    const immutable = {
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Type": "application/javascript; charset=UTF-8",
      Vary: "Accept-Encoding",
    };
    answers.set("/_next/static/chunks/app.js", { headers: immutable, chunks: [script], gzip: true });
    answers.set("/_next/static/chunks/changing.js", { headers: { ...immutable, "Cache-Control": "public, max-age=0" }, chunks: [script] });
    answers.set("/not-next/app.js", { headers: immutable, chunks: [script] });
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };

    const first = await fetch(`${base}/_next/static/chunks/app.js`, { headers: browser });
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(await first.text()).toBe(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await fetch(`${base}/_next/static/chunks/app.js`, { headers: browser });
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(second.headers.get("vary")).toBe("Accept-Encoding");
    expect(Number(second.headers.get("content-length"))).toBeLessThan(Number(first.headers.get("content-length")));
    expect(await second.text()).toBe(script);

    // A browser that refuses brotli keeps getting Next's gzip, from its own copy.
    const noBrotli = { "accept-encoding": "gzip, br;q=0" };
    await fetch(`${base}/_next/static/chunks/app.js`, { headers: noBrotli });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const gzip = await fetch(`${base}/_next/static/chunks/app.js`, { headers: noBrotli });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(script);

    for (const path of ["/_next/static/chunks/changing.js", "/not-next/app.js"]) {
      await get(path);
      await get(path);
    }
    expect(calls).toEqual([
      "GET /_next/static/chunks/app.js",
      "GET /_next/static/chunks/app.js",
      "GET /_next/static/chunks/changing.js",
      "GET /_next/static/chunks/changing.js",
      "GET /not-next/app.js",
      "GET /not-next/app.js",
    ]);
    expect(acceptsBrotli("gzip, deflate, br")).toBe(true);
    expect(acceptsBrotli("br;q=0.5")).toBe(true);
    expect(acceptsBrotli("gzip, br;q=0")).toBe(false);
    expect(acceptsBrotli("brotli, gzip")).toBe(false);
  });

  it("reads s-maxage only as a whole directive", () => {
    const from = (cacheControl: string) => sharedMaxAge(200, { "cache-control": cacheControl, "x-nextjs-cache": "HIT" });
    expect(from("s-maxage=31536000")).toBe(60);
    expect(from("public, s-maxage=30, stale-while-revalidate=60")).toBe(30);
    expect(from("max-age=0, s-maxage=30")).toBe(30);
    expect(from("xs-maxage=30")).toBe(0);
    expect(from("s-maxage=30, private")).toBe(0);
    expect(from("s-maxage=0")).toBe(0);
  });
});
