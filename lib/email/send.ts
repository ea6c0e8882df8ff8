import "server-only";
// Sending e-mail. Every message is recorded in email_messages before it is handed to the
// transport; the record's id is the provider's idempotency key, so a retry after a crash or a
// timeout never delivers twice. With the outbox transport the record is the delivered message.
import { db, Prisma } from "@/lib/db";
import { cleanSubject } from "./html";
import { EmailProviderError, emailTransport, senderAddress, type EmailTransport } from "./transport";

export type OutgoingEmail = {
  to: string;
  type: string;
  subject: string;
  html: string;
  text?: string;
  /** Makes the send happen at most once ever for this key (e.g. `welcome:{userId}`). */
  dedupeKey?: string;
};

export type SendResult = { id: string; status: "sent" | "failed" | "duplicate" };
export type RetryResult = { id: string; status: "sent" | "failed" | "skipped" };

/** Attempts per message, the first one included; after that a failed message stays failed. */
export const MAX_EMAIL_ATTEMPTS = 6;
/** Wait before the next attempt, by number of attempts made so far (1, 2, ...). All of them
 * together stay well inside the provider's 24-hour idempotency window. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
/** How long a message being sent is left alone before it counts as abandoned (process crash). */
export const SENDING_LEASE_MS = 5 * 60_000;
const MAX_ERROR_LENGTH = 500;

export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1] ?? 60_000;
}

/** Messages due for a (re)try: queued ones, failed ones whose next attempt has come, and ones
 * whose sending was abandoned (the lease ran out). For the scheduled job. */
export function dueEmailWhere(now: Date = new Date()): Prisma.EmailMessageWhereInput {
  return {
    OR: [
      { status: "queued", OR: [{ nextAttemptAt: null }, { nextAttemptAt: { lte: now } }] },
      { status: { in: ["failed", "sending"] }, nextAttemptAt: { lte: now } },
    ],
  };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/** Records the message, sends it and records the outcome. Provider failures never throw: they
 * are logged and returned as `failed` (retryable ones get a nextAttemptAt for the scheduled job).
 * With a dedupeKey that was already used, nothing is sent and `duplicate` is returned. */
export async function sendEmail(message: OutgoingEmail): Promise<SendResult> {
  const transport = emailTransport();
  const now = new Date();
  const data = {
    to: message.to,
    type: message.type,
    subject: cleanSubject(message.subject),
    html: message.html,
    text: message.text,
    dedupeKey: message.dedupeKey,
    transport: transport.kind,
    // Claimed by this call from the start: the lease keeps the scheduled job off it while it is
    // in flight, and lets the job pick it up if this process dies before recording the outcome.
    status: "sending" as const,
    attempts: 1,
    nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS),
  };
  let record: { id: string };
  try {
    record = await db().emailMessage.create({ data, select: { id: true } });
  } catch (error) {
    if (message.dedupeKey === undefined || !isUniqueViolation(error)) throw error;
    const existing = await db().emailMessage.findUnique({ where: { dedupeKey: message.dedupeKey }, select: { id: true } });
    if (!existing) throw error;
    return { id: existing.id, status: "duplicate" };
  }
  const status = await deliver(transport, { id: record.id, to: data.to, subject: data.subject, html: data.html, text: data.text, type: data.type }, 1);
  return { id: record.id, status };
}

/** Sends a recorded message that has not gone out (failed, queued, or abandoned mid-send) again,
 * under the same id and so the same idempotency key. Claims the row first, so two concurrent
 * retries of one message send it once; `skipped` when it is already sent, in flight or unknown. */
export async function retryEmail(id: string): Promise<RetryResult> {
  const row = await db().emailMessage.findUnique({
    where: { id },
    select: { id: true, to: true, type: true, subject: true, html: true, text: true, status: true, attempts: true },
  });
  if (!row || row.status === "sent") return { id, status: "skipped" };
  const transport = emailTransport();
  const now = new Date();
  const claimed = await db().emailMessage.updateMany({
    where: {
      id,
      attempts: row.attempts,
      OR: [{ status: { in: ["failed", "queued"] } }, { status: "sending", nextAttemptAt: { lte: now } }],
    },
    data: {
      status: "sending",
      attempts: { increment: 1 },
      transport: transport.kind,
      nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS),
    },
  });
  if (claimed.count !== 1) return { id, status: "skipped" };
  const status = await deliver(transport, { ...row, text: row.text ?? undefined }, row.attempts + 1);
  return { id, status };
}

async function deliver(
  transport: EmailTransport,
  message: { id: string; to: string; type: string; subject: string; html: string; text?: string },
  attempts: number,
): Promise<"sent" | "failed"> {
  try {
    const { providerId } = await transport.send({
      id: message.id,
      from: senderAddress(),
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
    });
    await db().emailMessage.update({
      where: { id: message.id },
      data: { status: "sent", providerId, sentAt: new Date(), error: null, nextAttemptAt: null },
      select: { id: true },
    });
    return "sent";
  } catch (error) {
    const retryable = error instanceof EmailProviderError ? error.retryable : true;
    const willRetry = retryable && attempts < MAX_EMAIL_ATTEMPTS;
    const reason = error instanceof Error ? error.message : String(error);
    console.error("email: delivery failed", {
      id: message.id,
      type: message.type,
      transport: transport.kind,
      attempts,
      retryable,
      willRetry,
      error: reason,
    });
    await db().emailMessage.update({
      where: { id: message.id },
      data: {
        status: "failed",
        error: reason.slice(0, MAX_ERROR_LENGTH),
        nextAttemptAt: willRetry ? new Date(Date.now() + retryDelayMs(attempts)) : null,
      },
      select: { id: true },
    });
    return "failed";
  }
}
