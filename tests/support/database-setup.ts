// Vitest global set-up of the database tests, made once per run:
// - on a PostgreSQL server (TEST_DATABASE_URL), two template databases that every test file's
//   fresh database copies (CREATE DATABASE … TEMPLATE) instead of applying the migrations again:
//   one migrated, and one migrated and seeded (what seededShop starts from, so no file runs the
//   seed itself);
// - a storage folder holding what the seed generates (the 32 guide PDFs and their samples), which
//   `seededStorageDir` copies for each file, so seeding a file's database writes no PDF.
// All go at the end of the run.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createServerDatabase } from "@/scripts/lib/database.mjs";
import { applyMigrations } from "@/scripts/lib/migrations.mjs";
import { startPgliteServer } from "@/scripts/lib/pglite-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string | null;
    seededTemplateDatabase: string | null;
    seedFiles: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? await createServerDatabase(serverUrl, "test_template") : null;
  if (template) await applyMigrations(template.url);
  project.provide("templateDatabase", databaseName(template));

  const seedFiles = await mkdtemp(path.join(os.tmpdir(), "seed-files-"));
  // On a server the seed runs once into the seeded template (writing the files as it goes);
  // without one, into a throw-away embedded database, for its files alone.
  const seeded = serverUrl ? await createServerDatabase(serverUrl, "test_template_seeded") : null;
  if (seeded) await seedOnce(seeded.url, seedFiles);
  else {
    const server = await startPgliteServer();
    try {
      await seedOnce(server.url, seedFiles);
    } finally {
      await server.stop();
    }
  }
  project.provide("seededTemplateDatabase", databaseName(seeded));
  project.provide("seedFiles", seedFiles);

  return async () => {
    await template?.stop();
    await seeded?.stop();
    await rm(seedFiles, { recursive: true, force: true });
  };
}

function databaseName(database: { url: string } | null): string | null {
  return database ? new URL(database.url).pathname.slice(1) : null;
}

/** Migrates the database at `url` and runs the seed on it, keeping the files it writes in `storageDir`. */
async function seedOnce(url: string, storageDir: string) {
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const { PrismaClient } = await import("@/lib/generated/prisma/client");
  const { seed } = await import("@/prisma/seed");
  const { LocalFileStorage } = await import("@/lib/storage/local");
  await applyMigrations(url);
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 1 }) });
  try {
    await seed(prisma, new LocalFileStorage(storageDir, undefined));
  } finally {
    await prisma.$disconnect();
  }
}
