// Finds the database a command should use: DATABASE_URL when set, else the running embedded
// server, else a new embedded server started for as long as the caller needs it.
import { spawn } from "node:child_process";
import path from "node:path";
import { root, runningEmbeddedDb } from "./paths.mjs";

/** What the app is told on the embedded PGlite, which serves every connection in one session: one
 * pooled connection, so concurrent queries cannot interleave their messages, and no named
 * statements (lib/db), as another connection's statement of the same name would already exist. */
export const EMBEDDED_DB_SETTINGS = { DATABASE_POOL_MAX: "1", DATABASE_PREPARED_STATEMENTS: "false" };

/** Starts scripts/embedded-db.mjs as a child process and resolves once it accepts connections. */
export function spawnEmbeddedDb({ memory = false } = {}) {
  const args = [path.join(root, "scripts/embedded-db.mjs"), ...(memory ? ["--memory"] : [])];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let buffered = "";
    const onData = (chunk) => {
      buffered += chunk.toString();
      const match = /EMBEDDED_DB_READY (\S+)/.exec(buffered);
      if (match) {
        child.stdout.off("data", onData);
        child.stdout.resume();
        resolve({
          url: match[1],
          child,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              const force = setTimeout(() => child.kill("SIGKILL"), 5000);
              child.once("exit", () => {
                clearTimeout(force);
                done();
              });
              child.kill("SIGTERM");
            }),
        });
      }
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => reject(new Error(`The embedded database exited early (code ${code}).`)));
  });
}

export async function withDatabase(fn) {
  if (process.env.DATABASE_URL) return fn(process.env.DATABASE_URL);
  const running = await runningEmbeddedDb();
  if (running) return fn(running);
  const server = await spawnEmbeddedDb();
  try {
    return await fn(server.url);
  } finally {
    await server.stop();
  }
}

/** A fresh database on a PostgreSQL server (for test runs against a real server): created now,
 * dropped by stop(). */
export async function createServerDatabase(serverUrl, prefix = "e2e") {
  const { default: pg } = await import("pg");
  const name = `${prefix}_${Date.now()}_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    stop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
