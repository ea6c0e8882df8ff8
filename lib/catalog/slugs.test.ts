import { describe, expect, it } from "vitest";
import { GUIDES } from "@/lib/catalog/guide-content";
import { downloadFileName, fileNameStem, isSlugShaped, slugForTitle, TITLE_TO_SLUG } from "./slugs";

describe("slug rules", () => {
  it("uses the fixed map for the 16 guides", () => {
    expect(slugForTitle("The Richest Person in the Room")).toBe("richest-person-in-the-room");
    expect(slugForTitle("To the One in The Mirror")).toBe("to-the-one-in-the-mirror");
    expect(Object.keys(TITLE_TO_SLUG)).toHaveLength(16);
  });

  it("falls back to the lower-cased title with spaces as hyphens", () => {
    expect(slugForTitle("A New Guide Title")).toBe("a-new-guide-title");
  });

  it("agrees with every seeded guide's slug", () => {
    for (const guide of GUIDES) expect(slugForTitle(guide.title)).toBe(guide.slug);
  });

  it("accepts only slug-shaped values for lookups", () => {
    expect(isSlugShaped("quantum-focus")).toBe(true);
    expect(isSlugShaped("../etc/passwd")).toBe(false);
    expect(isSlugShaped("Quantum-Focus")).toBe(false);
    expect(isSlugShaped("a".repeat(121))).toBe(false);
  });
});

describe("download file names", () => {
  it("keeps letters, digits, spaces and hyphens and turns spaces into underscores", () => {
    expect(fileNameStem("Emotional Alchemy")).toBe("Emotional_Alchemy");
    expect(fileNameStem("Mind & Body: Re-set (Vol. 2)!")).toBe("Mind_Body_Re-set_Vol_2");
  });

  it("adds _Mobile for the mobile file only", () => {
    expect(downloadFileName("Quantum Focus", "desktop")).toBe("Quantum_Focus.pdf");
    expect(downloadFileName("Quantum Focus", "mobile")).toBe("Quantum_Focus_Mobile.pdf");
  });
});
