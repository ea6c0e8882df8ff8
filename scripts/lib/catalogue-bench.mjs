// The catalogue's figures for `npm run bench`: throughput and p99 latency of each catalogue page
// under 50 connections, `next start` serving the shop next to a minimal Next app on the same Next
// version whose prerendered App Router pages hold the same HTML (scripts/lib/reference-app.mjs),
// measured in the same run; the headers a CDN decides on (s-maxage, no cookie); the statements the app sends to the
// database meanwhile; first-load JavaScript per page; and the statements of a signed-in /shelf and
// /cart for 0, 4 and 16 owned guides.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { brotliCompressSync, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { CONFIGURED_HEADERS } from "./reference-app.mjs";
import { median } from "./median.mjs";
import { cpuMs, measureOthersShare } from "./process-stats.mjs";

export const CATALOGUE = ["/", "/guides", "/guides/quantum-focus", "/atomic-year", "/about", "/faq", "/privacy", "/contact"];
export const BUDGET = { ratio: 0.9, jsKb: 130 };
/** Runs per server and page, alternating shop and reference; the median of each is compared. */
const RUNS = 3;
const BROWSER_HEADERS = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

function load(url, seconds, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: BROWSER_HEADERS }, (error, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * What a CDN sees of each catalogue page: its HTML and the headers the shop's config sets (captured
 * for the reference app), its Cache-Control and whether it sets a cookie; and the route that
 * serves it (`srcRoute` in the build's prerender manifest, in `distDir`). Asked a few times first,
 * so the page is served from Next's prerender cache, as it is between revalidations.
 */
export async function capturePages(base, distDir) {
  const { routes } = JSON.parse(await readFile(path.join(distDir, "prerender-manifest.json"), "utf8"));
  const pages = {};
  for (const page of CATALOGUE) {
    for (let i = 0; i < 3; i++) await (await fetch(base + page, { headers: BROWSER_HEADERS })).arrayBuffer();
    const response = await fetch(base + page, { headers: BROWSER_HEADERS });
    pages[page] = {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
      cacheControl: response.headers.get("cache-control") ?? "",
      setCookie: response.headers.getSetCookie().length > 0,
      headers: CONFIGURED_HEADERS.flatMap((key) => (response.headers.has(key) ? [{ key, value: response.headers.get(key) }] : [])),
      srcRoute: routes[page]?.srcRoute ?? page,
      body: await response.text(),
    };
  }
  return pages;
}

/** Whether a page may be kept by a CDN for everyone: 200, `s-maxage`, not private, no cookie. */
export function shareable(page) {
  return page.status === 200 && /(^|[\s,])s-maxage=\d+/.test(page.cacheControl) && !/private|no-store/.test(page.cacheControl) && !page.setCookie;
}

/**
 * Throughput, p99 and database statements per catalogue page: the shop (`base`, process `shopPid`)
 * and the reference app (`reference`, from startReferenceApp), RUNS alternating runs each, medians
 * compared.
 */
export async function benchCatalogue({ base, shopPid, reference, pages, counter, seconds, connections }) {
  const rows = [];
  console.log(
    `\nCatalogue throughput: ${connections} connections, ${seconds} s a run, ${RUNS} alternating runs per server and page (medians): the shop (\`next start\`) next to a minimal Next app on the same Next version whose prerendered App Router pages serve the same responses (budget: ratio at least ${BUDGET.ratio})`,
  );
  console.log(
    "page".padEnd(24) +
      "shop req/s".padStart(11) +
      "p99 ms".padStart(8) +
      "ref. req/s".padStart(11) +
      "p99 ms".padStart(8) +
      "ratio".padStart(7) +
      "db stmts".padStart(9) +
      "KB".padStart(7) +
      "ref. KB".padStart(8) +
      "  cache-control, cookie",
  );
  for (const page of CATALOGUE) {
    for (const origin of [base, reference.base]) await (await fetch(origin + page, { headers: BROWSER_HEADERS })).arrayBuffer();
    const referenceBytes = (await (await fetch(reference.base + page, { headers: BROWSER_HEADERS })).arrayBuffer()).byteLength;
    const shopRuns = [];
    const referenceRuns = [];
    // Processor time per request of each server, beside its throughput: steadier on a shared
    // machine, where a run's throughput also measures whatever else the host is doing.
    const cpuPerRequest = { shop: [], reference: [] };
    const othersShare = await measureOthersShare();
    let statements = 0;
    let failed = 0;
    // Shop and reference alternate, the one that went second going first next time (ABBA), so a
    // drift of the machine's speed during a page's runs does not favour either; each run follows a
    // second of unmeasured load on the same server, which opens the connections and wakes it.
    for (let run = 0; run < RUNS; run++) {
      for (const measured of run % 2 === 0 ? ["shop", "reference"] : ["reference", "shop"]) {
        const url = (measured === "shop" ? base : reference.base) + page;
        await load(url, 1, connections);
        const before = counter.count();
        const pid = measured === "shop" ? shopPid : reference.child.pid;
        const cpuBefore = await cpuMs(pid);
        const result = await load(url, seconds, connections);
        const cpuAfter = await cpuMs(pid);
        if (cpuBefore.server !== null && cpuAfter.server !== null && result.requests.total > 0)
          cpuPerRequest[measured].push(((cpuAfter.server - cpuBefore.server) * 1000) / result.requests.total);
        if (measured === "shop") statements += counter.count() - before;
        (measured === "shop" ? shopRuns : referenceRuns).push(result);
        failed += result.non2xx + result.errors + result.timeouts;
      }
    }
    const shopRate = median(shopRuns.map((result) => result.requests.average));
    const referenceRate = median(referenceRuns.map((result) => result.requests.average));
    const ratio = shopRate / referenceRate;
    const others = await othersShare();
    const cpu = (runs) => (runs.length > 0 ? median(runs).toFixed(0) : "?");
    const captured = pages[page];
    rows.push({ page, ratio, referenceRate, statements, failed, shareable: shareable(captured) });
    console.log(
      page.padEnd(24) +
        shopRate.toFixed(0).padStart(11) +
        String(median(shopRuns.map((result) => result.latency.p99))).padStart(8) +
        referenceRate.toFixed(0).padStart(11) +
        String(median(referenceRuns.map((result) => result.latency.p99))).padStart(8) +
        ratio.toFixed(3).padStart(7) +
        String(statements).padStart(9) +
        kb(Buffer.byteLength(captured.body)).padStart(7) +
        kb(referenceBytes).padStart(8) +
        `  ${captured.cacheControl}, ${captured.setCookie ? "SETS A COOKIE" : "no cookie"}` +
        `  (runs: shop ${shopRuns.map((result) => result.requests.average.toFixed(0)).join("/")}, ref. ${referenceRuns.map((result) => result.requests.average.toFixed(0)).join("/")};` +
        ` processor per request: shop ${cpu(cpuPerRequest.shop)} µs, ref. ${cpu(cpuPerRequest.reference)} µs;` +
        ` others' share of the machine ${others === null ? "?" : `${Math.round(others * 100)}%`})` +
        (failed ? `  (${failed} failed)` : ""),
    );
  }

  return rows;
}

/** The bytes and encoding the shop puts on the wire for a URL asked as Chromium asks. */
function asSent(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk) => (bytes += chunk.length));
        response.on("end", () => resolve({ bytes, encoding: response.headers["content-encoding"] ?? "identity" }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * First-load JavaScript of each page: every script its HTML loads (not the `nomodule` polyfills,
 * which browsers with modules never fetch), compressed here as brotli (what a CDN sends; the
 * budget is judged on it) and as gzip, beside what `next start` itself sends (gzip).
 */
export async function benchJavaScript(base) {
  console.log("\nFirst-load JavaScript per catalogue page (the scripts its HTML loads; nomodule polyfills excluded):");
  console.log("page".padEnd(26) + "scripts".padStart(8) + "brotli KB".padStart(11) + "gzip KB".padStart(9) + "sent KB".padStart(9) + "  encoding");
  const sizes = new Map();
  const rows = [];
  for (const page of CATALOGUE) {
    const html = await (await fetch(base + page, { headers: BROWSER_HEADERS })).text();
    const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\snomodule/i.test(tag));
    const sources = [
      ...new Set(
        tags
          .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
          .filter(Boolean)
          .map((source) => source.replaceAll("&amp;", "&")),
      ),
    ];
    let gzip = 0;
    let brotli = 0;
    let sent = 0;
    const encodings = new Set();
    for (const source of sources) {
      if (!sizes.has(source)) {
        const url = new URL(source, base);
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        sizes.set(source, { gzip: gzipSync(body).length, brotli: brotliCompressSync(body).length, sent: await asSent(url) });
      }
      const size = sizes.get(source);
      gzip += size.gzip;
      brotli += size.brotli;
      sent += size.sent.bytes;
      encodings.add(size.sent.encoding);
    }
    rows.push({ page, brotli, gzip, sent });
    console.log(
      page.padEnd(26) +
        String(sources.length).padStart(8) +
        kb(brotli).padStart(11) +
        kb(gzip).padStart(9) +
        kb(sent).padStart(9) +
        `  ${[...encodings].join("+")}`,
    );
  }
  return rows;
}

/** Signed-in people owning 0, 4 and 16 guides, each with a session cookie the shop accepts. */
async function peopleOwning(databaseUrl, counts, authSecret) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const guides = (await client.query(`SELECT id FROM guides ORDER BY strand, sort_order`)).rows.map((row) => row.id);
    const people = [];
    for (const owned of counts) {
      const userId = `bench-${owned}-${randomBytes(4).toString("hex")}`;
      await client.query(
        `INSERT INTO users (id, email, email_verified, first_name, first_guide_claimed, updated_at) VALUES ($1, $2, now(), 'Bench', true, now())`,
        [userId, `${userId}@bench.test`],
      );
      for (const guideId of guides.slice(0, owned)) {
        await client.query(`INSERT INTO user_guides (id, user_id, guide_id, acquired_via) VALUES ($1, $2, $3, 'purchase')`, [
          `${userId}-${guideId}`,
          userId,
          guideId,
        ]);
      }
      const sessionId = randomBytes(32).toString("base64url");
      await client.query(`INSERT INTO sessions (id, session_token, user_id, expires) VALUES ($1, $2, $3, now() + interval '1 day')`, [
        `s-${userId}`,
        sessionId,
        userId,
      ]);
      const token = await encode({
        token: { sub: userId, uid: userId, sid: sessionId, sv: 0, name: "Bench", email: `${userId}@bench.test` },
        secret: authSecret,
        salt: "authjs.session-token",
      });
      people.push({ owned, cookie: `authjs.session-token=${token}` });
    }
    return people;
  } finally {
    await client.end();
  }
}

