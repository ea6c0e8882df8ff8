// npm run bench — the shop's performance figures, each next to a reference measured in the same
// run on the same machine (these machines are noisy: read the ratios):
//   - the time to stamp a 30-page guide for a buyer's download (scripts/bench-stamp.ts);
//   - the plan of the scheduled job's due-query on 100,000 Atomic Year programmes;
//   - each catalogue page under 50 connections, the shop served by `next start` (as `npm start`
//     serves it) against a minimal Next app on the same Next version whose prerendered App Router
//     pages serve the same responses (scripts/lib/reference-app.mjs), median of 3 alternating runs
//     (ratio at least 0.9), with p99 latency, each server's processor time per request and the
//     database statements sent meanwhile (0);
//   - that every catalogue page may be kept by a CDN: `s-maxage`, not private, no cookie;
//   - first-load JavaScript per catalogue page, brotli as a CDN sends it (at most 130 KB; gzip, and
//     what `next start` itself sends, printed beside it);
//   - the statements of a signed-in /shelf and /cart for 0, 4 and 16 owned guides (fixed);
//   - the catalogue still served with the database stopped;
//   - the insight beacon: views a second accepted by POST /api/insight (at least 1,000), each counted,
//     next to the reference app's bare route handler (reads the body, answers 204), with the
//     statements its batched writes cost, and the home page's ratio while a steady beacon
//     burst runs beside it (scripts/lib/insight-bench.mjs);
// and on a PostgreSQL server (BENCH_DATABASE_URL, default the local one; skipped when unreachable),
// through the same build served by `next start` (scripts/lib/postgres-bench.mjs):
//   - the scheduled job draining a backlog, by one caller and by five overlapping ones (at least
//     400 e-mails a second, 150,000 in under 7 minutes, no duplicate; scripts/lib/drain-bench.mjs);
//   - the Stripe webhook under 20 concurrent deliveries (at least 100 orders fulfilled a second,
//     p99 under 500 ms, with the processor time per order; scripts/lib/webhook-bench.mjs).
// BENCH_SECONDS (default 5) sets the length of each load run; BENCH_PORT (default 3200) the shop's
// port, the reference app taking the next one and the PostgreSQL parts' server the one after.
// BENCH_PARTS (default "catalogue,drain,webhook") runs only the parts named; without the catalogue
// part, the PostgreSQL parts build first (BENCH_REUSE_BUILD=1 serves the last build instead).
import path from "node:path";
import { rm } from "node:fs/promises";
import { run, bin } from "./lib/run.mjs";
import { root } from "./lib/paths.mjs";
import { EMBEDDED_DB_SETTINGS, spawnEmbeddedDb } from "./lib/database.mjs";
import { seedBenchReviews } from "./lib/bench-reviews.mjs";
import { applyMigrations } from "./lib/migrations.mjs";
import { startShopServer } from "./lib/shop-server.mjs";
import { printDueQueryPlan } from "./lib/due-query-plan.mjs";
import { startPgCounter } from "./lib/pg-counter.mjs";
import { benchOnPostgres } from "./lib/postgres-bench.mjs";
import { benchBeacon } from "./lib/insight-bench.mjs";
import { startReferenceApp } from "./lib/reference-app.mjs";
import { BUDGET, CATALOGUE, benchCatalogue, benchJavaScript, benchPersonalPages, capturePages, shareable } from "./lib/catalogue-bench.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const AUTH_SECRET = "bench-auth-secret-that-is-long-enough-00000";
const DIST_DIR = ".next-bench";
const parts = new Set((process.env.BENCH_PARTS ?? "catalogue,drain,webhook").split(",").map((part) => part.trim()));
const failures = [];

if (parts.has("catalogue")) await benchCatalogueOnEmbeddedDb();
if (parts.has("drain") || parts.has("webhook")) {
  const build = !parts.has("catalogue") && process.env.BENCH_REUSE_BUILD !== "1";
  failures.push(...(await benchOnPostgres({ port: port + 2, distDir: DIST_DIR, build, parts })));
}
console.log(failures.length === 0 ? "\nAll figures within their budgets." : `\nOver budget:\n${failures.map((failure) => `  - ${failure}`).join("\n")}`);
process.exitCode = failures.length === 0 ? 0 : 1;

