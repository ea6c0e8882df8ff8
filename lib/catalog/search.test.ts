import { describe, expect, it } from "vitest";
import { filterGuides, hidingRule, matchesSearch } from "./search";

const guides = [
  { id: "power_003", title: "Magnetic Presence", subtitle: "How to be fully in the room", strand: "power" as const },
  { id: "feeling_001", title: "Emotional Alchemy", subtitle: "Turning hard feelings into fuel", strand: "feeling" as const },
  { id: "motion_002", title: "Starting is a Spell", subtitle: "The magic of the first small step", strand: "motion" as const },
  { id: "vision_001", title: "Quantum Focus", subtitle: "Attention as a superpower", strand: "vision" as const },
];

describe("catalogue search", () => {
  it("matches the title case-insensitively", () => {
    expect(filterGuides(guides, "ALCHEMY", "all").map((guide) => guide.id)).toEqual(["feeling_001"]);
    expect(filterGuides(guides, "magnetic", "all").map((guide) => guide.id)).toEqual(["power_003"]);
  });

  it("matches the subtitle too", () => {
    expect(filterGuides(guides, "superpower", "all").map((guide) => guide.id)).toEqual(["vision_001"]);
    expect(filterGuides(guides, "first small", "all").map((guide) => guide.id)).toEqual(["motion_002"]);
  });

  it("ignores surrounding whitespace and shows everything for an empty query", () => {
    expect(filterGuides(guides, "   ", "all")).toHaveLength(4);
    expect(matchesSearch(guides[0]!, "  presence ")).toBe(true);
  });

  it("does not match the strand name or the description", () => {
    expect(filterGuides(guides, "vision", "all")).toEqual([]);
  });
});

describe("strand filter", () => {
  it("keeps only the chosen strand", () => {
    expect(filterGuides(guides, "", "motion").map((guide) => guide.id)).toEqual(["motion_002"]);
  });

  it("combines with the search", () => {
    expect(filterGuides(guides, "alchemy", "feeling")).toHaveLength(1);
    expect(filterGuides(guides, "alchemy", "power")).toEqual([]);
  });

  it("keeps the catalogue order", () => {
    expect(filterGuides(guides, "", "all").map((guide) => guide.id)).toEqual(guides.map((guide) => guide.id));
  });
});

describe("hidingRule", () => {
  it("hides nothing when every card shows, and every card but the matches otherwise", () => {
    expect(hidingRule([{ id: "a" }, { id: "b" }], 2)).toBe("");
    expect(hidingRule([{ id: "a" }], 2)).toBe('[data-guide-list]>li:not([data-guide-id="a"]){display:none}');
    expect(hidingRule([], 2)).toBe("[data-guide-list]>li{display:none}");
    expect(hidingRule([{ id: 'x"]' }], 2)).toBe('[data-guide-list]>li:not([data-guide-id="x\\"]"]){display:none}');
  });
});
