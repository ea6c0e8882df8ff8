// A shared HTTP cache in front of Next's request handler: what a CDN does for the prerendered
// catalogue, inside the shop's own server (scripts/serve.mjs). Next still builds, prerenders,
// revalidates and serves every page; this only replays, byte for byte, a response Next marked as
// shareable (200, `s-maxage`, not private, no cookie, from its prerender cache), for at most
// MAX_AGE_SECONDS, and forgets everything the moment the app revalidates a page (purge()).
//
// Why: `next start` spends about half a millisecond of routing, header rules and cache lookups on
// every request, even for a page that never changes (issue 12); a CDN does not. On Vercel the CDN
// does this job and this server is not used.
//
// What may be replayed, and to whom (a shared cache must never hand one person's response to
// another, nor let a request poison what others get):
//   - only GET and HEAD without a query string; HEAD is answered from a GET's entry, never stored;
//   - never a request Next or the proxy treats differently: router (RSC) and server-action
//     requests, anything with a body, `Origin`, `Authorization`, `Range`, `x-middleware-*` or other
//     framework-internal headers (lib/http/request-guard.ts and the proxy's matcher see those);
//   - the key is the path, the request's Accept-Encoding (Next compresses per request) and whether
//     it came over https (the header rules add HSTS and a stricter CSP then); nothing else a
//     request carries reaches a stored response, because only responses Next built from its
//     prerender cache (identical for everyone, `x-nextjs-cache`) are stored;
//   - a response that sets a cookie, is private, `no-store` or `no-cache`, has no `s-maxage`, or is
//     larger than MAX_BODY_BYTES is passed on and not kept.
// Next's build files (`/_next/static/…`: named by their content, `immutable`) are kept too, for
// STATIC_FILE_SECONDS. And as a CDN does, a text response kept for a browser that accepts brotli
// is stored brotli-compressed (once, off the main thread), where Next sends gzip.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzip } from "node:zlib";

const MAX_AGE_SECONDS = 60;
const STATIC_FILE_SECONDS = 3600;
const MAX_ENTRIES = 256;
const MAX_TOTAL_BYTES = 48 * 1024 * 1024;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const MAX_ACCEPT_ENCODING_LENGTH = 128;
// Brotli copies remembered by content (the catalogue and the build files: a few hundred at most).
const MAX_COMPRESSED_BODIES = 512;
const MAX_COMPRESSED_BYTES = 16 * 1024 * 1024;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/i;
const brotli = promisify(brotliCompress);
const gunzipAsync = promisify(gunzip);

/** The global through which the app's code (lib/http/shared-cache.ts), in the same process, purges. */
export const SHARED_CACHE_GLOBAL = Symbol.for("atomic-guides.shared-cache");

const BYPASS_HEADERS = new Set(["rsc", "origin", "authorization", "range", "content-type", "content-length", "transfer-encoding", "purpose"]);
const BYPASS_PREFIXES = ["next-", "x-middleware-", "x-nextjs-", "x-invoke-", "x-action"];
/** Connection-level headers: written fresh for each response. */
const HOP_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "age"]);

/** The cache key of a request that may be answered from the cache, or null. */
export function cacheKey(request) {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = request.url ?? "";
  if (!url.startsWith("/") || url.includes("?") || url.includes("#")) return null;
  for (const name of Object.keys(request.headers)) {
    if (BYPASS_HEADERS.has(name) || BYPASS_PREFIXES.some((prefix) => name.startsWith(prefix))) return null;
  }
  const encoding = request.headers["accept-encoding"] ?? "";
  if (encoding.length > MAX_ACCEPT_ENCODING_LENGTH) return null;
  const https = request.headers["x-forwarded-proto"] === "https" ? "https" : "http";
  return `${https} ${acceptEncodingKey(encoding)} ${url}`;
}

/** Accept-Encoding without the spaces Next's negotiation ignores (around `,` and `;`). Spaces inside
 * a coding or a parameter stay: Next reads `gzip;q =0` as gzip accepted, `gzip;q=0` as refused. */
export function acceptEncodingKey(acceptEncoding) {
  return acceptEncoding
    .split(",")
    .map((part) =>
      part
        .split(";")
        .map((piece) => piece.trim())
        .join(";"),
    )
    .join(",");
}

/** How long a response may be kept (seconds), or 0 when it must not be kept. */
export function sharedMaxAge(statusCode, headers, url = "") {
  if (statusCode !== 200 || headers["set-cookie"] !== undefined) return 0;
  const cacheControl = String(headers["cache-control"] ?? "").toLowerCase();
  if (/(^|[\s,])(private|no-store|no-cache)([\s,=]|$)/.test(cacheControl)) return 0;
  if (url.startsWith("/_next/static/") && /(^|[\s,])immutable([\s,]|$)/.test(cacheControl)) return STATIC_FILE_SECONDS;
  if (headers["x-nextjs-cache"] === undefined) return 0;
  const match = /(?:^|[\s,])s-maxage=(\d+)/.exec(cacheControl);
  return match ? Math.min(Number(match[1]), MAX_AGE_SECONDS) : 0;
}

/** Whether an Accept-Encoding header accepts brotli (`br`, not `br;q=0`). */
export function acceptsBrotli(acceptEncoding) {
  return String(acceptEncoding ?? "")
    .split(",")
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(";");
      if (coding?.trim() !== "br") return false;
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return q === undefined || Number(q) > 0;
    });
}

/** The body to keep, brotli-compressed when the browser accepts it and Next sent it plain or gzip.
 * `compress` turns a plain body into brotli (one compression per distinct body: see brotliOnce). */
