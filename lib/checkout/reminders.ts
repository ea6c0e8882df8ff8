import "server-only";
// The one reminder of an unfinished checkout, a news e-mail (opt-in), sent by the scheduled job.
//
// A guides order of a signed-in person that stayed pending or expired is looked at once, 24 hours
// after it was started (orders older than a week are left alone). It is reminded of only when the
// person still wants news (users.marketing_emails), has had no such reminder in 30 days, started no
// newer checkout, and does not own by now every guide in it; the e-mail lists what is still to buy,
// priced now, with a link that starts a fresh checkout of it (lib/checkout/reminder-link.ts) and the
// one-click unsubscribe. Each order's decision is kept (orders.reminder_checked_at, reminder_outcome).
//
// Exactly once under overlapping runs: a batch is read and its e-mails rendered outside any
// transaction; then one transaction claims the orders (a conditional update of reminder_checked_at),
// claims each person to be reminded (a conditional update of users.checkout_reminder_at, which also
// enforces the 30 days and the opt-in), and records the e-mails, which leave after the commit through
// the provider's batch call. A run that loses a claim sends nothing for it; a crash after the commit
// leaves the recorded e-mails to the retry job.
import { createElement } from "react";
import { CheckoutReminderEmail, CheckoutReminderItems, checkoutReminderSubject } from "@/emails/checkout-reminder";
import { db, Prisma, BATCH_TRANSACTION_OPTIONS } from "@/lib/db";
import { newsUnsubscribeHeaders, newsUnsubscribePageUrl } from "@/lib/email/news";
import { suppressedAmong } from "@/lib/email/delivery-events";
import { recordEmailsIn } from "@/lib/email/records";
import { renderEmail, renderEmailFragment, renderTemplateContent } from "@/lib/email/render-template";
import { countDeliveries, deliverRecorded, type OutgoingEmail } from "@/lib/email/send";
import { emailTransport } from "@/lib/email/transport";
import { env } from "@/lib/env";
import { log } from "@/lib/log/logger";
import { formatPrice } from "@/lib/money";
import type { JobCounts } from "@/lib/scheduled/types";
import { leftItems, reminderCheckoutUrl } from "./reminder-link";

const REMIND_AFTER_MS = 24 * 60 * 60 * 1000;
/** Checkouts older than this are never reminded of (a week-old cart is not "left yesterday"). */
const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000;
const ONE_REMINDER_PER_MS = 30 * 24 * 60 * 60 * 1000;
const BATCH_SIZE = 100;
const CHECKOUT_REMINDER_TYPE = "checkout_reminder";

type Outcome = "sent" | "not_opted_in" | "recently_reminded" | "newer_checkout" | "bought_since" | "suppressed";
type Candidate = {
  id: string;
  userId: string;
  /** The buyer started a later checkout of guides (any status): that one is reminded, if any. */
  newer: boolean;
  email: string;
  name: string | null;
  marketing: boolean;
  remindedAt: Date | null;
};
type Plan = { orderId: string; userId: string; outcome: Outcome; email?: OutgoingEmail };

const at = (date: Date) => Prisma.sql`CAST(${date.toISOString()} AS timestamp(3))`;

/** Orders due for a decision, oldest first, with what the decision needs about their buyer. */
async function dueOrders(now: Date, limit: number): Promise<Candidate[]> {
  const orders = await db().order.findMany({
    where: {
      status: { in: ["pending", "expired"] },
      kind: "guides",
      reminderCheckedAt: null,
      createdAt: { lte: new Date(now.getTime() - REMIND_AFTER_MS), gt: new Date(now.getTime() - LOOK_BACK_MS) },
      userId: { not: null },
    },
    select: {
      id: true,
      createdAt: true,
      user: { select: { id: true, email: true, displayName: true, firstName: true, name: true, marketingEmails: true, checkoutReminderAt: true } },
    },
    orderBy: { createdAt: "asc" },
    take: limit,
  });
  const buyers = [...new Set(orders.flatMap((order) => (order.user ? [order.user.id] : [])))];
  const latest = await db().order.groupBy({ by: ["userId"], where: { userId: { in: buyers }, kind: "guides" }, _max: { createdAt: true } });
  const latestOf = new Map(latest.map((row) => [row.userId, row._max.createdAt]));
  return orders.flatMap(({ id, createdAt, user }) => {
    if (!user) return [];
    const last = latestOf.get(user.id);
    return [
      {
        id,
        userId: user.id,
        newer: last !== undefined && last !== null && last > createdAt,
        email: user.email,
        name: user.displayName ?? user.firstName ?? user.name,
        marketing: user.marketingEmails,
        remindedAt: user.checkoutReminderAt,
      },
    ];
  });
}

