import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { GuideContent } from "@/prisma/content/types";
import { guidePdf, toWinAnsi } from "./sample-pdf";

const guide: GuideContent = {
  id: "vision_001",
  slug: "quantum-focus",
  title: "Quantum Focus",
  subtitle: "Attention as the lever that moves everything else",
  strand: "vision",
  sortOrder: 1,
  description: "A practical guide to protecting your attention, choosing one thing at a time, and finishing the work that matters most to you.",
  longDescription: [
    "Attention is the one resource every plan quietly depends on. This guide shows where it leaks: the open tabs, the half-read messages, the meetings that could have been a note. ".repeat(
      3,
    ),
    "You will build a small daily ritual for deep work, learn to notice the moment focus breaks, and practise coming back without blaming yourself. ".repeat(3),
    "By the end you will have a focus plan that fits your real week, not an ideal one, and a way to review it every Friday. ".repeat(3),
  ].join("\n\n"),
  whatYoullLearn: [
    "Why multitasking costs more than it seems",
    "A ten-minute ritual that starts deep work",
    "How to notice when your focus slips, and come back",
    "A weekly review that keeps the plan honest",
  ],
  readTimeMinutes: 25,
  atomicYearMonth: 3,
  aliasSlugs: [],
};

async function load(bytes: Uint8Array): Promise<PDFDocument> {
  return PDFDocument.load(bytes, { updateMetadata: false });
}

describe("guidePdf", () => {
  it("produces a real PDF of at least three US Letter pages on desktop", async () => {
    const bytes = await guidePdf(guide, "desktop");
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const doc = await load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
  });

  it("uses narrow 360 x 640 pages for mobile", async () => {
    const doc = await load(await guidePdf(guide, "mobile"));
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 360, height: 640 });
  });

  it("breaks long text onto more pages on the smaller mobile page", async () => {
    const desktop = await load(await guidePdf(guide, "desktop"));
    const mobile = await load(await guidePdf(guide, "mobile"));
    expect(mobile.getPageCount()).toBeGreaterThan(desktop.getPageCount());
  });

  it("carries the guide's metadata with fixed dates", async () => {
    const doc = await load(await guidePdf(guide, "desktop"));
    expect(doc.getTitle()).toBe("Quantum Focus");
    expect(doc.getAuthor()).toBe("Atomic Guides");
    expect(doc.getSubject()).toBe(guide.subtitle);
    expect(doc.getCreationDate()?.toISOString()).toBe("2025-07-18T00:00:00.000Z");
    expect(doc.getModificationDate()?.toISOString()).toBe("2025-07-18T00:00:00.000Z");
  });

  it("is reproducible byte for byte", async () => {
    const first = await guidePdf(guide, "mobile");
    const second = await guidePdf(guide, "mobile");
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it("accepts typographic punctuation and characters the standard fonts lack", async () => {
    const title = "The \u201cOther\u201d Side \u2014 You\u2019re Here\u2026 \u{1F331}";
    const bytes = await guidePdf(
      {
        ...guide,
        title,
        subtitle: "Caf\u00e9 thinking \u2013 \u0151 \u4e2d",
        whatYoullLearn: ["\u201cQuoted\u201d", "Supercalifragilisticexpialidocious".repeat(4)],
      },
      "mobile",
    );
    const doc = await load(bytes);
    expect(doc.getTitle()).toBe(title);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
  });
});

describe("toWinAnsi", () => {
  it("replaces typographic punctuation with ASCII and drops what WinAnsi cannot encode", () => {
    expect(toWinAnsi("\u201cHi\u201d \u2018there\u2019 \u2014 now\u2026 \u{1F331}")).toBe("\"Hi\" 'there' - now...");
    expect(toWinAnsi("Caf\u00e9 \u0151 \u4e2d")).toBe("Caf\u00e9 o");
  });
});
