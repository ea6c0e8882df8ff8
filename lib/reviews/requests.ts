import "server-only";
// The scheduled job's part of reviews: one e-mail per guide to an owner who finished it (the reader
// reached its last page), asking for a rating. It is news: only to people who opted in, never to a
// suppressed address, never once they reviewed the guide; each decision is kept on the owner's row
// (user_guides.review_request_outcome), so every guide is asked about at most once.
//
// A batch is read, its e-mails rendered outside any transaction; then one transaction decides the
// rows by a conditional update (still undecided) and records the e-mails of the rows it decided, so
// overlapping runs never send one twice. They leave after the commit in provider batches; a crash
// after the commit leaves them to the retry job.
import { createElement } from "react";
import { ReviewRequestEmail, reviewRequestSubject } from "@/emails/review-request";
import { db, BATCH_TRANSACTION_OPTIONS } from "@/lib/db";
import { suppressedAmong } from "@/lib/email/delivery-events";
import { newsUnsubscribeHeaders, newsUnsubscribePageUrl } from "@/lib/email/news";
import { recordEmailsIn } from "@/lib/email/records";
import { renderEmail } from "@/lib/email/render-template";
import { countDeliveries, deliverRecorded, type OutgoingEmail } from "@/lib/email/send";
import { emailTransport } from "@/lib/email/transport";
import { env } from "@/lib/env";
import { log } from "@/lib/log/logger";

const BATCH_SIZE = 100;
/** The ask waits a little after the last page: long enough not to interrupt the reading. */
const REVIEW_REQUEST_DELAY_MS = 2 * 60 * 60_000;
/** A guide finished longer ago than this (a job that was off for weeks) is not asked about. */
const REVIEW_REQUEST_MAX_AGE_MS = 14 * 24 * 60 * 60_000;
const REVIEW_REQUEST_TYPE = "review_request";

type Outcome = "sent" | "not_opted_in" | "suppressed" | "already_reviewed";

async function decideBatch(now: Date, batchSize: number) {
  const rows = await db().userGuide.findMany({
    where: {
      reviewRequestOutcome: null,
      finishedAt: { lte: new Date(now.getTime() - REVIEW_REQUEST_DELAY_MS), gte: new Date(now.getTime() - REVIEW_REQUEST_MAX_AGE_MS) },
    },
    orderBy: [{ finishedAt: "asc" }, { id: "asc" }],
    take: batchSize,
    select: {
      id: true,
      userId: true,
      guideId: true,
      user: { select: { email: true, marketingEmails: true, displayName: true, firstName: true, name: true } },
      guide: { select: { title: true, slug: true } },
    },
  });
  if (rows.length === 0) return null;
  const [reviewed, suppressed] = await Promise.all([
    db().review.findMany({ where: { OR: rows.map((row) => ({ userId: row.userId, guideId: row.guideId })) }, select: { userId: true, guideId: true } }),
    suppressedAmong(rows.map((row) => row.user.email)),
  ]);
  const hasReview = new Set(reviewed.map((review) => `${review.userId}:${review.guideId}`));
  const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
  const plans: { id: string; outcome: Outcome; email?: OutgoingEmail }[] = [];
  for (const row of rows) {
    const outcome: Outcome = !row.user.marketingEmails
      ? "not_opted_in"
      : hasReview.has(`${row.userId}:${row.guideId}`)
        ? "already_reviewed"
        : suppressed.has(row.user.email.trim().toLowerCase())
          ? "suppressed"
          : "sent";
    if (outcome !== "sent") {
      plans.push({ id: row.id, outcome });
      continue;
    }
    const greeting = row.user.displayName ?? row.user.firstName ?? row.user.name ?? "Friend";
    const title = row.guide.title;
    const rendered = await renderEmail(
      createElement(ReviewRequestEmail, {
        siteName,
        siteUrl,
        greeting,
        title,
        reviewUrl: `${siteUrl}/shelf/review/${row.guide.slug}`,
        unsubscribeUrl: newsUnsubscribePageUrl(row.userId),
      }),
    );
    plans.push({
      id: row.id,
      outcome,
      email: {
        to: row.user.email,
        type: REVIEW_REQUEST_TYPE,
        subject: reviewRequestSubject(title),
        html: rendered.html,
        text: rendered.text,
        dedupeKey: `review-request:${row.id}`,
        headers: newsUnsubscribeHeaders(row.userId),
      },
    });
  }
  const transport = emailTransport().kind;
  return db().$transaction(async (tx) => {
    const decided = new Set<string>();
    for (const outcome of ["sent", "not_opted_in", "suppressed", "already_reviewed"] as const) {
      const ids = plans.filter((plan) => plan.outcome === outcome).map((plan) => plan.id);
      if (ids.length === 0) continue;
      const rows = await tx.userGuide.updateManyAndReturn({
        where: { id: { in: ids }, reviewRequestOutcome: null },
        data: { reviewRequestOutcome: outcome },
        select: { id: true },
      });
      for (const row of rows) decided.add(row.id);
    }
    const ours = plans.filter((plan) => decided.has(plan.id));
    const records = await recordEmailsIn(
      tx,
      ours.flatMap((plan) => (plan.email ? [plan.email] : [])),
      transport,
      now,
    );
    return { read: rows.length, skipped: ours.filter((plan) => plan.outcome !== "sent").length, records };
  }, BATCH_TRANSACTION_OPTIONS);
}

/** Asks about finished guides batch after batch until none is due or `deadline` (a Date.now() value) has passed. */
export async function sendReviewRequests(now: Date, options: { deadline?: number; batchSize?: number } = {}) {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const counts = { sent: 0, skipped: 0, failed: 0 };
  for (;;) {
    let batch;
    try {
      batch = await decideBatch(now, batchSize);
    } catch (error) {
      log().error({ err: error }, "reviews: asking for reviews failed");
      counts.failed += 1;
      break;
    }
    if (!batch) break;
    counts.skipped += batch.skipped;
    countDeliveries(counts, (await deliverRecorded(batch.records)).values());
    if (batch.read < batchSize || Date.now() >= (options.deadline ?? Infinity)) break;
  }
  if (counts.sent + counts.skipped + counts.failed > 0) log().info({ ...counts }, "reviews: review requests decided");
  return counts;
}
