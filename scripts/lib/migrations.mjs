// Prisma migrations through Prisma's own schema engine compiled to WebAssembly
// (@prisma/schema-engine-wasm). The native engine the Prisma CLI downloads is unreachable on
// offline machines; this is the same engine, driven through a driver adapter, and it writes the
// same `_prisma_migrations` records, so `prisma migrate deploy` keeps working where the native
// engine is available. The Wasm module is instantiated by hand so no Node flag is needed.
import { readFile, readdir, mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const schemaPath = path.join(root, "prisma/schema.prisma");
const migrationsDir = path.join(root, "prisma/migrations");
const filters = { externalTables: [], externalEnums: [] };

async function loadEngineModule() {
  const bg = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  const bgPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg", { paths: [root] });
  const wasmPath = path.join(path.dirname(bgPath), "schema_engine_bg.wasm");
  const bytes = await readFile(wasmPath);
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return bg;
}

let enginePromise;
function engineModule() {
  enginePromise ??= loadEngineModule();
  return enginePromise;
}

async function withEngine(connectionString, fn) {
  const { SchemaEngine } = await engineModule();
  const schemaText = await readFile(schemaPath, "utf8");
  const logs = [];
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString, max: 1 }));
  const engine = await SchemaEngine.new({ datamodels: [["schema.prisma", schemaText]] }, (line) => logs.push(line), adapter);
  try {
    return await fn(engine, schemaText);
  } finally {
    engine.free();
  }
}

async function readMigrationsList() {
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  const lockContent = await readFile(lockPath, "utf8").catch(() => 'provider = "postgresql"\n');
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const dirs = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = [];
  for (const name of dirs) {
    const sql = await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8");
    migrationDirectories.push({
      path: name,
      migrationFile: { path: "migration.sql", content: { tag: "ok", value: sql } },
    });
  }
  return {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: lockContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

/** Applies every migration not yet applied; safe to repeat. Returns the names applied now. */
export async function applyMigrations(connectionString) {
  const migrationsList = await readMigrationsList();
  return withEngine(connectionString, async (engine) => {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters });
    return appliedMigrationNames;
  });
}

/**
 * Writes a new migration with the SQL that takes the last committed schema
 * (`git show HEAD:prisma/schema.prisma`, i.e. what the committed migrations build) to the current
 * schema. Diffing two schema files needs no shadow database, which the driver-adapter engine
 * cannot provide. Returns the folder name, or null when the schema has no changes.
 */
export async function createMigration(connectionString, name) {
  const { execFileSync } = await import("node:child_process");
  let committed = null;
  try {
    committed = execFileSync("git", ["show", "HEAD:prisma/schema.prisma"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    committed = null;
  }
  const migrationsList = await readMigrationsList();
  const sql = await withEngine(connectionString, async (engine, schemaText) => {
    const from =
      committed && migrationsList.migrationDirectories.length
        ? { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: committed }] }
        : { tag: "empty" };
    const result = await engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: schemaText }] },
      script: true,
      exitCode: null,
      filters,
    });
    return result.stdout;
  });
  if (!sql || /^-- This is an empty migration\.?\s*$/.test(sql.trim())) return null;
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const folder = `${stamp}_${name.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}`;
  await mkdir(path.join(migrationsDir, folder), { recursive: true });
  await writeFile(path.join(migrationsDir, folder, "migration.sql"), sql);
  await writeFile(
    path.join(migrationsDir, "migration_lock.toml"),
    '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
  );
  return folder;
}
