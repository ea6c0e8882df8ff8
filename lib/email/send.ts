import "server-only";
// Sending e-mail. Every message is recorded in email_messages before it is handed to the
// transport; the record's id is the provider's idempotency key, so a retry after a crash or a
// timeout never delivers twice. With the outbox transport the record is the delivered message.
//
// Many messages at once (the scheduled job) go through sendEmails: every row is recorded first, then
// they leave in batches of at most 100 through the provider's batch call, whose idempotency key is
// derived from the batch's record ids and stored on each row (batch_key). A retry resends exactly
// that batch under that key, so a batch accepted before a crash is never delivered twice either.
import { createHash } from "node:crypto";
import { requestLog } from "@/lib/log/request";
import { db, Prisma as PrismaNamespace, type Prisma } from "@/lib/db";
import type { Lane } from "./pacer";
import { RECORD_SELECT, recordEmailsIn, recordedEmail, SENDING_LEASE_MS, sendingEmailRow, type OutgoingEmail, type RecordedEmail } from "./records";
export { RECORD_SELECT, recordedEmail, SENDING_LEASE_MS, sendingEmailRow } from "./records";
export type { OutgoingEmail, RecordedEmail } from "./records";
import { applyEarlyEvents } from "./delivery-events";
import { EmailProviderError, emailTransport, MAX_BATCH_SIZE, senderAddress, type EmailTransport, type TransportMessage } from "./transport";

/** What became of a message handed to the provider: sent; failed (retried later while retryable);
 * or deferred, when the provider's rate limit kept it waiting longer than its lane's patience: it is
 * queued again for when the provider said, and the attempt does not count. */
export type DeliveryStatus = "sent" | "failed" | "deferred";
export type SendResult = { id: string; status: DeliveryStatus | "duplicate" };
export type RetryResult = { id: string; status: DeliveryStatus | "skipped" };

/** Attempts per message, the first one included; after that a failed message stays failed. */
const MAX_EMAIL_ATTEMPTS = 6;
/** Wait before the next attempt, by number of attempts made so far (1, 2, ...). All of them
 * together stay well inside the provider's 24-hour idempotency window. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
const MAX_ERROR_LENGTH = 500;

function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1] ?? 60_000;
}

/** Messages due for a (re)try: failed ones whose next attempt has come, ones whose sending was
 * abandoned (the lease ran out), and ones the provider's rate limit sent back to the queue. For the
 * scheduled job. (Queued rows that still have something to compose are promises:
 * lib/email/promised.ts.) */
function dueEmailWhere(now: Date = new Date()): Prisma.EmailMessageWhereInput {
  return {
    nextAttemptAt: { lte: now },
    OR: [{ status: { in: ["failed", "sending"] } }, { status: "queued", compose: { equals: PrismaNamespace.DbNull } }],
  };
}

/** Records one message, or finds the earlier record of its dedupeKey (then `duplicate`). */
async function record(message: OutgoingEmail, transport: EmailTransport, now: Date): Promise<{ record: RecordedEmail } | { duplicate: string }> {
  const [written] = await recordEmailsIn(db(), [message], transport.kind, now);
  if (written) return { record: written };
  // Nothing written: the dedupe key is taken (the insert waited for a concurrent one to commit).
  const existing =
    message.dedupeKey === undefined ? null : await db().emailMessage.findUnique({ where: { dedupeKey: message.dedupeKey }, select: { id: true } });
  if (!existing) throw new Error(`The e-mail ${message.type} to ${message.to} was not recorded`);
  return { duplicate: existing.id };
}

/** Records the message, sends it and records the outcome. Provider failures never throw: they
 * are logged and returned as `failed` (retryable ones get a nextAttemptAt for the scheduled job).
 * With a dedupeKey that was already used, nothing is sent and `duplicate` is returned. */
export async function sendEmail(message: OutgoingEmail): Promise<SendResult> {
  const transport = emailTransport();
  const recorded = await record(message, transport, new Date());
  if ("duplicate" in recorded) return { id: recorded.duplicate, status: "duplicate" };
  const status = await deliver(transport, recorded.record, 1, "transactional");
  return { id: recorded.record.id, status };
}

