// The bench's parts that need a PostgreSQL server, the database production runs: the scheduled job
// draining a backlog on the outbox (drain-bench.mjs), then at Resend's pace (paced-drain-bench.mjs),
// and the Stripe webhook under concurrent deliveries (webhook-bench.mjs), all through the real
// routes of a production build served by `next start`. A fresh database is created on
// BENCH_DATABASE_URL's server (default the local one), migrated and seeded, and dropped at the end.
// The drain on the outbox runs on a server without Resend; the other parts on one whose Resend is a
// loopback stand-in (resend-stand-in.mjs) that keeps Resend's default limit of 2 requests a second.
// Stripe is configured with keys of its own, and the webhook path as measured calls no Stripe API
// (an order with no other open checkout of its buyer's closes nothing at the provider).
import path from "node:path";
import { rm } from "node:fs/promises";
import pg from "pg";
import { createServerDatabase } from "./database.mjs";
import { applyMigrations } from "./migrations.mjs";
import { root } from "./paths.mjs";
import { bin, run } from "./run.mjs";
import { startResendStandIn } from "./resend-stand-in.mjs";
import { startShopServer } from "./shop-server.mjs";
import { benchDrain } from "./drain-bench.mjs";
import { benchPacedDrain } from "./paced-drain-bench.mjs";
import { benchWebhook } from "./webhook-bench.mjs";

const DEFAULT_BENCH_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/postgres";

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Runs the PostgreSQL parts and returns their failures (figures that missed their targets). `build`
 * says whether to build the dist dir first (false when the catalogue bench has just built it).
 */
export async function benchOnPostgres({ port, distDir, build, parts }) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
  if (!(await reachable(serverUrl))) {
    console.log(`\nPostgreSQL is not reachable at ${serverUrl.replace(/\/\/[^@/]*@/, "//")}: the scheduled job and webhook figures are skipped.`);
    return [];
  }
  const failures = [];
  const database = await createServerDatabase(serverUrl, "bench");
  // Resend's default limit, kept by the stand-in and known to the shop.
  const requestsPerSecond = 2;
  const standIn = await startResendStandIn({ latencyMs: 50, requestsPerSecond });
  const base = `http://127.0.0.1:${port}`;
  const cronSecret = "bench-cron-secret-0000000000000000";
  const webhookSecret = "whsec_bench_0000000000000000000000";
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    NEXT_DIST_DIR: distDir,
    STORAGE_DIR: path.join(root, ".data/bench-pg-storage"),
    AUTH_SECRET: "bench-auth-secret-that-is-long-enough-00000",
    CRON_SECRET: cronSecret,
    SITE_URL: base,
    RESEND_API_KEY: "re_bench_0000",
    EMAIL_FROM: "Atomic Guides <hello@bench.test>",
    RESEND_BASE_URL: standIn.url,
    EMAIL_REQUESTS_PER_SECOND: String(requestsPerSecond),
    STRIPE_SECRET_KEY: "sk_test_bench_0000",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
  };
  let server;
  try {
    await rm(env.STORAGE_DIR, { recursive: true, force: true });
    await applyMigrations(database.url);
    await run(bin("tsx"), [path.join(root, "scripts/seed.ts")], { env });
    if (build) await run(bin("next"), ["build"], { env });
    const context = { base, databaseUrl: database.url, standIn, cronSecret, webhookSecret, requestsPerSecond };
    if (parts.has("drain")) {
      server = await startShopServer({ host: "127.0.0.1", port, env: { ...env, RESEND_API_KEY: "", EMAIL_FROM: "", RESEND_BASE_URL: "" } });
      failures.push(...(await benchDrain({ ...context, server })));
      server.kill();
      await new Promise((resolve) => server.once("exit", resolve));
    }
    server = await startShopServer({ host: "127.0.0.1", port, env });
    if (parts.has("drain")) failures.push(...(await benchPacedDrain({ ...context, server })));
    if (parts.has("webhook")) failures.push(...(await benchWebhook({ ...context, server })));
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    server?.kill();
    await standIn.stop();
    // Give the server a moment to close its connections before the database is dropped.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.stop().catch(() => undefined);
  }
  return failures;
}
