// npm test — every test: unit and database tests (Vitest), then the end-to-end tests (Playwright
// in Chromium) against the built app on a fresh embedded database. Builds once per run, while
// Vitest runs.
//   --e2e-only   only the end-to-end tests
//   E2E_DATABASE_URL=postgresql://...  run the end-to-end tests on a fresh database on that server
//                instead of the embedded PGlite (CI runs every test this way)
//   E2E_REUSE_BUILD=1  serve the production build already in .next-e2e instead of building again
//                (CI's second run of the customer journeys on the embedded database: same sources, same seed)
//   ARGS         anything else goes to Playwright (e.g. `npm run test:e2e -- tests/e2e/security-mailbox.spec.ts`)
import { randomBytes } from "node:crypto";
import path from "node:path";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { run, bin } from "./lib/run.mjs";
import { root } from "./lib/paths.mjs";
import { findChromium } from "./lib/browser.mjs";
import { createServerDatabase, EMBEDDED_DB_SETTINGS, spawnEmbeddedDb } from "./lib/database.mjs";
import { applyMigrations } from "./lib/migrations.mjs";
import { startGoogleIssuer } from "../tests/support/google-issuer.mjs";

const args = process.argv.slice(2).filter((arg) => arg !== "--");
const e2eOnly = args.includes("--e2e-only");
const playwrightArgs = args.filter((arg) => arg !== "--e2e-only");
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

let chromium;
try {
  chromium = findChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

await run(process.execPath, [path.join(root, "scripts/generate.mjs")]);

// Google sign-in runs its real provider code against a loopback OpenID Connect provider
// (oauth2-mock-server over https, with a throw-away certificate the app's server is told to
// trust), up for the whole run.
const google = { clientId: "e2e-google-client.apps.test", clientSecret: "e2e-google-client-secret" };
const oidc = await startGoogleIssuer({ dir: path.join(root, ".data/e2e-oidc"), ...google });
const serverUrl = process.env.E2E_DATABASE_URL;
const database = serverUrl ? await createServerDatabase(serverUrl) : await spawnEmbeddedDb({ memory: true });
console.log(serverUrl ? "On a fresh database of the PostgreSQL server in E2E_DATABASE_URL" : "On a fresh in-memory embedded PostgreSQL (PGlite)");
const distDir = ".next-e2e";
const storageDir = path.join(root, ".data/e2e-storage");
const env = {
  ...process.env,
  DATABASE_URL: database.url,
  // A real server takes more pooled connections; the embedded PGlite its own settings.
  ...(serverUrl ? { DATABASE_POOL_MAX: "5" } : EMBEDDED_DB_SETTINGS),
  NEXT_DIST_DIR: distDir,
  STORAGE_DIR: storageDir,
  PORT: process.env.E2E_PORT ?? "3100",
  AUTH_SECRET: "e2e-auth-secret-that-is-long-enough-000000",
  STORAGE_SIGNING_SECRET: "e2e-storage-secret-that-is-long-enough-0000",
  CRON_SECRET: "e2e-cron-secret-0000",
  // The local tools' key: the server reads it, and the tests (which inherit this environment)
  // follow the mailbox link with it as a person does.
  LOCAL_TOOLS_KEY: randomBytes(32).toString("base64url"),
  // tests/e2e/security-local-tools.spec.ts, admin.spec.ts, admin-emails.spec.ts, catalogue-revalidation.spec.ts and
  // narrow-screens.spec.ts sign these addresses up as admins (five: the most ADMIN_EMAILS accepts).
  ADMIN_EMAILS: "local-tools-admin@reader.test,shop-owner@reader.test,mail-admin@reader.test,cache-admin@reader.test,tabs-admin@reader.test",
  NEXT_TELEMETRY_DISABLED: "1",
  PLAYWRIGHT_CHROMIUM_EXECUTABLE: chromium,
  // No proxy is trusted here, so the client's address is unknown and there are no per-IP buckets
  // (every test comes from this machine: with a trusted proxy they would share one, hence the
  // raised per-IP values, as a load test would set them). Per-account and per-sender limits keep their defaults; the limit tests
  // use a second server with tight values behind a reverse proxy (tests/e2e/support/limits-server.ts).
  // Set here so a developer's .env cannot change them.
  TRUST_PROXY: "false",
  RATE_LIMIT_WINDOW_SECONDS: "900",
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: "10",
  RATE_LIMIT_EMAIL_PER_ACCOUNT: "5",
  RATE_LIMIT_CONTACT_PER_SENDER: "3",
  RATE_LIMIT_SIGNIN_PER_IP: "100000",
  RATE_LIMIT_SIGNUP_PER_IP: "100000",
  RATE_LIMIT_EMAIL_PER_IP: "100000",
  RATE_LIMIT_RESET_PER_IP: "100000",
  RATE_LIMIT_CONTACT_PER_IP: "100000",
};
// The e2e run must not read a developer's .env services: embedded defaults only.
for (const name of [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  // Without tax; tests/e2e/tax.spec.ts starts a server of its own with it.
  "STRIPE_TAX",
  "STRIPE_TAX_BEHAVIOR",
  "RESEND_API_KEY",
  "EMAIL_FROM",
  "S3_BUCKET",
  "S3_REGION",
  "SITE_URL",
  "ALLOW_TEST_SERVICES",
  // The main server caches on its own; tests/e2e/catalogue-revalidation.spec.ts starts its Redis and instances.
  "REDIS_URL",
]) {
  env[name] = "";
}
Object.assign(env, {
  AUTH_GOOGLE_ID: google.clientId,
  AUTH_GOOGLE_SECRET: google.clientSecret,
  AUTH_GOOGLE_ISSUER: oidc.issuer,
  NODE_EXTRA_CA_CERTS: oidc.caFile,
});

/** The end-to-end run's database and build. Beside Vitest its output is held back and printed
 * when it is done (the build waits on the disk and the database as much as on the processor, so
 * the two together take less time than one after the other). */
async function prepareEndToEnd({ held }) {
  await rm(storageDir, { recursive: true, force: true });
  await applyMigrations(database.url);
  await run(bin("tsx"), [path.join(root, "scripts/seed.ts")], { env, held });
  if (process.env.E2E_REUSE_BUILD === "1" && existsSync(path.join(root, distDir, "BUILD_ID"))) console.log(`Serving the existing build in ${distDir}`);
  else await run(bin("next"), ["build"], { env: { ...env, NODE_ENV: "production" }, held });
}

let failed = false;
try {
  const prepared = prepareEndToEnd({ held: !e2eOnly });
  if (!e2eOnly) {
    console.log("\n== Unit and database tests (Vitest), the end-to-end build beside them");
    // Settled either way before anything else is reported, so a failing build is not left unheard.
    const [vitest, build] = await Promise.allSettled([run(bin("vitest"), ["run"]), prepared]);
    console.log(`Vitest done after ${elapsed()}`);
    for (const outcome of [vitest, build]) if (outcome.status === "rejected") throw outcome.reason;
  } else {
    await prepared;
  }
  console.log("\n== End-to-end tests (Playwright, Chromium)");
  await run(bin("playwright"), ["test", ...playwrightArgs], { env });
} catch (error) {
  console.error(error.message);
  failed = true;
} finally {
  await oidc.stop();
  await database.stop();
}
console.log(`\nnpm test ${failed ? "FAILED" : "passed"} after ${elapsed()}`);
process.exit(failed ? 1 : 0);
