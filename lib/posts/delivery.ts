import "server-only";
// The scheduled job's part of posts. A post whose time has come is claimed (a lease, FOR UPDATE SKIP
// LOCKED) and its recipients are decided once: in one transaction, the post read FOR UPDATE while
// still scheduled, one INSERT … SELECT writing a row per person of its audience (unique per post and
// person), and the post marked sending with the audience's size. Then the recipients go out in batches
// as new-edition notices do (lib/shelf/edition-notices.ts): claimed with a lease, re-checked at send
// time (news still on, address not suppressed, account not deleted; otherwise closed with the reason),
// closed by a conditional update in the transaction that records the e-mails, which leave after the
// commit through the provider's batch call. A lease that runs out never sends twice; a crash after
// the commit leaves the e-mails to the retry job. A post whose recipients are all done is sent.
import { crashPoint, rethrowSimulatedCrash } from "@/lib/crash-point";
import { BATCH_TRANSACTION_OPTIONS, db, Prisma } from "@/lib/db";
import { closeClaimedBatch } from "@/lib/email/claimed-batch";
import { suppressedAmong } from "@/lib/email/delivery-events";
import { countDeliveries, deliverRecorded, type OutgoingEmail } from "@/lib/email/send";
import { log } from "@/lib/log/logger";
import type { JobCounts } from "@/lib/scheduled/types";
import { audienceCondition, storedAudience } from "./audience";
import { composePostEmails } from "./compose";

const BATCH_SIZE = 100;
/** How long a claimed post or recipient is left to the run that claimed it (far more than a batch takes). */
const LEASE_MS = 5 * 60_000;

type Outcome = "sent" | "not_opted_in" | "suppressed" | "deleted";

const at = (date: Date) => Prisma.sql`CAST(${date.toISOString()} AS timestamp(3))`;
const leaseFrom = (now: Date) => new Date(Math.max(now.getTime(), Date.now()) + LEASE_MS);

/** Claims one due post for deciding its recipients. */
async function claimDuePost(now: Date): Promise<string | null> {
  const rows = await db().$queryRaw<{ id: string }[]>`
    UPDATE "posts" SET "claimed_until" = ${at(leaseFrom(now))}
    WHERE "id" IN (
      SELECT p."id" FROM "posts" AS p
      WHERE p."status" = 'scheduled' AND p."send_at" <= ${at(now)} AND (p."claimed_until" IS NULL OR p."claimed_until" <= ${at(now)})
      ORDER BY p."send_at" ASC, p."id" ASC
      LIMIT 1
      FOR UPDATE OF p SKIP LOCKED
    )
    RETURNING "id"`;
  return rows[0]?.id ?? null;
}

/** Decides a claimed post's recipients once; the number written, or null when it was no longer scheduled. */
async function decideRecipients(postId: string, now: Date): Promise<number | null> {
  return db().$transaction(async (tx) => {
    const [post] = await tx.$queryRaw<{ audience_kind: string; audience_guide_id: string | null; audience_strand: string | null }[]>`
      SELECT "audience_kind", "audience_guide_id", "audience_strand"::text AS "audience_strand" FROM "posts"
      WHERE "id" = ${postId} AND "status" = 'scheduled' FOR UPDATE`;
    if (!post) return null;
    const audience = storedAudience({ audienceKind: post.audience_kind, audienceGuideId: post.audience_guide_id, audienceStrand: post.audience_strand });
    const written = await tx.$executeRaw`
      INSERT INTO "post_recipients" ("id", "post_id", "user_id", "created_at")
      SELECT gen_random_uuid()::text, ${postId}, u."id", ${at(now)}
      FROM "users" AS u WHERE ${audienceCondition(audience, now)}
      ON CONFLICT DO NOTHING`;
    await tx.post.update({ where: { id: postId }, data: { status: "sending", audienceSize: written, decidedAt: now, claimedUntil: null } });
    return written;
  }, BATCH_TRANSACTION_OPTIONS);
}

