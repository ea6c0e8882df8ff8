// HMAC signatures for local-disk file links (the embedded stand-in for S3 presigned URLs).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { ContentDisposition } from "./types";

export type LocalLinkParams = { key: string; expires: number; disposition?: ContentDisposition };

function payload({ key, expires, disposition }: LocalLinkParams): string {
  return [key, String(expires), disposition?.type ?? "", disposition?.fileName ?? ""].join("\n");
}

export function signLocalLink(params: LocalLinkParams, secret: string): string {
  return createHmac("sha256", secret).update(payload(params)).digest("base64url");
}

export function verifyLocalLink(params: LocalLinkParams, signature: string, secret: string, nowSeconds: number): "ok" | "expired" | "invalid" {
  const expected = Buffer.from(signLocalLink(params, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return params.expires < nowSeconds ? "expired" : "ok";
}
