// The catalogue's figures for `npm run bench`: throughput and p99 latency of each
// catalogue page under 50 connections next to a plain Node.js server returning the same bytes,
// measured in the same run; the statements the app sends to the database meanwhile; first-load
// JavaScript per page; and the statements of a signed-in /shelf and /cart for 0, 4 and 16 owned
// guides.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { root } from "./paths.mjs";

export const CATALOGUE = ["/", "/guides", "/guides/quantum-focus", "/atomic-year", "/about", "/faq", "/privacy", "/contact"];
export const BUDGET = { ratio: 0.1, jsKb: 130 };
const BROWSER_HEADERS = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

function load(url, seconds, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: BROWSER_HEADERS }, (error, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
  });
}

async function startPlainServer(pages, port) {
  const file = path.join(os.tmpdir(), `bench-pages-${process.pid}.json`);
  await writeFile(file, JSON.stringify(pages));
  const child = spawn(process.execPath, [path.join(root, "scripts/lib/plain-server.mjs"), file, String(port)], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => chunk.toString().includes("PLAIN_SERVER_READY") && resolve());
    child.once("exit", (code) => reject(new Error(`plain server exited (${code})`)));
  });
  return child;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * Throughput, p99 and database statements per catalogue page, next to the plain server; and, for
 * the record, the same build served by Next alone (`nextAloneBase`: the shared cache off).
 */
export async function benchCatalogue({ base, nextAloneBase, counter, seconds, connections, plainPort }) {
  const pages = {};
  for (const page of CATALOGUE) {
    for (let i = 0; i < 3; i++) await (await fetch(base + page, { headers: BROWSER_HEADERS })).arrayBuffer();
    const response = await fetch(base + page, { headers: BROWSER_HEADERS });
    const body = Buffer.from(await response.arrayBuffer());
    pages[page] = {
      contentType: response.headers.get("content-type"),
      cacheControl: response.headers.get("cache-control"),
      body: body.toString("base64"),
      bytes: body.length,
    };
  }
  const plain = await startPlainServer(pages, plainPort);
  const rows = [];
  try {
    console.log(
      `\nCatalogue throughput: ${connections} connections, ${seconds} s per server and page: the shop (scripts/serve.mjs, Next behind its shared cache) next to a plain Node server returning the same bytes; "next alone" is the same build with the cache off`,
    );
    console.log(
      "page".padEnd(24) +
        "shop req/s".padStart(11) +
        "p99 ms".padStart(8) +
        "plain req/s".padStart(12) +
        "p99 ms".padStart(8) +
        "ratio".padStart(7) +
        "next alone".padStart(11) +
        "ratio".padStart(7) +
        "db stmts".padStart(9) +
        "bytes".padStart(8) +
        "  cache-control",
    );
    for (const page of CATALOGUE) {
      const before = counter.count();
      const shop = await load(base + page, seconds, connections);
      const reference = await load(`http://127.0.0.1:${plainPort}${page}`, seconds, connections);
      const nextAlone = await load(nextAloneBase + page, seconds, connections);
      const statements = counter.count() - before;
      const ratio = shop.requests.average / reference.requests.average;
      const failed = shop.non2xx + shop.errors + shop.timeouts + nextAlone.non2xx + nextAlone.errors + nextAlone.timeouts;
      rows.push({ page, ratio, statements, failed });
      console.log(
        page.padEnd(24) +
          shop.requests.average.toFixed(0).padStart(11) +
          String(shop.latency.p99).padStart(8) +
          reference.requests.average.toFixed(0).padStart(12) +
          String(reference.latency.p99).padStart(8) +
          ratio.toFixed(3).padStart(7) +
          nextAlone.requests.average.toFixed(0).padStart(11) +
          (nextAlone.requests.average / reference.requests.average).toFixed(3).padStart(7) +
          String(statements).padStart(9) +
          String(pages[page].bytes).padStart(8) +
          `  ${pages[page].cacheControl}` +
          (failed ? `  (${failed} failed)` : ""),
      );
    }
  } finally {
    plain.kill();
  }
  return rows;
}

/** The bytes the shop puts on the wire for a URL asked as a browser asks (Accept-Encoding of Chromium). */
function wireSize(url) {
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
 * which browsers with modules never fetch), as the shop sends it to a browser (counted on the
 * wire, once its shared cache holds the file: brotli), and beside it the same files compressed
 * here as gzip (what Next alone sends) and brotli. The budget is judged on what the shop sends.
 */
export async function benchJavaScript(base) {
  console.log("\nFirst-load JavaScript per catalogue page (the scripts its HTML loads; nomodule polyfills excluded):");
  console.log("page".padEnd(26) + "scripts".padStart(8) + "sent KB".padStart(9) + "  encoding".padEnd(12) + "gzip KB".padStart(9) + "brotli KB".padStart(11));
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
        // The first browser request fills the shared cache (brotli is compressed off the main thread).
        await wireSize(url);
        await new Promise((resolve) => setTimeout(resolve, 300));
        sizes.set(source, { gzip: gzipSync(body).length, brotli: brotliCompressSync(body).length, wire: await wireSize(url) });
      }
      const size = sizes.get(source);
      gzip += size.gzip;
      brotli += size.brotli;
      sent += size.wire.bytes;
      encodings.add(size.wire.encoding);
    }
    rows.push({ page, bytes: sent, gzip, brotli });
    console.log(
      page.padEnd(26) +
        String(sources.length).padStart(8) +
        kb(sent).padStart(9) +
        `  ${[...encodings].join("+")}`.padEnd(12) +
        kb(gzip).padStart(9) +
        kb(brotli).padStart(11),
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
