// The page geometry, fonts, colours and text flow of the generated guide PDFs (sample-pdf.ts
// draws the pages with them).
import { rgb } from "@cantoo/pdf-lib";
import type { PDFDocument, PDFFont, PDFPage, RGB } from "@cantoo/pdf-lib";
import { textForFont, type FontFile } from "@/lib/pdf/fonts";

export type PdfLayout = "desktop" | "mobile";

export type PageSpec = {
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

export const PAGE_SPECS: Record<PdfLayout, PageSpec> = {
  // US Letter portrait, a book-like measure of about 75 characters.
  desktop: { width: 612, height: 792, marginX: 90, marginTop: 90, marginBottom: 80, body: 11, lead: 14, heading: 24, title: 42, label: 8.5, footer: 8 },
  // A phone-shaped page; type is larger relative to the page so it reads without zooming.
  mobile: { width: 360, height: 640, marginX: 26, marginTop: 48, marginBottom: 56, body: 12, lead: 14, heading: 20, title: 30, label: 8.5, footer: 7.5 },
};

export const FONT_FILES = {
  heading: { family: "fraunces", subset: "latin", weight: 600, style: "normal" },
  lead: { family: "fraunces", subset: "latin", weight: 400, style: "italic" },
  text: { family: "inter", subset: "latin", weight: 400, style: "normal" },
  label: { family: "inter", subset: "latin", weight: 600, style: "normal" },
} as const satisfies Record<string, FontFile>;

export type Face = keyof typeof FONT_FILES;
export type Fonts = Record<Face, PDFFont>;

export function hexToRgb(hex: string): RGB {
  const channel = (i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
  return rgb(channel(0), channel(1), channel(2));
}

export const CREAM = hexToRgb("#faf6ef");
export const INK = hexToRgb("#1c1917");
export const MUTED = hexToRgb("#57534e");

/** Text as the face can show it (see textForFont), whitespace collapsed. */
export function clean(text: string, face: Face): string {
  return textForFont(text.replace(/\s+/g, " "), FONT_FILES[face]);
}

/** Greedy wrap by measured width; a word wider than the line is broken across lines. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
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

/** Letter-spaced small capitals, one glyph at a time (pdf-lib has no tracking option). */
export function drawTracked(page: PDFPage, text: string, x: number, y: number, font: PDFFont, size: number, color: RGB): number {
  let cursor = x;
  for (const char of text) {
    page.drawText(char, { x: cursor, y, size, font, color });
    cursor += font.widthOfTextAtSize(char, size) + size * 0.18;
  }
  return cursor - x;
}

// ---------------------------------------------------------------------------------------------
// Flowing pages

export class PageFlow {
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly spec: PageSpec,
    readonly fonts: Fonts,
    readonly accent: RGB,
  ) {}

  get width(): number {
    return this.spec.width - this.spec.marginX * 2;
  }

  /** The number (from 1) of the page being written. */
  get pageNumber(): number {
    return this.doc.getPageCount();
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

  paragraph(text: string, face: Face, size: number, opts: { indent?: number; color?: RGB; leading?: number } = {}): void {
    const font = this.fonts[face];
    const indent = opts.indent ?? 0;
    const lineHeight = size * (opts.leading ?? 1.6);
    for (const line of wrapText(clean(text, face), font, size, this.width - indent)) {
      this.ensure(lineHeight);
      this.page.drawText(line, { x: this.spec.marginX + indent, y: this.y - size, size, font, color: opts.color ?? INK });
      this.y -= lineHeight;
    }
  }

  /** Body paragraphs with space between them. */
  paragraphs(texts: string[]): void {
    for (const text of texts) {
      this.paragraph(text, "text", this.spec.body);
      this.space(this.spec.body * 0.8);
    }
  }

  /** A chapter opens on a new page: a small label in the strand colour, a rule, then its heading. */
  chapter(label: string, heading?: string): void {
    const { spec, fonts } = this;
    this.newPage();
    this.space(spec.heading);
    drawTracked(this.page, clean(label, "label").toUpperCase(), spec.marginX, this.y, fonts.label, spec.label, this.accent);
    this.space(spec.label * 1.8);
    this.page.drawRectangle({ x: spec.marginX, y: this.y, width: 32, height: 2.5, color: this.accent });
    this.space(spec.heading * 0.9);
    if (heading) {
      this.paragraph(heading, "heading", spec.heading, { leading: 1.22 });
      this.space(spec.heading * 0.6);
    }
  }
}