/** What each order left that its buyer does not own, in the order's order, priced now (a bundle as
 * its buyer's bundle price today). Orders of single guides are read together; one with a bundle is
 * priced for its buyer (lib/checkout/reminder-link.ts), as its link's page prices it. */
async function leftGuides(candidates: Candidate[]): Promise<Map<string, { title: string; priceCents: number }[]>> {
  const items = await db().orderItem.findMany({
    where: { orderId: { in: candidates.map((candidate) => candidate.id) }, guideId: { not: null } },
    select: { orderId: true, guideId: true, bundleStrand: true, guide: { select: { title: true, priceCents: true, released: true } } },
    orderBy: { id: "asc" },
  });
  const withBundle = new Set(items.flatMap((item) => (item.bundleStrand ? [item.orderId] : [])));
  const owned = await db().userGuide.findMany({
    where: { userId: { in: candidates.map((candidate) => candidate.userId) }, guideId: { in: items.flatMap((item) => (item.guideId ? [item.guideId] : [])) } },
    select: { userId: true, guideId: true },
  });
  const ownedKeys = new Set(owned.map((row) => `${row.userId}:${row.guideId}`));
  const buyer = new Map(candidates.map((candidate) => [candidate.id, candidate.userId]));
  const left = new Map<string, { title: string; priceCents: number }[]>();
  for (const item of items) {
    if (withBundle.has(item.orderId) || !item.guide?.released || ownedKeys.has(`${buyer.get(item.orderId)}:${item.guideId}`)) continue;
    left.set(item.orderId, [...(left.get(item.orderId) ?? []), { title: item.guide.title, priceCents: item.guide.priceCents }]);
  }
  for (const orderId of withBundle) {
    const lines = (
      await leftItems(
        buyer.get(orderId)!,
        items.filter((item) => item.orderId === orderId),
      )
    ).lines;
    if (lines.length > 0)
      left.set(
        orderId,
        lines.map(({ title, priceCents }) => ({ title, priceCents })),
      );
  }
  return left;
}

function decide(candidate: Candidate, left: unknown[] | undefined, now: Date): Outcome {
  if (!candidate.marketing) return "not_opted_in";
  if (candidate.newer) return "newer_checkout";
  if (candidate.remindedAt && candidate.remindedAt.getTime() > now.getTime() - ONE_REMINDER_PER_MS) return "recently_reminded";
  if (!left || left.length === 0) return "bought_since";
  return "sent";
}

/** The reminder for one order: its stored template (admin-editable), else the built-in e-mail. */
async function compose(
  candidate: Candidate,
  items: { title: string; priceCents: number }[],
  template: { subject: string; htmlContent: string } | null,
): Promise<OutgoingEmail> {
  const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
  const greeting = candidate.name?.trim() || "Friend";
  const lines = items.map((item) => ({ title: item.title, price: formatPrice(item.priceCents) }));
  const checkoutUrl = reminderCheckoutUrl(candidate.userId, candidate.id);
  const unsubscribeUrl = newsUnsubscribePageUrl(candidate.userId);
  const rendered = template
    ? await renderTemplateContent(
        template,
        { USER_NAME: greeting, ITEMS: await renderEmailFragment(createElement(CheckoutReminderItems, { items: lines })), CHECKOUT_LINK: checkoutUrl },
        { trustedHtmlKeys: ["ITEMS"], unsubscribeUrl, unsubscribeList: "news" },
      )
    : {
        subject: checkoutReminderSubject,
        ...(await renderEmail(createElement(CheckoutReminderEmail, { siteName, siteUrl, greeting, items: lines, checkoutUrl, unsubscribeUrl }))),
      };
  return {
    to: candidate.email,
    type: CHECKOUT_REMINDER_TYPE,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    dedupeKey: `checkout-reminder:${candidate.id}`,
    headers: newsUnsubscribeHeaders(candidate.userId),
  };
}

