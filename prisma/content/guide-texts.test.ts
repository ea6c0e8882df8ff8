import { describe, expect, it } from "vitest";
import { GUIDES } from "@/lib/catalog/guide-content";
import type { GuideText } from "@/lib/catalog/content-types";
import { GUIDE_TEXTS } from "./guide-texts";

function paragraphsOf(text: GuideText): string[] {
  return [...text.opening, ...text.ideas.flatMap((idea) => idea.paragraphs), text.practice.intro, ...text.practice.steps, ...text.closing];
}

function allTextOf(text: GuideText): string[] {
  const headings = [...text.ideas.map((idea) => idea.heading), text.practice.title];
  return [...headings, ...paragraphsOf(text), ...(text.practice.note === undefined ? [] : [text.practice.note])];
}

function wordCount(text: GuideText): number {
  return allTextOf(text)
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

describe("guide texts", () => {
  it("has exactly one text for every catalogue guide and none for unknown ids", () => {
    expect(GUIDE_TEXTS.map((text) => text.guideId).sort()).toEqual(GUIDES.map((guide) => guide.id).sort());
  });

  it.each(GUIDES.map((guide) => [guide.id, guide] as const))("%s works through each what-you'll-learn item in a 20-30 minute read", (id, guide) => {
    const text = GUIDE_TEXTS.find((candidate) => candidate.guideId === id);
    if (text === undefined) throw new Error(`No text for ${id}`);

    expect(text.ideas).toHaveLength(guide.whatYoullLearn.length);
    for (const idea of text.ideas) {
      expect(idea.heading.trim()).not.toBe("");
      expect(idea.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(idea.paragraphs.length).toBeLessThanOrEqual(4);
    }
    expect(text.opening.length).toBeGreaterThanOrEqual(1);
    expect(text.closing.length).toBeGreaterThanOrEqual(1);
    expect(text.practice.steps.length).toBeGreaterThanOrEqual(4);
    expect(text.practice.steps.length).toBeLessThanOrEqual(7);

    const words = wordCount(text);
    expect(words).toBeGreaterThanOrEqual(2000);
    expect(words).toBeLessThanOrEqual(3500);
  });

  it("repeats no paragraph, within a guide or across guides, and none of the shop page's text", () => {
    const seen = new Map<string, string>();
    for (const text of GUIDE_TEXTS) {
      for (const paragraph of paragraphsOf(text)) {
        const key = paragraph.trim().toLowerCase();
        expect(seen.get(key), `"${paragraph.slice(0, 60)}..." in ${text.guideId}`).toBeUndefined();
        seen.set(key, text.guideId);
      }
    }
    const shopParagraphs = GUIDES.flatMap((guide) => [guide.description, ...guide.longDescription.split("\n\n")]).map((paragraph) =>
      paragraph.trim().toLowerCase(),
    );
    for (const paragraph of shopParagraphs) expect(seen.has(paragraph)).toBe(false);
  });

  it("is plain, finished text: no placeholders, markup or empty strings", () => {
    for (const text of GUIDE_TEXTS) {
      for (const piece of allTextOf(text)) {
        expect(piece.trim(), text.guideId).not.toBe("");
        expect(piece, text.guideId).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\bXXX\b/i);
        expect(piece, `markup in ${text.guideId}: ${piece.slice(0, 60)}`).not.toMatch(/[<>*#_`[\]{}]|\n/);
      }
    }
  });
});
