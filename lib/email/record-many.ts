import "server-only";
// Recording a batch of e-mails in one statement, inside the caller's transaction (the scheduled
// job's batches: up to a few hundred messages of several kilobytes each). Prisma's createMany hands
// every value to its query compiler and back, which cost more than all the rest of a batch; a raw
// INSERT over unnest() passes the values to PostgreSQL as arrays. The rows are exactly those
// sendingEmailRow() describes (claimed for sending, with a lease), so everything else reads them as
// it reads any other record.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/db";
import type { EmailMode } from "@/lib/env";
import { sendingEmailRow, type OutgoingEmail, type RecordedEmail } from "./send";

/** Records `messages` (ids made here unless given), skipping any whose dedupe key is taken, and
 * returns the records written, in the messages' order. `createdAt` keeps a person's e-mails in the
 * order they were recorded (the mailbox and the retry job read by created_at). */
export async function recordEmailsIn(
  tx: Prisma.TransactionClient,
  messages: readonly (OutgoingEmail & { id?: string; createdAt?: Date })[],
  transport: EmailMode,
  now: Date = new Date(),
): Promise<RecordedEmail[]> {
  if (messages.length === 0) return [];
  const rows = messages.map((message) => ({
    id: message.id ?? randomUUID(),
    createdAt: message.createdAt ?? now,
    ...sendingEmailRow(message, transport, now),
  }));
  const first = rows[0]!;
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
  const written = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "email_messages" ("id", "dedupe_key", "to", "type", "subject", "html", "text", "headers", "status", "transport", "attempts", "next_attempt_at", "created_at")
    SELECT m."id", m."dedupe_key", m."to", m."type", m."subject", m."html", m."text", m."headers",
           'sending'::"EmailStatus", ${first.transport}, ${first.attempts}, CAST(${first.nextAttemptAt.toISOString()} AS timestamp(3)), m."created_at"
    FROM unnest(
      ${column((row) => row.id)}::text[], ${column((row) => row.dedupeKey ?? null)}::text[], ${column((row) => row.to)}::text[],
      ${column((row) => row.type)}::text[], ${column((row) => row.subject)}::text[], ${column((row) => row.html)}::text[],
      ${column((row) => row.text ?? null)}::text[], ${column((row) => (row.headers ? JSON.stringify(row.headers) : null))}::jsonb[],
      ${column((row) => row.createdAt.toISOString())}::timestamp(3)[]
    ) AS m("id", "dedupe_key", "to", "type", "subject", "html", "text", "headers", "created_at")
    ON CONFLICT ("dedupe_key") DO NOTHING
    RETURNING "id"`;
  const ids = new Set(written.map((row) => row.id));
  return rows
    .filter((row) => ids.has(row.id))
    .map((row) => ({ id: row.id, to: row.to, type: row.type, subject: row.subject, html: row.html, text: row.text ?? undefined, headers: row.headers }));
}
