// npm run bench — measures what QUALITY.md asks of the catalogue: latency of the catalogue pages
// on the built app, and proof that they are served from the server's cache (they still answer
// 200 after the database has been stopped, so no request queries it), the plan of the scheduled
// job's due-query on 100,000 Atomic Year programmes, and, before the build, the time to stamp a
// 30-page guide for a buyer's download (scripts/bench-stamp.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { rm } from "node:fs/promises";
import { run, bin } from "./lib/run.mjs";
import { root } from "./lib/paths.mjs";
import { spawnEmbeddedDb } from "./lib/database.mjs";
import { applyMigrations } from "./lib/migrations.mjs";
import { printDueQueryPlan } from "./lib/due-query-plan.mjs";

const PAGES = ["/", "/guides", "/guides/quantum-focus", "/guides/emotional-alchemy", "/about", "/faq"];
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;

const database = await spawnEmbeddedDb({ memory: true });
const env = {
  ...process.env,
  DATABASE_URL: database.url,
  DATABASE_POOL_MAX: "1",
  NEXT_DIST_DIR: ".next-bench",
  STORAGE_DIR: path.join(root, ".data/bench-storage"),
  AUTH_SECRET: "bench-auth-secret-that-is-long-enough-00000",
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production",
};
let server;
try {
  await rm(env.STORAGE_DIR, { recursive: true, force: true });
  await applyMigrations(database.url);
  await run(bin("tsx"), [path.join(root, "scripts/seed.ts")], { env });
  const dueQueryUsesIndex = await printDueQueryPlan(database.url);
  await run(bin("tsx"), [path.join(root, "scripts/bench-stamp.ts")], { env });
  await run(bin("next"), ["build"], { env });
  server = spawn(bin("next"), ["start", "-p", String(port)], { cwd: root, env, stdio: "ignore" });
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // Not listening yet: try again shortly.
    }
    if (attempt > 120) throw new Error("The server did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  console.log(`\nCatalogue latency, ${REQUESTS} sequential requests per page (after one warm-up request):`);
  console.log("page".padEnd(32) + "p50 ms".padStart(9) + "p95 ms".padStart(9) + "max ms".padStart(9) + "bytes".padStart(9));
  for (const page of PAGES) {
    await (await fetch(base + page)).text();
    const times = [];
    let bytes = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now();
      const response = await fetch(base + page);
      bytes = (await response.arrayBuffer()).byteLength;
      times.push(performance.now() - start);
      if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(page.padEnd(32) + at(0.5).padStart(9) + at(0.95).padStart(9) + at(1).padStart(9) + String(bytes).padStart(9));
  }

  await database.stop();
  console.log("\nWith the database stopped (no request can query it):");
  let allCached = true;
  for (const page of PAGES) {
    const response = await fetch(base + page);
    const body = await response.text();
    const ok = response.status === 200 && body.length > 1000;
    allCached &&= ok;
    console.log(`  ${page.padEnd(30)} ${response.status} ${ok ? "served from cache" : "NOT served from cache"}`);
  }
  const health = await fetch(`${base}/api/health`);
  console.log(`  /api/health (queries the database) answers ${health.status}, as it should with the database down`);
  console.log(allCached ? "\nCatalogue pages: no database query per request." : "\nSome catalogue pages need the database per request.");
  process.exitCode = allCached && dueQueryUsesIndex ? 0 : 1;
} finally {
  server?.kill();
  await database.stop();
}
