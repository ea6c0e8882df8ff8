// Vitest global set-up of the database tests, made once per run:
// - on a PostgreSQL server (TEST_DATABASE_URL), a migrated template database that every test
//   file's fresh database copies (CREATE DATABASE … TEMPLATE) instead of applying the migrations
//   again;
// - a storage folder holding what the seed generates (the 32 guide PDFs and their samples), which
//   `seededStorageDir` copies for each file, so seeding a file's database writes no PDF.
// Both go at the end of the run.
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
    seedFiles: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? await createServerDatabase(serverUrl, "test_template") : null;
  if (template) await applyMigrations(template.url);
  project.provide("templateDatabase", template ? new URL(template.url).pathname.slice(1) : null);

  const seedFiles = await mkdtemp(path.join(os.tmpdir(), "seed-files-"));
  await seedOnce(seedFiles);
  project.provide("seedFiles", seedFiles);

  return async () => {
    await template?.stop();
    await rm(seedFiles, { recursive: true, force: true });
  };
}

/** Runs the seed once on a throw-away embedded database, keeping the files it writes. */
async function seedOnce(storageDir: string) {
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const { PrismaClient } = await import("@/lib/generated/prisma/client");
  const { seed } = await import("@/prisma/seed");
  const { LocalFileStorage } = await import("@/lib/storage/local");
  const server = await startPgliteServer();
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: server.url, max: 1 }) });
  try {
    await applyMigrations(server.url);
    await seed(prisma, new LocalFileStorage(storageDir, undefined));
  } finally {
    await prisma.$disconnect();
    await server.stop();
  }
}
