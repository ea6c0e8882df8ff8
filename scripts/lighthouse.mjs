// npm run test:lighthouse — Lighthouse (mobile defaults: a mid-range phone on a slow 4G network,
// simulated) on the built shop in Debian's Chromium: /, /guides, a guide page and /atomic-year.
// Each page's figure is the median of 3 runs; the budget is performance 95, accessibility, best
// practices and SEO 100. Prints the failing audits of any category below its budget. Then the
// reader of a guide, as its owner sees it (signed in with a session made as the e2e tests make
// theirs, scripts/lib/session-cookie.mjs): accessibility 100, in one run (it does not depend on the
// host; the reader is kept out of search engines on purpose, and its speed is a PDF's).
//
// Lighthouse simulates the phone from a trace taken at full speed, so a busy host skews it: the
// CPU work it observes is multiplied by the phone's slowdown, and a first paint that the host
// delays until after the scripts have run pulls every script into the simulated LCP. Three
// measures keep the figure about the shop rather than about the machine's neighbours:
// - the run (the shop's server, its database and the browser) gets a raised scheduling priority
//   where the system allows it (root, as in CI);
// - each run's CPU slowdown follows the host speed Lighthouse measured on the run before
//   (`benchmarkIndex`), by the Lighthouse team's calibration (lighthouse-cpu-throttling-
//   calculator: 4× from about 1,530 up, 3× at 1,300, 2× at 800), so a slower host simulates the
//   same phone, not a slower one;
// - a page below its performance budget is measured again (3 more runs, at most twice) after a
//   pause. A page that stays below budget fails when any of its attempts ran on a quiet host: in
//   every run, a benchmarkIndex of at least QUIET_BENCHMARK, and at most QUIET_OTHERS of the
//   machine's processor time spent outside this run (other processes, and other guests of a
//   virtual machine's host: measureOthersShare in scripts/lib/process-stats.mjs). The benchmark's
//   short loop alone does not see a neighbour: beside a test run taking half the machine it still
//   measured 2,300-2,800.
//   When the host was busy in every attempt the figure is printed as not judged, with the host
//   figures beside it; two busy attempts in a row end the page's attempts (a third would take
//   another 40 s or so beside the same neighbour, and could only pass or stay not judged).
//   Accessibility, best practices and SEO do not depend on the host and always fail below 100.
//   LIGHTHOUSE_DIST_DIR=.next-e2e  serve that existing production build (CI reuses `npm test`'s)
//                                  instead of building into .next-lighthouse
//   LIGHTHOUSE_RUNS=3              runs per page and attempt
//   LIGHTHOUSE_PERFORMANCE=report  print the performance score without judging it (CI: the same
//                                  code scores 70-99 on machines of one kind, so the budget is
//                                  judged by this command on a quiet machine of the usual speed)
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { run, bin } from "./lib/run.mjs";
import { root } from "./lib/paths.mjs";
import { findChromium } from "./lib/browser.mjs";
import { measureOthersShare } from "./lib/process-stats.mjs";
import { median } from "./lib/median.mjs";
import { EMBEDDED_DB_SETTINGS, spawnEmbeddedDb } from "./lib/database.mjs";
import { applyMigrations } from "./lib/migrations.mjs";
import { startShopServer } from "./lib/shop-server.mjs";
import { SESSION_COOKIE, sessionCookieValue } from "./lib/session-cookie.mjs";
import pg from "pg";

const PAGES = ["/", "/guides", "/guides/quantum-focus", "/atomic-year"];
/** The guide whose reader is audited, opened by an owner. */
const READER_GUIDE = "quantum-focus";
const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const JUDGE_PERFORMANCE = process.env.LIGHTHOUSE_PERFORMANCE !== "report";
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
// localhost, as the build names the site (SITE_URL defaults to http://localhost:PORT): the canonical links point at the same host.
const base = `http://localhost:${port}`;
const reuse = process.env.LIGHTHOUSE_DIST_DIR;

