// A fingerprint of everything `next build` reads, so `npm start` rebuilds only after a change.
import { createHash } from "node:crypto";
import { readdir, stat, readFile } from "node:fs/promises";
import path from "node:path";
import { root } from "./paths.mjs";

const INPUTS = [
  "app",
  "components",
  "lib",
  "emails",
  "public",
  "prisma",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];
const SKIP = new Set(["node_modules", ".next", ".data", "generated"]);

async function walk(entry, hash) {
  const full = path.join(root, entry);
  let info;
  try {
    info = await stat(full);
  } catch {
    return;
  }
  if (info.isDirectory()) {
    const names = (await readdir(full)).filter((name) => !SKIP.has(name)).sort();
    for (const name of names) await walk(path.join(entry, name), hash);
  } else {
    hash.update(entry);
    hash.update(await readFile(full));
  }
}

export async function sourceStamp(extra = "") {
  const hash = createHash("sha256");
  hash.update(extra);
  for (const entry of INPUTS) await walk(entry, hash);
  return hash.digest("hex");
}
