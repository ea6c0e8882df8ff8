export type ContentDisposition = { type: "attachment" | "inline"; fileName: string };

export type SignedUrlOptions = {
  /** Seconds the link stays valid (at most SIGNED_URL_MAX_SECONDS). */
  expiresIn: number;
  disposition?: ContentDisposition;
};

/** Guide PDFs and other private files. Nothing in it is public: reads go through signed links. */
export interface FileStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Replaces `toKey` with `fromKey`'s file and removes `fromKey`: an upload is written under a
   * temporary key and switched in only once it has been accepted, so a refused one changes nothing. */
  move(fromKey: string, toKey: string): Promise<void>;
  /** Removes a file; no error when it is already gone. */
  remove(key: string): Promise<void>;
  /** A time-limited URL the browser may PUT one file to, or null when uploads go through the app
   * (local storage): with S3, admin uploads go straight to the bucket. */
  uploadUrl(key: string, contentType: string, expiresIn: number): Promise<string | null>;
  /** Origin the browser uploads to (for the pages' connect-src), or null. */
  readonly uploadOrigin: string | null;
  /** Size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  /** A time-limited link to the file; `baseUrl` is the site origin for local links. */
  signedUrl(key: string, options: SignedUrlOptions & { baseUrl: string }): Promise<string>;
  /** Resolves when the store can be used (the directory is writable, the bucket answers); throws otherwise. */
  ready(signal: AbortSignal): Promise<void>;
}

export const SIGNED_URL_MAX_SECONDS = 3600;
