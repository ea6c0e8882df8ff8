// Payment events from Stripe (or the local sandbox, signed the same way). The raw body is
// verified with Stripe's signature scheme (300 s tolerance); nothing is written for a bad one.
import { connection } from "next/server";
import { payments } from "@/lib/payments";
import { WebhookSignatureError } from "@/lib/payments/types";
import { handlePaymentEvent } from "@/lib/fulfilment/events";

export async function POST(request: Request) {
  await connection();
  const rawBody = await request.text();
  let event;
  try {
    event = payments().verifyEvent(rawBody, request.headers.get("stripe-signature"));
  } catch (error) {
    if (error instanceof WebhookSignatureError) return Response.json({ error: "Invalid webhook signature" }, { status: 400 });
    return Response.json({ error: "Invalid webhook payload" }, { status: 400 });
  }
  try {
    const outcome = await handlePaymentEvent(event);
    return Response.json({ received: true, ...outcome });
  } catch (error) {
    console.error("webhook: handling failed; the provider will retry", { eventId: event.id, type: event.type, error });
    return Response.json({ error: "Webhook error: processing failed" }, { status: 500 });
  }
}
