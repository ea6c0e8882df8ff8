// npm start — the whole shop on its embedded defaults (or on whatever .env configures):
// install what is missing, generate the Prisma client, start the embedded database unless
// DATABASE_URL is set, migrate, seed, build when the sources changed, and serve the build with
// `next start` on loopback (HOSTNAME to change it), printing the local tools' key link once.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const dev = process.argv.includes("--dev");

// 1. Dependencies (before importing anything that needs them).
if (!existsSync(path.join(root, "node_modules/.package-lock.json")) || !existsSync(path.join(root, "node_modules/next"))) {
  console.log("Installing dependencies (npm install)...");
  const installed = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { stdio: "inherit", cwd: root });
  if (installed.status !== 0) process.exit(installed.status ?? 1);
}

const { loadEnvFile } = await import("./lib/env-file.mjs");
const { ensureLocalSecrets } = await import("./lib/secrets.mjs");
const { run, bin } = await import("./lib/run.mjs");
const { sourceStamp } = await import("./lib/build-stamp.mjs");
const { EMBEDDED_DB_SETTINGS, spawnEmbeddedDb } = await import("./lib/database.mjs");
const { runningEmbeddedDb } = await import("./lib/paths.mjs");
const { applyMigrations } = await import("./lib/migrations.mjs");
const { LOOPBACK_HOST, localToolsLink, serveHost } = await import("./lib/local-tools.mjs");
const { nextStartArgs } = await import("./lib/shop-server.mjs");

const env = { ...loadEnvFile(root), ...process.env };
await ensureLocalSecrets(env);
env.PORT ??= "3000";

// A misconfiguration stops here, in one line, before anything is generated, migrated or built.
// Checked as what it will serve: a production build (so a public deployment's rules apply). The
// react-server condition lets it load lib/env.ts, which is marked server-only as the server sees it.
const checked = spawnSync(bin("tsx"), ["--conditions=react-server", path.join(root, "scripts/check-env.ts")], {
  stdio: "inherit",
  cwd: root,
  env: { ...env, NODE_ENV: "production" },
});
if (checked.status !== 0) process.exit(1);

await run(process.execPath, [path.join(root, "scripts/generate.mjs")], { env });

// 2. Database.
let embedded = null;
if (!env.DATABASE_URL) {
  const running = await runningEmbeddedDb();
  if (running) {
    env.DATABASE_URL = running;
  } else {
    embedded = await spawnEmbeddedDb();
    env.DATABASE_URL = embedded.url;
  }
  for (const [name, value] of Object.entries(EMBEDDED_DB_SETTINGS)) env[name] ??= value;
  console.log(`Embedded PostgreSQL (PGlite) at ${env.DATABASE_URL}`);
}
const stopDatabase = async () => embedded?.stop();

try {
  const applied = await applyMigrations(env.DATABASE_URL);
  console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database is up to date.");
  await run(bin("tsx"), [path.join(root, "scripts/seed.ts")], { env });

  // 3. Build when the sources changed since the last build.
  const stampFile = path.join(root, ".next/source-stamp");
  // Prerendered pages show the site's name and the test-mode banner: a change of either rebuilds.
  const services = [env.SITE_NAME, env.SITE_URL, env.STRIPE_SECRET_KEY ? "stripe" : "sandbox", env.RESEND_API_KEY ? "resend" : "outbox"];
  const stamp = await sourceStamp(services.map((value) => value ?? "").join("\n"));
  const previous = await readFile(stampFile, "utf8").catch(() => "");
  if (dev) {
    // `next dev` compiles on request.
  } else if (previous !== stamp || !existsSync(path.join(root, ".next/BUILD_ID"))) {
    await run(bin("next"), ["build"], { env: { ...env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" } });
    await writeFile(stampFile, stamp);
  } else {
    console.log("Sources unchanged since the last build: skipping `next build`.");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopDatabase();
  process.exit(1);
}

// 4. Serve. The mailbox and the sandbox are for this machine: loopback unless HOSTNAME is set.
const host = serveHost(env);
const link = localToolsLink(env);
if (link) {
  console.log(
    `\nLocal mailbox and sandbox checkout: open ${link}\n(LOCAL_TOOLS_KEY, kept in .data/secrets.json unless set; a cookie then remembers it in your browser)\n`,
  );
}
if (host !== LOOPBACK_HOST) console.log(`Listening on ${host} (HOSTNAME): other machines may reach the shop.`);
// `next start`, as any self-hosted deployment runs it (keep-alive set past a load balancer's idle
// timeout: scripts/lib/shop-server.mjs).
const server = spawn(bin("next"), dev ? ["dev", "-H", host, "-p", String(env.PORT)] : nextStartArgs({ host, port: env.PORT }), {
  cwd: root,
  env: { ...env, NODE_ENV: dev ? "development" : "production", NEXT_TELEMETRY_DISABLED: "1" },
  stdio: "inherit",
});
let exiting = false;
async function shutdown(code) {
  if (exiting) return;
  exiting = true;
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
  await stopDatabase();
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(130));
process.on("SIGTERM", () => void shutdown(143));
server.once("exit", (code) => void shutdown(code ?? 0));
// Never leave the embedded database running without its shop.
process.on("exit", () => embedded?.child.kill("SIGTERM"));