/** Claims the batch's orders and people and records the e-mails, in one transaction (see the top). */
async function commit(plans: Plan[], now: Date) {
  const transport = emailTransport().kind;
  const cutoff = new Date(now.getTime() - ONE_REMINDER_PER_MS);
  return db().$transaction(async (tx) => {
    // Orders another run holds are skipped, not waited for (that run decides them).
    const claimed = await tx.$queryRaw<{ id: string }[]>`
      UPDATE "orders" SET "reminder_checked_at" = ${at(now)}
      WHERE "id" IN (
        SELECT "id" FROM "orders" WHERE "id" = ANY(${plans.map((plan) => plan.orderId)}::text[]) AND "reminder_checked_at" IS NULL
        FOR UPDATE SKIP LOCKED
      )
      RETURNING "id"`;
    const mine = new Set(claimed.map((row) => row.id));
    const ours = plans.filter((plan) => mine.has(plan.orderId));
    const sending = ours.filter((plan) => plan.outcome === "sent");
    // One reminder per person in 30 days, and only while they want news: checked again here, where it counts.
    // The people are locked in id order, so overlapping runs never wait on each other in a circle.
    const people = await tx.$queryRaw<{ id: string }[]>`
      UPDATE "users" SET "checkout_reminder_at" = ${at(now)}
      WHERE "id" IN (
        SELECT "id" FROM "users" WHERE "id" = ANY(${[...new Set(sending.map((plan) => plan.userId))]}::text[]) ORDER BY "id" FOR UPDATE
      ) AND "marketing_emails" = true AND ("checkout_reminder_at" IS NULL OR "checkout_reminder_at" <= ${at(cutoff)})
      RETURNING "id"`;
    const won = new Set(people.map((row) => row.id));
    const emails: OutgoingEmail[] = [];
    for (const plan of sending) {
      if (won.has(plan.userId) && plan.email) {
        emails.push(plan.email);
        won.delete(plan.userId);
      } else plan.outcome = "recently_reminded";
    }
    await tx.$executeRaw`
      UPDATE "orders" AS o SET "reminder_outcome" = c."outcome"
      FROM unnest(${ours.map((plan) => plan.orderId)}::text[], ${ours.map((plan) => plan.outcome)}::text[]) AS c("id", "outcome")
      WHERE o."id" = c."id"`;
    const records = await recordEmailsIn(tx, emails, transport, now);
    return { ours, records };
  }, BATCH_TRANSACTION_OPTIONS);
}

/** Decides about every checkout due for it, batch after batch, until none is left or `deadline` has
 * passed; reports how many reminders were sent and how many checkouts were passed over. */
export async function sendCheckoutReminders(now: Date, options: { deadline?: number; batchSize?: number } = {}): Promise<JobCounts> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const counts: JobCounts = { sent: 0, skipped: 0, failed: 0 };
  const reasons: Partial<Record<Outcome, number>> = {};
  // The stored template, read once a run, and only when something is due.
  let stored: { subject: string; htmlContent: string } | null | undefined;
  for (;;) {
    const candidates = await dueOrders(now, batchSize);
    if (candidates.length === 0) break;
    if (stored === undefined) {
      const template = await db().emailTemplate.findUnique({
        where: { code: CHECKOUT_REMINDER_TYPE },
        select: { subject: true, htmlContent: true, isActive: true },
      });
      stored = template?.isActive ? template : null;
    }
    const left = await leftGuides(candidates);
    // An address that bounced hard or complained gets no reminder (lib/email/delivery-events.ts).
    const suppressed = await suppressedAmong(candidates.map((candidate) => candidate.email));
    const plans: Plan[] = [];
    for (const candidate of candidates) {
      const decided = decide(candidate, left.get(candidate.id), now);
      const outcome = decided === "sent" && suppressed.has(candidate.email.trim().toLowerCase()) ? "suppressed" : decided;
      plans.push({
        orderId: candidate.id,
        userId: candidate.userId,
        outcome,
        email: outcome === "sent" ? await compose(candidate, left.get(candidate.id)!, stored) : undefined,
      });
    }
    // Two checkouts of one person in one batch: the newer one is the one to remind of (the older has a newer).
    let committed: Awaited<ReturnType<typeof commit>>;
    try {
      committed = await commit(plans, now);
    } catch (error) {
      // Nothing was claimed: the next run decides these checkouts.
      log().error({ orders: plans.length, err: error }, "checkout reminders: a batch failed");
      counts.failed += plans.filter((plan) => plan.outcome === "sent").length;
      break;
    }
    const { ours, records } = committed;
    for (const plan of ours) reasons[plan.outcome] = (reasons[plan.outcome] ?? 0) + 1;
    counts.skipped += ours.filter((plan) => plan.outcome !== "sent").length;
    try {
      const outcomes = await deliverRecorded(records);
      countDeliveries(counts, outcomes.values());
    } catch (error) {
      log().error({ emails: records.length, err: error }, "checkout reminders: sending failed; the retry job sends them");
      counts.failed += records.length;
    }
    if (candidates.length < batchSize || Date.now() >= (options.deadline ?? Infinity)) break;
  }
  if (counts.sent + counts.skipped + counts.failed > 0) log().info({ ...counts, reasons }, "checkout reminders: checkouts decided");
  return counts;
}
