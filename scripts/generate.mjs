// Generates the Prisma client into lib/generated/prisma. `prisma generate` needs no schema
// engine, but the CLI refuses to start without one and downloads it from Prisma's host, which is
// unreachable on offline machines: point PRISMA_SCHEMA_ENGINE_BINARY at an existing file when no
// engine is installed so the CLI starts and generates.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
const cli = path.join(root, "node_modules/prisma/build/index.js");
if (!existsSync(cli)) {
  console.error("The Prisma CLI is not installed: run `npm install` first.");
  process.exit(1);
}
const result = spawnSync(process.execPath, [cli, "generate"], { cwd: root, env, stdio: "inherit" });
process.exit(result.status ?? 1);
