import "server-only";
// The storage chosen from the environment: local disk (embedded default) or S3.
import { env } from "@/lib/env";
import { LocalFileStorage } from "./local";
import { S3FileStorage } from "./s3";
import type { FileStorage } from "./types";

let instance: FileStorage | undefined;

export function storage(): FileStorage {
  if (instance) return instance;
  const config = env();
  if (config.storage === "s3") {
    // parseEnv requires S3_BUCKET and S3_REGION together; checked again here for the types.
    if (!config.S3_BUCKET || !config.S3_REGION) throw new Error("S3 storage needs both S3_BUCKET and S3_REGION");
    instance = new S3FileStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
    return instance;
  }
  instance = new LocalFileStorage(config.STORAGE_DIR, config.STORAGE_SIGNING_SECRET ?? config.AUTH_SECRET);
  return instance;
}

export { contentDispositionHeader } from "./content-disposition";
export { guidePdfKey, isSafeStorageKey } from "./keys";
export { SIGNED_URL_MAX_SECONDS, type FileStorage } from "./types";
