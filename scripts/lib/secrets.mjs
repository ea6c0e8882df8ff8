// Embedded defaults need secrets too (session signing, file-link signing, the cron bearer, the
// local tools' access key). When they are not configured, generate them once into
// .data/secrets.json so they survive restarts.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dataDir, secretsPath } from "./paths.mjs";

const GENERATED = ["AUTH_SECRET", "STORAGE_SIGNING_SECRET", "CRON_SECRET", "LOCAL_TOOLS_KEY"];

export async function ensureLocalSecrets(env) {
  let stored;
  try {
    stored = JSON.parse(await readFile(secretsPath, "utf8"));
  } catch {
    stored = {};
  }
  let changed = false;
  for (const name of GENERATED) {
    if (env[name]) continue;
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString("base64url");
      changed = true;
    }
    env[name] = stored[name];
  }
  if (changed) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(secretsPath, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return env;
}
