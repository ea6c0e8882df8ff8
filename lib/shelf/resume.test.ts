import { describe, expect, it } from "vitest";
import { resumePage } from "./resume";

describe("resumePage", () => {
  it("opens a guide never read at its first page", () => {
    expect(resumePage(null, "mobile", 30)).toBe(1);
  });

  it("opens the same edition at the stored page", () => {
    expect(resumePage({ edition: "mobile", page: 7, pageCount: 30 }, "mobile", 30)).toBe(7);
  });

  it("opens the other edition at the same point of the guide", () => {
    expect(resumePage({ edition: "desktop", page: 5, pageCount: 9 }, "mobile", 17)).toBe(9);
    expect(resumePage({ edition: "mobile", page: 17, pageCount: 17 }, "desktop", 9)).toBe(9);
    expect(resumePage({ edition: "mobile", page: 1, pageCount: 17 }, "desktop", 9)).toBe(1);
  });

  it("stays within a file that has changed since (a new edition with fewer pages)", () => {
    expect(resumePage({ edition: "desktop", page: 12, pageCount: 12 }, "desktop", 10)).toBe(10);
  });
});
