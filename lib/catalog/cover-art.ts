// Generated art for the 16 guides: a strand-colour field carrying the strand's motif, and a cream
// panel with the title in ink, so the whole shelf reads as one set. Pure and deterministic: the
// same guide always yields the same bytes (safe to cache and to compare in tests).
import type { Strand } from "@/prisma/content/types";
import { strandInfo } from "./strands";

export type CoverInput = { title: string; strand: Strand; sortOrder: number };

const CREAM = "#faf6ef";
const INK = "#1c1917";
const SERIF = "Fraunces, Georgia, serif";
const SANS = "Inter, Helvetica, Arial, sans-serif";
const BRAND = "ATOMIC GUIDES";

/** Average glyph advance of the title face in em; a little generous so fallback serifs still fit. */
const TITLE_CHAR_EM = 0.64;
const TITLE_LINE_HEIGHT = 1.08;
const TITLE_MAX_LINES = 4;

export function strandColour(strand: Strand): string {
  return strandInfo(strand).colour;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

type Box = { x: number; y: number; w: number; h: number };
type Palette = { base: string; deep: string; deeper: string; soft: string; pale: string };
type Motif = (box: Box, palette: Palette, variant: number, rand: () => number) => string;

/** Rounds to one decimal so the markup stays small and stable across platforms. */
function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  let out = "#";
  for (let i = 0; i < 3; i++) {
    const value = Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * amount);
    out += value.toString(16).padStart(2, "0");
  }
  return out;
}

function paletteFor(strand: Strand): Palette {
  const base = strandColour(strand);
  return {
    base,
    deep: mix(base, INK, 0.25),
    deeper: mix(base, INK, 0.45),
    soft: mix(base, CREAM, 0.3),
    pale: mix(base, CREAM, 0.65),
  };
}

/** FNV-1a; the seed for the small jitter that keeps guides with equal sortOrder apart. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a deterministic sequence in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(values: readonly [T, ...T[]], index: number): T {
  return values[((index % values.length) + values.length) % values.length] ?? values[0];
}

function variantOf(sortOrder: number): number {
  return (((Math.round(sortOrder) - 1) % 4) + 4) % 4;
}

// ---------------------------------------------------------------------------------------------
// Motifs: one per strand, varied by the guide's place in the strand (variant 0-3).

/** Power: a sun of concentric rising arcs behind ranges of peaks. */
const powerMotif: Motif = (box, p, v, rand) => {
  const s = Math.min(box.w, box.h * 1.4);
  const horizon = box.y + box.h * (0.8 + 0.04 * (v % 2));
  const cx = box.x + box.w * pick([0.5, 0.3, 0.7, 0.42], v) + (rand() - 0.5) * box.w * 0.06;
  const rings = 5 + (v % 2);
  let out = "";
  for (let i = 0; i < rings; i++) {
    const r = s * (0.62 - (i * 0.5) / (rings - 1));
    const fill = i === rings - 1 ? CREAM : mix(p.base, CREAM, 0.1 + (i * 0.55) / (rings - 1));
    out += `<path d="M${n(cx - r)} ${n(horizon)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(horizon)}Z" fill="${fill}"/>`;
  }
  const ranges: [string, number, number][] = [
    [p.deep, 2 + v, 0.3],
    [p.deeper, 1 + ((v + 1) % 3), 0.18],
  ];
  ranges.forEach(([fill, peaks, height], layer) => {
    const base = horizon + layer * box.h * 0.08;
    const step = box.w / peaks;
    let d = `M${n(box.x)} ${n(box.y + box.h)}L${n(box.x)} ${n(base - box.h * 0.04)}`;
    for (let k = 0; k < peaks; k++) {
      const peakX = box.x + step * (k + 0.3 + rand() * 0.4);
      const peakY = base - box.h * height * (0.7 + rand() * 0.5);
      d += `L${n(peakX)} ${n(peakY)}L${n(box.x + step * (k + 1))} ${n(base - box.h * 0.02 * rand())}`;
    }
    out += `<path d="${d}L${n(box.x + box.w)} ${n(box.y + box.h)}Z" fill="${fill}"/>`;
  });
  return out;
};

