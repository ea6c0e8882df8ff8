// The guide PDFs (desktop and mobile) the seed writes when no file has been uploaded: the guide's
// text laid out as a short book in the brand fonts, embedded (Fraunces for headings, Inter for
// text). A title page, contents, the opening, one chapter per idea, the practice with numbered
// steps and a closing page. The same guide always yields the same bytes.
import { createHash } from "node:crypto";
import { PDFDocument } from "@cantoo/pdf-lib";
import type { PDFPage, RGB } from "@cantoo/pdf-lib";
import type { GuideContent, GuideText } from "@/lib/catalog/content-types";
import { embedFontFile } from "@/lib/pdf/fonts";
import { strandColour } from "./cover-art";
import {
  CREAM,
  FONT_FILES,
  INK,
  MUTED,
  PAGE_SPECS,
  PageFlow,
  clean,
  drawTracked,
  hexToRgb,
  wrapText,
  type Face,
  type Fonts,
  type PageSpec,
  type PdfLayout,
} from "./sample-pdf-layout";

export type { PdfLayout };

/** Fixed so a guide's PDF is reproducible byte for byte. */
const DOCUMENT_DATE = new Date("2025-07-18T00:00:00Z");
const AUTHOR = "Atomic Guides";
const BRAND = "ATOMIC GUIDES";
/** Part of the generated files' version: raise it when the layout changes so the seed rewrites them. */
const LAYOUT_VERSION = 2;

const STRAND_NAMES = { power: "Power", feeling: "Feeling", motion: "Motion", vision: "Vision" } as const;

// ---------------------------------------------------------------------------------------------
// Pages

/** The strand's motif from the cover art in a few strokes, in the top right corner of the title page. */
function drawStrandMark(page: PDFPage, strand: GuideContent["strand"], x: number, y: number, unit: number): void {
  switch (strand) {
    case "power":
      for (let i = 6; i >= 1; i--) page.drawCircle({ x, y, size: unit * i, color: CREAM, opacity: 0.1 });
      page.drawCircle({ x, y, size: unit * 0.6, color: CREAM });
      return;
    case "feeling":
      for (const [dx, dy] of [
        [-2.2, -0.6],
        [-0.6, -2],
        [-1, 0.4],
      ] as const) {
        page.drawCircle({ x: x + dx * unit, y: y + dy * unit, size: unit * 1.9, color: CREAM, opacity: 0.2 });
      }
      return;
    case "motion":
      for (let i = 0; i < 5; i++) {
        const offset = (i - 2) * unit * 0.9;
        const start = { x: x - unit * 4 + offset, y: y - unit * 3 - offset };
        const end = { x: x + unit * 0.2 + offset, y: y + unit * 0.6 - offset };
        page.drawLine({ start, end, thickness: unit * 0.16, color: CREAM, opacity: i === 2 ? 0.9 : 0.45 });
        if (i === 2) {
          page.drawLine({ start: end, end: { x: end.x - unit * 0.9, y: end.y }, thickness: unit * 0.16, color: CREAM, opacity: 0.9 });
          page.drawLine({ start: end, end: { x: end.x, y: end.y - unit * 0.9 }, thickness: unit * 0.16, color: CREAM, opacity: 0.9 });
        }
      }
      return;
    case "vision":
      for (let i = 1; i <= 6; i++) {
        page.drawCircle({ x, y, size: unit * i, borderColor: CREAM, borderWidth: 1.2, borderOpacity: 0.55 - i * 0.06 });
      }
      page.drawCircle({ x, y, size: unit * 0.5, color: CREAM });
  }
}

