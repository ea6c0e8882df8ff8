// A fresh, migrated database for one test file: a new database on the PostgreSQL server named by
// TEST_DATABASE_URL (CI runs the suite once this way), otherwise an in-memory PGlite served on
// loopback exactly as the embedded default serves it. The app's own client, db() (lib/db), connects
// to it too: DATABASE_URL names it before anything reads the environment (env() reads it once).
import { randomBytes } from "node:crypto";
import { cp, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { inject } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { EMBEDDED_DB_SETTINGS } from "@/scripts/lib/database.mjs";
import { startPgliteServer } from "@/scripts/lib/pglite-server.mjs";
import { applyMigrations } from "@/scripts/lib/migrations.mjs";

export type TestDatabase = { url: string; prisma: PrismaClient; kind: "postgres" | "pglite"; close: () => Promise<void> };

/** `seeded`: on a PostgreSQL server, copy the run's seeded template (the caller then has the seed's
 * rows without running it; an embedded database is never seeded here). */
export async function createTestDatabase({ seeded = false } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let url: string;
  let dispose: () => Promise<void>;
  let kind: TestDatabase["kind"];
  if (serverUrl) {
    const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
    const template = seeded ? inject("seededTemplateDatabase") : inject("templateDatabase");
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await createDatabase(admin, name, template);
    await admin.end();
    const parsed = new URL(serverUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    kind = "postgres";
    dispose = async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    };
  } else {
    const server = await startPgliteServer();
    url = server.url;
    kind = "pglite";
    // The app's settings for PGlite (real concurrency is tested on PostgreSQL via TEST_DATABASE_URL).
    Object.assign(process.env, EMBEDDED_DB_SETTINGS);
    dispose = () => server.stop();
  }
  if (kind === "pglite" || !inject("templateDatabase")) await applyMigrations(url);
  process.env.DATABASE_URL = url;
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: kind === "pglite" ? 1 : 5 }) });
  return {
    url,
    prisma,
    kind,
    close: async () => {
      // db()'s client, when the file used it, lets go of the database before it goes.
      const shared = globalThis as { prisma?: PrismaClient };
      await shared.prisma?.$disconnect();
      delete shared.prisma;
      await prisma.$disconnect();
      await dispose();
    },
  };
}

/** A new database, copied from the run's migrated template when there is one. PostgreSQL refuses
 * a copy while another session is connected to the template (another file's copy starting at the
 * same moment): wait a little and try again. */
async function createDatabase(admin: pg.Client, name: string, template: string | null) {
  if (!template) {
    await admin.query(`CREATE DATABASE "${name}"`);
    return;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === "55006";
      if (!busy || attempt === 50) throw error;
      await sleep(100);
    }
  }
}

/** A new storage folder for one test file, holding the seed's generated files already (made once
 * per run by database-setup.ts): seeding the file's database then writes no PDF. */
export async function seededStorageDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  await cp(inject("seedFiles"), dir, { recursive: true });
  return dir;
}