/** Statements sent to the database by one signed-in request of /shelf, /cart and /api/me, per collection size. */
export async function benchPersonalPages({ base, counter, databaseUrl, authSecret }) {
  const people = await peopleOwning(databaseUrl, [0, 4, 16], authSecret);
  const paths = ["/shelf", "/cart", "/api/me"];
  console.log("\nDatabase statements per signed-in request, by guides owned:");
  console.log("owned".padEnd(8) + paths.map((p) => p.padStart(10)).join(""));
  const table = [];
  for (const person of people) {
    const counts = [];
    for (const page of paths) {
      // Once to warm caches shared by everyone, then the measured request.
      await (await fetch(base + page, { headers: { ...BROWSER_HEADERS, cookie: person.cookie }, redirect: "manual" })).arrayBuffer();
      const before = counter.count();
      const response = await fetch(base + page, { headers: { ...BROWSER_HEADERS, cookie: person.cookie }, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page} answered ${response.status} for a signed-in person`);
      counts.push(counter.count() - before);
    }
    table.push({ owned: person.owned, counts });
    console.log(String(person.owned).padEnd(8) + counts.map((count) => String(count).padStart(10)).join(""));
  }
  const fixed = paths.every((_, column) => new Set(table.map((row) => row.counts[column])).size === 1);
  console.log(fixed ? "  the same number whatever the collection size" : "  NOT fixed: the count grows with the collection");
  return fixed;
}
