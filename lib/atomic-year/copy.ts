// Sentences about the Atomic Year's timing, written from the schedule's facts (the one source of timing), for
// the landing page, the checkout success page and the FAQ. A fact the schedule no longer has (an
// admin removed those entries) leaves its sentence out rather than stating a day that is not true.
import { describeDays, listNumbers, numberWord, type ScheduleFacts } from "./schedule-copy";

export type TimingCopy = {
  welcome: string | null;
  firstGuide: string | null;
  rhythm: string | null;
  checkIns: string | null;
  seasonNotes: string | null;
  closing: string | null;
};

function afterStart(days: number): string {
  return days === 0 ? "the day you start" : `${describeDays(days)} after you start`;
}

export function timingCopy(facts: ScheduleFacts): TimingCopy {
  const guides = facts.drops.length;
  return {
    welcome: facts.welcomeDay === null ? null : `A welcome e-mail arrives ${afterStart(facts.welcomeDay)}.`,
    firstGuide: facts.firstGuideDay === null ? null : `Your first guide arrives ${afterStart(facts.firstGuideDay)}.`,
    rhythm:
      facts.dropIntervalDays === null
        ? null
        : `Then a new guide every ${describeDays(facts.dropIntervalDays)}, ${numberWord(guides)} in all, each one on your shelf the day it arrives.`,
    checkIns:
      facts.checkInAfterDropDays === null || facts.checkInCount === 0
        ? null
        : `About ${describeDays(facts.checkInAfterDropDays)} after each guide, a short check-in: one question and one small practice.`,
    seasonNotes:
      facts.seasonNotes.length === 0 ? null : `On days ${listNumbers(facts.seasonNotes.map((note) => note.day))}, a short note opens the next season.`,
    closing: facts.closingDay === null ? null : `On day ${facts.closingDay}, a closing letter to end the year.`,
  };
}

/** The timing sentences that exist, in the order the year runs. */
export function timingSentences(copy: TimingCopy): string[] {
  return [copy.welcome, copy.firstGuide, copy.rhythm, copy.checkIns, copy.seasonNotes, copy.closing].filter((line): line is string => line !== null);
}
