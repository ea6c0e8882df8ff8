// The scheduled job draining a backlog, through the real cron route of `next start` on PostgreSQL,
// on the outbox transport: what the job itself costs, with no provider's pace in the way (the paced
// drain against a stand-in that keeps Resend's limit is paced-drain-bench.mjs). The backlog: BENCH_DRAIN_N
// Atomic Year programmes (default 10,000) that started eight days ago, each owed its welcome and
// its first guide drop (the guide goes on the shelf), and half as many due gifts, each owed one
// e-mail to the recipient and one note to the giver: 2N programme e-mails to N gift e-mails, the mix
// of the target (100,000 programme e-mails and 50,000 gift e-mails). It is drained twice, each time
// from a fresh backlog: by one caller calling the route back to back until a run finds nothing due,
// then by five overlapping callers doing the same. Each seeded address is owed its e-mails once, so
// a duplicate is a second message of one subject to one address in the outbox.
import pg from "pg";
import { loadAverage, peakRssMb, resetPeakRss } from "./process-stats.mjs";

const DRAIN_TARGET = { perSecond: 400, projectedSeconds: 7 * 60, projectedEmails: 150_000 };
const N = Number(process.env.BENCH_DRAIN_N ?? 10_000);
const GIFTS = Math.round(N / 2);

/** Due programmes (the welcome and the first drop) and due paid guide gifts. */
async function seedBacklog(databaseUrl, round) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const p = `drain${round}`;
    await client.query(
      `INSERT INTO "users" ("id", "email", "first_name", "updated_at")
       SELECT $1 || '_u' || g, $1 || '-' || g || '@year.test', 'Reader ' || g, now() FROM generate_series(1, $2::int) AS g`,
      [p, N],
    );
    await client.query(
      `INSERT INTO "atomic_year_subscriptions" ("id", "user_id", "email", "subscription_start", "subscription_end", "next_email_at", "created_at")
       SELECT $1 || '_s' || g, $1 || '_u' || g, $1 || '-' || g || '@year.test',
              now() - interval '8 days', now() + interval '357 days', now() - interval '8 days', now() - interval '8 days'
       FROM generate_series(1, $2::int) AS g`,
      [p, N],
    );
    const { rows } = await client.query(`SELECT "id", "title" FROM "guides" ORDER BY "id" LIMIT 1`);
    await client.query(
      `INSERT INTO "orders" ("id", "kind", "status", "subtotal_cents", "total_cents", "customer_email", "updated_at")
       SELECT $1 || '_o' || g, 'gift_guide', 'fulfilled', 600, 600, $1 || '-giver' || g || '@gift.test', now() FROM generate_series(1, $2::int) AS g`,
      [p, GIFTS],
    );
    await client.query(
      `INSERT INTO "gifts" ("id", "gift_type", "order_id", "giver_name", "giver_email", "recipient_name", "recipient_email", "guide_id", "guide_title",
                            "delivery_date", "deliver_at", "amount_paid_cents")
       SELECT $1 || '_g' || g, 'guide', $1 || '_o' || g, 'Giver ' || g, $1 || '-giver' || g || '@gift.test', 'Friend ' || g, $1 || '-' || g || '@gift.test',
              $3, $4, current_date, now() - interval '1 hour', 600
       FROM generate_series(1, $2::int) AS g`,
      [p, GIFTS, rows[0].id, rows[0].title],
    );
    await client.query(`ANALYZE`);
  } finally {
    await client.end();
  }
  return 2 * N + 2 * GIFTS;
}

/** Calls the cron route until a run finds nothing to send; returns what the runs reported. */
export async function callUntilIdle(base, cronSecret) {
  const reports = [];
  for (;;) {
    const response = await fetch(`${base}/api/cron/scheduled-emails`, { method: "POST", headers: { Authorization: `Bearer ${cronSecret}` } });
    const report = await response.json();
    reports.push({ status: response.status, ...report });
    if (response.status !== 200 || report.sent + report.failed === 0) return reports;
  }
}