function drawTitlePage(doc: PDFDocument, guide: GuideContent, spec: PageSpec, fonts: Fonts, accent: RGB): void {
  const { width, height, marginX } = spec;
  const page = doc.addPage([width, height]);
  const bandTop = height * 0.36;

  page.drawRectangle({ x: 0, y: 0, width, height, color: accent });
  drawStrandMark(page, guide.strand, width - marginX * 0.6, height - spec.marginTop * 0.4, width * 0.07);

  // Title in cream on the strand colour: large type, which WCAG AA allows from 3:1.
  const title = clean(guide.title, "heading");
  let size = spec.title;
  let lines = wrapText(title, fonts.heading, size, width - marginX * 2);
  while (lines.length > 4 && size > 20) {
    size -= 2;
    lines = wrapText(title, fonts.heading, size, width - marginX * 2);
  }
  let baseline = bandTop + spec.marginTop * 0.6 + (lines.length - 1) * size * 1.1;
  for (const line of lines) {
    page.drawText(line, { x: marginX, y: baseline, size, font: fonts.heading, color: CREAM });
    baseline -= size * 1.1;
  }

  // Everything small sits on cream in ink.
  page.drawRectangle({ x: 0, y: 0, width, height: bandTop, color: CREAM });
  let y = bandTop - spec.marginTop * 0.5;
  page.drawCircle({ x: marginX + 3, y: y + spec.label * 0.35, size: 3, color: accent });
  drawTracked(page, STRAND_NAMES[guide.strand].toUpperCase(), marginX + 12, y, fonts.label, spec.label, INK);
  y -= spec.label * 2.6;
  for (const line of wrapText(clean(guide.subtitle, "lead"), fonts.lead, spec.lead + 2, width - marginX * 2)) {
    page.drawText(line, { x: marginX, y, size: spec.lead + 2, font: fonts.lead, color: INK });
    y -= (spec.lead + 2) * 1.35;
  }
  y -= spec.label;
  page.drawText(`A ${guide.readTimeMinutes}-minute guide`, { x: marginX, y, size: spec.label + 1.5, font: fonts.text, color: MUTED });
  drawTracked(page, BRAND, marginX, spec.marginBottom * 0.55, fonts.label, spec.footer, INK);
}

function drawPractice(flow: PageFlow, practice: GuideText["practice"]): void {
  const { fonts, spec, accent } = flow;
  flow.chapter("Practice", practice.title);
  flow.paragraph(practice.intro, "lead", spec.lead, { leading: 1.45 });
  flow.space(spec.body);
  practice.steps.forEach((step, i) => {
    flow.ensure(spec.body * 1.6 * 2);
    const baseline = flow.y - spec.body;
    flow.page.drawCircle({ x: spec.marginX + spec.body * 0.7, y: baseline + spec.body * 0.35, size: spec.body * 0.85, color: accent });
    const number = String(i + 1);
    const numberWidth = fonts.label.widthOfTextAtSize(number, spec.body * 0.85);
    flow.page.drawText(number, { x: spec.marginX + spec.body * 0.7 - numberWidth / 2, y: baseline, size: spec.body * 0.85, font: fonts.label, color: CREAM });
    flow.paragraph(step, "text", spec.body, { indent: spec.body * 2.4 });
    flow.space(spec.body * 0.7);
  });
  if (practice.note) {
    flow.space(spec.body * 0.4);
    flow.paragraph(practice.note, "lead", spec.body + 1, { color: MUTED, leading: 1.5 });
  }

  // Ruled lines for notes fill what is left of the page.
  const rule = spec.body * 2.2;
  if (flow.y - spec.marginBottom < rule * 4) return;
  flow.space(spec.body);
  drawTracked(flow.page, "NOTES", spec.marginX, flow.y - spec.label, fonts.label, spec.label, MUTED);
  flow.space(spec.label);
  while (flow.y - rule >= spec.marginBottom) {
    flow.y -= rule;
    flow.page.drawLine({
      start: { x: spec.marginX, y: flow.y },
      end: { x: spec.width - spec.marginX, y: flow.y },
      thickness: 0.5,
      color: MUTED,
      opacity: 0.45,
    });
  }
}

/** Fills the page reserved after the title page with the chapters and where they start. */
function drawContents(page: PDFPage, entries: { label: string; page: number }[], spec: PageSpec, fonts: Fonts, accent: RGB): void {
  let y = spec.height - spec.marginTop - spec.heading;
  drawTracked(page, "CONTENTS", spec.marginX, y, fonts.label, spec.label, accent);
  y -= spec.label * 1.8;
  page.drawRectangle({ x: spec.marginX, y, width: 32, height: 2.5, color: accent });
  y -= spec.heading * 1.4;
  const numberWidth = spec.body * 2.5;
  for (const entry of entries) {
    const lines = wrapText(clean(entry.label, "text"), fonts.text, spec.body + 1, spec.width - spec.marginX * 2 - numberWidth);
    const number = String(entry.page);
    const width = fonts.label.widthOfTextAtSize(number, spec.body);
    page.drawText(number, { x: spec.width - spec.marginX - width, y, size: spec.body, font: fonts.label, color: accent });
    for (const line of lines) {
      page.drawText(line, { x: spec.marginX, y, size: spec.body + 1, font: fonts.text, color: INK });
      y -= (spec.body + 1) * 1.45;
    }
    y -= spec.body * 0.9;
  }
}

