// The Stripe webhook under concurrent deliveries, through the real route of `next start` on
// PostgreSQL: BENCH_WEBHOOK_N (default 1,000) pending guide orders, each of its own buyer, are paid
// by a `checkout.session.completed` event signed as Stripe signs them (the stripe package makes the
// header), 20 deliveries in flight at a time, after BENCH_WEBHOOK_WARM_UP (default 200) unmeasured
// ones: a server that has run for a while has its hot path compiled by V8's optimising tiers, while
// the first few hundred deliveries after a start run partly in its baseline tiers. Each fulfilment grants the guide and sends the
// purchase confirmation through the Resend stand-in (50 ms a call). Prints orders fulfilled a
// second and the latency of a delivery, and checks what the database and the stand-in ended with.
import pg from "pg";
import Stripe from "stripe";
import { cpuMs, loadAverage, peakRssMb, resetPeakRss } from "./process-stats.mjs";

const WEBHOOK_TARGET = { perSecond: 100, p99Ms: 500 };
const N = Number(process.env.BENCH_WEBHOOK_N ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_WEBHOOK_CONCURRENCY ?? 20);
const WARM_UP = Number(process.env.BENCH_WEBHOOK_WARM_UP ?? 200);
const stripe = new Stripe("sk_test_unused");

/** `count` pending orders of one guide each, for buyers `prefix…`. */
async function seedOrders(databaseUrl, prefix, count) {
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

function signedDelivery(order, secret) {
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
  const deliveries = signedDeliveries(orders, "whsec_not_the_shops_secret_00000000");
  const cpuBefore = await cpuMs(server.pid);
  const started = performance.now();
  const results = await deliverAll(base, deliveries);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpuMs(server.pid);
  const refused = results.filter((result) => result.status === 400).length;
  return { perSecond: refused / seconds, serverMs: cpuBefore.server === null ? null : (cpuAfter.server - cpuBefore.server) / results.length, refused };
}

export async function benchWebhook({ base, databaseUrl, server, standIn, webhookSecret }) {
  const failures = [];
  // The first deliveries load the route's code and let V8 optimise it: not measured.
  await deliverAll(base, signedDeliveries(await seedOrders(databaseUrl, "warm", WARM_UP), webhookSecret));
  const orders = await seedOrders(databaseUrl, "paid", N);
  const reference = await benchRefusals(base, server, orders);
  standIn.reset();
  await resetPeakRss(server.pid);
  const deliveries = signedDeliveries(orders, webhookSecret);
  const loadBefore = loadAverage();
  const cpuBefore = await cpuMs(server.pid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const results = await deliverAll(base, deliveries);
  const clientCpu = process.cpuUsage(clientBefore);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpuMs(server.pid);
  const loadAfter = loadAverage();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `SELECT (SELECT count(*)::int FROM "orders" WHERE "id" LIKE 'paid\\_o%' AND "status" = 'fulfilled') AS fulfilled,
            (SELECT count(*)::int FROM "user_guides" WHERE "order_id" LIKE 'paid\\_o%') AS grants`,
  );
  await client.end();
  const { fulfilled, grants } = rows[0];
  const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  const perSecond = fulfilled / seconds;
  const rssMb = await peakRssMb(server.pid);
  console.log(`\nThe Stripe webhook: ${N} signed checkout.session.completed deliveries, ${CONCURRENCY} in flight, through the route on PostgreSQL:`);
  console.log(`  ${fulfilled} orders fulfilled in ${seconds.toFixed(1)} s: ${perSecond.toFixed(0)} a second (target ${WEBHOOK_TARGET.perSecond})`);
  console.log(
    `  latency p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (target p99 under ${WEBHOOK_TARGET.p99Ms}); peak RSS of the server: ${rssMb === null ? "unknown" : `${rssMb.toFixed(0)} MB`}`,
  );
  if (cpuBefore.server !== null) {
    const perOrder = (key) => ((cpuAfter[key] - cpuBefore[key]) / N).toFixed(1);
    const benchMs = ((clientCpu.user + clientCpu.system) / 1000 / N).toFixed(1);
    console.log(
      `  processor time per order: the shop's server ${perOrder("server")} ms, PostgreSQL ${perOrder("postgres")} ms (all of its processes), this bench's deliveries and Resend stand-in ${benchMs} ms`,
    );
  }
  console.log(
    `  reference, the same deliveries with a wrong signature (refused before the database): ${reference.perSecond.toFixed(0)} a second` +
      (reference.serverMs === null ? "" : `, the shop's server ${reference.serverMs.toFixed(1)} ms each`) +
      ` (fulfilment at ${(perSecond / reference.perSecond).toFixed(2)} of that rate)`,
  );
  console.log(`  ${grants} guides granted, ${standIn.delivered.length} confirmations at the stand-in (${standIn.duplicates()} duplicates)`);
  console.log(`  ${loadBefore} before, ${loadAfter} after`);
  if (reference.refused !== N) failures.push(`webhook: ${N - reference.refused} wrongly signed deliveries were not refused with 400`);
  const refused = results.filter((result) => result.status !== 200).length;
  if (refused > 0) failures.push(`webhook: ${refused} deliveries answered other than 200`);
  if (fulfilled !== N || grants !== N) failures.push(`webhook: ${fulfilled} of ${N} orders fulfilled, ${grants} guides granted`);
  if (standIn.delivered.length !== N || standIn.duplicates() > 0) failures.push(`webhook: ${standIn.delivered.length} confirmations for ${N} orders`);
  if (perSecond < WEBHOOK_TARGET.perSecond) failures.push(`webhook: ${perSecond.toFixed(0)} orders fulfilled a second (target ${WEBHOOK_TARGET.perSecond})`);
  if (p99 >= WEBHOOK_TARGET.p99Ms) failures.push(`webhook: p99 ${p99.toFixed(0)} ms (target under ${WEBHOOK_TARGET.p99Ms})`);
  return failures;
}
