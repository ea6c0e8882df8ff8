// Local-disk storage: files under STORAGE_DIR, read only through /api/files links that carry an
// HMAC signature and an expiry (see app/api/files/[...key]/route.ts).
import { constants } from "node:fs";
import { randomUUID } from "node:crypto";
import { access, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isSafeStorageKey } from "./keys";
import { signLocalLink } from "./local-signature";
import { SIGNED_URL_MAX_SECONDS, type FileStorage, type SignedUrlOptions } from "./types";

export class LocalFileStorage implements FileStorage {
  readonly kind = "local" as const;
  readonly uploadOrigin = null;
  constructor(
    private readonly rootDir: string,
    private readonly signingSecret: string | undefined,
  ) {}

  resolve(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(path.resolve(this.rootDir), key);
  }

  async ready(): Promise<void> {
    const root = path.resolve(this.rootDir);
    await mkdir(root, { recursive: true });
    await access(root, constants.R_OK | constants.W_OK);
  }

  async put(key: string, body: Uint8Array, _contentType: string): Promise<void> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside it, then renamed into place: a reader (or two writers of the same copy) never
    // sees half a file, nor does anyone after a crash mid-write.
    const partial = `${file}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, body);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    const target = this.resolve(toKey);
    await mkdir(path.dirname(target), { recursive: true });
    // rename() replaces the target in one step: a reader sees the old file or the new one, never half.
    await rename(this.resolve(fromKey), target);
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.resolve(key))).size;
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  /** Local uploads go through the app's own route. */
  uploadUrl(): Promise<string | null> {
    return Promise.resolve(null);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(key));
    } catch {
      return null;
    }
  }

  async signedUrl(key: string, { expiresIn, disposition, baseUrl }: SignedUrlOptions & { baseUrl: string }): Promise<string> {
    if (!this.signingSecret) throw new Error("STORAGE_SIGNING_SECRET or AUTH_SECRET is required to sign file links");
    const expires = Math.floor(Date.now() / 1000) + Math.min(expiresIn, SIGNED_URL_MAX_SECONDS);
    const signature = signLocalLink({ key, expires, disposition }, this.signingSecret);
    const url = new URL(`/api/files/${key}`, baseUrl);
    url.searchParams.set("expires", String(expires));
    if (disposition) {
      url.searchParams.set("disposition", disposition.type);
      url.searchParams.set("filename", disposition.fileName);
    }
    url.searchParams.set("signature", signature);
    return url.toString();
  }
}
