import "server-only";
// The scheduled job's part of new editions: the e-mail "a new edition of <title> is on your shelf" to
// each owner an upload wrote a notice for (lib/shelf/editions.ts), in bounded batches.
//
// Overlapping runs take disjoint notices: a batch is claimed by one UPDATE that picks waiting notices
// in order with FOR UPDATE SKIP LOCKED and sets a lease (claimed_until) the other runs respect. Then
// the e-mails are rendered, and one transaction marks the notices done (a conditional update, so a
// lease that ran out never sends one twice) and records the e-mails, which leave after the commit
// through the provider's batch call (a crash after the commit leaves them to the retry job). At send
// time the person must still want news and still own the guide; otherwise the notice is closed unsent.
import { createElement } from "react";
import { NewEditionEmail, newEditionSubject } from "@/emails/new-edition";
import { db, Prisma } from "@/lib/db";
import { closeClaimedBatch } from "@/lib/email/claimed-batch";
import { newsUnsubscribeHeaders, newsUnsubscribePageUrl } from "@/lib/email/news";
import { suppressedAmong } from "@/lib/email/delivery-events";
import { renderEmail, renderTemplateContent } from "@/lib/email/render-template";
import { countDeliveries, deliverRecorded, type OutgoingEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import { log } from "@/lib/log/logger";
import type { JobCounts } from "@/lib/scheduled/types";

const BATCH_SIZE = 100;
/** How long a claimed notice is left to the run that claimed it (far more than a batch takes). */
const LEASE_MS = 5 * 60_000;
const NEW_EDITION_TYPE = "new_edition";

type Outcome = "sent" | "not_opted_in" | "not_owner" | "suppressed";

const at = (date: Date) => Prisma.sql`CAST(${date.toISOString()} AS timestamp(3))`;

async function claimNotices(now: Date, limit: number): Promise<string[]> {
  const lease = new Date(Math.max(now.getTime(), Date.now()) + LEASE_MS);
  const rows = await db().$queryRaw<{ id: string }[]>`
    UPDATE "edition_notices" SET "claimed_until" = ${at(lease)}
    WHERE "id" IN (
      SELECT n."id" FROM "edition_notices" AS n
      WHERE n."done_at" IS NULL AND (n."claimed_until" IS NULL OR n."claimed_until" <= ${at(now)})
      ORDER BY n."created_at" ASC, n."id" ASC
      LIMIT ${limit}
      FOR UPDATE OF n SKIP LOCKED
    )
    RETURNING "id"`;
  return rows.map((row) => row.id);
}

type Notice = {
  id: string;
  userId: string;
  user: { email: string; marketingEmails: boolean; displayName: string | null; firstName: string | null; name: string | null };
  upload: { guideId: string; guide: { title: string } };
};

async function compose(notice: Notice, template: { subject: string; htmlContent: string } | null): Promise<OutgoingEmail> {
  const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
  const greeting = notice.user.displayName ?? notice.user.firstName ?? notice.user.name ?? "Friend";
  const title = notice.upload.guide.title;
  const shelfUrl = `${siteUrl}/shelf`;
  const unsubscribeUrl = newsUnsubscribePageUrl(notice.userId);
  const rendered = template
    ? await renderTemplateContent(template, { USER_NAME: greeting, GUIDE_TITLE: title, SHELF_LINK: shelfUrl }, { unsubscribeUrl, unsubscribeList: "news" })
    : {
        subject: newEditionSubject(title),
        ...(await renderEmail(createElement(NewEditionEmail, { siteName, siteUrl, greeting, title, shelfUrl, unsubscribeUrl }))),
      };
  return {
    to: notice.user.email,
    type: NEW_EDITION_TYPE,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    dedupeKey: `edition-notice:${notice.id}`,
    headers: newsUnsubscribeHeaders(notice.userId),
  };
}

/** One claimed batch: decide, render, then close the notices and record the e-mails in one transaction. */
async function sendBatch(ids: string[], now: Date, template: { subject: string; htmlContent: string } | null) {
  const notices = await db().editionNotice.findMany({
    where: { id: { in: ids }, doneAt: null },
    select: {
      id: true,
      userId: true,
      user: { select: { email: true, marketingEmails: true, displayName: true, firstName: true, name: true } },
      upload: { select: { guideId: true, guide: { select: { title: true } } } },
    },
  });
  const owned = await db().userGuide.findMany({
    where: { OR: notices.map((notice) => ({ userId: notice.userId, guideId: notice.upload.guideId })) },
    select: { userId: true, guideId: true },
  });
  const owns = new Set(owned.map((row) => `${row.userId}:${row.guideId}`));
  const plans: { id: string; outcome: Outcome; email?: OutgoingEmail }[] = [];
  // An address that bounced hard or complained gets no news (lib/email/delivery-events.ts).
  const suppressed = await suppressedAmong(notices.map((notice) => notice.user.email));
  for (const notice of notices) {
    const outcome: Outcome = !notice.user.marketingEmails
      ? "not_opted_in"
      : !owns.has(`${notice.userId}:${notice.upload.guideId}`)
        ? "not_owner"
        : suppressed.has(notice.user.email.trim().toLowerCase())
          ? "suppressed"
          : "sent";
    plans.push({ id: notice.id, outcome, email: outcome === "sent" ? await compose(notice, template) : undefined });
  }
  return closeClaimedBatch("edition_notices", plans, (closed) => plans.flatMap((plan) => (closed.has(plan.id) && plan.email ? [plan.email] : [])), now);
}

/** Sends waiting notices batch after batch until none is left or `deadline` (a Date.now() value) has passed. */
export async function sendEditionNotices(now: Date, options: { deadline?: number; batchSize?: number } = {}): Promise<JobCounts> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const counts: JobCounts = { sent: 0, skipped: 0, failed: 0 };
  // The stored template, read once a run, and only when something is due.
  let template: { subject: string; htmlContent: string } | null | undefined;
  for (;;) {
    const ids = await claimNotices(now, batchSize);
    if (ids.length === 0) break;
    try {
      if (template === undefined) {
        const stored = await db().emailTemplate.findUnique({ where: { code: NEW_EDITION_TYPE }, select: { subject: true, htmlContent: true, isActive: true } });
        template = stored?.isActive ? stored : null;
      }
      const { skipped, records } = await sendBatch(ids, now, template);
      counts.skipped += skipped;
      const outcomes = await deliverRecorded(records);
      countDeliveries(counts, outcomes.values());
    } catch (error) {
      // Their leases keep them from the rest of this run; the next run tries them again.
      log().error({ notices: ids.length, err: error }, "editions: sending notices failed");
      counts.failed += ids.length;
    }
    if (ids.length < batchSize || Date.now() >= (options.deadline ?? Infinity)) break;
  }
  if (counts.sent + counts.skipped + counts.failed > 0) log().info({ ...counts }, "editions: new-edition notices sent");
  return counts;
}
