import { describe, expect, it } from "vitest";
import { ATOMIC_YEAR_EMAILS } from "@/lib/email/default-templates";
import { timingCopy, timingSentences } from "./copy";
import { describeDays, nextGuideTiming, programmeMoment, scheduleFacts, seasonOfMonth, type ScheduleEntry } from "./schedule-copy";

const DAY_MS = 86_400_000;

/** The seeded schedule, as the schedule table holds it before any admin edit. */
const seeded: ScheduleEntry[] = ATOMIC_YEAR_EMAILS.map((email) => ({
  code: email.code,
  emailType: email.emailType,
  day: email.daysAfterSubscription ?? 0,
  month: email.month,
  season: email.season,
}));

describe("schedule facts", () => {
  it("reads the seeded 28-e-mail schedule: welcome day 0, first guide day 7, a drop every 30 days, check-ins two weeks later, season notes, closing", () => {
    const facts = scheduleFacts(seeded);
    expect(facts).toMatchObject({
      welcomeDay: 0,
      firstGuideDay: 7,
      dropIntervalDays: 30,
      checkInAfterDropDays: 14,
      checkInCount: 11,
      seasonNotes: [
        { season: 2, day: 90 },
        { season: 3, day: 180 },
        { season: 4, day: 270 },
      ],
      closingDay: 365,
      emailCount: 28,
    });
    expect(facts.drops.map((drop) => drop.day)).toEqual([7, 37, 67, 97, 127, 157, 187, 217, 247, 277, 307, 337]);
    expect(facts.drops.map((drop) => drop.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("the copy says what the schedule says, and follows an admin's edit of the first guide's day", () => {
    expect(timingSentences(timingCopy(scheduleFacts(seeded)))).toEqual([
      "A welcome e-mail arrives the day you start.",
      "Your first guide arrives a week after you start.",
      "Then a new guide every 30 days, twelve in all, each one on your shelf the day it arrives.",
      "About two weeks after each guide, a short check-in: one question and one small practice.",
      "On days 90, 180 and 270, a short note opens the next season.",
      "On day 365, a closing letter to end the year.",
    ]);
    const edited = seeded.map((entry) => (entry.code === "guide_01" ? { ...entry, day: 1 } : entry));
    expect(timingCopy(scheduleFacts(edited)).firstGuide).toBe("Your first guide arrives a day after you start.");
    const immediate = seeded.map((entry) => (entry.code === "guide_01" ? { ...entry, day: 0 } : entry));
    expect(timingCopy(scheduleFacts(immediate)).firstGuide).toBe("Your first guide arrives the day you start.");
  });

  it("leaves out a sentence whose entries are gone rather than inventing a day", () => {
    const noCheckIns = seeded.filter((entry) => entry.emailType !== "check_in" && entry.emailType !== "season_primer");
    const copy = timingCopy(scheduleFacts(noCheckIns));
    expect(copy.checkIns).toBeNull();
    expect(copy.seasonNotes).toBeNull();
    expect(copy.firstGuide).toBe("Your first guide arrives a week after you start.");
    expect(timingCopy(scheduleFacts([]))).toEqual({ welcome: null, firstGuide: null, rhythm: null, checkIns: null, seasonNotes: null, closing: null });
  });

  it("says spans of days the way people do", () => {
    expect([1, 7, 14, 21, 28, 30, 35, 10].map(describeDays)).toEqual([
      "a day",
      "a week",
      "two weeks",
      "three weeks",
      "four weeks",
      "30 days",
      "35 days",
      "10 days",
    ]);
  });
});

describe("where a programme stands", () => {
  const drops = scheduleFacts(seeded).drops;
  const start = new Date("2027-01-01T10:00:00Z");
  const end = new Date(start.getTime() + 365 * DAY_MS);
  const at = (days: number, extraMs = 0) => programmeMoment({ start, end }, drops, new Date(start.getTime() + days * DAY_MS + extraMs));

  it("day 0 to 6: no guide yet, the first next on day 7, season one", () => {
    expect(at(0)).toEqual({ day: 0, currentMonth: 0, season: 1, nextDrop: { month: 1, date: new Date("2027-01-08T10:00:00Z") }, daysLeft: 365 });
    expect(at(6, DAY_MS - 1)).toMatchObject({ day: 6, currentMonth: 0 });
  });

  it("a drop's day counts from the moment the programme started, not the calendar day", () => {
    expect(at(7)).toMatchObject({ day: 7, currentMonth: 1, nextDrop: { month: 2 } });
    expect(at(7, -1)).toMatchObject({ day: 6, currentMonth: 0 });
  });

  it("seasons turn with the months; after the last drop nothing is next; at the end no days are left", () => {
    expect(at(97)).toMatchObject({ currentMonth: 4, season: 2 });
    expect(at(187)).toMatchObject({ currentMonth: 7, season: 3 });
    expect(at(300)).toMatchObject({ currentMonth: 10, season: 4 });
    expect(at(340)).toMatchObject({ currentMonth: 12, season: 4, nextDrop: null, daysLeft: 25 });
    expect(at(365)).toMatchObject({ daysLeft: 0 });
    expect([1, 3, 4, 6, 7, 9, 10, 12].map(seasonOfMonth)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});

describe("when the next guide arrives, as an e-mail says it", () => {
  const start = new Date("2027-01-01T10:00:00Z");
  const at = (days: number) => new Date(start.getTime() + days * DAY_MS);
  const drops = scheduleFacts(seeded).drops;

  it("reads the seeded schedule: a week after the welcome and after each season's note", () => {
    expect(nextGuideTiming(drops, start, at(0))).toBe("in a week");
    for (const { day } of scheduleFacts(seeded).seasonNotes) expect(nextGuideTiming(drops, start, at(day))).toBe("in a week");
  });

  it("follows the schedule table, and the moment the e-mail actually leaves", () => {
    expect(nextGuideTiming([{ day: 10 }, { day: 40 }], start, at(0))).toBe("in 10 days");
    expect(nextGuideTiming([{ day: 14 }], start, at(0))).toBe("in two weeks");
    // A welcome sent late (the job was down): still counted from when it goes out.
    expect(nextGuideTiming([{ day: 7 }], start, at(6))).toBe("tomorrow");
    expect(nextGuideTiming([{ day: 7 }], start, at(6.5))).toBe("tomorrow");
    expect(nextGuideTiming([{ day: 7 }, { day: 37 }], start, at(7))).toBe("in 30 days");
    expect(nextGuideTiming([{ day: 0 }, { day: 30 }], start, new Date(start.getTime() - 1000))).toBe("today");
    expect(nextGuideTiming([{ day: 7 }], start, at(8))).toBeNull();
    expect(nextGuideTiming([], start, at(0))).toBeNull();
  });
});