const DEFAULT_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
// The Lighthouse team's calibration of the CPU slowdown to the host's benchmarkIndex (linear
// between 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×), capped at Lighthouse's own default of 4×.
function slowdownFor(benchmarkIndex) {
  const calibrated =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.min(DEFAULT_SLOWDOWN, calibrated));
}
// An idle machine of this kind measures 2,400-2,800; below this the host is busy.
const QUIET_BENCHMARK = 2000;
// An idle machine gives 1-3% of its processor time to its own services; above this the host is busy.
const QUIET_OTHERS = 0.1;
const ATTEMPTS = 3;
// Two costly parts of a run that no score counts: the back/forward-cache check (a second navigation,
// an audit of weight 0) and the full-page screenshot. Without them a run takes about a quarter less.
const UNSCORED_EXTRAS_OFF = { skipAudits: ["bf-cache"], disableFullPageScreenshot: true };

/** A confirmed account that owns the guide `slug`, with a session as signing in opens one; returns
 * the session cookie's value. */
async function ownerSession(databaseUrl, secret, slug) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const userId = "lighthouse-reader";
    const sessionToken = "lighthouse-reader-session";
    await client.query(
      `INSERT INTO "users" ("id", "email", "email_verified", "first_name", "updated_at") VALUES ($1, 'reader@lighthouse.test', now(), 'Reader', now())`,
      [userId],
    );
    await client.query(
      `INSERT INTO "user_guides" ("id", "user_id", "guide_id", "acquired_via") SELECT 'lighthouse-reader-guide', $1, "id", 'quiz' FROM "guides" WHERE "slug" = $2`,
      [userId, slug],
    );
    await client.query(`INSERT INTO "sessions" ("id", "session_token", "user_id", "expires") VALUES ($1, $2, $3, now() + interval '1 day')`, [
      "lighthouse-reader-session-row",
      sessionToken,
      userId,
    ]);
    return await sessionCookieValue({ userId, sessionToken, sessionVersion: 0, secret, maxAgeSeconds: 24 * 60 * 60 });
  } finally {
    await client.end();
  }
}

