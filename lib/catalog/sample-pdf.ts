// Sample guide PDFs (desktop and mobile) built from the catalogue content with pdf-lib's standard
// fonts: no font files to ship, and the same guide always yields the same bytes.
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { PDFFont, PDFPage, RGB } from "pdf-lib";
import type { GuideContent } from "@/prisma/content/types";
import { strandColour } from "./cover-art";

export type PdfLayout = "desktop" | "mobile";

/** Fixed so a guide's PDF is reproducible byte for byte. */
const DOCUMENT_DATE = new Date("2025-07-18T00:00:00Z");
const AUTHOR = "Atomic Guides";
const BRAND = "ATOMIC GUIDES";

type PageSpec = {
  width: number;
  height: number;
  marginX: number;
  marginTop: number;
  marginBottom: number;
  body: number;
  lead: number;
  heading: number;
  title: number;
  label: number;
  footer: number;
};

const PAGE_SPECS: Record<PdfLayout, PageSpec> = {
  // US Letter portrait, a book-like measure of about 70 characters.
  desktop: { width: 612, height: 792, marginX: 96, marginTop: 84, marginBottom: 84, body: 12.5, lead: 15, heading: 20, title: 42, label: 10, footer: 8.5 },
  // A phone-shaped page; type is larger relative to the page so it reads without zooming.
  mobile: { width: 360, height: 640, marginX: 26, marginTop: 44, marginBottom: 56, body: 13.5, lead: 15.5, heading: 19, title: 32, label: 10, footer: 8.5 },
};

const STRAND_NAMES = { power: "Power", feeling: "Feeling", motion: "Motion", vision: "Vision" } as const;

function hexToRgb(hex: string): RGB {
  const channel = (i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
  return rgb(channel(0), channel(1), channel(2));
}

const CREAM = hexToRgb("#faf6ef");
const INK = hexToRgb("#1c1917");
const MUTED = hexToRgb("#57534e");

// ---------------------------------------------------------------------------------------------
// Text

const ASCII_EQUIVALENTS: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201a": "'",
  "\u201b": "'",
  "\u2032": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u201e": '"',
  "\u201f": '"',
  "\u2033": '"',
  "\u00ab": '"',
  "\u00bb": '"',
  "\u2013": "-",
  "\u2012": "-",
  "\u2011": "-",
  "\u2010": "-",
  "\u2212": "-",
  "\u2014": " - ",
  "\u2015": " - ",
  "\u2026": "...",
  "\u2022": "-",
  "\u00a0": " ",
  "\u2009": " ",
  "\u202f": " ",
  "\u200b": "",
  "\t": " ",
};

/** WinAnsi beyond printable ASCII and Latin-1 (what the standard fonts can encode). */
const WIN_ANSI_EXTRA = new Set("€ƒ†‡ˆ‰Š‹ŒŽ˜™š›œžŸ");

function isWinAnsi(char: string): boolean {
  const code = char.charCodeAt(0);
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/** Replaces typographic punctuation with ASCII and drops what the standard fonts cannot show. */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const replacement = ASCII_EQUIVALENTS[char];
    if (replacement !== undefined) out += replacement;
    else if (isWinAnsi(char)) out += char;
    // Letters with marks outside Latin-1 keep their base letter (for example "ő" becomes "o").
    else out += [...char.normalize("NFD")].filter(isWinAnsi).join("");
  }
  return out.replace(/ {2,}/g, " ").trim();
}

/** Greedy wrap by measured width; a word wider than the line is broken across lines. */
function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= maxWidth;
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ").filter(Boolean)) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== "") lines.push(line);
    line = word;
    while (!fits(line)) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

type Fonts = { serif: PDFFont; serifBold: PDFFont; serifItalic: PDFFont; sans: PDFFont; sansBold: PDFFont };

/** Draws letter-spaced small labels one glyph at a time (pdf-lib has no tracking option). */
function drawTracked(page: PDFPage, text: string, x: number, y: number, font: PDFFont, size: number, color: RGB): void {
  let cursor = x;
  for (const char of text) {
    page.drawText(char, { x: cursor, y, size, font, color });
    cursor += font.widthOfTextAtSize(char, size) + size * 0.22;
  }
}