/** Feeling: soft overlapping circles above a swell of waves. */
const feelingMotif: Motif = (box, p, v, rand) => {
  const s = Math.min(box.w, box.h * 1.3);
  const count = pick([3, 4, 2, 5], v);
  const cx = box.x + box.w * pick([0.5, 0.45, 0.55, 0.5], v);
  const cy = box.y + box.h * 0.42;
  const spread = s * pick([0.16, 0.2, 0.2, 0.22], v);
  // On wide banners the cluster stretches sideways instead of bunching in the middle.
  const stretch = Math.max(1, box.w / box.h / 1.4);
  let out = "";
  for (let i = 0; i < count; i++) {
    const angle = ((i / count) * 2 + v * 0.25 + rand() * 0.1) * Math.PI;
    const r = s * (0.22 + rand() * 0.08);
    const fill = i % 2 === 0 ? CREAM : p.pale;
    out += `<circle cx="${n(cx + Math.cos(angle) * spread * stretch)}" cy="${n(cy + Math.sin(angle) * spread * 0.8)}" r="${n(r)}" fill="${fill}" fill-opacity="${n(0.22 + (i % 3) * 0.08)}"/>`;
  }
  const waves = 3 + (v % 2);
  const wavelength = box.w / pick([2, 2.5, 3, 1.5], v);
  const amplitude = box.h * (0.04 + 0.015 * v);
  for (let i = 0; i < waves; i++) {
    const y = box.y + box.h * (0.74 + i * 0.07);
    const x0 = box.x - wavelength * (0.25 + rand() * 0.5);
    let d = `M${n(x0)} ${n(y)}Q${n(x0 + wavelength / 4)} ${n(y - amplitude)} ${n(x0 + wavelength / 2)} ${n(y)}`;
    for (let x = x0 + wavelength; x <= box.x + box.w + wavelength; x += wavelength / 2) d += `T${n(x)} ${n(y)}`;
    const stroke = i === 0 ? CREAM : mix(p.base, CREAM, 0.6 - i * 0.12);
    out += `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(s * 0.014)}" stroke-linecap="round"/>`;
  }
  return out;
};

