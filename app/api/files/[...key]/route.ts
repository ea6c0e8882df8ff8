// Local-disk file links: the embedded stand-in for S3 presigned URLs. A link carries an expiry, an
// optional Content-Disposition and an HMAC signature over all of them (lib/storage/local-signature.ts).
// Bad input of any kind is answered with 403 or 404, never 500.
import { Readable } from "node:stream";
import { open, type FileHandle } from "node:fs/promises";
import { connection } from "next/server";
import { z } from "zod";
import { env } from "@/lib/env";
import { storage } from "@/lib/storage";
import { contentDispositionHeader } from "@/lib/storage/content-disposition";
import { isSafeStorageKey } from "@/lib/storage/keys";
import { LocalFileStorage } from "@/lib/storage/local";
import { verifyLocalLink } from "@/lib/storage/local-signature";

const querySchema = z
  .object({
    expires: z
      .string()
      .regex(/^\d{1,12}$/)
      .transform(Number),
    signature: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
    disposition: z.enum(["attachment", "inline"]).optional(),
    filename: z.string().min(1).max(255).optional(),
  })
  .refine((query) => (query.disposition === undefined) === (query.filename === undefined));

const noStore = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

function refuse(status: 403 | 404, message: string): Response {
  return new Response(message, { status, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });
}

export async function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }): Promise<Response> {
  await connection();
  const config = env();
  const files = storage();
  if (config.storage === "s3" || !(files instanceof LocalFileStorage)) return refuse(404, "Not found");

  const key = (await params).key.join("/");
  if (!isSafeStorageKey(key)) return refuse(404, "Not found");

  const search = new URL(request.url).searchParams;
  const query = querySchema.safeParse({
    expires: search.get("expires") ?? undefined,
    signature: search.get("signature") ?? undefined,
    disposition: search.get("disposition") ?? undefined,
    filename: search.get("filename") ?? undefined,
  });
  const secret = config.STORAGE_SIGNING_SECRET ?? config.AUTH_SECRET;
  if (!query.success || !secret) return refuse(403, "Invalid link");

  const { expires, signature, disposition, filename } = query.data;
  const link = { key, expires, disposition: disposition && filename ? { type: disposition, fileName: filename } : undefined };
  const verdict = verifyLocalLink(link, signature, secret, Math.floor(Date.now() / 1000));
  if (verdict === "expired") return refuse(403, "Link expired");
  if (verdict !== "ok") return refuse(403, "Invalid link");

  let handle: FileHandle | undefined;
  let size: number;
  try {
    handle = await open(files.resolve(key), "r");
    const info = await handle.stat();
    if (!info.isFile()) throw new Error("not a file");
    size = info.size;
  } catch {
    await handle?.close().catch(() => undefined);
    return refuse(404, "Not found");
  }

  const headers = new Headers({
    ...noStore,
    "Content-Type": /\.pdf$/i.test(key) ? "application/pdf" : "application/octet-stream",
    "Content-Length": String(size),
  });
  if (link.disposition) headers.set("Content-Disposition", contentDispositionHeader(link.disposition));
  // The read stream closes the file handle when it ends or is cancelled.
  const body = Readable.toWeb(handle.createReadStream()) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}
