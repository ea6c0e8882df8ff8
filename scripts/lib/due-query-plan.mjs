// The scheduled job's due-query on 100,000 Atomic Year programmes (its work must grow with
// what is due, not with subscribers): the plan PostgreSQL picks, with the (status, next_email_at)
// index, next to the same query with index scans switched off, measured in the same run.
import pg from "pg";

const PROGRAMMES = 100_000;
// The query lib/atomic-year/programme.ts sends (Prisma's findMany: where, orderBy, take).
const DUE_QUERY = `SELECT "id", "user_id", "email", "subscription_start", "subscription_end"
  FROM "atomic_year_subscriptions"
  WHERE "status" = 'active' AND "next_email_at" <= now()
  ORDER BY "next_email_at" ASC LIMIT 500`;

function walk(plan, visit) {
  visit(plan);
  for (const child of plan.Plans ?? []) walk(child, visit);
}

async function measure(client) {
  const [
    {
      "QUERY PLAN": [result],
    },
  ] = (await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${DUE_QUERY}`)).rows;
  const { rows: text } = await client.query(`EXPLAIN ANALYZE ${DUE_QUERY}`);
  let examined = 0;
  const nodes = [];
  walk(result.Plan, (node) => {
    nodes.push(node["Node Type"] + (node["Index Name"] ? ` using ${node["Index Name"]}` : ""));
    if (node["Relation Name"] === "atomic_year_subscriptions") examined += (node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0);
  });
  return {
    nodes,
    examined,
    ms: result["Execution Time"],
    returned: result.Plan["Actual Rows"],
    text: text.map((row) => `    ${row["QUERY PLAN"]}`).join("\n"),
  };
}

export async function printDueQueryPlan(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`INSERT INTO "users" ("id", "email", "updated_at") VALUES ('bench_user', 'bench@year.test', now()) ON CONFLICT DO NOTHING`);
    // One in 400 is due now; one in 10 is over (no next e-mail); the rest fall due over the next month.
    await client.query(
      `INSERT INTO "atomic_year_subscriptions" ("id", "user_id", "email", "status", "subscription_start", "subscription_end", "next_email_at")
       SELECT 'bench_' || g, 'bench_user', 'bench@year.test',
              (CASE WHEN g % 10 = 0 THEN 'ended' ELSE 'active' END)::"SubscriptionStatus",
              now() - (g % 365) * interval '1 day', now() + (365 - g % 365) * interval '1 day',
              CASE WHEN g % 10 = 0 THEN NULL WHEN g % 400 = 1 THEN now() - interval '1 hour' ELSE now() + (g % 30 + 1) * interval '1 day' END
       FROM generate_series(1, $1::int) AS g`,
      [PROGRAMMES],
    );
    await client.query(`ANALYZE "atomic_year_subscriptions"`);
    const { rows } = await client.query(`SELECT count(*)::int AS due FROM "atomic_year_subscriptions" WHERE "status" = 'active' AND "next_email_at" <= now()`);
    const withIndex = await measure(client);
    await client.query("SET enable_indexscan = off; SET enable_bitmapscan = off; SET enable_indexonlyscan = off");
    const without = await measure(client);
    await client.query("RESET enable_indexscan; RESET enable_bitmapscan; RESET enable_indexonlyscan");

    console.log(`\nThe scheduled job's due-query on ${PROGRAMMES.toLocaleString("en")} programmes, ${rows[0].due} of them due (LIMIT 500):`);
    console.log(`  with the (status, next_email_at) index: ${withIndex.nodes.join(" > ")}`);
    console.log(withIndex.text);
    console.log(`  reference, index scans switched off: ${without.nodes.join(" > ")}`);
    console.log(without.text);
    console.log(
      `  rows examined: ${withIndex.examined} with the index (${withIndex.ms.toFixed(2)} ms) vs ${without.examined} without (${without.ms.toFixed(2)} ms); ${withIndex.returned} returned`,
    );
    const usesIndex = withIndex.nodes.some((node) => node.includes("atomic_year_subscriptions_status_next_email_at_idx"));
    console.log(usesIndex ? "  The due-query uses the index: its work grows with what is due." : "  The due-query does NOT use the index.");
    return usesIndex;
  } finally {
    await client.query(`DELETE FROM "atomic_year_subscriptions" WHERE "id" LIKE 'bench\\_%'`).catch(() => undefined);
    await client.query(`DELETE FROM "users" WHERE "id" = 'bench_user'`).catch(() => undefined);
    await client.end();
  }
}
