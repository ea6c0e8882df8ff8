// HMAC signatures for local-disk file links (the embedded stand-in for S3 presigned URLs).
import { signPayload, verifyExpiringPayload } from "@/lib/signed-token";
import type { ContentDisposition } from "./types";

const PURPOSE = "atomic-guides:local-file-link:v1";

export type LocalLinkParams = { key: string; expires: number; disposition?: ContentDisposition };

function payload({ key, expires, disposition }: LocalLinkParams): string {
  return [key, String(expires), disposition?.type ?? "", disposition?.fileName ?? ""].join("\n");
}

export function signLocalLink(params: LocalLinkParams, secret: string): string {
  return signPayload(PURPOSE, payload(params), secret);
}

export function verifyLocalLink(params: LocalLinkParams, signature: string, secret: string, nowSeconds: number): "ok" | "expired" | "invalid" {
  return verifyExpiringPayload(PURPOSE, payload(params), signature, secret, params.expires, nowSeconds);
}