// ---------------------------------------------------------------------------------------------
// Flowing pages

class PageFlow {
  page: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly spec: PageSpec,
    readonly fonts: Fonts,
    readonly accent: RGB,
  ) {
    this.page = this.newPage();
  }

  get width(): number {
    return this.spec.width - this.spec.marginX * 2;
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage([this.spec.width, this.spec.height]);
    this.page.drawRectangle({ x: 0, y: 0, width: this.spec.width, height: this.spec.height, color: CREAM });
    this.y = this.spec.height - this.spec.marginTop;
    return this.page;
  }

  /** Starts a new page unless `height` still fits above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < this.spec.marginBottom) this.newPage();
  }

  space(height: number): void {
    this.y -= height;
  }

  paragraph(text: string, font: PDFFont, size: number, opts: { indent?: number; color?: RGB; leading?: number } = {}): void {
    const indent = opts.indent ?? 0;
    const lineHeight = size * (opts.leading ?? 1.45);
    for (const line of wrapText(toWinAnsi(text), font, size, this.width - indent)) {
      this.ensure(lineHeight);
      this.page.drawText(line, { x: this.spec.marginX + indent, y: this.y - size, size, font, color: opts.color ?? INK });
      this.y -= lineHeight;
    }
  }

  /** A heading kept together with at least three lines of what follows it. */
  heading(text: string): void {
    const { heading, body } = this.spec;
    this.ensure(heading * 2.6 + body * 1.45 * 3);
    this.page.drawRectangle({ x: this.spec.marginX, y: this.y - 3, width: 28, height: 3, color: this.accent });
    this.space(heading * 0.9);
    this.paragraph(text, this.fonts.serifBold, heading, { leading: 1.2 });
    this.space(heading * 0.35);
  }

  /** A list with hanging indents; `marker` draws the bullet or number for item `i`. */
  list(items: string[], marker: (i: number, baseline: number) => void): void {
    const { body } = this.spec;
    items.forEach((item, i) => {
      this.ensure(body * 1.45);
      marker(i, this.y - body);
      this.paragraph(item, this.fonts.serif, body, { indent: body * 1.6 });
      this.space(body * 0.5);
    });
  }
}

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

function drawTitlePage(doc: PDFDocument, guide: GuideContent, spec: PageSpec, fonts: Fonts): void {
  const { width, height, marginX } = spec;
  const page = doc.addPage([width, height]);
  const accent = hexToRgb(strandColour(guide.strand));
  const bandTop = height * 0.36;

  page.drawRectangle({ x: 0, y: 0, width, height, color: accent });
  drawStrandMark(page, guide.strand, width - marginX * 0.6, height - spec.marginTop * 0.4, width * 0.07);

  // Title in cream on the strand colour: large bold type, which WCAG AA allows from 3:1.
  let size = spec.title;
  let lines = wrapText(toWinAnsi(guide.title), fonts.serifBold, size, width - marginX * 2);
  while (lines.length > 4 && size > 20) {
    size -= 2;
    lines = wrapText(toWinAnsi(guide.title), fonts.serifBold, size, width - marginX * 2);
  }
  let baseline = bandTop + spec.marginTop * 0.6 + (lines.length - 1) * size * 1.1;
  for (const line of lines) {
    page.drawText(line, { x: marginX, y: baseline, size, font: fonts.serifBold, color: CREAM });
    baseline -= size * 1.1;
  }

  // Everything small sits on cream in ink.
  page.drawRectangle({ x: 0, y: 0, width, height: bandTop, color: CREAM });
  let y = bandTop - spec.marginTop * 0.55;
  page.drawCircle({ x: marginX + 3, y: y + spec.label * 0.35, size: 3, color: accent });
  drawTracked(page, STRAND_NAMES[guide.strand].toUpperCase(), marginX + 12, y, fonts.sansBold, spec.label, INK);
  y -= spec.label * 2.4;
  for (const line of wrapText(toWinAnsi(guide.subtitle), fonts.serifItalic, spec.lead, width - marginX * 2)) {
    page.drawText(line, { x: marginX, y, size: spec.lead, font: fonts.serifItalic, color: INK });
    y -= spec.lead * 1.3;
  }
  y -= spec.label;
  page.drawText(`A ${guide.readTimeMinutes}-minute guide`, { x: marginX, y, size: spec.label + 1, font: fonts.sans, color: INK });
  drawTracked(page, BRAND, marginX, spec.marginBottom * 0.55, fonts.sansBold, spec.footer, INK);
}

