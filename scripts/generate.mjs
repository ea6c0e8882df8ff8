// Generates what the code imports from lib/generated/: the app's first route segments
// (route-segments.ts, read from the app directory, for the proxy) and the Prisma client (prisma/).
// `prisma generate` needs no schema engine, but the CLI refuses to start without one and downloads
// it from Prisma's host, which is unreachable on offline machines: point
// PRISMA_SCHEMA_ENGINE_BINARY at an existing file when no engine is installed so the CLI starts and
// generates.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { routeSegments, routeSegmentsModule } from "./lib/route-segments.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

const segmentsPath = path.join(root, "lib/generated/route-segments.ts");
const segments = routeSegmentsModule(routeSegments(path.join(root, "app")));
mkdirSync(path.dirname(segmentsPath), { recursive: true });
// Unchanged files are left alone, so a watching build does not recompile for nothing.
if (!existsSync(segmentsPath) || readFileSync(segmentsPath, "utf8") !== segments) writeFileSync(segmentsPath, segments);

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
const cli = path.join(root, "node_modules/prisma/build/index.js");
if (!existsSync(cli)) {
  console.error("The Prisma CLI is not installed: run `npm install` first.");
  process.exit(1);
}
const result = spawnSync(process.execPath, [cli, "generate"], { cwd: root, env, stdio: "inherit" });
process.exit(result.status ?? 1);
