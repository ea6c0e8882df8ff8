// npm run test:lighthouse — Lighthouse (mobile defaults: a mid-range phone on a slow 4G network,
// simulated) on the built shop in Debian's Chromium: /, /guides, a guide page and /atomic-year.
// Each page's figure is the median of 3 runs (a single run on a busy 2-core machine proves
// nothing); the test fails when a median falls below: performance 95, accessibility, best
// practices and SEO 100. Prints the failing audits of any category below its budget.
//   LIGHTHOUSE_DIST_DIR=.next-e2e  serve that existing production build (CI reuses `npm test`'s)
//                                  instead of building into .next-lighthouse
//   LIGHTHOUSE_RUNS=3              runs per page
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { run, bin } from "./lib/run.mjs";
import { root } from "./lib/paths.mjs";
import { findChromium } from "./lib/browser.mjs";
import { spawnEmbeddedDb } from "./lib/database.mjs";
import { applyMigrations } from "./lib/migrations.mjs";

const PAGES = ["/", "/guides", "/guides/quantum-focus", "/atomic-year"];
const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;
const reuse = process.env.LIGHTHOUSE_DIST_DIR;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const database = await spawnEmbeddedDb({ memory: true });
const env = {
  ...process.env,
  DATABASE_URL: database.url,
  DATABASE_POOL_MAX: "1",
  NEXT_DIST_DIR: reuse ?? ".next-lighthouse",
  STORAGE_DIR: path.join(root, ".data/lighthouse-storage"),
  AUTH_SECRET: "lighthouse-auth-secret-that-is-long-enough-0",
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production",
};
let server;
let chrome;
const failures = [];
try {
  await rm(env.STORAGE_DIR, { recursive: true, force: true });
  await applyMigrations(database.url);
  await run(bin("tsx"), [path.join(root, "scripts/seed.ts")], { env });
  if (!reuse) await run(bin("next"), ["build"], { env });
  else if (!existsSync(path.join(root, reuse, "BUILD_ID"))) throw new Error(`LIGHTHOUSE_DIST_DIR=${reuse} holds no build`);
  server = spawn(bin("next"), ["start", "-H", "127.0.0.1", "-p", String(port)], { cwd: root, env, stdio: "ignore" });
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 120) throw new Error("The server did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (const page of PAGES) await (await fetch(base + page)).arrayBuffer();

  chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  console.log(`Lighthouse ${RUNS}× per page, mobile defaults; median per category (budget: ${JSON.stringify(BUDGET)})`);
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(base + page, { port: chrome.port, output: "json", logLevel: "error" }, undefined);
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      runs.push(result.lhr);
    }
    const scores = Object.fromEntries(
      Object.keys(BUDGET).map((category) => [category, median(runs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)))]),
    );
    const metric = (id) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
    console.log(
      `${page.padEnd(24)} ${Object.entries(scores)
        .map(([category, score]) => `${category} ${score}`)
        .join(
          "  ",
        )}  (runs: ${runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)).join("/")}; LCP ${Math.round(metric("largest-contentful-paint"))} ms, TBT ${Math.round(metric("total-blocking-time"))} ms, CLS ${metric("cumulative-layout-shift").toFixed(3)})`,
    );
    for (const [category, score] of Object.entries(scores)) {
      if (score >= BUDGET[category]) continue;
      failures.push(`${page}: ${category} ${score} < ${BUDGET[category]}`);
      // What cost the points, from the run closest to the median.
      const lhr = runs.find((candidate) => Math.round((candidate.categories[category]?.score ?? 0) * 100) === score) ?? runs[0];
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          console.log(`    ${category}: ${audit.id} ${audit.score} ${audit.displayValue ?? ""}`);
      }
    }
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  await chrome?.kill();
  server?.kill();
  await database.stop();
}
console.log(
  failures.length === 0 ? "\nLighthouse: every page within budget." : `\nLighthouse below budget:\n${failures.map((line) => `  - ${line}`).join("\n")}`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
