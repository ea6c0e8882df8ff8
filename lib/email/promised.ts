import "server-only";
// Promised e-mails: the transactional outbox. A state change that promises an e-mail (a confirmed
// account its welcome, a paid order its receipt) records it in its own transaction as a queued row
// holding its dedupe key, its address and what to compose (`compose`), but no content: rendering
// waits until after the commit, where it cannot hold a lock. After the commit the usual code path
// composes and sends it; recording it under the same dedupe key turns the queued row into the
// message (lib/email/records.ts), so it keeps its id and is sent once. Should the process stop in
// between, or the send fail before anything was recorded (a database restart), the scheduled job
// finds the row once PROMISE_GRACE_MS has passed and composes it through the same code
// (lib/scheduled/promised-emails.ts).
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { db, Prisma } from "@/lib/db";
import { emailTransport } from "./transport";

/** What the scheduled job composes for a promise: each kind names the function that sends it. */
export const emailComposeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("welcome"), userId: z.string() }),
  z.object({ kind: z.literal("order_receipt"), orderId: z.string() }),
]);
export type EmailCompose = z.infer<typeof emailComposeSchema>;

export type PromisedEmail = { to: string; type: string; dedupeKey: string; compose: EmailCompose };

/** How long a promise is left to the process that made it before the job composes it: the usual
 * path takes milliseconds; this only has to outlast a slow one. */
export const PROMISE_GRACE_MS = 60_000;

/** Records `promises` inside the caller's transaction. A dedupe key already used (the e-mail was
 * promised or sent before) records nothing. */
export async function promiseEmailsIn(tx: Prisma.TransactionClient, promises: readonly PromisedEmail[], now: Date = new Date()): Promise<void> {
  if (promises.length === 0) return;
  const due = new Date(now.getTime() + PROMISE_GRACE_MS).toISOString();
  await tx.$executeRaw`
    INSERT INTO "email_messages" ("id", "dedupe_key", "to", "type", "subject", "html", "compose", "status", "transport", "attempts", "next_attempt_at", "created_at")
    SELECT p."id", p."dedupe_key", p."to", p."type", '', '', p."compose", 'queued'::"EmailStatus", ${emailTransport().kind}, 0,
           CAST(${due} AS timestamp(3)), CAST(${now.toISOString()} AS timestamp(3))
    FROM unnest(${promises.map(() => randomUUID())}::text[], ${promises.map((promise) => promise.dedupeKey)}::text[],
                ${promises.map((promise) => promise.to)}::text[], ${promises.map((promise) => promise.type)}::text[],
                ${promises.map((promise) => JSON.stringify(promise.compose))}::jsonb[]) AS p("id", "dedupe_key", "to", "type", "compose")
    ON CONFLICT ("dedupe_key") DO NOTHING`;
}

/** Promises whose grace has passed and that nobody composed, oldest first. */
export async function duePromisedEmails(now: Date, limit: number): Promise<{ id: string; compose: EmailCompose | null }[]> {
  const rows = await db().emailMessage.findMany({
    // Queued rows without anything to compose are messages the provider's rate limit sent back to
    // the queue: the retry job's (lib/email/send.ts).
    where: { status: "queued", nextAttemptAt: { lte: now }, NOT: { compose: { equals: Prisma.DbNull } } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { id: true, compose: true },
  });
  return rows.map((row) => {
    const parsed = emailComposeSchema.safeParse(row.compose);
    return { id: row.id, compose: parsed.success ? parsed.data : null };
  });
}

/** Where the e-mails recorded under `dedupeKeys` stand: "pending" while one is promised and not
 * composed yet, "underway" while one is composed and still to go out (in flight, held back by the
 * provider's rate limit, or failed with a retry to come), else "settled" (sent, given up, or none). */
export async function unsentEmailState(dedupeKeys: readonly string[]): Promise<"pending" | "underway" | "settled"> {
  const rows = await db().emailMessage.findMany({
    where: { dedupeKey: { in: [...dedupeKeys] }, status: { not: "sent" } },
    select: { status: true, compose: true, nextAttemptAt: true },
  });
  if (rows.some((row) => row.status === "queued" && row.compose !== null)) return "pending";
  if (rows.some((row) => row.status === "queued" || row.status === "sending" || (row.status === "failed" && row.nextAttemptAt !== null))) return "underway";
  return "settled";
}

/** Attempts at composing one promise before it is given up as failed (each a scheduled run apart). */
const MAX_COMPOSE_ATTEMPTS = 6;
const COMPOSE_RETRY_MS = 5 * 60_000;

/** After the job tried to compose a promise: one still queued was not composed. When composing
 * threw (the database or a template failed) it is tried again later, a few times; when it ran and
 * found nothing to send (the order has no address any more), it ends as failed, with the reason. */
export async function settlePromise(
  id: string,
  outcome: { error: unknown } | { composed: true },
  now: Date = new Date(),
): Promise<"sent" | "failed" | "retry"> {
  const row = await db().emailMessage.findUnique({ where: { id }, select: { status: true, attempts: true, compose: true } });
  // Composed (sent, in flight, or queued again by the provider's rate limit): the retry job has it.
  if (!row || row.status !== "queued" || row.compose === null) return "sent";
  const gaveUp = "composed" in outcome || row.attempts + 1 >= MAX_COMPOSE_ATTEMPTS;
  const reason =
    "composed" in outcome ? "Nothing to send: what the e-mail was promised for is gone" : String((outcome.error as Error)?.message ?? outcome.error);
  await db().emailMessage.updateMany({
    where: { id, status: "queued", NOT: { compose: { equals: Prisma.DbNull } } },
    data: {
      attempts: { increment: 1 },
      error: reason.slice(0, 500),
      ...(gaveUp ? { status: "failed", nextAttemptAt: null } : { nextAttemptAt: new Date(now.getTime() + COMPOSE_RETRY_MS) }),
    },
  });
  return gaveUp ? "failed" : "retry";
}