function drawFooters(doc: PDFDocument, spec: PageSpec, fonts: Fonts): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    if (index === 0) return;
    const y = spec.marginBottom * 0.5;
    drawTracked(page, BRAND, spec.marginX, y, fonts.label, spec.footer, MUTED);
    const label = `${index + 1} / ${pages.length}`;
    const labelWidth = fonts.text.widthOfTextAtSize(label, spec.footer);
    page.drawText(label, { x: spec.width - spec.marginX - labelWidth, y, size: spec.footer, font: fonts.text, color: MUTED });
  });
}

/** Until a guide has its own text: the catalogue copy in the same shape, so a PDF always exists. */
export function catalogueText(guide: GuideContent): GuideText {
  return {
    guideId: guide.id,
    opening: [guide.description, ...guide.longDescription.split(/\n\s*\n/)].filter((paragraph) => paragraph.trim() !== ""),
    ideas: guide.whatYoullLearn.map((heading) => ({ heading, paragraphs: [] })),
    practice: {
      title: "A short practice",
      intro: `Reading is the start. Give the ideas in ${guide.title} five quiet minutes today, and they begin to stay with you.`,
      steps: [
        "Choose one idea from this guide to live with this week.",
        "Write it down in one sentence, in your own words.",
        "Pick the smallest action that puts it to work, something you can finish in five minutes, and decide when you will do it.",
        "Do it. Then note what felt different, what got in the way, and what you would repeat.",
      ],
    },
    closing: ["Come back to this page in seven days and add one line about what changed."],
  };
}

/** A short hash of everything a generated PDF depends on: the seed rewrites a file when it changes. */
export function guidePdfVersion(guide: GuideContent, text: GuideText): string {
  return createHash("sha256")
    .update(JSON.stringify([LAYOUT_VERSION, guide.title, guide.subtitle, guide.strand, guide.readTimeMinutes, text]))
    .digest("hex")
    .slice(0, 12);
}

/** Whether `bytes` is a PDF this generator wrote (its producer and fixed date), in this or an earlier layout. */
export async function isGeneratedGuidePdf(bytes: Uint8Array): Promise<boolean> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    return doc.getProducer() === AUTHOR && doc.getCreationDate()?.getTime() === DOCUMENT_DATE.getTime();
  } catch {
    return false;
  }
}

export async function guidePdf(guide: GuideContent, text: GuideText, layout: PdfLayout): Promise<Uint8Array> {
  const spec = PAGE_SPECS[layout];
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = {} as Fonts;
  for (const face of Object.keys(FONT_FILES) as Face[]) fonts[face] = await embedFontFile(doc, FONT_FILES[face]);
  const accent = hexToRgb(strandColour(guide.strand));

  drawTitlePage(doc, guide, spec, fonts, accent);
  const flow = new PageFlow(doc, spec, fonts, accent);
  const contentsPage = flow.newPage();
  const entries: { label: string; page: number }[] = [];

  flow.chapter("Opening", guide.subtitle);
  entries.push({ label: "Opening", page: flow.pageNumber });
  const [first, ...rest] = text.opening;
  if (first) {
    flow.paragraph(first, "lead", spec.lead, { leading: 1.45 });
    flow.space(spec.body);
  }
  flow.paragraphs(rest);

  text.ideas.forEach((idea, i) => {
    flow.chapter(`Idea ${i + 1} of ${text.ideas.length}`, idea.heading);
    entries.push({ label: idea.heading, page: flow.pageNumber });
    flow.paragraphs(idea.paragraphs);
  });

  // The practice is a chapter, so it starts on the next page.
  entries.push({ label: `Practice: ${text.practice.title}`, page: flow.pageNumber + 1 });
  drawPractice(flow, text.practice);

  flow.chapter("Closing");
  entries.push({ label: "Closing", page: flow.pageNumber });
  flow.paragraphs(text.closing);
  flow.space(spec.body);
  flow.ensure(spec.lead * 2);
  flow.page.drawRectangle({ x: spec.marginX, y: flow.y, width: 32, height: 2.5, color: accent });
  flow.space(spec.lead * 1.2);
  flow.paragraph(`${guide.title}, from ${AUTHOR}`, "lead", spec.lead, { color: MUTED });

  drawContents(contentsPage, entries, spec, fonts, accent);
  drawFooters(doc, spec, fonts);

  doc.setTitle(guide.title, { showInWindowTitleBar: true });
  doc.setAuthor(AUTHOR);
  doc.setSubject(guide.subtitle);
  doc.setKeywords([STRAND_NAMES[guide.strand], "Atomic Guides", "self-growth"]);
  doc.setCreator(AUTHOR);
  doc.setProducer(AUTHOR);
  doc.setLanguage("en-US");
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);
  return doc.save();
}
