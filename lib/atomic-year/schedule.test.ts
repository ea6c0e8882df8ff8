import { describe, expect, it } from "vitest";
import { ATOMIC_YEAR_EMAILS } from "@/lib/email/default-templates";
import { DAY_MS, dueDecisions, entryDueAt, LATE_LIMIT_MS, nextDueAt, stillWorthSending, type ScheduleEntry } from "./schedule";

// The seeded schedule: 28 entries, welcome on day 0 to the closing on day 365.
const SCHEDULE: ScheduleEntry[] = ATOMIC_YEAR_EMAILS.map((email) => ({ id: email.code, days: email.daysAfterSubscription ?? 0, kind: email.emailType }));
const start = new Date("2026-03-01T09:30:00.000Z");
// Recorded when it started: a run that comes late was a run that could have sent.
const programme = { start, end: entryDueAt(start, 365), recordedAt: start };
const none = new Set<string>();
const at = (days: number, extraMs = 0) => new Date(start.getTime() + days * DAY_MS + extraMs);
const sentCodes = (now: Date, delivered: Set<string> = none, optedOut = false) =>
  dueDecisions(SCHEDULE, programme, now, delivered, { optedOut })
    .filter((decision) => decision.outcome === "send")
    .map((decision) => decision.entry.id);

describe("entryDueAt", () => {
  it("is the start plus whole days of 24 hours, for every offset from 0 to 365", () => {
    for (let days = 0; days <= 365; days++) {
      expect(entryDueAt(start, days).getTime() - start.getTime()).toBe(days * 86_400_000);
    }
  });

  it("does not move with a reader's daylight-saving change or a start just before midnight", () => {
    // Europe/Berlin moves its clocks on 2026-03-29: the day-7 drop is still 168 hours later.
    const lateEvening = new Date("2026-03-24T22:59:59.999Z");
    expect(entryDueAt(lateEvening, 7).toISOString()).toBe("2026-03-31T22:59:59.999Z");
    expect(entryDueAt(new Date("2026-12-31T23:59:59.999Z"), 1).toISOString()).toBe("2027-01-01T23:59:59.999Z");
  });
});

