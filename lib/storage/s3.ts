import "server-only";
// S3 storage (or any S3-compatible service when an endpoint is given). Objects are private: they are
// written without any ACL (the bucket's own policy, which must not be public, applies) and read only
// through presigned GET URLs. AWS SDK types stay inside this module.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { contentDispositionHeader } from "./content-disposition";
import { isSafeStorageKey } from "./keys";
import { inSpan } from "@/lib/telemetry/span";
import { s3UploadOrigin } from "./upload-origin";
import { SIGNED_URL_MAX_SECONDS, type FileStorage, type SignedUrlOptions } from "./types";

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, s3rver in tests); switches to path-style addressing. */
  endpoint?: string;
  /** Both or neither; without them the SDK's default credential chain applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
};

function assertSafeKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  return name === "NotFound" || name === "NoSuchKey" || $metadata?.httpStatusCode === 404;
}

export class S3FileStorage implements FileStorage {
  readonly kind = "s3" as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  readonly uploadOrigin: string;

  constructor({ bucket, region, endpoint, accessKeyId, secretAccessKey }: S3StorageConfig) {
    this.bucket = bucket;
    this.uploadOrigin = s3UploadOrigin({ S3_BUCKET: bucket, S3_REGION: region, S3_ENDPOINT: endpoint }) ?? "";
    const config: S3ClientConfig = {
      region,
      // Only send and check the checksums an operation requires: newer SDKs otherwise add CRC
      // headers and trailers that S3-compatible servers (s3rver among them) reject.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    };
    if (endpoint) {
      config.endpoint = endpoint;
      config.forcePathStyle = true;
    }
    if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
      throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left out for the default credential chain)");
    }
    if (accessKeyId && secretAccessKey) config.credentials = { accessKeyId, secretAccessKey };
    this.client = new S3Client(config);
    // Every call in a span of its own (a no-op without OpenTelemetry).
    this.client.middlewareStack.add((next, context) => (args) => inSpan(`s3 ${context.commandName ?? "call"}`, { "aws.s3.bucket": bucket }, () => next(args)), {
      step: "initialize",
      name: "telemetrySpan",
    });
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    assertSafeKey(key);
    // A Buffer, not a stream: a known length and no chunked upload (which s3rver cannot read).
    // No ACL on purpose: the object stays as private as the bucket.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
        ContentType: contentType,
        ContentLength: body.byteLength,
      }),
    );
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    assertSafeKey(fromKey);
    assertSafeKey(toKey);
    // S3 has no rename: a server-side copy (atomic for the reader of toKey), then the temporary object goes.
    await this.client.send(
      new CopyObjectCommand({ Bucket: this.bucket, Key: toKey, CopySource: `${this.bucket}/${encodeURIComponent(fromKey).replaceAll("%2F", "/")}` }),
    );
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: fromKey }));
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** A presigned PUT for one object; the app checks what arrived before it is used (see lib/admin/guide-files.ts).
   * The content type is signed too (the presigner leaves it out by default), so the PUT must send
   * exactly it and the object is never stored as another type. */
  /** The bucket answers with these credentials (HeadBucket: needs s3:ListBucket on it). */
  async ready(signal: AbortSignal): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: signal });
  }

  async uploadUrl(key: string, contentType: string, expiresIn: number): Promise<string> {
    assertSafeKey(key);
    return getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }), {
      expiresIn: Math.min(Math.floor(expiresIn), SIGNED_URL_MAX_SECONDS),
      signableHeaders: new Set(["content-type"]),
    });
  }

  async size(key: string): Promise<number | null> {
    if (!isSafeStorageKey(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<Uint8Array | null> {
    if (!isSafeStorageKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body ? await object.Body.transformToByteArray() : null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** A presigned GET URL; `baseUrl` is not needed (the link points at the bucket). */
  async signedUrl(key: string, { expiresIn, disposition }: SignedUrlOptions & { baseUrl: string }): Promise<string> {
    assertSafeKey(key);
    if (!Number.isFinite(expiresIn) || expiresIn < 1) throw new RangeError(`expiresIn must be at least 1 second, got ${expiresIn}`);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: disposition ? contentDispositionHeader(disposition) : undefined,
      ResponseContentType: /\.pdf$/i.test(key) ? "application/pdf" : undefined,
    });
    return getSignedUrl(this.client, command, { expiresIn: Math.min(Math.floor(expiresIn), SIGNED_URL_MAX_SECONDS) });
  }

  /** Closes the client's sockets (tests; the app keeps one instance for the process). */
  destroy(): void {
    this.client.destroy();
  }
}
