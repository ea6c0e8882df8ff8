import "server-only";
// Readiness: whether this instance can serve what needs its services, the database and the file
// storage. Each check has a short deadline, so a service that hangs counts as down.
import { db } from "@/lib/db";
import { log } from "@/lib/log/logger";
import { storage } from "@/lib/storage";
import { warmUpDone } from "@/lib/warm-up";

/** How long each check may take before it counts as failed. */
const READINESS_TIMEOUT_MS = 3_000;

export type Readiness = { ok: boolean; failed: ("database" | "storage")[] };

async function within(check: (signal: AbortSignal) => Promise<boolean>): Promise<boolean> {
  const signal = AbortSignal.timeout(READINESS_TIMEOUT_MS);
  const timedOut = new Promise<boolean>((resolve) => signal.addEventListener("abort", () => resolve(false), { once: true }));
  return Promise.race([check(signal), timedOut]);
}

async function databaseAnswers(): Promise<boolean> {
  try {
    await db().$queryRaw`SELECT 1`;
    return true;
  } catch (error) {
    log().warn({ err: error }, "ready: the database did not answer");
    return false;
  }
}

async function storageAnswers(signal: AbortSignal): Promise<boolean> {
  try {
    await storage().ready(signal);
    return true;
  } catch (error) {
    log().warn({ err: error, storage: storage().kind }, "ready: the file storage did not answer");
    return false;
  }
}

/** Ready once the services answer and the start-up warm-up (lib/warm-up.ts) is done. */
export async function readiness(): Promise<Readiness> {
  const [database, files] = await Promise.all([within(databaseAnswers), within(storageAnswers), warmUpDone()]);
  const failed: Readiness["failed"] = [];
  if (!database) failed.push("database");
  if (!files) failed.push("storage");
  return { ok: failed.length === 0, failed };
}
