// The Stripe webhook under concurrent deliveries, through the real route of `next start` on
// PostgreSQL: BENCH_WEBHOOK_ROUNDS (default 3) rounds of BENCH_WEBHOOK_N (default 1,000) pending guide
// orders, each of its own buyer, paid by a `checkout.session.completed` event signed as Stripe signs
// them (the stripe package makes the header), 20 deliveries in flight at a time. Before it, each round
// measures its reference: the same deliveries signed with another secret, refused before the database.
// The rounds alternate with their references and the median is judged, as the catalogue's runs are:
// these machines' speed moves by a third within minutes. Before the first round come
// BENCH_WEBHOOK_WARM_UP (default 200) unmeasured deliveries, refused and paid: a server that has run for a while has its
// hot path compiled by V8's optimising tiers, while the first few hundred deliveries after a start
// run partly in its baseline tiers. Each fulfilment grants the guide and promises the purchase
// confirmation, sent after the answer through the Resend stand-in at Resend's pace (2 calls a
// second, 50 ms a call), receipts of orders paid meanwhile gathered into one batch call. Prints orders fulfilled a second and the
// latency of a delivery per round and their median, and checks what the database and the stand-in
// ended with.
import pg from "pg";
import Stripe from "stripe";
import { cpuMs, loadAverage, peakRssMb, resetPeakRss } from "./process-stats.mjs";
import { median } from "./median.mjs";

const WEBHOOK_TARGET = { perSecond: 100, p99Ms: 500 };
const N = Number(process.env.BENCH_WEBHOOK_N ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_WEBHOOK_CONCURRENCY ?? 20);
const WARM_UP = Number(process.env.BENCH_WEBHOOK_WARM_UP ?? 200);
const ROUNDS = Number(process.env.BENCH_WEBHOOK_ROUNDS ?? 3);
const stripe = new Stripe("sk_test_unused");
/** The reference's deliveries are signed with this, not the shop's secret. */
const WRONG_SECRET = "whsec_not_the_shops_secret_00000000";