async function benchCatalogueOnEmbeddedDb() {
  const database = await spawnEmbeddedDb({ memory: true });
  const counter = await startPgCounter(database.url);
  const env = {
    ...process.env,
    // The app reaches the database through the counting relay.
    DATABASE_URL: counter.url,
    ...EMBEDDED_DB_SETTINGS,
    NEXT_DIST_DIR: DIST_DIR,
    STORAGE_DIR: path.join(root, ".data/bench-storage"),
    AUTH_SECRET,
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
  };
  let server;
  let reference;
  try {
    await rm(env.STORAGE_DIR, { recursive: true, force: true });
    await applyMigrations(database.url);
    await run(bin("tsx"), [path.join(root, "scripts/seed.ts")], { env });
    // The measured guide page as a reviewed guide's looks: its reviews and their JSON-LD in its HTML.
    const reviews = await seedBenchReviews(database.url, { onSlug: "quantum-focus" });
    console.log(`Reviews: ${reviews} (30 on /guides/quantum-focus, 3 on every other guide).`);
    if (!(await printDueQueryPlan(database.url))) failures.push("the due-query does not use its index");
    // The react-server condition loads the server-only modules it measures as the server does.
    await run(bin("tsx"), ["--conditions=react-server", path.join(root, "scripts/bench-stamp.ts")], { env });
    await run(bin("next"), ["build"], { env });
    server = await startShopServer({ host: "127.0.0.1", port, env });

    const pages = await capturePages(base, path.join(root, DIST_DIR));
    for (const [page, captured] of Object.entries(pages)) {
      if (!shareable(captured))
        failures.push(
          `${page} may not be kept by a CDN (status ${captured.status}, Cache-Control: ${captured.cacheControl}${captured.setCookie ? ", sets a cookie" : ""})`,
        );
    }
    reference = await startReferenceApp({ pages, host: "127.0.0.1", port: port + 1, env: process.env });
    const rows = await benchCatalogue({ base, shopPid: server.pid, reference, pages, counter, seconds: SECONDS, connections: 50 });
    for (const row of rows) {
      if (row.ratio < BUDGET.ratio) failures.push(`${row.page} reaches ${row.ratio.toFixed(3)} of the reference Next app (budget ${BUDGET.ratio})`);
      if (row.statements > 0) failures.push(`${row.page} sent ${row.statements} statements to the database under load`);
      if (row.failed > 0) failures.push(`${row.page} failed ${row.failed} requests under load`);
    }
    // The beacon (after the catalogue's own figures, so its counters' flushes are not among their statements).
    const home = rows.find((row) => row.page === "/");
    failures.push(
      ...(await benchBeacon({
        base,
        referenceBase: reference.base,
        counter,
        databaseUrl: database.url,
        seconds: SECONDS,
        page: "/",
        referenceRate: home.referenceRate,
      })),
    );
    await reference.stop();
    reference = undefined;
    for (const row of await benchJavaScript(base)) {
      if (row.brotli > BUDGET.jsKb * 1024)
        failures.push(`${row.page} loads ${(row.brotli / 1024).toFixed(1)} KB of JavaScript brotli-compressed (budget ${BUDGET.jsKb} KB)`);
    }
    if (!(await benchPersonalPages({ base, counter, databaseUrl: database.url, authSecret: AUTH_SECRET }))) {
      failures.push("the shelf's or the cart's statements grow with the collection");
    }

    await counter.stop();
    await database.stop();
    console.log("\nWith the database stopped (no request can query it):");
    for (const page of CATALOGUE) {
      const response = await fetch(base + page);
      const body = await response.text();
      const ok = response.status === 200 && body.length > 1000;
      if (!ok) failures.push(`${page} needs the database per request`);
      console.log(`  ${page.padEnd(30)} ${response.status} ${ok ? "served from Next's prerender cache" : "NOT served from cache"}`);
    }
    const health = await fetch(`${base}/api/health`);
    const ready = await fetch(`${base}/api/ready`);
    if (health.status !== 200) failures.push(`/api/health answered ${health.status} with the database down (liveness queries nothing)`);
    if (ready.status !== 503) failures.push(`/api/ready answered ${ready.status} with the database down`);
    console.log(
      `  /api/health (liveness, queries nothing) answers ${health.status}; /api/ready (checks the database and storage) answers ${ready.status} ${await ready.text()}`,
    );
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    await reference?.stop();
    server?.kill();
    await counter.stop().catch(() => undefined);
    await database.stop();
  }
}