/** Records `messages` in one statement and sends them: a lone one as sendEmail sends it, more
 * through the provider's batch call (deliverRecorded). A message whose dedupe key was used before is
 * left out. For e-mails rendered together (the receipts of orders paid at the same moment). */
export async function sendEmailBatch(messages: readonly OutgoingEmail[]): Promise<void> {
  if (messages.length === 0) return;
  const transport = emailTransport();
  const records = await recordEmailsIn(db(), messages, transport.kind);
  if (records.length === 1) await deliver(transport, records[0]!, 1, "transactional");
  else if (records.length > 1) await deliverRecorded(records, "transactional");
}

/** For a message that must exist exactly when the rows it goes with do (an account and its
 * confirmation): the caller's transaction writes its record, already claimed for sending; after
 * the commit, sendRecordedEmail sends it. Should the process stop in between, the scheduled job
 * sends it once the lease runs out. */
export async function recordEmailIn(tx: Prisma.TransactionClient, message: OutgoingEmail, now: Date = new Date()): Promise<RecordedEmail> {
  const row = await tx.emailMessage.create({ data: sendingEmailRow(message, emailTransport().kind, now), select: RECORD_SELECT });
  return recordedEmail(row);
}

/** Sends a message recorded by recordEmailIn (its first attempt). */
export async function sendRecordedEmail(message: RecordedEmail): Promise<SendResult> {
  return { id: message.id, status: await deliver(emailTransport(), message, 1, "transactional") };
}

/** Sends messages recorded by this process (status sending, first attempt) in batches of at most
 * 100, in the given lane of the provider's pace (the scheduled job's are bulk). Returns each
 * record's outcome by id. */
export async function deliverRecorded(records: RecordedEmail[], lane: Lane = "bulk"): Promise<Map<string, DeliveryStatus>> {
  const transport = emailTransport();
  const outcomes = new Map<string, DeliveryStatus>();
  const ordered = [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (let index = 0; index < ordered.length; index += MAX_BATCH_SIZE) {
    const batch = ordered.slice(index, index + MAX_BATCH_SIZE);
    const key = batchKeyOf(batch.map((message) => message.id));
    await db().emailMessage.updateMany({ where: { id: { in: batch.map((message) => message.id) } }, data: { batchKey: key } });
    const status = await deliverBatch(transport, key, batch, 1, lane);
    for (const message of batch) outcomes.set(message.id, status);
  }
  return outcomes;
}

/** Adds deliveries to a job's counts: a message deferred by the provider's rate limit is no failure. */
export function countDeliveries(counts: { sent: number; skipped: number; failed: number }, outcomes: Iterable<DeliveryStatus>): void {
  for (const outcome of outcomes) counts[outcome === "deferred" ? "skipped" : outcome] += 1;
}

/** The idempotency key of a batch: its record ids, in order, hashed. */
function batchKeyOf(ids: readonly string[]): string {
  return `batch_${createHash("sha256").update(ids.join(",")).digest("base64url")}`;
}

/** Sends a recorded message that has not gone out (failed, or abandoned mid-send) again,
 * under the same id and so the same idempotency key. Claims the row first, so two concurrent
 * retries of one message send it once; `skipped` when it is already sent, in flight or unknown. */
export async function retryEmail(id: string): Promise<RetryResult> {
  const row = await db().emailMessage.findUnique({ where: { id }, select: { ...RECORD_SELECT, status: true, attempts: true, batchKey: true, compose: true } });
  // A promise that was never composed has nothing to send (lib/email/promised.ts).
  if (!row || row.status === "sent" || row.status === "queued" || row.compose !== null) return { id, status: "skipped" };
  // Part of a batch: only the same batch under the same key is safe to send again.
  if (row.batchKey) {
    const results = await retryBatch(row.batchKey);
    return results.find((result) => result.id === id) ?? { id, status: "skipped" };
  }
  const transport = emailTransport();
  const now = new Date();
  const claimed = await db().emailMessage.updateMany({
    where: {
      id,
      attempts: row.attempts,
      OR: [{ status: "failed" }, { status: "sending", nextAttemptAt: { lte: now } }],
    },
    data: {
      status: "sending",
      attempts: { increment: 1 },
      transport: transport.kind,
      nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS),
    },
  });
  if (claimed.count !== 1) return { id, status: "skipped" };
  const status = await deliver(transport, recordedEmail(row), row.attempts + 1, "bulk");
  return { id, status };
}

