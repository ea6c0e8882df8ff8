// The rules of a review, shared by the form (in the browser) and the action (on the server).
import { z } from "zod";
import { formatDate } from "@/lib/dates";

export const REVIEW_TEXT_MAX = 1000;
/** Reviews shown before "Show more" on a guide's page. */
export const REVIEWS_SHOWN_FIRST = 3;
/** Reviews a guide's page holds at most (the newest); the average and the count cover them all.
 * Each one is in the page twice (its HTML and its RSC payload); twelve of the longest (in Latin
 * script) keep the page under 128 KB, above which Next's answers cost more than twice as much
 * (docs/performance.md). */
export const REVIEWS_ON_PAGE = 12;

// Control characters other than line breaks and tabs are dropped: the text is plain, shown as text.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export const reviewInput = z.object({
  guideId: z.string().min(1).max(64),
  rating: z.coerce
    .number({ error: "Please choose a rating from 1 to 5 stars." })
    .int("Please choose a rating from 1 to 5 stars.")
    .min(1, "Please choose a rating from 1 to 5 stars.")
    .max(5, "Please choose a rating from 1 to 5 stars."),
  body: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, "\n").replace(CONTROL, "").trim())
    .pipe(z.string().max(REVIEW_TEXT_MAX, `Please keep your review to ${REVIEW_TEXT_MAX} characters.`))
    .optional()
    .default(""),
});

/** How a reviewer is named in public: their first name and the initial of their last name when the
 * account has one ("Ayla K."), else the first name alone; never the address. */
export function reviewerName(profile: { firstName: string | null; displayName: string | null; name: string | null }): string {
  const first = (profile.firstName ?? profile.displayName ?? profile.name ?? "").trim().split(/\s+/)[0] ?? "";
  const full = (profile.name ?? profile.displayName ?? "").trim().split(/\s+/);
  const last = full.length > 1 ? full[full.length - 1] : "";
  const initial = last ? `${Array.from(last)[0]!.toLocaleUpperCase("en")}.` : "";
  return [first || "A reader", initial].filter(Boolean).join(" ");
}

/** "4.5": the average to one decimal place, as the stars show it. */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

export function reviewCountLabel(count: number): string {
  return count === 1 ? "1 review" : `${count} reviews`;
}

/** "3 December 2026", as the shop writes dates (lib/dates.ts). */
export function formatReviewDate(iso: string): string {
  return formatDate(iso);
}
