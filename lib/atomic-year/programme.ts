import "server-only";
// The Atomic Year's e-mails, sent by the scheduled job (and once right after a programme starts,
// for the day-0 welcome). A run drains what is due in bounded batches until nothing is left or its
// time budget ends.
//
// Overlapping runs take disjoint programmes: a batch is claimed by one UPDATE that picks the due
// programmes in (status, next_email_at) index order with FOR UPDATE SKIP LOCKED and moves their
// next_email_at a lease ahead, so no other run sees them as due. The batch's e-mails are then
// rendered outside any transaction, recorded in one short transaction, and sent through the
// provider's batch call (lib/email/send.ts); the same transaction sets each programme's real
// next_email_at. A run that dies leaves its programmes due again once the lease has passed.
//
// Exactly once, whatever the leases do: each due schedule entry is claimed by inserting its
// email_deliveries row (unique per programme and entry), in the same transaction that records the
// e-mail (email_messages) and puts a dropped guide on the shelf. A provider failure leaves the
// recorded e-mails due for the retry job; a crash after the claim leaves them recorded as in
// flight, and the retry job sends them when their lease runs out.
import { randomUUID } from "node:crypto";
import { dueDecisions, type DueDecision } from "@/lib/atomic-year/schedule";
import { nextGuideTiming } from "@/lib/atomic-year/schedule-copy";
import { composeProgrammeEmail, type Entry, type MonthGuide } from "@/lib/atomic-year/programme-email";
import { strandInfo } from "@/lib/catalog/strands";
import { db, Prisma } from "@/lib/db";
import { templateBatch, type TemplateBatch } from "@/lib/email/prepared-template";
import { suppressedAmong } from "@/lib/email/delivery-events";
import { recordEmailsIn } from "@/lib/email/records";
import { countDeliveries, deliverRecorded, type OutgoingEmail, type RecordedEmail } from "@/lib/email/send";
import { emailTransport } from "@/lib/email/transport";
import { ownersOfEveryGuide, sendCompletionEmailIfComplete } from "@/lib/shelf/completion";
import type { JobCounts } from "@/lib/scheduled/types";
import { log } from "@/lib/log/logger";

const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

/** How many due programmes one claim takes on. */
const PROGRAMME_BATCH_SIZE = 200;
/** How long a claimed programme is left to the run that claimed it (far more than a batch takes). */
const PROGRAMME_LEASE_MS = 5 * 60_000;

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

/** A stored instant as PostgreSQL compares it with the timestamp(3) columns (kept in UTC). */
const at = (date: Date) => Prisma.sql`CAST(${date.toISOString()} AS timestamp(3))`;

/** Sends what is due of the Atomic Year schedule (all programmes, or one), claiming each entry by
 * inserting its email_deliveries row; guide drops also put the guide on the shelf. Batch after
 * batch until nothing is due or `deadline` (a Date.now() value) has passed; the batch in hand is
 * always finished. Called by the cron route, and right after a programme starts (so the day-0
 * welcome goes out at once). */
export async function sendDueProgrammeEmails(options?: { subscriptionId?: string; now?: Date; batchSize?: number; deadline?: number }): Promise<JobCounts> {
  const now = options?.now ?? new Date();
  const batchSize = options?.batchSize ?? PROGRAMME_BATCH_SIZE;
  const counts: JobCounts = { sent: 0, skipped: 0, failed: 0 };
  const shelvesFilled = new Set<string>();
  const seen = new Set<string>();
  let context: { entries: Entry[]; guides: Map<number, MonthGuide> } | undefined;
  // One batch's e-mails go to the provider while the next batch is claimed and recorded: at most
  // one batch in flight, awaited before the next one leaves and before the run ends.
  let sending: Promise<void> | undefined;
  try {
    for (;;) {
      const due = await claimDueProgrammes(now, batchSize, options?.subscriptionId);
      if (due.length === 0) break;
      if (!context) {
        const [entries, guides] = await Promise.all([loadSchedule(), loadMonthGuides()]);
        context = { entries, guides };
      }
      const result = await runBatch(due, context.entries, context.guides, now);
      counts.skipped += result.skipped;
      for (const userId of result.granted) shelvesFilled.add(userId);
      await sending;
      // One programme that just started (its welcome) goes with the transactional e-mail; the run's batches are bulk.
      sending = deliverRecorded(result.records, options?.subscriptionId ? "transactional" : "bulk").then((outcomes) => {
        countDeliveries(counts, outcomes.values());
      });
      // Awaited below; this only keeps a failure from going unhandled while the next batch is prepared.
      sending.catch(() => undefined);
      // A programme claimed twice in one run has nothing left that this run can do (a guard: after a
      // batch every programme's next_email_at lies after `now`).
      const fresh = due.filter((programme) => !seen.has(programme.id));
      for (const programme of due) seen.add(programme.id);
      if (due.length < batchSize || fresh.length === 0 || Date.now() >= (options?.deadline ?? Infinity)) break;
    }
  } finally {
    await sending;
  }
  for (const userId of await ownersOfEveryGuide([...shelvesFilled])) await sendCompletionEmailIfComplete(userId);
  await endFinishedProgrammes(now, options?.subscriptionId);
  return counts;
}