/** Motion: diagonal streaks flowing up and to the right, some ending in arrowheads. */
const motionMotif: Motif = (box, p, v, rand) => {
  const s = Math.min(box.w, box.h * 1.3);
  const degrees = pick([32, 40, 24, 48], v);
  const radians = (degrees * Math.PI) / 180;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h * 0.5;
  // How far the box reaches across and along the streaks, so wide banners get as dense a field.
  const across = box.w * Math.sin(radians) + box.h * Math.cos(radians);
  const along = box.w * Math.cos(radians) + box.h * Math.sin(radians);
  const lines = Math.max(6, Math.round(across / (s * 0.14))) + (v % 2);
  const gap = across / lines;
  const width = s * 0.028;
  const arrows = 1 + (v % 3);
  // Keeps an arrow's tip (local x on lane y, before the rotation) inside the box, so no head is cut off.
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const margin = s * 0.1;
  const clampToBox = (x: number, y: number) => {
    const dy = y - cy;
    const hi = Math.min((box.x + box.w - margin - cx - dy * sin) / cos, (cy - box.y - margin + dy * cos) / sin);
    const lo = Math.max((box.x + margin - cx - dy * sin) / cos, (cy - box.y - box.h + margin + dy * cos) / sin);
    return cx + Math.max(lo, Math.min(hi, x - cx));
  };
  let out = `<g transform="rotate(${-degrees} ${n(cx)} ${n(cy)})" stroke-linecap="round" stroke-linejoin="round" fill="none">`;
  const segments = Math.max(1, Math.round(along / (s * 1.1)));
  const stride = along / segments;
  for (let i = 0; i < lines; i++) {
    const y = cy + (i - (lines - 1) / 2) * gap;
    const stroke = pick([CREAM, p.soft, p.deeper], i);
    // Arrow lanes sit two apart around the middle, where they are never clipped away.
    const arrowIndex = (i - Math.floor((lines - 1) / 2 - (arrows - 1))) / 2;
    const arrowLane = Number.isInteger(arrowIndex) && arrowIndex >= 0 && arrowIndex < arrows;
    for (let j = 0; j < segments; j++) {
      const length = s * (0.45 + rand() * 0.5);
      const centre = cx + (j - (segments - 1) / 2) * stride;
      let x2 = centre + length / 2 + (rand() - 0.5) * (segments > 1 ? stride * 0.5 : s * 0.5);
      const arrowed = arrowLane && j === (segments - 1 + segments * arrows - arrowIndex) % segments;
      if (arrowed) x2 = clampToBox(x2, y);
      const x1 = x2 - length;
      out += `<path d="M${n(x1)} ${n(y)}H${n(x2)}" stroke="${stroke}" stroke-width="${n(width * (i % 3 === 2 ? 0.6 : 1))}"/>`;
      if (arrowed) {
        const head = width * 2.2;
        out += `<path d="M${n(x2 - head)} ${n(y - head)}L${n(x2)} ${n(y)}L${n(x2 - head)} ${n(y + head)}" stroke="${stroke}" stroke-width="${n(width)}"/>`;
      }
    }
  }
  return `${out}</g>`;
};

/** Vision: a lens of concentric rings resting on a horizon. */
const visionMotif: Motif = (box, p, v, rand) => {
  const s = Math.min(box.w, box.h * 1.3);
  const horizon = box.y + box.h * pick([0.6, 0.55, 0.66, 0.5], v);
  const cx = box.x + box.w * pick([0.5, 0.62, 0.38, 0.5], v) + (rand() - 0.5) * box.w * 0.04;
  const rings = 4 + v;
  let out = `<rect x="${n(box.x)}" y="${n(horizon)}" width="${n(box.w)}" height="${n(box.y + box.h - horizon)}" fill="${p.deep}"/>`;
  for (let i = 0; i < 4; i++) {
    const y = horizon + (box.y + box.h - horizon) * (0.2 + i * 0.2);
    const half = box.w * (0.12 + i * 0.1) * (0.8 + rand() * 0.4);
    out += `<path d="M${n(cx - half)} ${n(y)}H${n(cx + half)}" stroke="${p.soft}" stroke-width="${n(s * 0.008)}" stroke-linecap="round"/>`;
  }
  for (let i = rings; i >= 1; i--) {
    const r = s * (0.07 + (i * 0.4) / rings);
    out += `<circle cx="${n(cx)}" cy="${n(horizon)}" r="${n(r)}" fill="none" stroke="${CREAM}" stroke-opacity="${n(0.9 - (i / rings) * 0.6)}" stroke-width="${n(s * 0.01)}"/>`;
  }
  if (v % 2 === 1) {
    const w = s * 0.34;
    const h = s * 0.17;
    out += `<path d="M${n(cx - w)} ${n(horizon)}Q${n(cx)} ${n(horizon - h * 2)} ${n(cx + w)} ${n(horizon)}Q${n(cx)} ${n(horizon + h * 2)} ${n(cx - w)} ${n(horizon)}Z" fill="${p.deeper}" fill-opacity="0.55" stroke="${CREAM}" stroke-width="${n(s * 0.01)}"/>`;
  }
  out += `<circle cx="${n(cx)}" cy="${n(horizon)}" r="${n(s * 0.09)}" fill="${CREAM}"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(horizon)}" r="${n(s * 0.035)}" fill="${p.deeper}"/>`;
  out += `<path d="M${n(box.x)} ${n(horizon)}H${n(box.x + box.w)}" stroke="${CREAM}" stroke-width="${n(s * 0.006)}"/>`;
  return out;
};

