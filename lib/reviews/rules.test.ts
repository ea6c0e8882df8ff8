import { describe, expect, it } from "vitest";
import { formatAverage, reviewCountLabel, reviewerName, reviewInput } from "./rules";

describe("review input", () => {
  it("takes a rating of 1 to 5 and a plain text of at most 1,000 characters, trimmed", () => {
    expect(reviewInput.parse({ guideId: "power_001", rating: "4", body: "  Clear and short.\r\nUseful.  " })).toEqual({
      guideId: "power_001",
      rating: 4,
      body: "Clear and short.\nUseful.",
    });
    expect(reviewInput.parse({ guideId: "power_001", rating: 5 }).body).toBe("");
  });

  it("refuses a rating outside 1-5 or not whole, and a text over 1,000 characters", () => {
    for (const rating of [0, 6, 2.5, "x", ""]) expect(reviewInput.safeParse({ guideId: "g", rating }).success).toBe(false);
    const long = reviewInput.safeParse({ guideId: "g", rating: 3, body: "a".repeat(1001) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe("Please keep your review to 1000 characters.");
  });

  it("drops control characters but keeps what a person typed, markup included, as text", () => {
    expect(reviewInput.parse({ guideId: "g", rating: 3, body: "<b>bold</b>\u0000 & done" }).body).toBe("<b>bold</b> & done");
  });
});

describe("how a reviewer is named", () => {
  it("is the first name and the last name's initial when the account has a full name", () => {
    expect(reviewerName({ firstName: "Ayla", displayName: null, name: "Ayla Kaya" })).toBe("Ayla K.");
    expect(reviewerName({ firstName: null, displayName: null, name: "Jean-Luc de la Tour" })).toBe("Jean-Luc T.");
  });
  it("is the first name alone without one, and never empty", () => {
    expect(reviewerName({ firstName: "Sam", displayName: "Sam", name: null })).toBe("Sam");
    expect(reviewerName({ firstName: null, displayName: null, name: null })).toBe("A reader");
  });
});

describe("labels", () => {
  it("rounds the average to one place and counts in words", () => {
    expect(formatAverage(4.25)).toBe("4.3");
    expect(formatAverage(5)).toBe("5.0");
    expect(reviewCountLabel(1)).toBe("1 review");
    expect(reviewCountLabel(12)).toBe("12 reviews");
  });
});
