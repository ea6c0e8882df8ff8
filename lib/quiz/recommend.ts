// Quiz recommendation, alternate guide and shelf statistics (mastery percentage, strands
// activated). Pure functions, no I/O.
import type { Strand } from "@/lib/catalog/content-types";

/**
 * Tie-break order for the recommendation: "power, motion, feeling, vision".
 * Note: this differs from the display order of the strands (power, feeling, motion, vision).
 */
export const STRAND_TIE_ORDER = ["power", "motion", "feeling", "vision"] as const;

/** The fixed priority list for the alternate guide, in order. */
export const ALTERNATE_PRIORITY = [
  "motion_003",
  "power_003",
  "vision_002",
  "feeling_004",
  "vision_003",
  "power_002",
  "power_001",
  "motion_002",
  "motion_001",
  "vision_001",
  "feeling_002",
  "feeling_001",
  "feeling_003",
  "vision_004",
  "motion_004",
  "power_004",
] as const;

export type CatalogueGuide = { id: string; strand: string; sortOrder: number };

export type QuizGuideChoice = {
  /** The guide the answers point at. */
  recommended: string;
  /** The guide to grant: the recommendation, an alternate, or null when the user owns everything. */
  granted: string | null;
  reason: "recommended" | "alternate" | "all_owned";
};

const STRAND_SET: ReadonlySet<string> = new Set<string>(STRAND_TIE_ORDER);

/** The strand of a guide id: the prefix before the first "_" ("power_001" → "power"); null when it is not a strand. */
export function strandOf(guideId: string): Strand | null {
  const underscore = guideId.indexOf("_");
  if (underscore <= 0) return null;
  const prefix = guideId.slice(0, underscore);
  return STRAND_SET.has(prefix) ? (prefix as Strand) : null;
}

/**
 * The recommended guide for a list of answers (one guide id per answered question).
 *
 * The rule: "count answers per guide; the highest count wins; a tie goes to the first tied guide of
 * the first strand present in the order power, motion, feeling, vision."
 *
 * Interpretation used here:
 * 1. Count the answers per guide id; the guides sharing the highest count are "the tied guides"
 *    (a clear winner is simply a tie of one).
 * 2. Walk the strands in STRAND_TIE_ORDER (power, motion, feeling, vision); the first strand that
 *    has at least one tied guide is "the first strand present".
 * 3. Within that strand, "the first tied guide" is the tied guide that first appears earliest in
 *    the answers (answer order, i.e. the position of that guide's first occurrence in the list).
 * Guide ids without a recognised strand only win when no tied guide has a strand; among those the
 * first in answer order wins.
 *
 * @throws Error when the list is empty.
 */
export function recommendGuide(answerGuideIds: readonly string[]): string {
  if (answerGuideIds.length === 0) throw new Error("Cannot recommend a guide without answers");

  // Map preserves insertion order, so iteration follows each guide's first appearance.
  const counts = new Map<string, number>();
  for (const id of answerGuideIds) counts.set(id, (counts.get(id) ?? 0) + 1);

  let highest = 0;
  for (const count of counts.values()) if (count > highest) highest = count;
  const tied = [...counts.entries()].filter(([, count]) => count === highest).map(([id]) => id);

  for (const strand of STRAND_TIE_ORDER) {
    const first = tied.find((id) => strandOf(id) === strand);
    if (first !== undefined) return first;
  }
  const fallback = tied[0];
  if (fallback === undefined) throw new Error("Cannot recommend a guide without answers");
  return fallback;
}

/**
 * The guide to grant instead when the recommendation is already owned.
 *
 * The rule: "prefer the same strand as the recommended guide; otherwise the first unowned guide from
 * the priority list ...". Within the same strand the unowned guide with the lowest sortOrder wins
 * (then the lowest id, for determinism). Priority-list guides must exist in the catalogue.
 * Returns null when no candidate is left (everything owned).
 */
export function alternateGuide(recommended: string, owned: ReadonlySet<string>, catalogue: readonly CatalogueGuide[]): string | null {
  const isCandidate = (id: string): boolean => id !== recommended && !owned.has(id);

  const strand = strandOf(recommended) ?? catalogue.find((guide) => guide.id === recommended)?.strand ?? null;
  if (strand !== null) {
    const sameStrand = catalogue
      .filter((guide) => guide.strand === strand && isCandidate(guide.id))
      .sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const best = sameStrand[0];
    if (best !== undefined) return best.id;
  }

  const inCatalogue = new Set(catalogue.map((guide) => guide.id));
  for (const id of ALTERNATE_PRIORITY) {
    if (inCatalogue.has(id) && isCandidate(id)) return id;
  }
  return null;
}

/** Recommendation plus the guide to grant (the recommendation, an alternate, or none when everything is owned). */
export function chooseQuizGuide(answerGuideIds: readonly string[], owned: ReadonlySet<string>, catalogue: readonly CatalogueGuide[]): QuizGuideChoice {
  const recommended = recommendGuide(answerGuideIds);
  if (!owned.has(recommended)) return { recommended, granted: recommended, reason: "recommended" };
  const alternate = alternateGuide(recommended, owned, catalogue);
  if (alternate === null) return { recommended, granted: null, reason: "all_owned" };
  return { recommended, granted: alternate, reason: "alternate" };
}

/** "Mastery percentage = owned guides / total guides, rounded": 0 when there are no guides, clamped to 0..100. */
export function masteryPercent(ownedCount: number, totalCount: number): number {
  if (!Number.isFinite(ownedCount) || !Number.isFinite(totalCount) || totalCount <= 0) return 0;
  const percent = Math.round((ownedCount / totalCount) * 100);
  return Math.min(100, Math.max(0, percent));
}

/** "Strands Activated N/4": the number of distinct strands among the owned guides (0-4). */
export function strandsActivated(ownedGuideIds: readonly string[]): number {
  const strands = new Set<Strand>();
  for (const id of ownedGuideIds) {
    const strand = strandOf(id);
    if (strand !== null) strands.add(strand);
  }
  return strands.size;
}