const MOTIFS: Record<Strand, Motif> = {
  power: powerMotif,
  feeling: feelingMotif,
  motion: motionMotif,
  vision: visionMotif,
};

function motifFor(input: CoverInput, box: Box): string {
  const rand = seeded(hash(`${input.strand}:${input.sortOrder}:${input.title}`));
  return MOTIFS[input.strand](box, paletteFor(input.strand), variantOf(input.sortOrder), rand);
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

/** The wrap (at most four lines) that lets the title be set largest within the given box. */
function fitTitle(title: string, width: number, height: number, maxSize: number): { lines: string[]; size: number } {
  const clean = title.trim() === "" ? "Untitled" : title.trim();
  let best: { lines: string[]; size: number } | null = null;
  for (let maxChars = 4; maxChars <= clean.length; maxChars++) {
    const lines = wrapByChars(clean, maxChars);
    if (lines.length > TITLE_MAX_LINES) continue;
    const longest = Math.max(...lines.map((line) => line.length));
    const blockEm = 0.95 + (lines.length - 1) * TITLE_LINE_HEIGHT + 0.25;
    const size = Math.min(maxSize, width / (longest * TITLE_CHAR_EM), height / blockEm);
    if (!best || size > best.size + 0.01) best = { lines, size };
  }
  // A title of more than four very long words: squeeze it onto one line rather than drop words.
  return best ?? { lines: [clean], size: Math.min(maxSize, width / (clean.length * TITLE_CHAR_EM)) };
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
  const title = escapeXml(input.title);
  const clipId = `art-${input.strand}-${variantOf(input.sortOrder)}`;
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

  const titleLines = fit.lines.map((line, i) => `<tspan x="${n(left)}" y="${n(firstBaseline + i * lineStep)}">${escapeXml(line)}</tspan>`).join("");

  return [
    svgOpen(width, height, ` role="img" aria-labelledby="${clipId}-title"`),
    `<title id="${clipId}-title">${title}</title>`,
    `<defs><clipPath id="${clipId}"><rect width="${width}" height="${panelTop}"/></clipPath></defs>`,
    `<rect width="${width}" height="${height}" fill="${colour}"/>`,
    `<g clip-path="url(#${clipId})">${motifFor(input, { x: 0, y: 0, w: width, h: panelTop })}</g>`,
    `<rect x="${panelX}" y="${panelTop}" width="${panelW}" height="${panelBottom - panelTop}" fill="${CREAM}"/>`,
    `<circle cx="${n(left + labelSize * 0.3)}" cy="${n(labelY - labelSize * 0.34)}" r="${n(labelSize * 0.3)}" fill="${colour}"/>`,
    `<g font-family="${SANS}" font-weight="600" fill="${INK}">`,
    `<text x="${n(left + labelSize * 1.1)}" y="${n(labelY)}" font-size="${labelSize}" letter-spacing="${n(labelSize * 0.28)}">${strandInfo(input.strand).name.toUpperCase()}</text>`,
    `<text x="${n(right)}" y="${n(labelY)}" font-size="${labelSize}" letter-spacing="${n(labelSize * 0.14)}" text-anchor="end">${number}</text>`,
    `<text x="${n(left)}" y="${n(brandY)}" font-size="${brandSize}" letter-spacing="${n(brandSize * 0.34)}">${BRAND}</text>`,
    `</g>`,
    `<path d="M${n(left)} ${n(ruleY)}h${n(brandSize * 4)}" stroke="${colour}" stroke-width="3"/>`,
    `<text font-family="${SERIF}" font-size="${n(fit.size)}" font-weight="600" fill="${INK}">${titleLines}</text>`,
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
