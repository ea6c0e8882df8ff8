import "server-only";
// The Atomic Year's e-mails, sent by the scheduled job (and once right after a programme starts,
// for the day-0 welcome). Work grows with what is due: the due-query reads the programmes whose
// next_email_at has come through the (status, next_email_at) index, with a limit.
//
// Exactly once: each due schedule entry is claimed by inserting its email_deliveries row (unique per
// programme and entry), in the same transaction that records the e-mail (email_messages) and puts a
// dropped guide on the shelf. Of two overlapping runs only one inserts the row; the other moves on.
// The recorded e-mails then leave in batches (lib/email/send.ts), and a provider failure leaves
// them due for the retry job. A crash after the claim leaves the e-mail recorded as in flight, and
// the retry job sends it when its lease runs out.
import { createElement } from "react";
import { ProgrammeEmail, programmeEmailKind, programmeEmailSubject } from "@/emails/programme-email";
import { dueDecisions, type DueDecision, type ScheduleEntry } from "@/lib/atomic-year/schedule";
import { nextGuideTiming } from "@/lib/atomic-year/schedule-copy";
import { listUnsubscribeHeaders, unsubscribePageUrl } from "@/lib/atomic-year/unsubscribe";
import { ATOMIC_YEAR_SEASONS } from "@/lib/catalog/constants";
import { strandInfo } from "@/lib/catalog/strands";
import { db, Prisma } from "@/lib/db";
import { renderEmail, renderStoredTemplate } from "@/lib/email/render-template";
import { deliverRecorded, RECORD_SELECT, recordedEmail, sendingEmailRow, type OutgoingEmail, type RecordedEmail } from "@/lib/email/send";
import { MAX_BATCH_SIZE, emailTransport } from "@/lib/email/transport";
import { env } from "@/lib/env";
import { sendCompletionEmailIfComplete } from "@/lib/shelf/completion";
import type { JobCounts } from "@/lib/scheduled/types";

/** How many due programmes one run takes on; the rest are due for the next run. */
export const DEFAULT_PROGRAMME_LIMIT = 500;

const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

type Entry = ScheduleEntry & { code: string; month: number | null; season: number | null };
type MonthGuide = { id: string; title: string; subtitle: string; strand: string };
type Planned = { decision: DueDecision<Entry>; skipReason: string | null; email: OutgoingEmail | null; grantGuideId: string | null };

const PROGRAMME_SELECT = {
  id: true,
  userId: true,
  email: true,
  orderId: true,
  subscriptionStart: true,
  subscriptionEnd: true,
  createdAt: true,
  gift: { select: { orderId: true } },
  user: { select: { programmeEmailsOptOut: true, displayName: true, firstName: true, name: true } },
} satisfies Prisma.AtomicYearSubscriptionSelect;
type DueProgramme = Prisma.AtomicYearSubscriptionGetPayload<{ select: typeof PROGRAMME_SELECT }>;

/** Sends what is due of the Atomic Year schedule (all programmes, or one), claiming each entry by
 * inserting its email_deliveries row; guide drops also put the guide on the shelf. Called by the
 * cron route, and right after a programme starts (so the day-0 welcome goes out at once). */
export async function sendDueProgrammeEmails(options?: { subscriptionId?: string; now?: Date; limit?: number }): Promise<JobCounts> {
  const now = options?.now ?? new Date();
  const counts: JobCounts = { sent: 0, skipped: 0, failed: 0 };
  const due = await db().atomicYearSubscription.findMany({
    where: { status: "active", nextEmailAt: { lte: now }, ...(options?.subscriptionId ? { id: options.subscriptionId } : {}) },
    orderBy: { nextEmailAt: "asc" },
    take: options?.limit ?? DEFAULT_PROGRAMME_LIMIT,
    select: PROGRAMME_SELECT,
  });
  if (due.length > 0) {
    const [entries, guides] = await Promise.all([loadSchedule(), loadMonthGuides()]);
    const pending: RecordedEmail[] = [];
    const shelvesFilled = new Set<string>();
    const flush = async () => {
      const outcomes = await deliverRecorded(pending.splice(0));
      for (const outcome of outcomes.values()) counts[outcome === "sent" ? "sent" : "failed"] += 1;
    };
    for (const programme of due) {
      const result = await runProgramme(programme, entries, guides, now);
      pending.push(...result.records);
      counts.skipped += result.skipped;
      if (result.granted) shelvesFilled.add(programme.userId);
      // Send as batches fill up, so nothing claimed waits long enough for its lease to run out.
      if (pending.length >= MAX_BATCH_SIZE) await flush();
    }
    await flush();
    for (const userId of shelvesFilled) await sendCompletionEmailIfComplete(userId);
  }
  await endFinishedProgrammes(now, options?.subscriptionId);
  return counts;
}