/** Sends a batch that has not gone out again, whole, in the same order and under the same key (the
 * provider answers a repeated key with its first answer and sends nothing new). Claims every row
 * first, so two concurrent retries of one batch send it once. */
async function retryBatch(batchKey: string): Promise<RetryResult[]> {
  const rows = await db().emailMessage.findMany({
    where: { batchKey },
    orderBy: { id: "asc" },
    select: { ...RECORD_SELECT, status: true, attempts: true },
  });
  const skipped = rows.map((row) => ({ id: row.id, status: "skipped" as const }));
  if (rows.length === 0 || rows.some((row) => row.status === "sent")) return skipped;
  const transport = emailTransport();
  const now = new Date();
  const claimed = await db().emailMessage.updateMany({
    where: { batchKey, OR: [{ status: "failed" }, { status: "sending", nextAttemptAt: { lte: now } }] },
    data: { status: "sending", attempts: { increment: 1 }, transport: transport.kind, nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS) },
  });
  // A batch's rows share one fate (the provider takes all or none), so they are claimable together;
  // a partial claim means another run holds part of it, and that run sends it.
  if (claimed.count !== rows.length) return skipped;
  const attempts = Math.max(...rows.map((row) => row.attempts)) + 1;
  const status = await deliverBatch(transport, batchKey, rows.map(recordedEmail), attempts, "bulk");
  return rows.map((row) => ({ id: row.id, status }));
}

/** Messages due for a (re)try, oldest first, at most `limit`. Each is claimed before it is sent, so
 * overlapping runs send it once. Those the provider never took (queued again after its rate limit)
 * go out together in new batches of up to 100 under new keys; a batch whose outcome is unknown
 * (failed, or abandoned mid-send) goes again whole under its own key (retryBatch), and a lone
 * message whose outcome is unknown under its own id (retryEmail), since only the same key keeps the
 * provider from delivering it twice. */
export async function retryDueEmails(options: { now?: Date; limit?: number } = {}): Promise<RetryResult[]> {
  const now = options.now ?? new Date();
  const due = await db().emailMessage.findMany({
    where: dueEmailWhere(now),
    orderBy: { createdAt: "asc" },
    take: options.limit ?? 500,
    select: { id: true, batchKey: true, status: true },
  });
  const results: RetryResult[] = [];
  const queued = due.filter((message) => message.status === "queued").map((message) => message.id);
  for (let index = 0; index < queued.length; index += MAX_BATCH_SIZE) results.push(...(await resendQueued(queued.slice(index, index + MAX_BATCH_SIZE), now)));
  const batches = new Set<string>();
  for (const message of due) {
    if (message.status === "queued") continue;
    if (message.batchKey) {
      if (batches.has(message.batchKey)) continue;
      batches.add(message.batchKey);
      results.push(...(await retryBatch(message.batchKey)));
    } else {
      results.push(await retryEmail(message.id));
    }
  }
  return results;
}

/** Claims what is still queued of `ids` (another run may hold some) as one new batch, and sends it. */
async function resendQueued(ids: string[], now: Date): Promise<RetryResult[]> {
  const transport = emailTransport();
  const claimed = await db().emailMessage.updateManyAndReturn({
    where: { id: { in: ids }, status: "queued", compose: { equals: PrismaNamespace.DbNull } },
    data: { status: "sending", attempts: { increment: 1 }, transport: transport.kind, nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS) },
    select: RECORD_SELECT,
  });
  const taken = new Set(claimed.map((row) => row.id));
  const skipped = ids.filter((id) => !taken.has(id)).map((id) => ({ id, status: "skipped" as const }));
  if (claimed.length === 0) return skipped;
  const records = claimed.map(recordedEmail).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const outcomes = await deliverRecorded(records, "bulk");
  return [...records.map((record) => ({ id: record.id, status: outcomes.get(record.id) ?? ("failed" as const) })), ...skipped];
}

