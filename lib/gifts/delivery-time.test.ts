import { describe, expect, it } from "vitest";
import { addYears, calendarDateIn, deliverAt, formatDeliveryDay, isIanaTimeZone, parseCalendarDate } from "./delivery-time";

describe("deliverAt", () => {
  it("is now when the chosen day is today in the buyer's zone", () => {
    const now = new Date("2026-12-03T07:30:00Z");
    expect(deliverAt("2026-12-03", "Europe/Berlin", now)).toEqual(now);
  });

  it("is 09:00 in the buyer's zone on a later day (zones east and west of UTC)", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    expect(deliverAt("2026-12-03", "Europe/Berlin", now).toISOString()).toBe("2026-12-03T08:00:00.000Z");
    expect(deliverAt("2026-12-03", "America/Los_Angeles", now).toISOString()).toBe("2026-12-03T17:00:00.000Z");
    expect(deliverAt("2026-12-03", "Asia/Kolkata", now).toISOString()).toBe("2026-12-03T03:30:00.000Z");
    expect(deliverAt("2026-12-03", "Pacific/Kiritimati", now).toISOString()).toBe("2026-12-02T19:00:00.000Z");
    expect(deliverAt("2026-12-03", "UTC", now).toISOString()).toBe("2026-12-03T09:00:00.000Z");
  });

  it("reads today at the day boundary in the buyer's zone, not in UTC", () => {
    // 23:30 UTC on 2 December is already 3 December in Berlin: the 3rd is today there.
    const lateUtc = new Date("2026-12-02T23:30:00Z");
    expect(calendarDateIn("Europe/Berlin", lateUtc)).toBe("2026-12-03");
    expect(deliverAt("2026-12-03", "Europe/Berlin", lateUtc)).toEqual(lateUtc);
    // ...while in New York it is still the 2nd, so the 3rd is tomorrow morning there.
    expect(calendarDateIn("America/New_York", lateUtc)).toBe("2026-12-02");
    expect(deliverAt("2026-12-03", "America/New_York", lateUtc).toISOString()).toBe("2026-12-03T14:00:00.000Z");
    // 00:30 UTC on the 3rd is still the 2nd in Los Angeles.
    expect(deliverAt("2026-12-03", "America/Los_Angeles", new Date("2026-12-03T00:30:00Z")).toISOString()).toBe("2026-12-03T17:00:00.000Z");
  });

  it("follows daylight saving time on both sides of a change", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    // Europe moves its clocks on 29 March 2026: 09:00 is UTC+1 the day before, UTC+2 on the day.
    expect(deliverAt("2026-03-28", "Europe/Berlin", now).toISOString()).toBe("2026-03-28T08:00:00.000Z");
    expect(deliverAt("2026-03-29", "Europe/Berlin", now).toISOString()).toBe("2026-03-29T07:00:00.000Z");
    // The United States on 8 March 2026 (EST UTC-5, then EDT UTC-4).
    expect(deliverAt("2026-03-07", "America/New_York", now).toISOString()).toBe("2026-03-07T14:00:00.000Z");
    expect(deliverAt("2026-03-08", "America/New_York", now).toISOString()).toBe("2026-03-08T13:00:00.000Z");
    // Back in autumn: Sydney leaves daylight time on 5 April 2026 (UTC+11, then UTC+10).
    expect(deliverAt("2026-04-05", "Australia/Sydney", now).toISOString()).toBe("2026-04-04T23:00:00.000Z");
  });

  it("refuses a string that is not a real day", () => {
    expect(() => deliverAt("2026-02-30", "UTC", new Date())).toThrow();
  });
});

describe("calendar helpers", () => {
  it("knows real IANA zones and nothing else", () => {
    expect(isIanaTimeZone("Europe/Berlin")).toBe(true);
    expect(isIanaTimeZone("UTC")).toBe(true);
    expect(isIanaTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isIanaTimeZone("")).toBe(false);
  });

  it("parses only real days and adds years without inventing 29 February", () => {
    expect(parseCalendarDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseCalendarDate("2027-02-29")).toBeNull();
    expect(parseCalendarDate("2027-1-05")).toBeNull();
    expect(addYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(addYears("2026-11-24", 1)).toBe("2027-11-24");
  });

  it("formats the delivery day as people read it", () => {
    expect(formatDeliveryDay("2026-12-03", "2026-11-24")).toBe("3 December");
    expect(formatDeliveryDay("2027-01-05", "2026-11-24")).toBe("5 January 2027");
  });
});
