// Reading a webhook request without trusting it: a request that cannot be signed is refused before
// its body is read, and the body is capped (by Content-Length up front, then while streaming, for
// a chunked one) so an unsigned 50 MB post costs nothing but a refusal.
import { declaresBodyOver, readBodyWithin } from "@/lib/http/body";

/** Stripe's events are a few KB; this leaves ample room and bounds what one request can cost. */
const WEBHOOK_MAX_BYTES = 1024 * 1024;

export const WEBHOOK_ERRORS = {
  signature: "Invalid webhook signature",
  tooLarge: "Webhook payload too large",
  payload: "Invalid webhook payload",
} as const;

export type WebhookBody = { ok: true; rawBody: string; signature: string } | { ok: false; status: 400 | 413; error: string };

export async function readWebhookBody(request: Request, maxBytes = WEBHOOK_MAX_BYTES): Promise<WebhookBody> {
  const signature = request.headers.get("stripe-signature");
  if (!signature) return { ok: false, status: 400, error: WEBHOOK_ERRORS.signature };
  if (declaresBodyOver(request.headers, maxBytes)) return { ok: false, status: 413, error: WEBHOOK_ERRORS.tooLarge };

  const body = await readBodyWithin(request.body, maxBytes);
  if (!body.ok)
    return body.reason === "too-large" ? { ok: false, status: 413, error: WEBHOOK_ERRORS.tooLarge } : { ok: false, status: 400, error: WEBHOOK_ERRORS.payload };
  // Decoded like request.text() does (UTF-8): the signature covers exactly these characters.
  return { ok: true, rawBody: new TextDecoder().decode(body.bytes), signature };
}
