// The embedded PostgreSQL: PGlite (data in .data/pglite) on loopback through pglite-socket, run
// as its own process. One process per data directory, enforced by a lock file; other commands
// find the running server through .data/embedded-db.json.
//   node scripts/embedded-db.mjs            persistent database in .data/pglite
//   node scripts/embedded-db.mjs --memory   throw-away in-memory database (tests)
import { startPgliteServer } from "./lib/pglite-server.mjs";
import { acquireDataDirLock, embeddedDbInfoPath, dataDir, pgliteDir } from "./lib/paths.mjs";
import { mkdir, writeFile, rm } from "node:fs/promises";

const memory = process.argv.includes("--memory");
const requestedPort = Number(process.env.EMBEDDED_DB_PORT ?? 54329);

await mkdir(dataDir, { recursive: true });
const releaseLock = memory ? async () => {} : await acquireDataDirLock();

let server;
try {
  server = await startPgliteServer({ dataDir: memory ? undefined : pgliteDir, port: memory ? 0 : requestedPort });
} catch (error) {
  if (memory || error?.code !== "EADDRINUSE") throw error;
  // The preferred port is taken by something else: any free loopback port will do.
  server = await startPgliteServer({ dataDir: pgliteDir, port: 0 });
}
if (!memory) await writeFile(embeddedDbInfoPath, JSON.stringify({ pid: process.pid, url: server.url }, null, 2));
process.stdout.write(`EMBEDDED_DB_READY ${server.url}\n`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  // Open client connections can keep a graceful stop waiting; give it a moment, then go.
  const force = setTimeout(() => process.exit(0), 3000);
  force.unref();
  try {
    await server.stop();
  } finally {
    if (!memory) await rm(embeddedDbInfoPath, { force: true });
    await releaseLock();
    process.exit(0);
  }
}
// shutdown() ends the process itself: nothing waits for its promise.
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
process.on("disconnect", () => void shutdown());
// If the process that started us is gone (killed without a chance to stop us), stop too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown();
}, 2000).unref();
