// The storage chosen from the environment: local disk (embedded default) or S3.
import { env } from "@/lib/env";
import { LocalFileStorage } from "./local";
import type { FileStorage } from "./types";

let instance: FileStorage | undefined;

export function storage(): FileStorage {
  if (instance) return instance;
  const config = env();
  if (config.storage === "s3") {
    throw new Error("S3 storage is configured (S3_BUCKET) but the S3 adapter is not part of this build yet");
  }
  instance = new LocalFileStorage(config.STORAGE_DIR, config.STORAGE_SIGNING_SECRET ?? config.AUTH_SECRET);
  return instance;
}

export { guidePdfKey, isSafeStorageKey } from "./keys";
export { SIGNED_URL_MAX_SECONDS, type FileStorage } from "./types";
