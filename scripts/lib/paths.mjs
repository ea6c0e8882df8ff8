import { open, readFile, rm } from "node:fs/promises";
import path from "node:path";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const dataDir = path.join(root, ".data");
export const pgliteDir = path.join(dataDir, "pglite");
const lockPath = path.join(dataDir, "pglite.lock");
export const embeddedDbInfoPath = path.join(dataDir, "embedded-db.json");
export const secretsPath = path.join(dataDir, "secrets.json");

function isProcessAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** Takes the single-writer lock on .data/pglite; a stale lock (its process gone) is replaced. */
export async function acquireDataDirLock() {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const pid = Number(await readFile(lockPath, "utf8").catch(() => "0"));
      if (pid && isProcessAlive(pid)) {
        throw new Error(`The embedded database in ${pgliteDir} is already open in process ${pid}.`, { cause: error });
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

/** The URL of an embedded database server that is already running, if any. */
export async function runningEmbeddedDb() {
  try {
    const info = JSON.parse(await readFile(embeddedDbInfoPath, "utf8"));
    return info.pid && isProcessAlive(info.pid) ? info.url : null;
  } catch {
    return null;
  }
}
