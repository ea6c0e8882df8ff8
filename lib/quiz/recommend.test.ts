import { describe, expect, it } from "vitest";
import { QUIZ_QUESTIONS } from "@/prisma/content/quiz";
import {
  ALTERNATE_PRIORITY,
  alternateGuide,
  type CatalogueGuide,
  chooseQuizGuide,
  masteryPercent,
  recommendGuide,
  STRAND_TIE_ORDER,
  strandOf,
  strandsActivated,
} from "./recommend";

// The 16-guide catalogue: four strands, sortOrder 1-4 matching the id suffix.
const CATALOGUE: CatalogueGuide[] = (["power", "feeling", "motion", "vision"] as const).flatMap((strand) =>
  [1, 2, 3, 4].map((n) => ({ id: `${strand}_00${n}`, strand, sortOrder: n })),
);
const ALL_IDS = CATALOGUE.map((guide) => guide.id);
const strandIds = (strand: string): string[] => ALL_IDS.filter((id) => id.startsWith(`${strand}_`));

describe("constants", () => {
  it("tie-break order is power, motion, feeling, vision (not the display order)", () => {
    expect(STRAND_TIE_ORDER).toEqual(["power", "motion", "feeling", "vision"]);
  });

  it("the alternate priority list covers each of the 16 guides exactly once, starting motion_003, power_003, vision_002, feeling_004", () => {
    expect(ALTERNATE_PRIORITY.slice(0, 4)).toEqual(["motion_003", "power_003", "vision_002", "feeling_004"]);
    expect(new Set(ALTERNATE_PRIORITY).size).toBe(16);
    expect([...ALTERNATE_PRIORITY].sort()).toEqual([...ALL_IDS].sort());
  });
});

describe("strandOf", () => {
  it.each([
    ["power_001", "power"],
    ["feeling_004", "feeling"],
    ["motion_002", "motion"],
    ["vision_003", "vision"],
    ["atomic_year", null],
    ["power", null],
    ["", null],
  ])("strandOf(%j) → %j", (id, expected) => {
    expect(strandOf(id)).toBe(expected);
  });
});

describe('recommendGuide — "count answers per guide; the highest count wins"', () => {
  it.each<[string, string[], string]>([
    ["clear winner in a later strand", ["vision_001", "vision_001", "power_001"], "vision_001"],
    ["clear winner among many answers", ["power_001", "motion_002", "motion_002", "motion_002", "feeling_001", "feeling_001", "vision_004"], "motion_002"],
    ["a single answer", ["feeling_003"], "feeling_003"],
    ["a lower-count power guide does not take part in the tie", ["feeling_001", "feeling_001", "motion_004", "motion_004", "power_002"], "motion_004"],
  ])("highest count wins: %s", (_name, answers, expected) => {
    expect(recommendGuide(answers)).toBe(expected);
  });
});

describe('recommendGuide — "a tie goes to the first tied guide of the first strand present in the order power, motion, feeling, vision"', () => {
  it.each<[string, string[], string]>([
    ["feeling vs motion: motion wins", ["feeling_001", "motion_001"], "motion_001"],
    ["motion vs feeling (answer order reversed): motion wins", ["motion_004", "feeling_002"], "motion_004"],
    ["vision vs feeling: feeling wins", ["vision_001", "feeling_003"], "feeling_003"],
    ["vision vs power: power wins", ["vision_002", "power_004"], "power_004"],
    ["motion vs power: power wins", ["motion_003", "power_002"], "power_002"],
    ["all four strands tied: power wins", ["vision_001", "feeling_001", "motion_001", "power_003"], "power_003"],
    ["two-count tie of feeling and vision: feeling wins", ["vision_004", "feeling_002", "vision_004", "feeling_002"], "feeling_002"],
  ])("tie between strands: %s", (_name, answers, expected) => {
    expect(recommendGuide(answers)).toBe(expected);
  });

  it.each<[string, string[], string]>([
    ["two power guides: the one answered first wins", ["power_003", "power_001"], "power_003"],
    ["first appearance counts, not the last", ["power_002", "vision_001", "power_004", "power_004", "power_002"], "power_002"],
    ["winning strand's first tied guide even if another strand was answered earlier", ["vision_001", "motion_004", "motion_002"], "motion_004"],
    ["not the lowest id: answer order decides", ["feeling_004", "feeling_001"], "feeling_004"],
  ])("tie inside one strand resolved by first appearance: %s", (_name, answers, expected) => {
    expect(recommendGuide(answers)).toBe(expected);
  });

  it("throws on an empty answer list", () => {
    expect(() => recommendGuide([])).toThrow();
  });

  it("the real quiz with answer A to every question recommends power_001 (power wins the 12-way tie)", () => {
    const answers = QUIZ_QUESTIONS.map((question) => question.answers[0].guideId);
    // Worked out by hand from prisma/content/quiz.ts: every A answer points at a different guide,
    // so all 12 guides are tied at one answer each. Power is first in the tie order and Q1's
    // power_001 is the first power guide answered.
    expect(answers).toEqual([
      "power_001",
      "power_003",
      "power_004",
      "motion_002",
      "motion_004",
      "motion_003",
      "feeling_003",
      "feeling_004",
      "feeling_002",
      "vision_003",
      "vision_002",
      "vision_004",
    ]);
    const recommended = recommendGuide(answers);
    expect(strandOf(recommended)).toBe("power");
    expect(recommended).toBe("power_001");
  });
});