/** Claims and records what is due for one programme, in one transaction; returns the records to send. */
async function runProgramme(programme: DueProgramme, entries: Entry[], guides: Map<number, MonthGuide>, now: Date) {
  // Read now rather than with the due-query: an overlapping run may have done this programme since,
  // and then there is nothing to render here.
  const deliveries = await db().emailDelivery.findMany({ where: { subscriptionId: programme.id }, select: { scheduleId: true } });
  const delivered = new Set(deliveries.map((delivery) => delivery.scheduleId));
  const window = { start: programme.subscriptionStart, end: programme.subscriptionEnd, recordedAt: programme.createdAt };
  const decisions = dueDecisions(entries, window, now, delivered, { optedOut: programme.user.programmeEmailsOptOut });
  if (decisions.length === 0) {
    await db().$executeRaw(recomputeSql(programme.id));
    return { records: [], skipped: 0, granted: false };
  }
  const planned: Planned[] = [];
  for (const decision of decisions) planned.push(await plan(programme, decision, guides, entries, now));

  // The paying order: the programme's own, or for a gifted year the gift's (so a refund takes the guides back).
  const payingOrderId = programme.orderId ?? programme.gift?.orderId ?? null;
  const transport = emailTransport().kind;
  const records: RecordedEmail[] = [];
  let skipped = 0;
  let granted = false;
  await db().$transaction(async (tx) => {
    for (const item of planned) {
      const [claim] = await tx.emailDelivery.createManyAndReturn({
        data: [
          {
            subscriptionId: programme.id,
            scheduleId: item.decision.entry.id,
            outcome: item.email ? "sent" : "skipped",
            skipReason: item.skipReason,
            dueAt: item.decision.dueAt,
            completedAt: item.email ? null : now,
          },
        ],
        skipDuplicates: true,
        select: { id: true },
      });
      if (!claim) continue; // another run claimed this entry first
      if (!item.email) {
        skipped += 1;
        continue;
      }
      const message = await tx.emailMessage.create({ data: sendingEmailRow(item.email, transport), select: RECORD_SELECT });
      await tx.emailDelivery.update({ where: { id: claim.id }, data: { emailMessageId: message.id, completedAt: now }, select: { id: true } });
      records.push(recordedEmail(message));
      if (item.grantGuideId) {
        await tx.userGuide.createMany({
          data: [{ userId: programme.userId, guideId: item.grantGuideId, acquiredVia: "atomic_year", orderId: payingOrderId }],
          skipDuplicates: true,
        });
        granted = true;
      }
    }
    await tx.$executeRaw(recomputeSql(programme.id));
    // An overlapping run may hold the connection (one, on the embedded database) for a while.
  }, TRANSACTION_OPTIONS);
  return { records, skipped, granted };
}

/** What to do with one due entry: the e-mail to record (or why not), and the guide a drop grants. */
async function plan(programme: DueProgramme, decision: DueDecision<Entry>, guides: Map<number, MonthGuide>, entries: Entry[], now: Date): Promise<Planned> {
  const { entry } = decision;
  if (decision.outcome === "skip") return { decision, skipReason: decision.skipReason, email: null, grantGuideId: null };
  const guide = entry.month === null ? null : (guides.get(entry.month) ?? null);
  if (entry.kind === "guide_drop" && !guide) {
    // Catalogue data is missing (no guide for this month): say so rather than send "Month 4: {{GUIDE_TITLE}}".
    console.error("programme: no guide for this Atomic Year month", { subscriptionId: programme.id, code: entry.code, month: entry.month });
    return { decision, skipReason: "no_guide", email: null, grantGuideId: null };
  }
  const drops = entries.filter((candidate) => candidate.kind === "guide_drop").map((drop) => ({ day: drop.days }));
  const email = await composeEmail(programme, entry, guide, nextGuideTiming(drops, programme.subscriptionStart, now));
  return { decision, skipReason: null, email, grantGuideId: entry.kind === "guide_drop" ? (guide?.id ?? null) : null };
}