describe("dueDecisions", () => {
  it("sends the welcome at the start instant and nothing a millisecond before", () => {
    expect(sentCodes(at(0, -1))).toEqual([]);
    expect(sentCodes(at(0))).toEqual(["welcome"]);
  });

  it("makes an entry due exactly at its instant, not before", () => {
    expect(sentCodes(at(7, -1), new Set(["welcome"]))).toEqual([]);
    expect(sentCodes(at(7), new Set(["welcome"]))).toEqual(["guide_01"]);
  });

  it("for a programme recorded now with its start 40 days back, sends the welcome, guide 1, check-in 1 and guide 2, in order", () => {
    const backDated = { ...programme, recordedAt: at(40) };
    const decisions = dueDecisions(SCHEDULE, backDated, at(40), none);
    expect(decisions.map((decision) => [decision.entry.id, decision.outcome])).toEqual([
      ["welcome", "send"],
      ["guide_01", "send"],
      ["guide_01_check_in", "send"],
      ["guide_02", "send"],
    ]);
    // Eight days after it was recorded, a check-in still waiting is late for that programme too.
    expect(dueDecisions(SCHEDULE, backDated, at(48), new Set(["welcome", "guide_01", "guide_02"]))[0]).toMatchObject({ outcome: "skip", skipReason: "late" });
  });

  it("for a programme that has been running, skips the check-in a run 40 days in finds 19 days late", () => {
    expect(sentCodes(at(40))).toEqual(["welcome", "guide_01", "guide_02"]);
  });

  it("never repeats what was delivered", () => {
    expect(sentCodes(at(40), new Set(["welcome", "guide_01", "guide_01_check_in", "guide_02"]))).toEqual([]);
  });

  it("sends a check-in exactly 7 days late and skips it a millisecond later, recording why", () => {
    const delivered = new Set(["welcome", "guide_01"]);
    expect(sentCodes(at(21 + 7), delivered)).toEqual(["guide_01_check_in"]);
    const late = dueDecisions(SCHEDULE, programme, at(21 + 7, 1), delivered);
    expect(late).toEqual([{ entry: expect.objectContaining({ id: "guide_01_check_in" }), dueAt: at(21), outcome: "skip", skipReason: "late" }]);
  });

  it("catches up a missed fortnight: drops always, check-ins and primers only within 7 days", () => {
    // Nothing ran between day 80 and day 100: the month-3 check-in (day 81) and the Season Two
    // primer (day 90) are more than 7 days late on day 100; the month-4 drop (day 97) is not.
    const delivered = new Set(SCHEDULE.filter((entry) => entry.days < 80).map((entry) => entry.id));
    const decisions = dueDecisions(SCHEDULE, programme, at(100), delivered);
    expect(decisions.map((decision) => [decision.entry.id, decision.outcome])).toEqual([
      ["guide_03_check_in", "skip"],
      ["season_1", "skip"],
      ["guide_04", "send"],
    ]);
  });

  it("delivers every drop, the welcome and the closing however late, and nothing after the end", () => {
    const decisions = dueDecisions(SCHEDULE, programme, at(500), none);
    const sent = decisions.filter((decision) => decision.outcome === "send").map((decision) => decision.entry.kind);
    expect(sent.filter((kind) => kind === "guide_drop")).toHaveLength(12);
    expect(sent).toContain("welcome");
    expect(sent).toContain("closing");
    expect(decisions).toHaveLength(28);
    const beyondEnd = [...SCHEDULE, { id: "day_400", days: 400, kind: "check_in" }];
    expect(dueDecisions(beyondEnd, programme, at(500), none).some((decision) => decision.entry.id === "day_400")).toBe(false);
  });

  it("gives an unsubscribed person the guide drops only, recording the rest as skipped", () => {
    const decisions = dueDecisions(SCHEDULE, { ...programme, recordedAt: at(40) }, at(40), none, { optedOut: true });
    expect(decisions.map((decision) => [decision.entry.id, decision.outcome === "skip" ? decision.skipReason : "send"])).toEqual([
      ["welcome", "unsubscribed"],
      ["guide_01", "send"],
      ["guide_01_check_in", "unsubscribed"],
      ["guide_02", "send"],
    ]);
  });

  it("follows an edited day for an entry not yet sent", () => {
    const edited = SCHEDULE.map((entry) => (entry.id === "guide_01" ? { ...entry, days: 3 } : entry));
    expect(sentCodes(at(3), new Set(["welcome"]))).toEqual([]);
    expect(dueDecisions(edited, programme, at(3), new Set(["welcome"])).map((decision) => decision.entry.id)).toEqual(["guide_01"]);
  });
});

describe("stillWorthSending", () => {
  it("holds at exactly 7 days late and not after, for check-ins and primers only", () => {
    const due = at(21);
    const exactly = new Date(due.getTime() + LATE_LIMIT_MS);
    const after = new Date(exactly.getTime() + 1);
    for (const kind of ["check_in", "season_primer"]) {
      expect(stillWorthSending(kind, due, exactly)).toBe(true);
      expect(stillWorthSending(kind, due, after)).toBe(false);
    }
    for (const kind of ["guide_drop", "welcome", "closing"]) expect(stillWorthSending(kind, due, at(400))).toBe(true);
  });

  it("counts lateness from the programme's recording when that came after the entry's instant", () => {
    const due = at(21);
    expect(stillWorthSending("check_in", due, at(40), at(40))).toBe(true);
    expect(stillWorthSending("check_in", due, at(47), at(40))).toBe(true);
    expect(stillWorthSending("check_in", due, at(47, 1), at(40))).toBe(false);
  });
});

describe("nextDueAt", () => {
  it("is the earliest entry not delivered, and null when nothing is left", () => {
    expect(nextDueAt(SCHEDULE, programme, none)).toEqual(start);
    expect(nextDueAt(SCHEDULE, programme, new Set(["welcome"]))).toEqual(at(7));
    expect(nextDueAt(SCHEDULE, programme, new Set(["welcome", "guide_01", "guide_01_check_in", "guide_02"]))).toEqual(at(51));
    expect(nextDueAt(SCHEDULE, programme, new Set(SCHEDULE.filter((entry) => entry.id !== "closing").map((entry) => entry.id)))).toEqual(at(365));
    expect(nextDueAt(SCHEDULE, programme, new Set(SCHEDULE.map((entry) => entry.id)))).toBeNull();
  });
});
