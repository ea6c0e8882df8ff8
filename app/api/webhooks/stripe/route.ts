// Payment events from Stripe (or the local sandbox, signed the same way). An unsigned or oversize
// request is refused before its body is read; the raw body is verified with Stripe's signature
// scheme (300 s tolerance); nothing is written for a bad one. The proxy does not see this path, so
// the malformed-host refusal is made here.
import { connection } from "next/server";
import { refuseMalformedHost } from "@/lib/http/host";
import { payments } from "@/lib/payments";
import { WebhookSignatureError } from "@/lib/payments/types";
import { readWebhookBody, WEBHOOK_ERRORS } from "@/lib/payments/webhook-body";
import { handlePaymentEvent } from "@/lib/fulfilment/events";
import { log } from "@/lib/log/logger";
import { inRequest } from "@/lib/log/request";

export async function POST(request: Request) {
  await connection();
  const response = await inRequest(request, () => receive(request));
  // The provider reads the status only: a few bytes of JSON are not worth a compressor for each
  // delivery (`next start` would otherwise compress every answer for a client that accepts it).
  response.headers.set("Cache-Control", "no-store, no-transform");
  return response;
}

async function receive(request: Request): Promise<Response> {
  const badHost = refuseMalformedHost(request.headers);
  if (badHost) return badHost;
  const body = await readWebhookBody(request);
  if (!body.ok) return Response.json({ error: body.error }, { status: body.status });
  let event;
  try {
    event = payments().verifyEvent(body.rawBody, body.signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return Response.json({ error: WEBHOOK_ERRORS.signature }, { status: 400 });
    return Response.json({ error: WEBHOOK_ERRORS.payload }, { status: 400 });
  }
  try {
    const outcome = await handlePaymentEvent(event);
    return Response.json({ received: true, ...outcome });
  } catch (error) {
    log().error({ eventId: event.id, eventType: event.type, err: error }, "webhook: handling failed; the provider will retry");
    return Response.json({ error: "Webhook error: processing failed" }, { status: 500 });
  }
}