/** `count` pending orders of one guide each, for buyers `prefix…`. */
export async function seedOrders(databaseUrl, prefix, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT "id", "title" FROM "guides" ORDER BY "id" LIMIT 1`);
    const guide = rows[0];
    await client.query(
      `INSERT INTO "users" ("id", "email", "first_name", "updated_at")
       SELECT $1 || '_u' || g, $1 || '-' || g || '@buyer.test', 'Buyer ' || g, now() FROM generate_series(1, $2::int) AS g`,
      [prefix, count],
    );
    await client.query(
      `INSERT INTO "orders" ("id", "user_id", "kind", "status", "checkout_session_id", "subtotal_cents", "total_cents", "customer_email", "updated_at")
       SELECT $1 || '_o' || g, $1 || '_u' || g, 'guides', 'pending', 'cs_' || $1 || '_' || g, 600, 600, $1 || '-' || g || '@buyer.test', now()
       FROM generate_series(1, $2::int) AS g`,
      [prefix, count],
    );
    await client.query(
      `INSERT INTO "order_items" ("id", "order_id", "guide_id", "name", "unit_cents")
       SELECT $1 || '_i' || g, $1 || '_o' || g, $3, $4, 600 FROM generate_series(1, $2::int) AS g`,
      [prefix, count, guide.id, guide.title],
    );
    await client.query("ANALYZE");
  } finally {
    await client.end();
  }
  return Array.from({ length: count }, (_, index) => ({ orderId: `${prefix}_o${index + 1}`, userId: `${prefix}_u${index + 1}`, n: index + 1, prefix }));
}

export function signedDelivery(order, secret) {
  const payload = JSON.stringify({
    id: `evt_${order.prefix}_${order.n}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_${order.prefix}_${order.n}`,
        object: "checkout.session",
        status: "complete",
        payment_status: "paid",
        amount_total: 600,
        currency: "usd",
        payment_intent: `pi_${order.prefix}_${order.n}`,
        customer_details: { email: `${order.prefix}-${order.n}@buyer.test` },
        metadata: { order_id: order.orderId, user_id: order.userId },
      },
    },
  });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** Every order's event, signed: made before a timed run, so the bench's own work while the server is
 * measured is the requests alone (a signature holds for five minutes). */
const signedDeliveries = (orders, secret) => orders.map((order) => signedDelivery(order, secret));

/** Sends the deliveries, `CONCURRENCY` at a time; returns each one's latency and status. */
async function deliverAll(base, deliveries) {
  const results = [];
  let next = 0;
  async function worker() {
    while (next < deliveries.length) {
      const { payload, signature } = deliveries[next++];
      const started = performance.now();
      const response = await fetch(`${base}/api/webhooks/stripe`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      });
      await response.text();
      results.push({ ms: performance.now() - started, status: response.status });
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The reference, measured in the same run: the same route answering the same deliveries signed
 * with another secret (a 400 before anything is read from or written to the database), so what
 * Next, the body and the signature check cost a request on this machine just now. */
async function benchRefusals(base, server, orders) {
  const deliveries = signedDeliveries(orders, WRONG_SECRET);
  const cpuBefore = await cpuMs(server.pid);
  const started = performance.now();
  const results = await deliverAll(base, deliveries);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpuMs(server.pid);
  const refused = results.filter((result) => result.status === 400).length;
  return { perSecond: refused / seconds, serverMs: cpuBefore.server === null ? null : (cpuAfter.server - cpuBefore.server) / results.length, refused };
}

/** One measured round: the reference on its orders, then the same orders paid through the route. */
async function benchRound({ base, server, webhookSecret }, orders) {
  const reference = await benchRefusals(base, server, orders);
  const deliveries = signedDeliveries(orders, webhookSecret);
  const cpuBefore = await cpuMs(server.pid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const results = await deliverAll(base, deliveries);
  const clientCpu = process.cpuUsage(clientBefore);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpuMs(server.pid);
  const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
  const perOrder = (key) => (cpuBefore.server === null ? null : (cpuAfter[key] - cpuBefore[key]) / orders.length);
  return {
    reference,
    // Answered 200: fulfilled (what the database and the stand-in hold is checked after all rounds).
    perSecond: results.filter((result) => result.status === 200).length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    notOk: results.filter((result) => result.status !== 200).length,
    serverMs: perOrder("server"),
    postgresMs: perOrder("postgres"),
    benchMs: (clientCpu.user + clientCpu.system) / 1000 / orders.length,
  };
}

/** Waits until the stand-in holds `count` messages (a minute at most after the last one came). */
async function receiptsArrived(standIn, count) {
  let last = { count: standIn.delivered.length, at: performance.now() };
  while (standIn.delivered.length < count && performance.now() - last.at < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (standIn.delivered.length !== last.count) last = { count: standIn.delivered.length, at: performance.now() };
  }
}

export async function benchWebhook(context) {
  const { base, databaseUrl, server, standIn, webhookSecret } = context;
  const failures = [];
  // The first deliveries, paid and refused, load the route's code and let V8 optimise both paths: not measured.
  const warm = await seedOrders(databaseUrl, "warm", WARM_UP);
  await deliverAll(base, signedDeliveries(warm, WRONG_SECRET));
  await deliverAll(base, signedDeliveries(warm, webhookSecret));
  // Receipts go after each answer, at the provider's pace: the warm-up's reach the stand-in first.
  await receiptsArrived(standIn, WARM_UP);
  const batches = [];
  for (let round = 1; round <= ROUNDS; round++) batches.push(await seedOrders(databaseUrl, `paid${round}`, N));
  standIn.reset();
  await resetPeakRss(server.pid);
  const loadBefore = loadAverage();
  const rounds = [];
  for (const orders of batches) rounds.push(await benchRound(context, orders));
  const loadAfter = loadAverage();
  const receiptsStarted = performance.now();
  await receiptsArrived(standIn, N * ROUNDS);
  const receiptSeconds = (performance.now() - receiptsStarted) / 1000;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `SELECT (SELECT count(*)::int FROM "orders" WHERE "id" LIKE 'paid%\\_o%' AND "status" = 'fulfilled') AS fulfilled,
            (SELECT count(*)::int FROM "user_guides" WHERE "order_id" LIKE 'paid%\\_o%') AS grants`,
  );
  await client.end();
  const { fulfilled, grants } = rows[0];
  const total = N * ROUNDS;
  const perSecond = median(rounds.map((round) => round.perSecond));
  const p99 = median(rounds.map((round) => round.p99));
  const ratio = median(rounds.map((round) => round.perSecond / round.reference.perSecond));
  const rssMb = await peakRssMb(server.pid);
  console.log(
    `\nThe Stripe webhook: ${ROUNDS} rounds of ${N} signed checkout.session.completed deliveries, ${CONCURRENCY} in flight, through the route on PostgreSQL, each round after its reference (the same deliveries with a wrong signature, refused before the database):`,
  );
  rounds.forEach((round, index) => {
    const cpu =
      round.serverMs === null
        ? ""
        : `; processor time per order: the shop's server ${round.serverMs.toFixed(1)} ms, PostgreSQL ${round.postgresMs.toFixed(1)} ms, this bench ${round.benchMs.toFixed(1)} ms`;
    const referenceCpu = round.reference.serverMs === null ? "" : `, the server ${round.reference.serverMs.toFixed(1)} ms each`;
    console.log(
      `  round ${index + 1}: ${round.perSecond.toFixed(0)} a second, p50 ${round.p50.toFixed(0)} ms, p99 ${round.p99.toFixed(0)} ms${cpu}; reference ${round.reference.perSecond.toFixed(0)} a second${referenceCpu} (fulfilment at ${(round.perSecond / round.reference.perSecond).toFixed(2)} of it)`,
    );
  });
  console.log(
    `  median of the rounds: ${perSecond.toFixed(0)} orders fulfilled a second (target ${WEBHOOK_TARGET.perSecond}), p99 ${p99.toFixed(0)} ms (target under ${WEBHOOK_TARGET.p99Ms}), at ${ratio.toFixed(2)} of the reference; peak RSS of the server: ${rssMb === null ? "unknown" : `${rssMb.toFixed(0)} MB`}`,
  );
  console.log(
    `  ${grants} guides granted, ${standIn.delivered.length} confirmations at the stand-in (${standIn.duplicates()} duplicates) in ${standIn.stats.calls} calls at the provider's pace (${standIn.stats.refused} refused), the last ${receiptSeconds.toFixed(1)} s after the last answer`,
  );
  console.log(`  ${loadBefore} before, ${loadAfter} after`);
  const notRefused = rounds.reduce((sum, round) => sum + (N - round.reference.refused), 0);
  if (notRefused > 0) failures.push(`webhook: ${notRefused} wrongly signed deliveries were not refused with 400`);
  const notOk = rounds.reduce((sum, round) => sum + round.notOk, 0);
  if (notOk > 0) failures.push(`webhook: ${notOk} deliveries answered other than 200`);
  if (fulfilled !== total || grants !== total) failures.push(`webhook: ${fulfilled} of ${total} orders fulfilled, ${grants} guides granted`);
  if (standIn.delivered.length !== total || standIn.duplicates() > 0) failures.push(`webhook: ${standIn.delivered.length} confirmations for ${total} orders`);
  if (perSecond < WEBHOOK_TARGET.perSecond)
    failures.push(`webhook: ${perSecond.toFixed(0)} orders fulfilled a second (target ${WEBHOOK_TARGET.perSecond}, median of ${ROUNDS} rounds)`);
  if (p99 >= WEBHOOK_TARGET.p99Ms) failures.push(`webhook: p99 ${p99.toFixed(0)} ms (target under ${WEBHOOK_TARGET.p99Ms}, median of ${ROUNDS} rounds)`);
  return failures;
}
