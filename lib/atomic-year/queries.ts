import "server-only";
// Reads for The Atomic Year's pages. The schedule, its twelve guides and the price are the same for
// everyone: cached on the server and tagged (`atomic-year`, and `guides` for the guides), so the
// landing page is prerendered. The shelf's programme view adds one query of the person's own.
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/db";
import { ATOMIC_YEAR_GIFT_PRICE_CENTS, ATOMIC_YEAR_PRICE_CENTS } from "@/lib/catalog/constants";
import type { Strand } from "@/lib/catalog/strands";
import { programmeMoment, scheduleFacts, type ScheduleEntry, type ScheduleFacts } from "./schedule-copy";
import { programmesOf } from "./subscriptions";

export const ATOMIC_YEAR_PRODUCT_ID = "atomic_year";
const ATOMIC_YEAR_GIFT_PRODUCT_ID = "atomic_year_gift";

export type ProgrammeGuide = { id: string; slug: string; title: string; subtitle: string; strand: Strand; coverImage: string; month: number };

/** The active schedule entries with their templates' kind, month and season. */
export async function getProgrammeSchedule(): Promise<ScheduleEntry[]> {
  "use cache";
  cacheLife("hours");
  cacheTag("atomic-year");
  const rows = await db().emailSchedule.findMany({
    where: { isActive: true, template: { isActive: true } },
    orderBy: { daysAfterSubscription: "asc" },
    select: { daysAfterSubscription: true, template: { select: { code: true, emailType: true, month: true, season: true } } },
  });
  return rows.map((row) => ({ day: row.daysAfterSubscription, ...row.template }));
}

export async function getScheduleFacts(): Promise<ScheduleFacts> {
  return scheduleFacts(await getProgrammeSchedule());
}

/** The twelve guides of the year, by month (catalogue data: guides.atomic_year_month). */
export async function getProgrammeGuides(): Promise<ProgrammeGuide[]> {
  "use cache";
  cacheLife("hours");
  cacheTag("guides", "atomic-year");
  const rows = await db().guide.findMany({
    where: { atomicYearMonth: { not: null } },
    orderBy: { atomicYearMonth: "asc" },
    select: { id: true, slug: true, title: true, subtitle: true, strand: true, coverImage: true, atomicYearMonth: true },
  });
  return rows.flatMap(({ atomicYearMonth, ...guide }) => (atomicYearMonth === null ? [] : [{ ...guide, month: atomicYearMonth }]));
}

export type AtomicYearProduct = { name: string; priceCents: number; stripePriceId: string | null };

/** The programme's product row, read fresh (checkout charges exactly this). */
export async function loadAtomicYearProduct(): Promise<AtomicYearProduct> {
  const row = await db().product.findUnique({ where: { id: ATOMIC_YEAR_PRODUCT_ID }, select: { name: true, priceCents: true, stripePriceId: true } });
  return row ?? { name: "The Atomic Year", priceCents: ATOMIC_YEAR_PRICE_CENTS, stripePriceId: null };
}

/** The prices the landing page shows: for oneself and as a gift. */
export async function getAtomicYearPrices(): Promise<{ priceCents: number; giftPriceCents: number }> {
  "use cache";
  cacheLife("hours");
  cacheTag("atomic-year");
  const rows = await db().product.findMany({
    where: { id: { in: [ATOMIC_YEAR_PRODUCT_ID, ATOMIC_YEAR_GIFT_PRODUCT_ID] } },
    select: { id: true, priceCents: true },
  });
  return {
    priceCents: rows.find((row) => row.id === ATOMIC_YEAR_PRODUCT_ID)?.priceCents ?? ATOMIC_YEAR_PRICE_CENTS,
    giftPriceCents: rows.find((row) => row.id === ATOMIC_YEAR_GIFT_PRODUCT_ID)?.priceCents ?? ATOMIC_YEAR_GIFT_PRICE_CENTS,
  };
}

type PanelGuide = Pick<ProgrammeGuide, "id" | "slug" | "title" | "coverImage" | "month">;

export type ProgrammePanelView =
  | { state: "queued"; startsOn: Date; endsOn: Date }
  | {
      state: "running";
      day: number;
      daysLeft: number;
      season: number;
      endsOn: Date;
      current: PanelGuide | null;
      next: { guide: PanelGuide | null; month: number; date: Date } | null;
      /** A further year bought or given while this one runs. */
      queuedStartsOn: Date | null;
    };

/** The shelf's view of a person's programme, or null when they have none: one query of theirs
 * (the schedule and the guides come from the cache), whatever the size of their collection. */
export async function getProgrammePanel(userId: string, now: Date = new Date()): Promise<ProgrammePanelView | null> {
  const [programmes, facts, guides] = await Promise.all([programmesOf(userId), getScheduleFacts(), getProgrammeGuides()]);
  const [first, second] = programmes;
  if (!first) return null;
  if (first.subscriptionStart.getTime() > now.getTime()) return { state: "queued", startsOn: first.subscriptionStart, endsOn: first.subscriptionEnd };
  const moment = programmeMoment({ start: first.subscriptionStart, end: first.subscriptionEnd }, facts.drops, now);
  const guideOf = (month: number) => guides.find((guide) => guide.month === month) ?? null;
  return {
    state: "running",
    day: moment.day,
    daysLeft: moment.daysLeft,
    season: moment.season,
    endsOn: first.subscriptionEnd,
    current: moment.currentMonth > 0 ? guideOf(moment.currentMonth) : null,
    next: moment.nextDrop ? { guide: guideOf(moment.nextDrop.month), month: moment.nextDrop.month, date: moment.nextDrop.date } : null,
    queuedStartsOn: second?.subscriptionStart ?? null,
  };
}