/** What the outbox holds for a round's addresses: messages sent, duplicates, the largest batch. */
async function outboxOf(databaseUrl, round) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS delivered, (count(*) - count(DISTINCT ("to", "subject")))::int AS duplicates,
              COALESCE((SELECT max(n) FROM (SELECT count(*)::int AS n FROM "email_messages" WHERE "to" LIKE $1 AND "batch_key" IS NOT NULL GROUP BY "batch_key") AS b), 0) AS largest
       FROM "email_messages" WHERE "to" LIKE $1 AND "status" = 'sent'`,
      [`drain${round}-%`],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

async function drain({ base, server, cronSecret, databaseUrl }, callers, round) {
  await resetPeakRss(server.pid);
  const loadBefore = loadAverage();
  const started = performance.now();
  const reports = (await Promise.all(Array.from({ length: callers }, () => callUntilIdle(base, cronSecret)))).flat();
  const seconds = (performance.now() - started) / 1000;
  const outbox = await outboxOf(databaseUrl, round);
  return {
    seconds,
    delivered: outbox.delivered,
    duplicates: outbox.duplicates,
    calls: reports.length,
    errors: reports.filter((report) => report.status !== 200 || report.failed > 0).length,
    largestBatch: outbox.largest,
    rssMb: await peakRssMb(server.pid),
    loadBefore,
    loadAfter: loadAverage(),
  };
}

/** Runs both drains and prints their figures; returns the failures. */
export async function benchDrain(context) {
  const failures = [];
  const results = [];
  console.log(
    `\nThe scheduled job draining ${(2 * N).toLocaleString("en")} programme e-mails (${N.toLocaleString("en")} programmes) and ${(2 * GIFTS).toLocaleString("en")} gift e-mails (${GIFTS.toLocaleString("en")} gifts), through the cron route on PostgreSQL, on the outbox:`,
  );
  for (const [round, callers] of [
    [1, 1],
    [2, 5],
  ]) {
    const expected = await seedBacklog(context.databaseUrl, round);
    const result = await drain(context, callers, round);
    const perSecond = result.delivered / result.seconds;
    const projected = DRAIN_TARGET.projectedEmails / perSecond;
    results.push({ callers, perSecond });
    const label = callers === 1 ? "one caller, back to back" : `${callers} overlapping callers`;
    console.log(`  ${label}:`);
    console.log(
      `    ${result.delivered.toLocaleString("en")} e-mails in ${result.seconds.toFixed(1)} s: ${perSecond.toFixed(0)} e-mails/s (target ${DRAIN_TARGET.perSecond}), ${result.calls} route calls`,
    );
    console.log(
      `    projected for ${DRAIN_TARGET.projectedEmails.toLocaleString("en")} e-mails: ${(projected / 60).toFixed(1)} min (target under ${DRAIN_TARGET.projectedSeconds / 60})`,
    );
    console.log(
      `    duplicates in the outbox: ${result.duplicates}; largest batch: ${result.largestBatch}; peak RSS of the server: ${result.rssMb === null ? "unknown" : `${result.rssMb.toFixed(0)} MB`}`,
    );
    console.log(`    ${result.loadBefore} before, ${result.loadAfter} after`);
    if (result.delivered !== expected) failures.push(`drain with ${label}: ${result.delivered} e-mails delivered, ${expected} due`);
    if (result.duplicates > 0) failures.push(`drain with ${label}: ${result.duplicates} duplicate e-mails`);
    if (result.errors > 0) failures.push(`drain with ${label}: ${result.errors} runs reported errors or failed sends`);
    if (perSecond < DRAIN_TARGET.perSecond) failures.push(`drain with ${label}: ${perSecond.toFixed(0)} e-mails/s (target ${DRAIN_TARGET.perSecond})`);
    if (projected > DRAIN_TARGET.projectedSeconds)
      failures.push(`drain with ${label}: 150,000 e-mails would take ${(projected / 60).toFixed(1)} min (target 7)`);
  }
  const [one, five] = results;
  const ratio = five.perSecond / one.perSecond;
  console.log(`  five overlapping callers against one: ${ratio.toFixed(2)}× the rate`);
  if (ratio < 1) failures.push(`drain: five overlapping callers reach ${ratio.toFixed(2)} of one caller's rate (target at least 1)`);
  return failures;
}
