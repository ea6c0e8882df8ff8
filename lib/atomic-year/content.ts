// The Atomic Year's fixed copy: what each season is about and who the year suits. Timing is never
// written here: it comes from the schedule (copy.ts).
export const SEASON_THEMES: Record<number, string> = {
  1: "Noticing. Before anything changes, you learn to see your days clearly: where your time goes, what you tell yourself, what you stopped questioning.",
  2: "Building. Small, repeated effort that adds up without anyone noticing at first: strength, momentum, showing up on the ordinary days.",
  3: "Going inward. Quieter guides on the feelings you were too busy to feel, the rest you keep postponing and what you carry out of habit.",
  4: "Bringing it into the open. How you speak up, decide and show up with other people, with everything the year has built.",
};

export const PERFECT_FOR = [
  "Anyone who wants to grow without an app to open every day",
  "Readers who start self-help books and rarely finish them",
  "Someone at the start of a new chapter: a new job, a move, a new decade",
  "People who prefer a gentle structure to a strict plan",
  "Anyone you would like to give a year of attention to themselves",
] as const;

export function percentOff(priceCents: number, valueCents: number): number {
  return Math.round((1 - priceCents / valueCents) * 100);
}

/** Why the year costs more as a gift than for oneself, said wherever the gift's price is shown. */
export function giftPriceReason(giftPrice: string, ownPrice: string): string {
  return `Why ${giftPrice} rather than the ${ownPrice} of a year for yourself? A gift is the whole year made ready for someone else, with no account of yours to run it: all twelve guides and every e-mail between them, delivered with your message on the day you choose, kept for up to a year until they open it, and a note to you when it arrives and when it is opened.`;
}
