// The insight beacon's figures for `npm run bench`: views a second accepted by POST /api/insight
// under autocannon (budget at least 1,000; the median of RUNS runs after a second unmeasured), next to
// the reference app's bare route handler (reads the body, answers 204: Next's own ceiling for a
// beacon) in alternating runs, the statements they cost the database (batched: about
// one a second, however many views) and that every accepted view was counted; then a catalogue
// page at a steady third of its rate, alone and beside a steady burst of 500 views a second: both
// must hold their rates and lose nothing, and the page's latencies are printed side by side.
import autocannon from "autocannon";
import pg from "pg";
import { median } from "./median.mjs";
import { REFERENCE_BEACON_PATH } from "./reference-app.mjs";

const BEACON_BUDGET = { viewsPerSecond: 1000 };
/** Measured runs, as for each catalogue page. */
const RUNS = 3;
/** The burst beside the catalogue: far more views than the shop sees, at a steady rate. */
const BURST_RATE = 500;
const PAGE = "/guides/quantum-focus";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)));
  });
}

const beaconLoad = (base, seconds, extra, path = "/api/insight") =>
  load({
    url: `${base}${path}`,
    method: "POST",
    duration: seconds,
    headers: { origin: base, "user-agent": CHROME, "content-type": "text/plain;charset=UTF-8" },
    body: JSON.stringify({ e: "view", p: PAGE }),
    ...extra,
  });

async function countedViews(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT COALESCE(SUM(n), 0)::int AS n FROM insight_counts WHERE metric = 'page_view' AND subject = $1`, [PAGE]);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * Returns the failures. `referenceRate` is the reference app's requests a second for the catalogue
 * page measured beside the burst (`page`).
 */
export async function benchBeacon({ base, referenceBase, counter, databaseUrl, seconds, page, referenceRate }) {
  const failures = [];
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
  // Measured as the catalogue is: after a second of unmeasured load (the route's first requests, and
  // the connections opened), the median of RUNS runs.
  await beaconLoad(base, 1, { connections: 50 });
  await beaconLoad(referenceBase, 1, { connections: 50 }, REFERENCE_BEACON_PATH);
  await settle();
  const before = await countedViews(databaseUrl);
  const runs = [];
  const referenceRuns = [];
  let statements = 0;
  // Shop and reference alternate (ABBA), as the catalogue's pages do; only the shop's runs are counted.
  for (let run = 0; run < RUNS; run++) {
    for (const measured of run % 2 === 0 ? ["shop", "reference"] : ["reference", "shop"]) {
      if (measured === "reference") {
        referenceRuns.push(await beaconLoad(referenceBase, seconds, { connections: 50 }, REFERENCE_BEACON_PATH));
        continue;
      }
      const statementsBefore = counter.count();
      runs.push(await beaconLoad(base, seconds, { connections: 50 }));
      await settle();
      statements += counter.count() - statementsBefore;
    }
  }
  const counted = (await countedViews(databaseUrl)) - before;
  const accepted = median(runs.map((run) => run.requests.average));
  const referenceAccepted = median(referenceRuns.map((run) => run.requests.average));
  const answered = runs.reduce((sum, run) => sum + run["2xx"], 0);
  const failedViews = runs.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0);
  console.log(
    `\nInsight beacon: POST /api/insight, 50 connections, ${RUNS} runs of ${seconds} s after a second unmeasured (budget: at least ${BEACON_BUDGET.viewsPerSecond} views/s, median)\n` +
      `  ${accepted.toFixed(0)} views/s accepted (runs: ${runs.map((run) => run.requests.average.toFixed(0)).join("/")}), p99 ${median(runs.map((run) => run.latency.p99))} ms; ` +
      `the reference's bare route handler ${referenceAccepted.toFixed(0)}/s (runs: ${referenceRuns.map((run) => run.requests.average.toFixed(0)).join("/")}), ratio ${(accepted / referenceAccepted).toFixed(3)}; ` +
      `${answered} answered 204, ${counted} counted; ` +
      `${statements} database statements (${((statements / Math.max(answered, 1)) * 1000).toFixed(1)} per 1,000 views)`,
  );
  if (accepted < BEACON_BUDGET.viewsPerSecond) failures.push(`the beacon accepts ${accepted.toFixed(0)} views/s (budget ${BEACON_BUDGET.viewsPerSecond})`);
  // Views still in flight when a run ends are counted by the shop but not answered to autocannon.
  if (counted < answered || counted > answered + 50 * RUNS) failures.push(`the beacon answered ${answered} views but counted ${counted}`);
  if (failedViews > 0) failures.push(`the beacon failed ${failedViews} requests`);

  // The page at a steady third of what it takes alone, then the same beside a steady burst: the burst
  // takes its own share of the processor (it shares the server) but must not slow the page's answers
  // beyond that, fail any, or fall short of its rate. Both loads keep enough connections open to hold
  // their rates (a few connections, each waiting for its answer, would send a trickle, not a burst).
  const alone = await load({ url: base + page, connections: 50, duration: seconds, headers: { accept: "text/html,application/xhtml+xml" } });
  const pageRate = Math.max(1, Math.round(alone.requests.average / 3));
  const steady = () =>
    load({ url: base + page, connections: 50, overallRate: pageRate, duration: seconds, headers: { accept: "text/html,application/xhtml+xml" } });
  const quiet = await steady();
  const statementsBeside = counter.count();
  const [beside, burst] = await Promise.all([steady(), beaconLoad(base, seconds, { connections: 100, overallRate: BURST_RATE })]);
  await settle();
  const failed = beside.non2xx + beside.errors + beside.timeouts;
  const burstFailed = burst.non2xx + burst.errors + burst.timeouts;
  console.log(
    `  ${page} at ${pageRate} requests/s (a third of its ${alone.requests.average.toFixed(0)}/s alone; the reference app: ${referenceRate.toFixed(0)}/s): ` +
      `p50 ${quiet.latency.p50} ms, p99 ${quiet.latency.p99} ms; beside a burst of ${burst.requests.average.toFixed(0)} views/s: ` +
      `${beside.requests.average.toFixed(0)} requests/s, p50 ${beside.latency.p50} ms, p99 ${beside.latency.p99} ms; ` +
      `${counter.count() - statementsBeside} statements, all the beacon's flushes` +
      (failed ? `; ${failed} failed` : "") +
      (burstFailed ? `; ${burstFailed} views failed` : ""),
  );
  if (burst.requests.average < BURST_RATE * 0.9) failures.push(`the beacon burst ran at ${burst.requests.average.toFixed(0)} views/s, not ${BURST_RATE}`);
  if (beside.requests.average < pageRate * 0.9)
    failures.push(`${page} fell to ${beside.requests.average.toFixed(0)} requests/s beside the burst (steady ${pageRate})`);
  if (failed > 0) failures.push(`${page} failed ${failed} requests beside a beacon burst`);
  if (burstFailed > 0) failures.push(`${burstFailed} beacon views failed beside the catalogue's load`);
  return failures;
}
