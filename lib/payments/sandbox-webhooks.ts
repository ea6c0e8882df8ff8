import "server-only";
// The sandbox's webhook deliveries, made the way Stripe makes them: every event is recorded
// (sandbox_webhook_events) before the first attempt, posted with a fresh Stripe signature to the
// shop's own webhook route, and retried with back-off by the scheduled job until the route accepts
// it. A paid sandbox session therefore ends fulfilled even when the route failed at pay time.
import Stripe from "stripe";
import { db, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { sandboxWebhookSecret } from "./sandbox-secret";
import { log } from "@/lib/log/logger";

/** Where events go; defaults to this app (SITE_URL) and sandboxWebhookSecret(). */
export type SandboxDeliveryOptions = { siteUrl?: string; webhookSecret?: string };

/** Wait before the next attempt, by attempts made so far: about three days in all, as Stripe
 * retries in live mode. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 24 * 3_600_000, 24 * 3_600_000];
const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** An attempt in flight is left alone this long; a process that died mid-attempt is retried after. */
const ATTEMPT_LEASE_MS = 2 * 60_000;
const ATTEMPT_TIMEOUT_MS = 15_000;
/** Events one scheduled run retries at most. */
const RETRY_BATCH = 100;

function deliveryRetryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0]!;
}

/** Records an event the sandbox owes the webhook route, due at once; inside the transaction that
 * makes it true (the payment, the refund), so one never exists without the other. */
export async function recordSandboxEvent(tx: Prisma.TransactionClient, event: { id: string; type: string }, now: Date): Promise<void> {
  await tx.sandboxWebhookEvent.create({ data: { id: event.id, type: event.type, payload: JSON.stringify(event, null, 2), nextAttemptAt: now } });
}

/**
 * One attempt at a recorded event that is due. The attempt is claimed by a conditional update on
 * the attempt count, so two callers (the payment and an overlapping scheduled run) never post it
 * at once; either way the webhook route handles an event id once. True when the route accepted it.
 */
export async function attemptSandboxEvent(id: string, options: SandboxDeliveryOptions = {}, now: Date = new Date()): Promise<boolean> {
  const row = await db().sandboxWebhookEvent.findUnique({ where: { id }, select: { type: true, payload: true, attempts: true, nextAttemptAt: true } });
  if (!row?.nextAttemptAt || row.nextAttemptAt > now) return false;
  const attempts = row.attempts + 1;
  const claimed = await db().sandboxWebhookEvent.updateMany({
    where: { id, attempts: row.attempts, deliveredAt: null },
    data: { attempts, nextAttemptAt: new Date(now.getTime() + ATTEMPT_LEASE_MS) },
  });
  if (claimed.count !== 1) return false;

  const failure = await post({ id, type: row.type, payload: row.payload }, options);
  if (failure === null) {
    await db().sandboxWebhookEvent.update({ where: { id }, data: { deliveredAt: new Date(), nextAttemptAt: null, lastError: null } });
    return true;
  }
  const giveUp = attempts >= MAX_DELIVERY_ATTEMPTS;
  if (giveUp) log().error({ eventId: id, eventType: row.type, attempts }, "sandbox: giving up delivering the event");
  await db().sandboxWebhookEvent.update({
    where: { id },
    data: { lastError: failure, nextAttemptAt: giveUp ? null : new Date(now.getTime() + deliveryRetryDelayMs(attempts)) },
  });
  return false;
}

/** The scheduled job's part: every recorded event whose next attempt has come, oldest first. */
export async function retryDueSandboxEvents(
  now: Date = new Date(),
  options: SandboxDeliveryOptions = {},
): Promise<{ sent: number; failed: number; skipped: number }> {
  const due = await db().sandboxWebhookEvent.findMany({
    where: { nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: "asc" },
    take: RETRY_BATCH,
    select: { id: true },
  });
  const counts = { sent: 0, failed: 0, skipped: 0 };
  for (const { id } of due) {
    if (await attemptSandboxEvent(id, options, now)) counts.sent += 1;
    else counts.failed += 1;
  }
  return counts;
}

/** Posts a signed event to the webhook route; null when the route accepted it, else why not. */
async function post(event: { id: string; type: string; payload: string }, options: SandboxDeliveryOptions): Promise<string | null> {
  const endpoint = `${(options.siteUrl ?? env().SITE_URL).replace(/\/+$/, "")}/api/webhooks/stripe`;
  try {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: options.webhookSecret ?? sandboxWebhookSecret() });
    const response = await fetch(endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": signature,
        "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks; sandbox)",
      },
      body: event.payload,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    await response.text().catch(() => "");
    if (response.ok) return null;
    log().error({ eventId: event.id, eventType: event.type, endpoint, status: response.status }, "sandbox: the webhook route refused the event");
    return `HTTP ${response.status}`;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log().error({ eventId: event.id, eventType: event.type, endpoint, reason: message }, "sandbox: delivering the event failed");
    return message.slice(0, 500);
  }
}
