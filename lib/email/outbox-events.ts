import "server-only";
// The outbox's delivery events, so bounces and complaints can be tried with no provider at all:
// after the outbox "sends" a message to an address at `bounce.test` it reports a permanent bounce,
// at `complaint.test` a delivery and then a complaint, at `delayed.test` a delayed delivery; every
// other address nothing. They are Resend's event shapes, signed with Svix's library exactly as
// Resend signs them, posted to the shop's own /api/webhooks/resend: the same route, the same code.
// The secret is RESEND_WEBHOOK_SECRET when set, else one derived from AUTH_SECRET (the route takes
// that one only while e-mail runs on the outbox).
import { createHmac, randomUUID } from "node:crypto";
import { Webhook } from "svix";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { log } from "@/lib/log/logger";

/** The signing secret of the delivery webhook: the configured one, or the outbox's own. */
export function deliveryWebhookSecret(): string | undefined {
  const config = env();
  if (config.RESEND_WEBHOOK_SECRET) return config.RESEND_WEBHOOK_SECRET;
  if (config.email !== "outbox") return undefined;
  return `whsec_${createHmac("sha256", config.AUTH_SECRET ?? "dev")
    .update("outbox-delivery-webhook")
    .digest("base64")}`;
}

type Simulated = { type: string; bounce?: { type: string; subType: string; message: string } };

/** What the outbox reports for a message to `address`, in order (none for an ordinary address). */
function simulatedEvents(address: string): Simulated[] {
  const domain = address.trim().toLowerCase().split("@").pop();
  if (domain === "bounce.test")
    return [{ type: "email.bounced", bounce: { type: "Permanent", subType: "General", message: "The mailbox does not exist (simulated by the outbox)" } }];
  if (domain === "complaint.test") return [{ type: "email.delivered" }, { type: "email.complained" }];
  if (domain === "delayed.test") return [{ type: "email.delivery_delayed" }];
  return [];
}

/** How long the outbox waits for the shop to record the messages it took before it reports on them. */
const RECORD_WAIT_MS = 10_000;

/**
 * Resolves once every message of `providerIds` is recorded with its provider id (or after
 * RECORD_WAIT_MS): a provider reports on a message after its answer, which the shop records first.
 * Posting earlier, on a busy machine, would report on a message the shop does not know yet.
 */
async function recordedWithProviderIds(providerIds: readonly string[]): Promise<void> {
  const deadline = Date.now() + RECORD_WAIT_MS;
  while ((await db().emailMessage.count({ where: { providerId: { in: [...providerIds] } } })) < providerIds.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Posts the simulated events of messages the outbox has just taken (their provider ids are the outbox's). */
export async function reportOutboxDeliveries(messages: readonly { providerId: string; to: string; subject: string }[]): Promise<void> {
  const secret = deliveryWebhookSecret();
  if (!secret) return;
  const reported = messages.filter((message) => simulatedEvents(message.to).length > 0);
  if (reported.length === 0) return;
  await recordedWithProviderIds(reported.map((message) => message.providerId));
  const url = `${env().SITE_URL}/api/webhooks/resend`;
  for (const message of reported) {
    for (const simulated of simulatedEvents(message.to)) {
      const id = `msg_outbox_${randomUUID()}`;
      const now = new Date();
      const body = JSON.stringify({
        type: simulated.type,
        created_at: now.toISOString(),
        data: {
          email_id: message.providerId,
          to: [message.to],
          subject: message.subject,
          created_at: now.toISOString(),
          ...(simulated.bounce ? { bounce: simulated.bounce } : {}),
        },
      });
      const headers = {
        "content-type": "application/json",
        "svix-id": id,
        "svix-timestamp": String(Math.floor(now.getTime() / 1000)),
        "svix-signature": new Webhook(secret).sign(id, now, body),
      };
      try {
        const response = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(10_000) });
        if (!response.ok) log().warn({ status: response.status, eventType: simulated.type }, "email: the outbox's delivery event was refused");
      } catch (error) {
        log().warn({ err: error, eventType: simulated.type }, "email: the outbox could not report a delivery event");
      }
    }
  }
}