describe('alternateGuide — "prefer the same strand as the recommended guide"', () => {
  it.each<[string, string, string[], string]>([
    ["next power guide after power_001", "power_001", ["power_001"], "power_002"],
    ["skips owned guides of the strand", "power_001", ["power_001", "power_002"], "power_003"],
    ["lowest unowned sortOrder, even below the recommendation", "motion_003", ["motion_001", "motion_003"], "motion_002"],
    ["only one left in the strand", "vision_004", ["vision_001", "vision_002", "vision_004"], "vision_003"],
  ])("same strand, lowest sortOrder unowned: %s", (_name, recommended, owned, expected) => {
    expect(alternateGuide(recommended, new Set(owned), CATALOGUE)).toBe(expected);
  });

  it("orders by sortOrder, not by id", () => {
    const catalogue: CatalogueGuide[] = [
      { id: "feeling_001", strand: "feeling", sortOrder: 4 },
      { id: "feeling_002", strand: "feeling", sortOrder: 3 },
      { id: "feeling_003", strand: "feeling", sortOrder: 1 },
      { id: "feeling_004", strand: "feeling", sortOrder: 2 },
    ];
    expect(alternateGuide("feeling_003", new Set(["feeling_003"]), catalogue)).toBe("feeling_004");
  });
});

describe('alternateGuide — "otherwise the first unowned guide from the priority list motion_003, power_003, vision_002, feeling_004, ..."', () => {
  it.each<[string, string, string[], string]>([
    ["power_001 with all power owned → motion_003", "power_001", strandIds("power"), "motion_003"],
    ["power_001 with all power and motion_003 owned → vision_002", "power_001", [...strandIds("power"), "motion_003"], "vision_002"],
    ["motion_003 with all motion owned → power_003", "motion_003", strandIds("motion"), "power_003"],
    ["vision_002 with all vision, motion_003, power_003 owned → feeling_004", "vision_002", [...strandIds("vision"), "motion_003", "power_003"], "feeling_004"],
    ["deep in the list: only power_004 left → power_004", "feeling_001", ALL_IDS.filter((id) => id !== "power_004"), "power_004"],
  ])("priority list: %s", (_name, recommended, owned, expected) => {
    expect(alternateGuide(recommended, new Set(owned), CATALOGUE)).toBe(expected);
  });

  it("skips priority guides that are not in the catalogue", () => {
    const catalogue = CATALOGUE.filter((guide) => guide.id !== "motion_003");
    expect(alternateGuide("vision_001", new Set(strandIds("vision")), catalogue)).toBe("power_003");
  });

  it("returns null when every guide is owned", () => {
    expect(alternateGuide("power_001", new Set(ALL_IDS), CATALOGUE)).toBeNull();
  });
});

describe('chooseQuizGuide — "compute the recommendation; if already owned choose an alternative"', () => {
  it.each<[string, string[], string[], { recommended: string; granted: string | null; reason: string }]>([
    [
      "recommendation not owned → granted as is",
      ["vision_001", "vision_001", "power_001"],
      [],
      { recommended: "vision_001", granted: "vision_001", reason: "recommended" },
    ],
    [
      "recommendation owned → same-strand alternate",
      ["vision_001", "vision_001"],
      ["vision_001"],
      { recommended: "vision_001", granted: "vision_002", reason: "alternate" },
    ],
    [
      "whole strand owned → priority-list alternate",
      ["power_001"],
      strandIds("power"),
      { recommended: "power_001", granted: "motion_003", reason: "alternate" },
    ],
    ['"User owns all guides" → no grant', ["power_001"], ALL_IDS, { recommended: "power_001", granted: null, reason: "all_owned" }],
  ])("%s", (_name, answers, owned, expected) => {
    expect(chooseQuizGuide(answers, new Set(owned), CATALOGUE)).toEqual(expected);
  });
});

describe('masteryPercent — "Mastery percentage = owned guides / total guides, rounded"', () => {
  it.each([
    [1, 16, 6],
    [3, 16, 19],
    [8, 16, 50],
    [16, 16, 100],
    [0, 16, 0],
    [0, 0, 0],
    [5, 0, 0],
    [20, 16, 100],
    [-1, 16, 0],
  ])("%i of %i → %i%%", (owned, total, expected) => {
    expect(masteryPercent(owned, total)).toBe(expected);
  });
});

describe('strandsActivated — "Strands Activated N/4"', () => {
  it.each<[string, string[], number]>([
    ["nothing owned", [], 0],
    ["two guides of one strand", ["power_001", "power_002"], 1],
    ["three strands", ["power_001", "motion_003", "vision_002", "vision_004"], 3],
    ["every guide", ALL_IDS, 4],
    ["non-strand ids are ignored", ["atomic_year", "feeling_001"], 1],
  ])("%s → %i", (_name, owned, expected) => {
    expect(strandsActivated(owned)).toBe(expected);
  });
});

describe("a retake never recommends an owned guide", () => {
  // Every guide the answers can point at, with every other guide of the catalogue owned or not.
  it.each(ALL_IDS)("answers pointing at %s, with it and more of the shelf owned", (pointedAt) => {
    const answers = Array.from({ length: 12 }, () => pointedAt);
    for (let ownedCount = 1; ownedCount < ALL_IDS.length; ownedCount += 1) {
      const owned = new Set([pointedAt, ...ALL_IDS.filter((id) => id !== pointedAt).slice(0, ownedCount - 1)]);
      const choice = chooseQuizGuide(answers, owned, CATALOGUE);
      expect(choice.granted).not.toBeNull();
      expect(owned.has(choice.granted!)).toBe(false);
    }
    expect(chooseQuizGuide(answers, new Set(ALL_IDS), CATALOGUE).granted).toBeNull();
  });
});
