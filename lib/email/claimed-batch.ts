import "server-only";
// The last step of a scheduled job's batch of news e-mails (new-edition notices in
// lib/shelf/edition-notices.ts, posts' recipients in lib/posts/delivery.ts): in one transaction,
// the claimed rows are closed with their outcomes by a conditional update (only rows not yet done,
// so a lease that ran out never sends one twice) and the e-mails of the rows this run closed are
// recorded, to leave after the commit through the provider's batch call.
import { BATCH_TRANSACTION_OPTIONS, db, Prisma } from "@/lib/db";
import { recordEmailsIn, type OutgoingEmail, type RecordedEmail } from "./records";
import { emailTransport } from "./transport";

/** The tables of claimed rows (id, done_at, outcome, claimed_until), each name fixed here: never from input. */
const CLAIMED_TABLES = {
  edition_notices: Prisma.raw(`"edition_notices"`),
  post_recipients: Prisma.raw(`"post_recipients"`),
} as const;

/** Closes the rows of `plans` still open in `table` with their outcomes and records the e-mails
 * `emailsOf` picks for the ids this run closed. Returns how many closed rows were not sent and the
 * records written. */
export async function closeClaimedBatch(
  table: keyof typeof CLAIMED_TABLES,
  plans: readonly { id: string; outcome: string }[],
  emailsOf: (closed: ReadonlySet<string>) => OutgoingEmail[],
  now: Date,
): Promise<{ skipped: number; records: RecordedEmail[] }> {
  const transport = emailTransport().kind;
  return db().$transaction(async (tx) => {
    const closed = await tx.$queryRaw<{ id: string }[]>`
      UPDATE ${CLAIMED_TABLES[table]} AS t SET "done_at" = CAST(${now.toISOString()} AS timestamp(3)), "outcome" = c."outcome", "claimed_until" = NULL
      FROM unnest(${plans.map((plan) => plan.id)}::text[], ${plans.map((plan) => plan.outcome)}::text[]) AS c("id", "outcome")
      WHERE t."id" = c."id" AND t."done_at" IS NULL
      RETURNING t."id"`;
    const mine = new Set(closed.map((row) => row.id));
    const records = await recordEmailsIn(tx, emailsOf(mine), transport, now);
    return { skipped: plans.filter((plan) => mine.has(plan.id) && plan.outcome !== "sent").length, records };
  }, BATCH_TRANSACTION_OPTIONS);
}
