// The scheduled job draining a backlog at the e-mail provider's real pace: through the real cron
// route of `next start` on PostgreSQL, against a loopback Resend that keeps Resend's limit (at most
// EMAIL_REQUESTS_PER_SECOND requests in any second, 429 with `retry-after` past it; 50 ms a call).
// The backlog: BENCH_PACED_N programmes (default 10,000) that started an hour ago, each owed its
// welcome. Three callers call the route back to back until a run finds nothing due. While they
// drain, a few paid orders arrive through the Stripe webhook, each owing its buyer a receipt: the
// transactional e-mail that must not wait behind the drain. The reference is the ceiling the limit
// allows: requests a second times 100 e-mails a batch.
import pg from "pg";
import { loadAverage } from "./process-stats.mjs";
import { callUntilIdle } from "./drain-bench.mjs";
import { seedOrders, signedDelivery } from "./webhook-bench.mjs";

const N = Number(process.env.BENCH_PACED_N ?? 10_000);
const CALLERS = 3;
const PROBES = 3;
const BATCH = 100;
const TARGET = { ofCeiling: 0.9, refusedShare: 0.05, transactionalMs: 5000 };

async function seedProgrammes(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "users" ("id", "email", "first_name", "updated_at")
       SELECT 'paced_u' || g, 'paced-' || g || '@year.test', 'Reader ' || g, now() FROM generate_series(1, $1::int) AS g`,
      [N],
    );
    await client.query(
      `INSERT INTO "atomic_year_subscriptions" ("id", "user_id", "email", "subscription_start", "subscription_end", "next_email_at", "created_at")
       SELECT 'paced_s' || g, 'paced_u' || g, 'paced-' || g || '@year.test',
              now() - interval '1 hour', now() + interval '364 days', now() - interval '1 hour', now() - interval '1 hour'
       FROM generate_series(1, $1::int) AS g`,
      [N],
    );
    await client.query("ANALYZE");
  } finally {
    await client.end();
  }
}

/** Pays one order through the webhook during the drain; resolves with how long its receipt took to
 * reach the provider (null if it never came within a minute). */
async function probe(base, standIn, order, webhookSecret) {
  const { payload, signature } = signedDelivery(order, webhookSecret);
  const to = `${order.prefix}-${order.n}@buyer.test`;
  const started = performance.now();
  const response = await fetch(`${base}/api/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  await response.text();
  for (;;) {
    const arrived = standIn.delivered.find((message) => message.to === to);
    if (arrived) return arrived.at - started;
    if (performance.now() - started > 60_000) return null;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs the paced drain and prints its figures; returns the failures. */
export async function benchPacedDrain({ base, databaseUrl, standIn, cronSecret, webhookSecret, requestsPerSecond }) {
  const failures = [];
  await seedProgrammes(databaseUrl);
  const orders = await seedOrders(databaseUrl, "probe", PROBES);
  standIn.reset();
  const loadBefore = loadAverage();
  const started = performance.now();
  const draining = Promise.all(Array.from({ length: CALLERS }, () => callUntilIdle(base, cronSecret)));
  const probes = [];
  for (const [index, order] of orders.entries()) {
    await new Promise((resolve) => setTimeout(resolve, index === 0 ? 3000 : 8000));
    probes.push(await probe(base, standIn, order, webhookSecret));
  }
  const reports = (await draining).flat();
  const programmeMail = standIn.delivered.filter((message) => message.to.endsWith("@year.test"));
  const seconds = (Math.max(...programmeMail.map((message) => message.at)) - started) / 1000;
  const perSecond = programmeMail.length / seconds;
  const ceiling = requestsPerSecond * BATCH;
  // The calls the transactional e-mail took during the drain were not the drain's to use: the
  // ceiling left to it is the limit's calls less those, at 100 e-mails each.
  const transactionalCalls = standIn.requests.filter(
    (request) => request.status === 200 && request.messages < BATCH && request.at <= started + seconds * 1000,
  ).length;
  const drainCeiling = ((seconds * requestsPerSecond - transactionalCalls) * BATCH) / seconds;
  const refusedShare = standIn.stats.refused / standIn.stats.calls;
  const slowest = Math.max(...probes.map((ms) => ms ?? Infinity));
  const duplicates = standIn.duplicates();
  console.log(
    `\nThe scheduled job at the provider's pace: ${N.toLocaleString("en")} programmes owed their welcome, ${CALLERS} overlapping callers, through the cron route on PostgreSQL, against a Resend stand-in that allows ${requestsPerSecond} requests a second (429 past it):`,
  );
  console.log(
    `  ${programmeMail.length.toLocaleString("en")} e-mails in ${seconds.toFixed(1)} s: ${perSecond.toFixed(0)} e-mails/s against the provider's ceiling of ${ceiling} (${requestsPerSecond} requests a second × ${BATCH}): ${(perSecond / ceiling).toFixed(2)} of it; of the ${drainCeiling.toFixed(0)} left once ${transactionalCalls} transactional calls took theirs: ${(perSecond / drainCeiling).toFixed(2)} (target ${TARGET.ofCeiling})`,
  );
  console.log(
    `  ${standIn.stats.calls} calls to the provider, ${standIn.stats.refused} refused with 429 (${(refusedShare * 100).toFixed(1)}%, target at most ${TARGET.refusedShare * 100}%); largest batch ${standIn.stats.largestBatch}; ${duplicates} duplicates; ${reports.length} route calls`,
  );
  console.log(
    `  transactional e-mail during the drain (a purchase receipt, ${PROBES} orders paid through the webhook): ${probes.map((ms) => (ms === null ? "never" : `${(ms / 1000).toFixed(2)} s`)).join(", ")} to reach the provider (target under ${TARGET.transactionalMs / 1000} s)`,
  );
  console.log(`  ${loadBefore} before, ${loadAverage()} after`);
  if (programmeMail.length !== N) failures.push(`paced drain: ${programmeMail.length} of ${N} e-mails reached the provider`);
  if (duplicates > 0) failures.push(`paced drain: ${duplicates} duplicate e-mails`);
  if (reports.some((report) => report.status !== 200 || report.failed > 0)) failures.push("paced drain: runs reported errors or failed sends");
  if (perSecond < TARGET.ofCeiling * drainCeiling)
    failures.push(
      `paced drain: ${perSecond.toFixed(0)} e-mails/s, ${(perSecond / drainCeiling).toFixed(2)} of the ceiling left to it (target ${TARGET.ofCeiling})`,
    );
  if (refusedShare > TARGET.refusedShare)
    failures.push(`paced drain: ${(refusedShare * 100).toFixed(1)}% of calls refused (target at most ${TARGET.refusedShare * 100}%)`);
  if (!(slowest < TARGET.transactionalMs))
    failures.push(`paced drain: a transactional e-mail took ${Number.isFinite(slowest) ? `${(slowest / 1000).toFixed(2)} s` : "forever"} (target under 5 s)`);
  return failures;
}
