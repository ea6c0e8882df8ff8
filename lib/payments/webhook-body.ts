// Reading a webhook request without trusting it: a request that cannot be signed is refused before
// its body is read, and the body is capped (by Content-Length up front, then while streaming, for
// a chunked one) so an unsigned 50 MB post costs nothing but a refusal.

/** Stripe's events are a few KB; this leaves ample room and bounds what one request can cost. */
export const WEBHOOK_MAX_BYTES = 1024 * 1024;

export const WEBHOOK_ERRORS = {
  signature: "Invalid webhook signature",
  tooLarge: "Webhook payload too large",
  payload: "Invalid webhook payload",
} as const;

export type WebhookBody = { ok: true; rawBody: string; signature: string } | { ok: false; status: 400 | 413; error: string };

export async function readWebhookBody(request: Request, maxBytes = WEBHOOK_MAX_BYTES): Promise<WebhookBody> {
  const signature = request.headers.get("stripe-signature");
  if (!signature) return { ok: false, status: 400, error: WEBHOOK_ERRORS.signature };
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) return { ok: false, status: 413, error: WEBHOOK_ERRORS.tooLarge };

  const bytes = await readCapped(request.body, maxBytes);
  if (bytes === "too-large") return { ok: false, status: 413, error: WEBHOOK_ERRORS.tooLarge };
  if (bytes === "unreadable") return { ok: false, status: 400, error: WEBHOOK_ERRORS.payload };
  // Decoded like request.text() does (UTF-8): the signature covers exactly these characters.
  return { ok: true, rawBody: new TextDecoder().decode(bytes), signature };
}

async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array | "too-large" | "unreadable"> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return "too-large";
      }
      chunks.push(value);
    }
  } catch {
    // The client went away or sent a broken body.
    return "unreadable";
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
