// npm run bench — the performance figures and their budgets, each next to a reference measured in
// the same run on the same machine (machines are noisy: read the ratios):
//   - the time to stamp a 30-page guide for a buyer's download (scripts/bench-stamp.ts);
//   - the plan of the scheduled job's due-query on 100,000 Atomic Year programmes;
//   - each catalogue page under 50 connections against a plain Node server returning the same
//     bytes (at least 0.1 of it), with p99 latency and the database statements sent meanwhile (0);
//     the shop is scripts/serve.mjs (Next behind its shared cache, as `npm start` serves), and the
//     same build served by Next alone is printed beside it;
//   - first-load JavaScript per catalogue page as the shop sends it to a browser (at most 130 KB;
//     gzip and brotli computed here printed beside it);
//   - the statements of a signed-in /shelf and /cart for 0, 4 and 16 owned guides (fixed);
//   - the catalogue still served with the database stopped.
// BENCH_SECONDS (default 5) sets the length of each load run.
import path from "node:path";
import { rm } from "node:fs/promises";
import { run, bin } from "./lib/run.mjs";
import { root } from "./lib/paths.mjs";
import { spawnEmbeddedDb } from "./lib/database.mjs";
import { applyMigrations } from "./lib/migrations.mjs";
import { startShopServer } from "./lib/shop-server.mjs";
import { printDueQueryPlan } from "./lib/due-query-plan.mjs";
import { startPgCounter } from "./lib/pg-counter.mjs";
import { BUDGET, CATALOGUE, benchCatalogue, benchJavaScript, benchPersonalPages } from "./lib/catalogue-bench.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const AUTH_SECRET = "bench-auth-secret-that-is-long-enough-00000";

const database = await spawnEmbeddedDb({ memory: true });
const counter = await startPgCounter(database.url);
const env = {
  ...process.env,
  // The app reaches the database through the counting relay.
  DATABASE_URL: counter.url,
  DATABASE_POOL_MAX: "1",
  NEXT_DIST_DIR: ".next-bench",
  STORAGE_DIR: path.join(root, ".data/bench-storage"),
  AUTH_SECRET,
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production",
};
const nextAlonePort = port + 2;
const nextAloneBase = `http://127.0.0.1:${nextAlonePort}`;
const servers = [];
/** The shop's server (scripts/serve.mjs) on `listen`, once it answers. */
async function startServer(listen, extraEnv = {}) {
  servers.push(await startShopServer({ host: "127.0.0.1", port: listen, env: { ...env, ...extraEnv } }));
}
const failures = [];
try {
  await rm(env.STORAGE_DIR, { recursive: true, force: true });
  await applyMigrations(database.url);
  await run(bin("tsx"), [path.join(root, "scripts/seed.ts")], { env });
  if (!(await printDueQueryPlan(database.url))) failures.push("the due-query does not use its index");
  await run(bin("tsx"), [path.join(root, "scripts/bench-stamp.ts")], { env });
  await run(bin("next"), ["build"], { env });
  await startServer(port);
  // The same build served by Next alone, for the record (not judged).
  await startServer(nextAlonePort, { SHARED_CACHE: "off" });

  for (const row of await benchCatalogue({ base, nextAloneBase, counter, seconds: SECONDS, connections: 50, plainPort: port + 1 })) {
    if (row.ratio < BUDGET.ratio) failures.push(`${row.page} reaches ${row.ratio.toFixed(3)} of the plain server (budget ${BUDGET.ratio})`);
    if (row.statements > 0) failures.push(`${row.page} sent ${row.statements} statements to the database under load`);
    if (row.failed > 0) failures.push(`${row.page} failed ${row.failed} requests under load`);
  }
  for (const row of await benchJavaScript(base)) {
    if (row.bytes > BUDGET.jsKb * 1024)
      failures.push(`${row.page} loads ${(row.bytes / 1024).toFixed(1)} KB of JavaScript as the shop sends it (budget ${BUDGET.jsKb} KB)`);
  }
  if (!(await benchPersonalPages({ base, counter, databaseUrl: database.url, authSecret: AUTH_SECRET }))) {
    failures.push("the shelf's or the cart's statements grow with the collection");
  }

  await counter.stop();
  await database.stop();
  // Asked of Next alone too: its prerender cache serves them, not only the shared cache in front.
  console.log("\nWith the database stopped (no request can query it):");
  for (const page of CATALOGUE) {
    const statuses = [];
    for (const [name, origin] of [
      ["shop", base],
      ["next alone", nextAloneBase],
    ]) {
      const response = await fetch(origin + page);
      const body = await response.text();
      const ok = response.status === 200 && body.length > 1000;
      if (!ok) failures.push(`${page} needs the database per request (${name})`);
      statuses.push(`${name} ${response.status} ${ok ? "served from cache" : "NOT served from cache"}`);
    }
    console.log(`  ${page.padEnd(30)} ${statuses.join(", ")}`);
  }
  const health = await fetch(`${base}/api/health`);
  console.log(`  /api/health (queries the database) answers ${health.status}, as it should with the database down`);
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  for (const child of servers) child.kill();
  await counter.stop().catch(() => undefined);
  await database.stop();
}
console.log(failures.length === 0 ? "\nAll figures within their budgets." : `\nOver budget:\n${failures.map((failure) => `  - ${failure}`).join("\n")}`);
process.exitCode = failures.length === 0 ? 0 : 1;