async function storedBody(body, headers, acceptEncoding, compress) {
  const encoding = headers["content-encoding"];
  if (!acceptsBrotli(acceptEncoding) || !COMPRESSIBLE.test(String(headers["content-type"] ?? ""))) return body;
  if (encoding !== undefined && encoding !== "gzip") return body;
  const plain = encoding === "gzip" ? await gunzipAsync(body) : body;
  if (plain.length < 1024) return body;
  const compressed = await compress(plain);
  headers["content-encoding"] = "br";
  const vary = String(headers["vary"] ?? "");
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) headers["vary"] = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  return compressed;
}

function chunkBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
  return Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk);
}

export function createSharedCache({ now = Date.now } = {}) {
  /** key -> { headers, body, storedAt, expiresAt } */
  const entries = new Map();
  let totalBytes = 0;
  // Brotli at quality 11 costs about 60 ms of CPU for a 95 KB page (gzip: under 1 ms), and every
  // distinct Accept-Encoding is a key of its own: without this, each request with a new variant
  // (`gzip, br, x1`, `x2`, …) would cost a compression, a cheap way to make the server spend its
  // CPU. The compressed bytes depend only on the plain body, so they are computed once per body
  // (sha-256 of it) and shared by every key that stores it.
  const compressedBodies = new Map();
  let compressedBytes = 0;
  let brotliCompressions = 0;

  function brotliOnce(plain) {
    const digest = createHash("sha256").update(plain).digest("base64");
    const known = compressedBodies.get(digest);
    if (known) return known.promise;
    const memo = { promise: null, size: 0 };
    brotliCompressions++;
    memo.promise = brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }).then(
      (compressed) => {
        memo.size = compressed.length;
        compressedBytes += compressed.length;
        while (compressedBodies.size > MAX_COMPRESSED_BODIES || compressedBytes > MAX_COMPRESSED_BYTES) {
          const [oldest, entry] = compressedBodies.entries().next().value;
          compressedBodies.delete(oldest);
          compressedBytes -= entry.size;
        }
        return compressed;
      },
      (error) => {
        compressedBodies.delete(digest);
        throw error;
      },
    );
    compressedBodies.set(digest, memo);
    return memo.promise;
  }
  // Keys being stored (a brotli compression under way): other misses pass to Next meanwhile.
  const storing = new Set();

  function forget(key) {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.body.length;
    entries.delete(key);
  }

  function keep(key, entry) {
    forget(key);
    while (entries.size > 0 && (entries.size >= MAX_ENTRIES || totalBytes + entry.body.length > MAX_TOTAL_BYTES)) forget(entries.keys().next().value);
    entries.set(key, entry);
    totalBytes += entry.body.length;
  }
  // Bumped by purge(): a response that began before a purge is not stored after it.
  let generation = 0;

  function serve(request, response, entry) {
    // A flat [name, value, ...] list: Node writes it without building a header object.
    response.writeHead(200, [...entry.headers, "age", String(Math.floor((now() - entry.storedAt) / 1000))]);
    response.end(request.method === "HEAD" ? undefined : entry.body);
  }

  /** Records what Next writes, and keeps it once the response finished, if it may be kept. */
  function capture(key, request, response) {
    const started = generation;
    const chunks = [];
    let size = 0;
    let tooBig = false;
    let headHeaders = {};
    const collect = (chunk, encoding) => {
      const buffer = chunkBuffer(chunk, encoding);
      if (!buffer || tooBig) return;
      size += buffer.length;
      if (size > MAX_BODY_BYTES) {
        tooBig = true;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const { write, end, writeHead } = response;
    response.writeHead = function (statusCode, ...rest) {
      const headers = rest.find((value) => value && typeof value === "object");
      if (headers && !Array.isArray(headers)) headHeaders = headers;
      return writeHead.call(this, statusCode, ...rest);
    };
    response.write = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    response.end = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    response.once("finish", () => {
      if (tooBig || started !== generation || storing.has(key)) return;
      const headers = {};
      for (const [name, value] of Object.entries({ ...response.getHeaders(), ...headHeaders })) {
        const lower = name.toLowerCase();
        if (!HOP_HEADERS.has(lower) && value !== undefined) headers[lower] = value;
      }
      const seconds = sharedMaxAge(response.statusCode, headers, request.url);
      if (seconds <= 0) return;
      storing.add(key);
      storedBody(Buffer.concat(chunks), headers, request.headers["accept-encoding"], brotliOnce)
        .then((body) => {
          if (started !== generation) return;
          const flat = Object.entries(headers).flatMap(([name, value]) =>
            Array.isArray(value) ? value.flatMap((one) => [name, String(one)]) : [name, String(value)],
          );
          flat.push("content-length", String(body.length));
          const storedAt = now();
          keep(key, { headers: flat, body, storedAt, expiresAt: storedAt + seconds * 1000 });
        })
        // A body that does not decompress is simply not kept: Next answers the next request.
        .catch(() => undefined)
        .finally(() => storing.delete(key));
    });
  }

  return {
    /** Answers from the cache (true), or prepares to keep Next's answer and returns false. */
    handle(request, response) {
      const key = cacheKey(request);
      if (key === null) return false;
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        serve(request, response, entry);
        return true;
      }
      if (entry) forget(key);
      if (request.method === "GET") capture(key, request, response);
      return false;
    },
    /** Forgets every stored response: the app changed what a page shows. */
    purge() {
      generation++;
      entries.clear();
      totalBytes = 0;
    },
    get size() {
      return entries.size;
    },
    /** Brotli compressions run so far (one per distinct body kept for brotli). */
    get brotliCompressions() {
      return brotliCompressions;
    },
  };
}