function transportMessage(message: RecordedEmail): TransportMessage {
  return { id: message.id, from: senderAddress(), to: message.to, subject: message.subject, html: message.html, text: message.text, headers: message.headers };
}

async function deliverBatch(transport: EmailTransport, batchKey: string, batch: RecordedEmail[], attempts: number, lane: Lane): Promise<DeliveryStatus> {
  const ids = batch.map((message) => message.id);
  let providerIds: (string | null)[];
  try {
    ({ providerIds } = await transport.sendBatch(batch.map(transportMessage), batchKey, lane));
  } catch (error) {
    return recordFailure(transport, { ids, type: batch[0]?.type ?? "batch", batchKey }, attempts, error);
  }
  const sentAt = new Date();
  const sent = { status: "sent" as const, sentAt, error: null, nextAttemptAt: null };
  if (providerIds.every((providerId) => providerId === null)) {
    await db().emailMessage.updateMany({ where: { id: { in: ids } }, data: { ...sent, providerId: null } });
  } else {
    // One statement for the whole batch, each row with its own provider id.
    await db().$executeRaw`
      UPDATE "email_messages" AS m
      SET "status" = 'sent', "sent_at" = CAST(${sentAt.toISOString()} AS timestamp(3)), "error" = NULL, "next_attempt_at" = NULL, "provider_id" = p."provider_id"
      FROM unnest(${ids}::text[], ${providerIds}::text[]) AS p("id", "provider_id")
      WHERE m."id" = p."id"`;
    await applyEarlyEvents(providerIds);
  }
  return "sent";
}

async function recordFailure(
  transport: EmailTransport,
  target: { ids: string[]; type: string; batchKey?: string },
  attempts: number,
  error: unknown,
): Promise<"failed" | "deferred"> {
  if (error instanceof EmailProviderError && error.rateLimited) {
    // Refused for the provider's rate limit: this call took nothing, and the attempt does not
    // count. On a first attempt nothing was ever taken under the message's key, so it is queued
    // again for when the provider said, and the retry job may send it in any batch under a new
    // key. A later attempt follows one whose outcome is unknown (a timeout, a crash): it keeps its
    // key, so the provider cannot deliver it twice.
    const fresh = attempts <= 1;
    await db().emailMessage.updateMany({
      where: { id: { in: target.ids } },
      data: {
        ...(fresh ? { status: "queued" as const, batchKey: null } : { status: "failed" as const }),
        attempts: { decrement: 1 },
        error: error.message.slice(0, MAX_ERROR_LENGTH),
        nextAttemptAt: new Date(Date.now() + (error.retryAfterMs ?? 1000)),
      },
    });
    return "deferred";
  }
  const retryable = error instanceof EmailProviderError ? error.retryable : true;
  const willRetry = retryable && attempts < MAX_EMAIL_ATTEMPTS;
  const reason = error instanceof Error ? error.message : String(error);
  (await requestLog()).error(
    {
      emailIds: target.ids.length > 3 ? `${target.ids.length} messages` : target.ids,
      batchKey: target.batchKey,
      emailType: target.type,
      transport: transport.kind,
      attempts,
      retryable,
      willRetry,
      err: error,
    },
    "email: delivery failed",
  );
  await db().emailMessage.updateMany({
    where: { id: { in: target.ids } },
    data: {
      status: "failed",
      error: reason.slice(0, MAX_ERROR_LENGTH),
      nextAttemptAt: willRetry ? new Date(Date.now() + retryDelayMs(attempts)) : null,
    },
  });
  return "failed";
}

async function deliver(transport: EmailTransport, message: RecordedEmail, attempts: number, lane: Lane): Promise<DeliveryStatus> {
  try {
    const { providerId } = await transport.send(transportMessage(message), lane);
    await db().emailMessage.update({
      where: { id: message.id },
      data: { status: "sent", providerId, sentAt: new Date(), error: null, nextAttemptAt: null },
      select: { id: true },
    });
    await applyEarlyEvents([providerId]);
    return "sent";
  } catch (error) {
    return recordFailure(transport, { ids: [message.id], type: message.type }, attempts, error);
  }
}
