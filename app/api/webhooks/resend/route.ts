// Delivery events from Resend (delivered, bounced, complained, delivery delayed), signed by Svix.
// The signature is checked with Svix's own library on the raw body (its timestamp must be within
// five minutes, which refuses stale replays); each event is then recorded once by its `svix-id`, so
// the provider's retries and a replayed delivery change nothing (lib/email/delivery-events.ts). A
// gift's e-mail that bounced for good or was complained about is reported to its giver
// (lib/gifts/undeliverable.ts).
// Register https://<site>/api/webhooks/resend in Resend with those four events and set
// RESEND_WEBHOOK_SECRET to the signing secret it shows (docs/operating.md).
import { connection } from "next/server";
import { Webhook, WebhookVerificationError } from "svix";
import { deliveryEventSchema, recordDeliveryEvent } from "@/lib/email/delivery-events";
import { deliveryWebhookSecret } from "@/lib/email/outbox-events";
import { noteUndeliverableGift } from "@/lib/gifts/undeliverable";
import { declaresBodyOver, readBodyWithin } from "@/lib/http/body";
import { refuseMalformedHost } from "@/lib/http/host";
import { jsonRefusal } from "@/lib/http/responses";
import { log } from "@/lib/log/logger";
import { inRequest } from "@/lib/log/request";

/** Resend's events are a few KB. */
const MAX_BYTES = 256 * 1024;

export async function POST(request: Request) {
  await connection();
  return inRequest(request, () => receive(request));
}

async function receive(request: Request): Promise<Response> {
  const badHost = refuseMalformedHost(request.headers);
  if (badHost) return badHost;
  const secret = deliveryWebhookSecret();
  if (!secret) return jsonRefusal(404, "Not Found", "Delivery events are not configured.");
  const headers = {
    "svix-id": request.headers.get("svix-id") ?? "",
    "svix-timestamp": request.headers.get("svix-timestamp") ?? "",
    "svix-signature": request.headers.get("svix-signature") ?? "",
  };
  if (!headers["svix-id"] || !headers["svix-timestamp"] || !headers["svix-signature"]) return jsonRefusal(400, "Bad Request", "Invalid webhook signature");
  if (declaresBodyOver(request.headers, MAX_BYTES)) return jsonRefusal(413, "Too Large", "Webhook payload too large");
  const body = await readBodyWithin(request.body, MAX_BYTES);
  if (!body.ok) return jsonRefusal(body.reason === "too-large" ? 413 : 400, "Bad Request", "Invalid webhook payload");
  const text = new TextDecoder().decode(body.bytes);
  try {
    new Webhook(secret).verify(text, headers);
  } catch (error) {
    if (error instanceof WebhookVerificationError) return jsonRefusal(400, "Bad Request", "Invalid webhook signature");
    return jsonRefusal(400, "Bad Request", "Invalid webhook payload");
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return jsonRefusal(400, "Bad Request", "Invalid webhook payload");
  }
  const event = deliveryEventSchema.safeParse(payload);
  if (!event.success) return jsonRefusal(400, "Bad Request", "Invalid webhook payload");
  try {
    const outcome = await recordDeliveryEvent(headers["svix-id"], event.data);
    // A gift's e-mail that cannot arrive: its giver is told. Also on a replay, in case the first
    // delivery of the event failed here (it is done once per gift and address however often it runs).
    if (outcome !== "ignored") await noteUndeliverableGift(event.data);
    return Response.json({ received: true, outcome }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    log().error({ eventId: headers["svix-id"], eventType: event.data.type, err: error }, "email: recording a delivery event failed; the provider will retry");
    return jsonRefusal(500, "Server Error", "Recording the event failed");
  }
}
