// Vitest global set-up of the database tests on a PostgreSQL server (TEST_DATABASE_URL): one
// migrated database made once per run, which every test file's fresh database copies
// (CREATE DATABASE … TEMPLATE) instead of applying the migrations again. Dropped at the end.
import type { TestProject } from "vitest/node";
import { createServerDatabase } from "@/scripts/lib/database.mjs";
import { applyMigrations } from "@/scripts/lib/migrations.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string | null;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide("templateDatabase", null);
    return;
  }
  const template = await createServerDatabase(serverUrl, "test_template");
  await applyMigrations(template.url);
  project.provide("templateDatabase", new URL(template.url).pathname.slice(1));
  return () => template.stop();
}