function drawPracticePage(flow: PageFlow, guide: GuideContent): void {
  const { fonts, spec, accent } = flow;
  flow.newPage();
  flow.heading("A short practice");
  flow.paragraph(
    `Reading is the start. Give the ideas in ${guide.title} five quiet minutes today, and they begin to stay with you.`,
    fonts.serifItalic,
    spec.lead,
  );
  flow.space(spec.body);
  const firstIdea = guide.whatYoullLearn[0] ?? guide.description;
  const steps = [
    `Choose one idea from this guide to live with this week. If nothing stands out, begin with: ${firstIdea.replace(/[^.!?]$/, "$&.")}`,
    "Write it down in one sentence, in your own words.",
    "Pick the smallest action that puts it to work, something you can finish in five minutes, and decide when you will do it.",
    "Do it. Then note what felt different, what got in the way, and what you would repeat.",
    "Come back to this page in seven days and add one line about what changed.",
  ];
  flow.list(steps, (i, baseline) => {
    flow.page.drawText(`${i + 1}.`, { x: spec.marginX, y: baseline, size: spec.body, font: fonts.sansBold, color: accent });
  });

  // Ruled lines for notes fill what is left of the page.
  const rule = spec.body * 2;
  if (flow.y - spec.marginBottom < rule * 4) return;
  flow.space(spec.body);
  flow.paragraph("Notes", fonts.sansBold, spec.label + 1, { color: MUTED });
  while (flow.y - rule >= spec.marginBottom) {
    flow.y -= rule;
    flow.page.drawLine({
      start: { x: spec.marginX, y: flow.y },
      end: { x: spec.width - spec.marginX, y: flow.y },
      thickness: 0.5,
      color: MUTED,
      opacity: 0.5,
    });
  }
}

function drawFooters(doc: PDFDocument, spec: PageSpec, fonts: Fonts): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    if (index === 0) return;
    const y = spec.marginBottom * 0.45;
    drawTracked(page, BRAND, spec.marginX, y, fonts.sans, spec.footer, MUTED);
    const label = `${index + 1} / ${pages.length}`;
    const labelWidth = fonts.sans.widthOfTextAtSize(label, spec.footer);
    page.drawText(label, { x: spec.width - spec.marginX - labelWidth, y, size: spec.footer, font: fonts.sans, color: MUTED });
  });
}

/** A readable sample of the guide: title page, about, what you'll learn, a short practice. */
export async function guidePdf(guide: GuideContent, layout: PdfLayout): Promise<Uint8Array> {
  const spec = PAGE_SPECS[layout];
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
    serifItalic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    sans: await doc.embedFont(StandardFonts.Helvetica),
    sansBold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const accent = hexToRgb(strandColour(guide.strand));

  drawTitlePage(doc, guide, spec, fonts);

  const flow = new PageFlow(doc, spec, fonts, accent);
  flow.heading("About this guide");
  flow.paragraph(guide.description, fonts.serifItalic, spec.lead, { leading: 1.4 });
  flow.space(spec.body * 0.8);
  for (const paragraph of guide.longDescription.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, " ").trim())) {
    if (paragraph === "") continue;
    flow.paragraph(paragraph, fonts.serif, spec.body);
    flow.space(spec.body * 0.7);
  }
  flow.space(spec.body);
  flow.heading("What you'll learn");
  flow.list(guide.whatYoullLearn, (_i, baseline) => {
    flow.page.drawCircle({ x: spec.marginX + spec.body * 0.35, y: baseline + spec.body * 0.3, size: spec.body * 0.2, color: accent });
  });

  drawPracticePage(flow, guide);
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