/** Claims up to `limit` due programmes for this run (see the top of this file) and loads them. */
async function claimDueProgrammes(now: Date, limit: number, subscriptionId?: string): Promise<DueProgramme[]> {
  const lease = new Date(Math.max(now.getTime(), Date.now()) + PROGRAMME_LEASE_MS);
  const claimed = await db().$queryRaw<{ id: string }[]>`
    UPDATE "atomic_year_subscriptions" SET "next_email_at" = ${at(lease)}
    WHERE "id" IN (
      SELECT "id" FROM "atomic_year_subscriptions"
      WHERE "status" = 'active' AND "next_email_at" <= ${at(now)}
        ${subscriptionId === undefined ? Prisma.empty : Prisma.sql`AND "id" = ${subscriptionId}`}
      ORDER BY "next_email_at" ASC
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id"`;
  if (claimed.length === 0) return [];
  return db().atomicYearSubscription.findMany({ where: { id: { in: claimed.map((row) => row.id) } }, select: PROGRAMME_SELECT });
}

/** Plans one claimed batch (rendering outside any transaction), then claims its entries and records
 * its e-mails in one transaction; returns the records to send. */
async function runBatch(batch: DueProgramme[], entries: Entry[], guides: Map<number, MonthGuide>, now: Date) {
  // Read after the claim: a run whose lease ran out may have done some of these entries since.
  const deliveries = await db().emailDelivery.findMany({
    where: { subscriptionId: { in: batch.map((programme) => programme.id) } },
    select: { subscriptionId: true, scheduleId: true },
  });
  const delivered = new Map<string, Set<string>>();
  for (const delivery of deliveries) {
    const set = delivered.get(delivery.subscriptionId) ?? new Set<string>();
    set.add(delivery.scheduleId);
    delivered.set(delivery.subscriptionId, set);
  }
  const planned: { programme: DueProgramme; item: Planned }[] = [];
  // Each template is read and rendered once for the batch (lib/email/prepared-template.ts).
  const templates = templateBatch();
  for (const programme of batch) {
    const window = { start: programme.subscriptionStart, end: programme.subscriptionEnd, recordedAt: programme.createdAt };
    const decisions = dueDecisions(entries, window, now, delivered.get(programme.id) ?? new Set(), { optedOut: programme.user.programmeEmailsOptOut });
    for (const decision of decisions) planned.push({ programme, item: await plan(programme, decision, { guides, entries, templates }, now) });
  }
  // An address that bounced hard or complained gets no programme e-mail (lib/email/delivery-events.ts):
  // the entry is recorded as skipped, why, and a guide drop still puts the guide on the shelf.
  const suppressed = await suppressedAmong(batch.map((programme) => programme.email));
  for (const entry of planned) {
    if (entry.item.email && suppressed.has(entry.programme.email.trim().toLowerCase())) entry.item = { ...entry.item, email: null, skipReason: "suppressed" };
  }

  const transport = emailTransport().kind;
  const recordedAt = Date.now();
  const records: RecordedEmail[] = [];
  const granted = new Set<string>();
  let skipped = 0;
  await db().$transaction(async (tx) => {
    if (planned.length > 0) {
      const claims = await tx.emailDelivery.createManyAndReturn({
        data: planned.map(({ programme, item }) => ({
          subscriptionId: programme.id,
          scheduleId: item.decision.entry.id,
          outcome: item.email ? ("sent" as const) : ("skipped" as const),
          skipReason: item.skipReason,
          dueAt: item.decision.dueAt,
          completedAt: now,
        })),
        skipDuplicates: true, // an entry another run claimed first is left to that run
        select: { id: true, subscriptionId: true, scheduleId: true },
      });
      const claimIds = new Map(claims.map((claim) => [`${claim.subscriptionId} ${claim.scheduleId}`, claim.id]));
      const messages: (OutgoingEmail & { id: string; createdAt: Date })[] = [];
      const links: { deliveryId: string; messageId: string }[] = [];
      const grants: { userId: string; guideId: string; orderId: string | null }[] = [];
      for (const { programme, item } of planned) {
        const deliveryId = claimIds.get(`${programme.id} ${item.decision.entry.id}`);
        if (!deliveryId) continue;
        if (item.grantGuideId) {
          // The paying order: the programme's own, or for a gifted year the gift's (so a refund takes the guides back).
          grants.push({ userId: programme.userId, guideId: item.grantGuideId, orderId: programme.orderId ?? programme.gift?.orderId ?? null });
          granted.add(programme.userId);
        }
        if (!item.email) {
          skipped += 1;
          continue;
        }
        // One millisecond apart: a person's e-mails keep the order they were recorded in (the
        // mailbox and the retry job read by created_at).
        const message = { ...item.email, id: randomUUID(), createdAt: new Date(recordedAt + messages.length) };
        messages.push(message);
        links.push({ deliveryId, messageId: message.id });
      }
      if (messages.length > 0) {
        records.push(...(await recordEmailsIn(tx, messages, transport)));
        await tx.$executeRaw`
          UPDATE "email_deliveries" AS d SET "email_message_id" = l."message_id"
          FROM unnest(${links.map((link) => link.deliveryId)}::text[], ${links.map((link) => link.messageId)}::text[]) AS l("id", "message_id")
          WHERE d."id" = l."id"`;
      }
      if (grants.length > 0) {
        await tx.userGuide.createMany({ data: grants.map((grant) => ({ ...grant, acquiredVia: "atomic_year" as const })), skipDuplicates: true });
      }
    }
    await tx.$executeRaw(recomputeSql(batch.map((programme) => programme.id)));
    // An overlapping run may hold the connection (one, on the embedded database) for a while.
  }, TRANSACTION_OPTIONS);
  return { records, skipped, granted };
}