const database = await spawnEmbeddedDb({ memory: true });
const env = {
  ...process.env,
  DATABASE_URL: database.url,
  ...EMBEDDED_DB_SETTINGS,
  NEXT_DIST_DIR: reuse ?? ".next-lighthouse",
  STORAGE_DIR: path.join(root, ".data/lighthouse-storage"),
  AUTH_SECRET: "lighthouse-auth-secret-that-is-long-enough-0",
  STORAGE_SIGNING_SECRET: "lighthouse-storage-secret-long-enough-0000",
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production",
};
let server;
let chrome;
const failures = [];
const notJudged = [];
try {
  // The shop's server, its database and the browser inherit this priority (where allowed).
  try {
    os.setPriority(-10);
  } catch {
    // Not permitted for this user: measure at the normal priority.
  }
  await rm(env.STORAGE_DIR, { recursive: true, force: true });
  await applyMigrations(database.url);
  await run(bin("tsx"), [path.join(root, "scripts/seed.ts")], { env });
  if (!reuse) await run(bin("next"), ["build"], { env });
  else if (!existsSync(path.join(root, reuse, "BUILD_ID"))) throw new Error(`LIGHTHOUSE_DIST_DIR=${reuse} holds no build`);
  server = await startShopServer({ host: "localhost", port, env });
  for (const page of PAGES) await (await fetch(base + page)).arrayBuffer();

  chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  let slowdown = DEFAULT_SLOWDOWN;
  const audit = async (page) => {
    const config = {
      extends: "lighthouse:default",
      settings: { ...UNSCORED_EXTRAS_OFF, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown } },
    };
    const othersShare = await measureOthersShare();
    const result = await lighthouse(base + page, { port: chrome.port, output: "json", logLevel: "error" }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const others = await othersShare();
    const used = slowdown;
    const benchmark = result.lhr.environment.benchmarkIndex;
    slowdown = slowdownFor(benchmark);
    const quiet = benchmark >= QUIET_BENCHMARK && (others === null || others <= QUIET_OTHERS);
    const othersNote = others === null ? "" : `, others ${Math.round(others * 100)}%`;
    return { lhr: result.lhr, quiet, note: `host ${Math.round(benchmark)}${othersNote}, CPU ${used.toFixed(1)}×` };
  };
  // A first run (not counted) measures the host and warms the server and the browser.
  await audit(PAGES[0]);
  console.log(
    `Lighthouse ${RUNS}× per page, mobile; median per category (budget: ${JSON.stringify(BUDGET)}${JUDGE_PERFORMANCE ? "" : "; performance reported, not judged"})`,
  );
  for (const page of PAGES) {
    let verdict = "busy";
    let busyBelow = 0;
    for (let attempt = 1; attempt <= ATTEMPTS && verdict !== "pass" && busyBelow < 2; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 10_000));
      const runs = [];
      const notes = [];
      let quiet = true;
      for (let i = 0; i < RUNS; i++) {
        const measured = await audit(page);
        runs.push(measured.lhr);
        notes.push(measured.note);
        quiet &&= measured.quiet;
      }
      const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const scores = Object.fromEntries(Object.keys(BUDGET).map((category) => [category, median(runs.map((lhr) => score(lhr, category)))]));
      const metric = (id) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
      console.log(
        `${(attempt === 1 ? page : `  again (${attempt})`).padEnd(24)} ${Object.entries(scores)
          .map(([category, value]) => `${category} ${value}`)
          .join(
            "  ",
          )}  (runs: ${runs.map((lhr) => score(lhr, "performance")).join("/")} [${notes.join("; ")}]; LCP ${Math.round(metric("largest-contentful-paint"))} ms, TBT ${Math.round(metric("total-blocking-time"))} ms, CLS ${metric("cumulative-layout-shift").toFixed(3)})`,
      );
      const below = Object.entries(scores).filter(([category, value]) => value < BUDGET[category] && (JUDGE_PERFORMANCE || category !== "performance"));
      for (const [category, value] of below) {
        // What cost the points, from the run closest to the median.
        const lhr = runs.find((candidate) => score(candidate, category) === value) ?? runs[0];
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const result = lhr.audits[ref.id];
          if (ref.weight > 0 && result && result.score !== null && result.score < 1)
            console.log(`    ${category}: ${result.id} ${result.score} ${result.displayValue ?? ""}`);
        }
        if (category !== "performance") failures.push(`${page}: ${category} ${value} < ${BUDGET[category]}`);
      }
      if (below.some(([category]) => category !== "performance")) {
        verdict = "failed";
        break;
      }
      if (!below.length) verdict = "pass";
      else if (quiet) verdict = `performance ${scores.performance} < ${BUDGET.performance} on a quiet host`;
      busyBelow = below.length && !quiet ? busyBelow + 1 : 0;
    }
    if (verdict === "busy") notJudged.push(page);
    else if (verdict !== "pass" && verdict !== "failed") failures.push(`${page}: ${verdict}`);
  }

  // The reader, signed in as an owner of the guide: accessibility only, one run.
  const cookie = `${SESSION_COOKIE}=${await ownerSession(database.url, env.AUTH_SECRET, READER_GUIDE)}`;
  const readerPath = `/read/${READER_GUIDE}`;
  const reader = await lighthouse(
    base + readerPath,
    { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["accessibility"] },
    { extends: "lighthouse:default", settings: { ...UNSCORED_EXTRAS_OFF, extraHeaders: { Cookie: cookie } } },
  );
  const readerUrl = reader?.lhr.finalDisplayedUrl ?? "";
  const accessibility = Math.round((reader?.lhr.categories.accessibility?.score ?? 0) * 100);
  console.log(`${readerPath.padEnd(24)} accessibility ${accessibility} (signed in as its owner; shown at ${readerUrl.replace(base, "")})`);
  if (!readerUrl.endsWith(readerPath)) failures.push(`${readerPath}: the owner was sent to ${readerUrl} instead of the reader`);
  else if (accessibility < BUDGET.accessibility) {
    for (const ref of reader.lhr.categories.accessibility.auditRefs) {
      const result = reader.lhr.audits[ref.id];
      if (ref.weight > 0 && result && result.score !== null && result.score < 1) console.log(`    accessibility: ${result.id} ${result.score}`);
    }
    failures.push(`${readerPath}: accessibility ${accessibility} < ${BUDGET.accessibility}`);
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  chrome?.kill();
  server?.kill();
  await database.stop();
}
if (notJudged.length)
  console.log(
    `\nPerformance not judged on ${notJudged.join(", ")}: below budget in every attempt, each on a busy host (in some run a benchmarkIndex under ${QUIET_BENCHMARK} or over ${QUIET_OTHERS * 100}% of the processor time spent elsewhere). Run again on a quiet machine.`,
  );
console.log(failures.length === 0 ? "\nLighthouse: no page below budget." : `\nLighthouse below budget:\n${failures.map((line) => `  - ${line}`).join("\n")}`);
process.exitCode = failures.length === 0 ? 0 : 1;
