// Generated art for the 16 guides: a strand-colour field carrying the guide's own motif, and a cream
// panel with the title in ink (outlined from Fraunces, so it looks the same wherever the SVG is
// drawn), so the whole shelf reads as one set. Deterministic: the same guide always yields the same
// bytes (safe to cache and to compare in tests).
import type { Strand } from "@/lib/catalog/content-types";
import { CREAM, INK, motifFor, n, paletteFor, variantOf } from "./cover-motifs";
import { GlyphSet, measureText, outlineText } from "./cover-type";
import { strandInfo } from "./strands";

export type CoverInput = { title: string; strand: Strand; sortOrder: number };

const BRAND = "ATOMIC GUIDES";

const TITLE_LINE_HEIGHT = 1.08;
const TITLE_MAX_LINES = 4;

export function strandColour(strand: Strand): string {
  return strandInfo(strand).colour;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

// ---------------------------------------------------------------------------------------------
// Title setting

/** Greedy word wrap by character count; a word longer than the limit keeps a line to itself. */
function wrapByChars(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    if (line === "") line = word;
    else if (line.length + 1 + word.length <= maxChars) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

/** The wrap (at most four lines) that lets the title be set largest within the given box, measured in the title face. */
function fitTitle(title: string, width: number, height: number, maxSize: number): { lines: string[]; size: number } {
  const clean = title.trim() === "" ? "Untitled" : title.trim();
  let best: { lines: string[]; size: number } | null = null;
  for (let maxChars = 4; maxChars <= clean.length; maxChars++) {
    const lines = wrapByChars(clean, maxChars);
    if (lines.length > TITLE_MAX_LINES) continue;
    const widestEm = Math.max(...lines.map((line) => measureText("serif", line)));
    const blockEm = 0.95 + (lines.length - 1) * TITLE_LINE_HEIGHT + 0.25;
    const size = Math.min(maxSize, width / widestEm, height / blockEm);
    if (!best || size > best.size + 0.01) best = { lines, size };
  }
  // A title of more than four very long words: squeeze it onto one line rather than drop words.
  return best ?? { lines: [clean], size: Math.min(maxSize, width / measureText("serif", clean)) };
}

// ---------------------------------------------------------------------------------------------
// Layouts

type CoverLayout = {
  width: number;
  height: number;
  frame: number;
  panelTop: number;
  pad: number;
  labelSize: number;
  brandSize: number;
  maxTitleSize: number;
};

const COVER: CoverLayout = {
  width: 600,
  height: 800,
  frame: 28,
  panelTop: 432,
  pad: 36,
  labelSize: 16,
  brandSize: 13,
  maxTitleSize: 64,
};
const SKINNY: CoverLayout = {
  width: 400,
  height: 800,
  frame: 20,
  panelTop: 388,
  pad: 26,
  labelSize: 15,
  brandSize: 12,
  maxTitleSize: 54,
};

function svgOpen(width: number, height: number, extra: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"${extra}>`;
}

function renderCover(input: CoverInput, layout: CoverLayout): string {
  const { width, height, frame, panelTop, pad, labelSize, brandSize, maxTitleSize } = layout;
  const colour = strandColour(input.strand);
  const id = `${input.strand}-${variantOf(input.sortOrder)}`;
  const panelX = frame;
  const panelW = width - frame * 2;
  const panelBottom = height - frame;
  const left = panelX + pad;
  const right = panelX + panelW - pad;

  const labelY = panelTop + pad + labelSize * 0.4;
  const brandY = panelBottom - pad * 0.8;
  const ruleY = brandY - brandSize * 2.4;
  const titleTop = labelY + labelSize * 1.6;
  const fit = fitTitle(input.title, right - left, ruleY - titleTop - labelSize, maxTitleSize);
  const lineStep = fit.size * TITLE_LINE_HEIGHT;
  const firstBaseline = titleTop + fit.size * 0.95;
  const number = String(Math.max(0, Math.round(input.sortOrder))).padStart(2, "0");

  // Every letter is an outline of the brand fonts (Fraunces for the title, Inter for the labels).
  const glyphs = new GlyphSet("g");
  const lettering = [
    outlineText(glyphs, "sans", strandInfo(input.strand).name.toUpperCase(), {
      x: left + labelSize * 1.1,
      y: labelY,
      size: labelSize,
      tracking: 0.28,
      fill: INK,
    }),
    outlineText(glyphs, "sans", number, { x: right, y: labelY, size: labelSize, tracking: 0.14, anchor: "end", fill: INK }),
    outlineText(glyphs, "sans", BRAND, { x: left, y: brandY, size: brandSize, tracking: 0.34, fill: INK }),
    ...fit.lines.map((line, i) => outlineText(glyphs, "serif", line, { x: left, y: firstBaseline + i * lineStep, size: fit.size, fill: INK })),
  ].join("");

  return [
    svgOpen(width, height, ` role="img" aria-labelledby="${id}-title"`),
    `<title id="${id}-title">${escapeXml(input.title)}</title>`,
    `<defs><clipPath id="${id}-art"><rect width="${width}" height="${panelTop}"/></clipPath>${glyphs.toDefs()}</defs>`,
    `<rect width="${width}" height="${height}" fill="${colour}"/>`,
    `<g clip-path="url(#${id}-art)">${motifFor(input, { x: 0, y: 0, w: width, h: panelTop })}</g>`,
    `<rect x="${panelX}" y="${panelTop}" width="${panelW}" height="${panelBottom - panelTop}" fill="${CREAM}"/>`,
    `<circle cx="${n(left + labelSize * 0.3)}" cy="${n(labelY - labelSize * 0.34)}" r="${n(labelSize * 0.3)}" fill="${colour}"/>`,
    `<path d="M${n(left)} ${n(ruleY)}h${n(brandSize * 4)}" stroke="${colour}" stroke-width="3"/>`,
    lettering,
    `</svg>`,
  ].join("");
}

/** The portrait cover (600 x 800) shown on guide pages, in the cart and in the library. */
export function coverSvg(input: CoverInput): string {
  return renderCover(input, COVER);
}

/** The narrow cover (400 x 800) used on guide cards. */
export function skinnyCoverSvg(input: CoverInput): string {
  return renderCover(input, SKINNY);
}

/** The wide, text-free banner (1600 x 600) at the top of a guide page; purely decorative. */
export function heroSvg(input: CoverInput): string {
  const width = 1600;
  const height = 600;
  return [
    svgOpen(width, height, ` aria-hidden="true"`),
    `<rect width="${width}" height="${height}" fill="${strandColour(input.strand)}"/>`,
    motifFor(input, { x: 0, y: 0, w: width, h: height }),
    `</svg>`,
  ].join("");
}

/** The link preview of a guide page (1200 x 630, rendered to PNG by the covers route): the cover on a deep band of its strand colour. */
export function openGraphSvg(input: CoverInput): string {
  const width = 1200;
  const height = 630;
  const coverHeight = 540;
  const coverWidth = (coverHeight * COVER.width) / COVER.height;
  return [
    svgOpen(width, height, ""),
    `<rect width="${width}" height="${height}" fill="${paletteFor(input.strand).deeper}"/>`,
    `<rect x="${n((width - coverWidth) / 2 + 10)}" y="${n((height - coverHeight) / 2 + 14)}" width="${n(coverWidth)}" height="${coverHeight}" fill="${INK}" opacity="0.35"/>`,
    `<svg x="${n((width - coverWidth) / 2)}" y="${n((height - coverHeight) / 2)}" width="${n(coverWidth)}" height="${coverHeight}" viewBox="0 0 ${COVER.width} ${COVER.height}">${coverSvg(input)}</svg>`,
    `</svg>`,
  ].join("");
}