/** What to do with one due entry: the e-mail to record (or why not), and the guide a drop grants. */
async function plan(
  programme: DueProgramme,
  decision: DueDecision<Entry>,
  context: { guides: Map<number, MonthGuide>; entries: Entry[]; templates: TemplateBatch },
  now: Date,
): Promise<Planned> {
  const { guides, entries } = context;
  const { entry } = decision;
  if (decision.outcome === "skip") return { decision, skipReason: decision.skipReason, email: null, grantGuideId: null };
  const guide = entry.month === null ? null : (guides.get(entry.month) ?? null);
  if (entry.kind === "guide_drop" && !guide) {
    // Catalogue data is missing (no guide for this month): say so rather than send "Month 4: {{GUIDE_TITLE}}".
    log().error({ subscriptionId: programme.id, code: entry.code, month: entry.month }, "programme: no guide for this Atomic Year month");
    return { decision, skipReason: "no_guide", email: null, grantGuideId: null };
  }
  const drops = entries.filter((candidate) => candidate.kind === "guide_drop").map((drop) => ({ day: drop.days }));
  const email = await composeProgrammeEmail(programme, entry, guide, nextGuideTiming(drops, programme.subscriptionStart, now), context.templates);
  return { decision, skipReason: null, email, grantGuideId: entry.kind === "guide_drop" ? (guide?.id ?? null) : null };
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
function recomputeSql(subscriptionIds?: string[]): Prisma.Sql {
  return Prisma.sql`
    UPDATE "atomic_year_subscriptions" AS s
    SET "next_email_at" = (
      SELECT MIN(s."subscription_start" + es."days_after_subscription" * INTERVAL '1 day')
      FROM "email_schedules" AS es
      WHERE es."is_active"
        AND s."subscription_start" + es."days_after_subscription" * INTERVAL '1 day' <= s."subscription_end"
        AND NOT EXISTS (SELECT 1 FROM "email_deliveries" AS d WHERE d."subscription_id" = s."id" AND d."schedule_id" = es."id")
    )
    WHERE s."status" = 'active' ${subscriptionIds === undefined ? Prisma.empty : Prisma.sql`AND s."id" = ANY(${subscriptionIds}::text[])`}`;
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