async function claimRecipients(now: Date, limit: number): Promise<string[]> {
  const rows = await db().$queryRaw<{ id: string }[]>`
    UPDATE "post_recipients" SET "claimed_until" = ${at(leaseFrom(now))}
    WHERE "id" IN (
      SELECT r."id" FROM "post_recipients" AS r
      WHERE r."done_at" IS NULL AND (r."claimed_until" IS NULL OR r."claimed_until" <= ${at(now)})
      ORDER BY r."created_at" ASC, r."id" ASC
      LIMIT ${limit}
      FOR UPDATE OF r SKIP LOCKED
    )
    RETURNING "id"`;
  return rows.map((row) => row.id);
}

/** One claimed batch: re-check, render, then close the rows and record the e-mails in one transaction. */
async function sendBatch(ids: string[], now: Date) {
  const rows = await db().postRecipient.findMany({
    where: { id: { in: ids }, doneAt: null },
    select: {
      id: true,
      userId: true,
      user: { select: { email: true, marketingEmails: true, emailVerified: true } },
      post: { select: { id: true, subject: true, body: true } },
    },
  });
  const suppressed = await suppressedAmong(rows.flatMap((row) => (row.user ? [row.user.email] : [])));
  const plans: { id: string; outcome: Outcome }[] = rows.map((row) => ({
    id: row.id,
    outcome: !row.user
      ? "deleted"
      : !row.user.marketingEmails || !row.user.emailVerified
        ? "not_opted_in"
        : suppressed.has(row.user.email.trim().toLowerCase())
          ? "suppressed"
          : "sent",
  }));
  const sending = new Set(plans.filter((plan) => plan.outcome === "sent").map((plan) => plan.id));
  const emails: OutgoingEmail[] = [];
  const byPost = new Map<string, typeof rows>();
  for (const row of rows.filter((candidate) => sending.has(candidate.id))) byPost.set(row.post.id, [...(byPost.get(row.post.id) ?? []), row]);
  for (const group of byPost.values()) {
    const composed = await composePostEmails(
      group[0]!.post,
      group.map((row) => ({ recipientId: row.id, userId: row.userId!, email: row.user!.email })),
    );
    emails.push(...composed.values());
  }
  return closeClaimedBatch("post_recipients", plans, (closed) => emails.filter((email) => closed.has(email.dedupeKey!.split(":")[2]!)), now);
}

/** Posts whose recipients are all done are sent. */
async function finishPosts(now: Date): Promise<void> {
  await db().post.updateMany({
    where: { status: "sending", recipients: { none: { doneAt: null } } },
    data: { status: "sent", sentAt: now },
  });
}

/** Decides due posts' recipients, then sends waiting recipients batch after batch until none is left
 * or `deadline` (a Date.now() value) has passed. */
export async function sendDuePosts(now: Date, options: { deadline?: number; batchSize?: number } = {}): Promise<JobCounts> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const counts: JobCounts = { sent: 0, skipped: 0, failed: 0 };
  for (let postId = await claimDuePost(now); postId; postId = await claimDuePost(now)) {
    const written = await decideRecipients(postId, now);
    if (written !== null) log().info({ postId, recipients: written }, "posts: recipients decided");
    if (Date.now() >= (options.deadline ?? Infinity)) break;
  }
  for (;;) {
    const ids = await claimRecipients(now, batchSize);
    if (ids.length === 0) break;
    try {
      crashPoint("posts:after-claim");
      const { skipped, records } = await sendBatch(ids, now);
      crashPoint("posts:after-commit");
      counts.skipped += skipped;
      countDeliveries(counts, (await deliverRecorded(records)).values());
    } catch (error) {
      rethrowSimulatedCrash(error);
      // Their leases keep them from the rest of this run; the next run tries them again.
      log().error({ recipients: ids.length, err: error }, "posts: sending failed");
      counts.failed += ids.length;
    }
    if (ids.length < batchSize || Date.now() >= (options.deadline ?? Infinity)) break;
  }
  await finishPosts(now);
  if (counts.sent + counts.skipped + counts.failed > 0) log().info({ ...counts }, "posts: sent");
  return counts;
}