async function composeEmail(programme: DueProgramme, entry: Entry, guide: MonthGuide | null, timing: string | null): Promise<OutgoingEmail> {
  const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
  const shelfUrl = `${siteUrl}/shelf`;
  const name = programme.user.displayName ?? programme.user.firstName ?? programme.user.name ?? undefined;
  // Drops carry the download; everything else can be turned off with one click (RFC 8058).
  const unsubscribable = entry.kind !== "guide_drop";
  const unsubscribeUrl = unsubscribable ? unsubscribePageUrl(programme.userId) : undefined;
  const values = {
    USER_NAME: name,
    SHELF_LINK: shelfUrl,
    GUIDE_TITLE: guide?.title,
    GUIDE_SUBTITLE: guide?.subtitle,
    GUIDE_STRAND: guide?.strand,
    // From the schedule table at send time (the welcome's "first guide arrives in a week").
    NEXT_GUIDE_TIMING: timing ?? "soon",
  };
  const stored = await renderStoredTemplate(entry.code, values, { unsubscribeUrl });
  let rendered = stored;
  if (!rendered) {
    const props = {
      kind: programmeEmailKind(entry.kind),
      name: name ?? "Friend",
      siteName,
      siteUrl,
      shelfUrl,
      month: entry.month,
      seasonName: ATOMIC_YEAR_SEASONS.find((season) => season.number === entry.season)?.name ?? null,
      guide,
      nextGuideTiming: timing,
      unsubscribeUrl,
    };
    rendered = { subject: programmeEmailSubject(props), ...(await renderEmail(createElement(ProgrammeEmail, props))) };
  }
  return {
    to: programme.email,
    type: `atomic_year_${entry.kind}`,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    headers: unsubscribable ? listUnsubscribeHeaders(programme.userId) : undefined,
  };
}

async function loadSchedule(): Promise<Entry[]> {
  const rows = await db().emailSchedule.findMany({
    where: { isActive: true },
    select: { id: true, daysAfterSubscription: true, template: { select: { code: true, emailType: true, month: true, season: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    days: row.daysAfterSubscription,
    kind: row.template.emailType,
    code: row.template.code,
    month: row.template.month,
    season: row.template.season,
  }));
}

async function loadMonthGuides(): Promise<Map<number, MonthGuide>> {
  const rows = await db().guide.findMany({
    where: { atomicYearMonth: { not: null } },
    select: { id: true, title: true, subtitle: true, strand: true, atomicYearMonth: true },
  });
  return new Map(
    rows.flatMap((row) =>
      row.atomicYearMonth === null
        ? []
        : [[row.atomicYearMonth, { id: row.id, title: row.title, subtitle: row.subtitle, strand: strandInfo(row.strand).name }]],
    ),
  );
}

/**
 * next_email_at of active programmes (all, or one): the earliest instant of an active schedule
 * entry the programme has not had (claimed) and that falls within it; null when nothing is left.
 * One statement, so an admin's schedule edit applies forward to everyone at once: an entry not yet
 * sent follows its new day, one already sent stays sent (its claim row is never inserted again).
 */
function recomputeSql(subscriptionId?: string): Prisma.Sql {
  return Prisma.sql`
    UPDATE "atomic_year_subscriptions" AS s
    SET "next_email_at" = (
      SELECT MIN(s."subscription_start" + es."days_after_subscription" * INTERVAL '1 day')
      FROM "email_schedules" AS es
      WHERE es."is_active"
        AND s."subscription_start" + es."days_after_subscription" * INTERVAL '1 day' <= s."subscription_end"
        AND NOT EXISTS (SELECT 1 FROM "email_deliveries" AS d WHERE d."subscription_id" = s."id" AND d."schedule_id" = es."id")
    )
    WHERE s."status" = 'active' ${subscriptionId === undefined ? Prisma.empty : Prisma.sql`AND s."id" = ${subscriptionId}`}`;
}

/** Recomputes next_email_at for every active programme (after an admin edits the schedule). */
export async function recomputeNextEmailAt(): Promise<number> {
  return db().$executeRaw(recomputeSql());
}

/** Programmes past their end with nothing left to send are over. */
async function endFinishedProgrammes(now: Date, subscriptionId?: string): Promise<void> {
  await db().atomicYearSubscription.updateMany({
    where: { status: "active", nextEmailAt: null, subscriptionEnd: { lte: now }, ...(subscriptionId ? { id: subscriptionId } : {}) },
    // ended_at stays null: it records an early end (a refund), and this one ran its course.
    data: { status: "ended" },
  });
}
