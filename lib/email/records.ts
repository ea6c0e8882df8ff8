import "server-only";
// What an e-mail is before and after it is recorded, the row that records it (claimed for sending,
// with a lease), and recording many at once. A batch (the scheduled job's: up to a few hundred
// messages of several kilobytes) and the single messages of sendEmail are written by a raw INSERT
// over unnest(): Prisma's create and createMany hand every value to its query compiler and back,
// which cost more than all the rest of a send. The rows are exactly those sendingEmailRow()
// describes, so everything else reads them as it reads any other record.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { EmailMode } from "@/lib/env";
import type { Prisma } from "@/lib/db";
import { cleanSubject } from "./html";

export type OutgoingEmail = {
  to: string;
  type: string;
  subject: string;
  html: string;
  text?: string;
  /** Makes the send happen at most once ever for this key (e.g. `welcome:{userId}`). */
  dedupeKey?: string;
  /** Extra headers (e.g. List-Unsubscribe), stored with the record and sent on every attempt. */
  headers?: Record<string, string>;
};

/** What a recorded message's id looks like in a URL: a UUID or a cuid (the column's default). */
export const emailMessageIdSchema = z.string().regex(/^[a-z0-9-]{10,40}$/i);

/** A recorded message as the transport needs it. */
export type RecordedEmail = { id: string; to: string; type: string; subject: string; html: string; text?: string; headers?: Record<string, string> };

/** How long a message being sent is left alone before it counts as abandoned (process crash). */
export const SENDING_LEASE_MS = 5 * 60_000;
/** The row of a message this process is about to send: claimed from the start (status sending
 * with a lease), so the scheduled job leaves it alone while it is in flight and picks it up if the
 * process dies before recording the outcome. Also used inside the scheduled job's claim transaction. */
export function sendingEmailRow(message: OutgoingEmail, transport: EmailMode, now: Date = new Date()) {
  return {
    to: message.to,
    type: message.type,
    subject: cleanSubject(message.subject),
    html: message.html,
    text: message.text,
    headers: message.headers,
    dedupeKey: message.dedupeKey,
    transport,
    status: "sending" as const,
    attempts: 1,
    nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS),
  };
}

/** The columns recordedEmail() reads. */
export const RECORD_SELECT = { id: true, to: true, type: true, subject: true, html: true, text: true, headers: true } as const;

export function recordedEmail(row: {
  id: string;
  to: string;
  type: string;
  subject: string;
  html: string;
  text: string | null;
  headers: Prisma.JsonValue;
}): RecordedEmail {
  return { id: row.id, to: row.to, type: row.type, subject: row.subject, html: row.html, text: row.text ?? undefined, headers: storedHeaders(row.headers) };
}

function storedHeaders(value: Prisma.JsonValue): Record<string, string> | undefined {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** Records `messages` (ids made here unless given), skipping any whose dedupe key is taken (but
 * composing a promised one: lib/email/promised.ts), and returns the records written, in the
 * messages' order. `createdAt` (default: the moment of the call)
 * keeps a person's e-mails in the order they were recorded (the mailbox and the retry job read by
 * created_at). */
export async function recordEmailsIn(
  tx: Prisma.TransactionClient,
  messages: readonly (OutgoingEmail & { id?: string; createdAt?: Date })[],
  transport: EmailMode,
  now: Date = new Date(),
): Promise<RecordedEmail[]> {
  if (messages.length === 0) return [];
  // One row per dedupe key (an upsert may touch a row once per statement): a repeat is left out, as
  // it would be had it come later.
  const keys = new Set<string>();
  const unique = messages.filter((message) => message.dedupeKey === undefined || (!keys.has(message.dedupeKey) && keys.add(message.dedupeKey)));
  const rows = unique.map((message) => ({
    id: message.id ?? randomUUID(),
    createdAt: message.createdAt ?? new Date(),
    ...sendingEmailRow(message, transport, now),
  }));
  const first = rows[0]!;
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
  const returned = await tx.$queryRaw<{ id: string; dedupe_key: string | null }[]>`
    INSERT INTO "email_messages" ("id", "dedupe_key", "to", "type", "subject", "html", "text", "headers", "status", "transport", "attempts", "next_attempt_at", "created_at")
    SELECT m."id", m."dedupe_key", m."to", m."type", m."subject", m."html", m."text", m."headers",
           'sending'::"EmailStatus", ${first.transport}, ${first.attempts}, CAST(${first.nextAttemptAt.toISOString()} AS timestamp(3)), m."created_at"
    FROM unnest(
      ${column((row) => row.id)}::text[], ${column((row) => row.dedupeKey ?? null)}::text[], ${column((row) => row.to)}::text[],
      ${column((row) => row.type)}::text[], ${column((row) => row.subject)}::text[], ${column((row) => row.html)}::text[],
      ${column((row) => row.text ?? null)}::text[], ${column((row) => (row.headers ? JSON.stringify(row.headers) : null))}::jsonb[],
      ${column((row) => row.createdAt.toISOString())}::timestamp(3)[]
    ) AS m("id", "dedupe_key", "to", "type", "subject", "html", "text", "headers", "created_at")
    ON CONFLICT ("dedupe_key") DO UPDATE SET
      "to" = EXCLUDED."to", "subject" = EXCLUDED."subject", "html" = EXCLUDED."html", "text" = EXCLUDED."text", "headers" = EXCLUDED."headers",
      "status" = 'sending', "transport" = EXCLUDED."transport", "attempts" = "email_messages"."attempts" + 1,
      "next_attempt_at" = EXCLUDED."next_attempt_at", "compose" = NULL, "error" = NULL
      WHERE "email_messages"."status" = 'queued'
    RETURNING "id", "dedupe_key"`;
  // A message promised earlier under the same key (lib/email/promised.ts) is composed now: its row
  // keeps its id and takes the content, claimed for sending. Any other row with the key was sent
  // or is being sent, and nothing is written.
  const written = new Map(returned.map((row) => [row.dedupe_key ?? row.id, row.id]));
  return rows.flatMap((row) => {
    const id = written.get(row.dedupeKey ?? row.id);
    if (id === undefined || (row.dedupeKey === undefined && id !== row.id)) return [];
    return [{ id, to: row.to, type: row.type, subject: row.subject, html: row.html, text: row.text ?? undefined, headers: row.headers }];
  });
}
