import { PDFDict, PDFDocument, PDFName } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import type { GuideContent } from "@/lib/catalog/content-types";
import type { GuideText } from "@/lib/catalog/content-types";
import { pdfPageTexts } from "@/tests/support/pdf-text";
import { catalogueText, guidePdf, guidePdfVersion, isGeneratedGuidePdf } from "./sample-pdf";

const guide: GuideContent = {
  id: "vision_001",
  slug: "quantum-focus",
  title: "Quantum Focus",
  subtitle: "Attention as the lever that moves everything else",
  strand: "vision",
  sortOrder: 1,
  description: "A practical guide to protecting your attention, choosing one thing at a time, and finishing the work that matters most to you.",
  longDescription: "Attention is the one resource every plan quietly depends on.\n\nYou will build a small daily ritual for deep work.",
  whatYoullLearn: [
    "Why multitasking costs more than it seems",
    "A ten-minute ritual that starts deep work",
    "How to notice when your focus slips, and come back",
  ],
  readTimeMinutes: 25,
  atomicYearMonth: 3,
  aliasSlugs: [],
};

// A text of the shape the writer delivers, about as long as a real guide (a 20-30 minute read).
const paragraph = (topic: string, n: number) =>
  `${topic} matters in a plain, everyday way (${n}). Notice where your attention goes in the first hour of the day, and what pulls it away. ` +
  "Write down one thing you finished and one thing you left; the list tells you more than a plan does. A calmer week is built from small, honest choices.";
const text: GuideText = {
  guideId: "vision_001",
  opening: ["Most days do not fail at once; they leak.", ...[1, 2, 3, 4].map((n) => paragraph("Attention", n))],
  ideas: guide.whatYoullLearn.map((heading, i) => ({ heading, paragraphs: [1, 2, 3, 4, 5].map((n) => paragraph(`Idea ${i + 1}`, n)) })),
  practice: {
    title: "The ten-minute start",
    intro: "Try this on three mornings this week, before you open any messages.",
    steps: [
      "Clear the desk of everything but one task.",
      "Set a timer for ten minutes.",
      "Work on the task until the timer rings.",
      "Write one line about how it went.",
    ],
    note: "If a morning slips, start again the next one.",
  },
  closing: ["Focus is not a talent you lack; it is a place you return to.", paragraph("Returning", 1)],
};

async function load(bytes: Uint8Array): Promise<PDFDocument> {
  return PDFDocument.load(bytes, { updateMetadata: false });
}

/** The BaseFont names of every font the pages use. */
function fontNames(doc: PDFDocument): string[] {
  const names = new Set<string>();
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
    for (const [, ref] of fonts?.entries() ?? []) names.add(String(doc.context.lookup(ref, PDFDict).get(PDFName.of("BaseFont"))));
  }
  return [...names];
}

// Whole guides are laid out and parsed here: generous budgets for a shared, loaded machine.
describe("guidePdf", { timeout: 60_000 }, () => {
  it("lays a guide out as a short book of at least eight US Letter pages on desktop", async () => {
    const bytes = await guidePdf(guide, text, "desktop");
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const doc = await load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(8);
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
  });

  it("uses narrow 360 x 640 pages for mobile, and more of them", async () => {
    const desktop = await load(await guidePdf(guide, text, "desktop"));
    const mobile = await load(await guidePdf(guide, text, "mobile"));
    for (const page of mobile.getPages()) expect(page.getSize()).toEqual({ width: 360, height: 640 });
    expect(mobile.getPageCount()).toBeGreaterThan(desktop.getPageCount());
  });

  it("embeds Fraunces and Inter, not the standard fonts", async () => {
    const doc = await load(await guidePdf(guide, text, "desktop"));
    const names = fontNames(doc);
    expect(names.some((name) => /Fraunces/.test(name))).toBe(true);
    expect(names.some((name) => /Inter/.test(name))).toBe(true);
    expect(names.filter((name) => /Times|Helvetica|Courier/.test(name))).toEqual([]);
  });

  it("carries the title page, contents, opening, each idea, the numbered practice and the closing, with page numbers", async () => {
    const pages = (await pdfPageTexts(await guidePdf(guide, text, "desktop"))).map((strings) => strings.join(" "));
    const all = pages.join("\n");
    expect(pages[0]).toContain("Quantum Focus");
    expect(pages[0]).toContain("A 25-minute guide");
    expect(all).toContain("Most days do not fail at once; they leak.");
    for (const idea of text.ideas) {
      expect(all).toContain(idea.heading);
      expect(all).toContain(`${idea.paragraphs[0]!.slice(0, 40)}`);
    }
    const practicePage = pages.findIndex((page) => page.includes("The ten-minute start") && !page.includes("Practice: "));
    expect(practicePage).toBeGreaterThan(1);
    for (const [i, step] of text.practice.steps.entries()) expect(pages[practicePage]).toContain(`${i + 1} ${step}`);
    expect(all).toContain(text.practice.note);
    expect(pages.at(-1)).toContain("Focus is not a talent you lack; it is a place you return to.");
    // The contents page names the chapters; every page but the title page is numbered "n / total".
    expect(pages[1]).toContain("Opening");
    expect(pages[1]).toContain(`Practice: ${text.practice.title}`);
    pages.slice(1).forEach((page, i) => expect(page).toContain(`${i + 2} / ${pages.length}`));
  });

  it("carries the guide's metadata with fixed dates, and is recognised as generated", async () => {
    const bytes = await guidePdf(guide, text, "desktop");
    const doc = await load(bytes);
    expect(doc.getTitle()).toBe("Quantum Focus");
    expect(doc.getAuthor()).toBe("Atomic Guides");
    expect(doc.getSubject()).toBe(guide.subtitle);
    expect(doc.getCreationDate()?.toISOString()).toBe("2025-07-18T00:00:00.000Z");
    expect(await isGeneratedGuidePdf(bytes)).toBe(true);
    expect(await isGeneratedGuidePdf(new TextEncoder().encode("not a pdf"))).toBe(false);
  });

  it("is reproducible byte for byte", async () => {
    const first = await guidePdf(guide, text, "mobile");
    const second = await guidePdf(guide, text, "mobile");
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it("changes version when the text changes, and only then", () => {
    expect(guidePdfVersion(guide, text)).toBe(guidePdfVersion(guide, structuredClone(text)));
    expect(guidePdfVersion(guide, { ...text, closing: ["Another ending."] })).not.toBe(guidePdfVersion(guide, text));
  });

  it("keeps typographic punctuation the fonts have and degrades what they lack", async () => {
    const bytes = await guidePdf(
      { ...guide, title: "The \u201cOther\u201d Side \u2014 You\u2019re Here\u2026 \u{1F331}" },
      { ...text, opening: ["Caf\u00e9 \u0151 \u4e2d and \u201cquotes\u201d", "Supercalifragilisticexpialidocious".repeat(6)] },
      "mobile",
    );
    const all = (await pdfPageTexts(bytes)).flat().join(" ");
    expect(all).toContain("The \u201cOther\u201d Side \u2014 You\u2019re Here\u2026");
    expect(all).toContain("Caf\u00e9 o and \u201cquotes\u201d");
    expect(all).not.toContain("\u4e2d");
    expect(all).not.toContain("\ufffd");
  });

  it("builds a complete PDF from the catalogue copy alone while a guide has no text yet", async () => {
    const doc = await load(await guidePdf(guide, catalogueText(guide), "desktop"));
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(6);
  });
});
