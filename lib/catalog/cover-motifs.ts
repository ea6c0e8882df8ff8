// The art above a cover's title panel (and the wide banner): four motifs per strand, one for each
// guide by its place in the strand, drawn in the strand's palette. Deterministic: the same guide
// always yields the same markup.
import type { Strand } from "@/lib/catalog/content-types";
import { strandInfo } from "./strands";

export type ArtInput = { title: string; strand: Strand; sortOrder: number };

export const CREAM = "#faf6ef";
export const INK = "#1c1917";

// ---------------------------------------------------------------------------------------------
// Small helpers

export type Box = { x: number; y: number; w: number; h: number };
export type Palette = { base: string; deep: string; deeper: string; soft: string; pale: string };
type Motif = (box: Box, palette: Palette, rand: () => number) => string;

/** Rounds to one decimal so the markup stays small and stable across platforms. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
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

export function paletteFor(strand: Strand): Palette {
  const base = strandInfo(strand).colour;
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

/** A guide's place in its strand, 0-3. */
export function variantOf(sortOrder: number): number {
  return (((Math.round(sortOrder) - 1) % 4) + 4) % 4;
}

// ---------------------------------------------------------------------------------------------
// Motifs: four per strand, one for each guide (by its place in the strand), each its own picture
// in the strand's palette, so the four covers of a strand read as a set and never as copies.

/** The centre, and a size that fits the art (portrait covers and the wide banner alike). */
function frame(box: Box) {
  return { cx: box.x + box.w / 2, cy: box.y + box.h / 2, s: Math.min(box.w, box.h * 1.3) };
}

/** A regular polygon's points around (cx, cy), the first at `start` radians. */
function polygon(cx: number, cy: number, r: number, sides: number, start = -Math.PI / 2): [number, number][] {
  return Array.from({ length: sides }, (_, i) => {
    const angle = start + (i * 2 * Math.PI) / sides;
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r];
  });
}

/** Round dots of one colour as a single path (zero-length strokes with round caps). */
function dots(centres: [number, number][], r: number, attrs: string): string {
  if (centres.length === 0) return "";
  return `<path d="${centres.map(([x, y]) => `M${n(x)} ${n(y)}h0`).join("")}" stroke-width="${n(r * 2)}" stroke-linecap="round" ${attrs}/>`;
}

/** Squares of one colour with rounded corners as a single path (a stroke of the fill's colour rounds them). */
function tiles(corners: [number, number][], size: number, radius: number, colour: string): string {
  if (corners.length === 0) return "";
  const inner = size - radius * 2;
  const d = corners.map(([x, y]) => `M${n(x + radius)} ${n(y + radius)}h${n(inner)}v${n(inner)}h${n(-inner)}z`).join("");
  return `<path d="${d}" fill="${colour}" stroke="${colour}" stroke-width="${n(radius * 2)}" stroke-linejoin="round"/>`;
}

function points(list: [number, number][]): string {
  return list.map(([x, y]) => `${n(x)} ${n(y)}`).join(" ");
}

/** Power 1, Shape Yourself or Be Shaped: a sun rising behind ranges of peaks. */
const sunriseMotif: Motif = (box, p, rand) => {
  const s = Math.min(box.w, box.h * 1.4);
  const horizon = box.y + box.h * 0.8;
  const cx = box.x + box.w * 0.5 + (rand() - 0.5) * box.w * 0.06;
  const rings = 5;
  let out = "";
  for (let i = 0; i < rings; i++) {
    const r = s * (0.62 - (i * 0.5) / (rings - 1));
    const fill = i === rings - 1 ? CREAM : mix(p.base, CREAM, 0.1 + (i * 0.55) / (rings - 1));
    out += `<path d="M${n(cx - r)} ${n(horizon)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(horizon)}Z" fill="${fill}"/>`;
  }
  const ranges: [string, number, number][] = [
    [p.deep, Math.max(2, Math.round(box.w / 300)), 0.3],
    [p.deeper, Math.max(2, Math.round(box.w / 240)), 0.18],
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

/** Power 2, Discovering Your Personal Superpower: a burst of rays around a bright core. */
const burstMotif: Motif = (box, p) => {
  const { cx, cy, s } = frame(box);
  const reach = Math.hypot(box.w, box.h);
  const rays = 18;
  let out = "";
  for (let i = 0; i < rays; i += 2) {
    const a0 = (i * 2 * Math.PI) / rays - Math.PI / 2;
    const a1 = ((i + 1) * 2 * Math.PI) / rays - Math.PI / 2;
    out += `<path d="M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a0) * reach)} ${n(cy + Math.sin(a0) * reach)}L${n(cx + Math.cos(a1) * reach)} ${n(cy + Math.sin(a1) * reach)}Z" fill="${p.deep}"/>`;
  }
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.3)}" fill="${p.soft}"/>`;
  out += `<polygon points="${points(
    polygon(cx, cy, s * 0.26, 8).flatMap((point, i, all) => {
      const next = all[(i + 1) % all.length]!;
      const mid: [number, number] = [cx + ((point[0] + next[0]) / 2 - cx) * 0.55, cy + ((point[1] + next[1]) / 2 - cy) * 0.55];
      return [point, mid];
    }),
  )}" fill="${CREAM}"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.07)}" fill="${p.base}"/>`;
  return out;
};

/** Power 3, Magnetic Presence: field lines drawn between two poles. */
const fieldMotif: Motif = (box, p) => {
  const { cx, cy, s } = frame(box);
  const pole = s * 0.2;
  let out = "";
  for (let i = 5; i >= 1; i--) {
    const ry = s * 0.07 * i;
    const rx = pole + s * 0.06 * i;
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="${i % 2 ? CREAM : p.pale}" stroke-opacity="${n(1 - i * 0.13)}" stroke-width="${n(s * 0.012)}"/>`;
  }
  for (let i = 1; i <= 3; i++) {
    const r = s * (0.5 + i * 0.16);
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${p.deep}" stroke-width="${n(s * 0.02)}"/>`;
  }
  out += `<circle cx="${n(cx - pole)}" cy="${n(cy)}" r="${n(s * 0.07)}" fill="${CREAM}"/>`;
  out += `<circle cx="${n(cx + pole)}" cy="${n(cy)}" r="${n(s * 0.07)}" fill="${p.deeper}"/>`;
  return out;
};

/** Power 4, Sculpting Your Future Self: a cut gem of facets, with chips flying off. */
const gemMotif: Motif = (box, p, rand) => {
  const { cx, cy, s } = frame(box);
  const r = s * 0.36;
  const outer = polygon(cx, cy + s * 0.02, r, 6, -Math.PI / 2);
  const inner = polygon(cx, cy - s * 0.02, r * 0.48, 6, -Math.PI / 2);
  const shades = [CREAM, p.pale, p.soft, p.deep, p.deeper, p.soft];
  let out = "";
  outer.forEach((point, i) => {
    const next = outer[(i + 1) % 6]!;
    const a = inner[i]!;
    const b = inner[(i + 1) % 6]!;
    out += `<polygon points="${points([point, next, b, a])}" fill="${shades[i]}"/>`;
  });
  out += `<polygon points="${points(inner)}" fill="${CREAM}"/>`;
  for (let i = 0; i < 5; i++) {
    const angle = -Math.PI * (0.15 + i * 0.17) + rand() * 0.2;
    const d = r * (1.25 + rand() * 0.35);
    const size = s * (0.025 + rand() * 0.02);
    const x = cx + Math.cos(angle) * d * (box.w > box.h * 2 ? 2 : 1);
    const y = cy + Math.sin(angle) * d;
    out += `<polygon points="${points(polygon(x, y, size, 3, angle))}" fill="${i % 2 ? p.pale : CREAM}"/>`;
  }
  return out;
};

/** Feeling 1, Emotional Alchemy: soft overlapping circles above a swell of waves. */
const swellMotif: Motif = (box, p, rand) => {
  const s = Math.min(box.w, box.h * 1.3);
  const count = 3;
  const cx = box.x + box.w * 0.5;
  const cy = box.y + box.h * 0.42;
  const spread = s * 0.16;
  const stretch = Math.max(1, box.w / box.h / 1.4);
  let out = "";
  for (let i = 0; i < count; i++) {
    const angle = ((i / count) * 2 + rand() * 0.1) * Math.PI;
    const r = s * (0.22 + rand() * 0.08);
    const fill = i % 2 === 0 ? CREAM : p.pale;
    out += `<circle cx="${n(cx + Math.cos(angle) * spread * stretch)}" cy="${n(cy + Math.sin(angle) * spread * 0.8)}" r="${n(r)}" fill="${fill}" fill-opacity="${n(0.22 + (i % 3) * 0.08)}"/>`;
  }
  const wavelength = box.w / 2;
  const amplitude = box.h * 0.04;
  for (let i = 0; i < 3; i++) {
    const y = box.y + box.h * (0.74 + i * 0.07);
    const x0 = box.x - wavelength * (0.25 + rand() * 0.5);
    let d = `M${n(x0)} ${n(y)}Q${n(x0 + wavelength / 4)} ${n(y - amplitude)} ${n(x0 + wavelength / 2)} ${n(y)}`;
    for (let x = x0 + wavelength; x <= box.x + box.w + wavelength; x += wavelength / 2) d += `T${n(x)} ${n(y)}`;
    const stroke = i === 0 ? CREAM : mix(p.base, CREAM, 0.6 - i * 0.12);
    out += `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(s * 0.014)}" stroke-linecap="round"/>`;
  }
  return out;
};

/** Feeling 2, To the One in The Mirror: an arched mirror holding a face of light and its reflection. */
const mirrorMotif: Motif = (box, p) => {
  const { cx, s } = frame(box);
  const w = s * 0.46;
  const top = box.y + box.h * 0.12;
  const bottom = box.y + box.h + s * 0.02;
  const arch = `M${n(cx - w / 2)} ${n(bottom)}V${n(top + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(cx + w / 2)} ${n(top + w / 2)}V${n(bottom)}Z`;
  const r = s * 0.14;
  const cy = top + w * 0.62;
  let out = `<rect x="${n(box.x)}" y="${n(box.y + box.h * 0.78)}" width="${n(box.w)}" height="${n(box.h * 0.22)}" fill="${p.deep}"/>`;
  out += `<path d="${arch}" fill="${p.deeper}" stroke="${CREAM}" stroke-width="${n(s * 0.016)}"/>`;
  out += `<path d="M${n(cx)} ${n(cy - r)}A${n(r)} ${n(r)} 0 0 0 ${n(cx)} ${n(cy + r)}Z" fill="${CREAM}"/>`;
  out += `<path d="M${n(cx)} ${n(cy - r)}A${n(r)} ${n(r)} 0 0 1 ${n(cx)} ${n(cy + r)}Z" fill="${p.soft}"/>`;
  out += `<path d="M${n(cx)} ${n(top + s * 0.03)}V${n(bottom)}" stroke="${CREAM}" stroke-opacity="0.5" stroke-width="${n(s * 0.006)}"/>`;
  for (const side of [-1, 1]) {
    for (let i = 1; i <= 3; i++) {
      const x = cx + side * (w / 2 + s * 0.09 * i);
      out += `<path d="M${n(x)} ${n(bottom)}V${n(top + w / 2 + s * 0.06 * i)}" stroke="${side < 0 ? CREAM : p.pale}" stroke-opacity="${n(0.75 - i * 0.18)}" stroke-width="${n(s * 0.012)}" stroke-linecap="round"/>`;
    }
  }
  return out;
};

/** Feeling 3, The Richest Person in the Room: an open bloom, petals around a full heart. */
const bloomMotif: Motif = (box, p) => {
  const { cx, cy, s } = frame(box);
  let out = "";
  for (const [ring, length, fill, turn] of [
    [0, 0.4, p.soft, 0],
    [1, 0.3, p.pale, 22.5],
    [2, 0.2, CREAM, 0],
  ] as const) {
    // One petal pointing right, turned about the centre eight times.
    const id = `petal-${ring}`;
    out += `<ellipse id="${id}" cx="${n(cx + s * length * 0.5)}" cy="${n(cy)}" rx="${n(s * length * 0.5)}" ry="${n(s * length * 0.2)}" fill="${fill}" transform="rotate(${turn} ${n(cx)} ${n(cy)})"/>`;
    for (let i = 1; i < 8; i++) out += `<use href="#${id}" transform="rotate(${i * 45} ${n(cx)} ${n(cy)})"/>`;
  }
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.07)}" fill="${p.deeper}"/>`;
  const seeds: [number, number][] = Array.from({ length: 6 }, (_, i) => {
    const angle = (i * Math.PI) / 3 + 0.3;
    return [cx + Math.cos(angle) * s * 0.035, cy + Math.sin(angle) * s * 0.035];
  });
  return out + dots(seeds, s * 0.01, `stroke="${CREAM}"`);
};

/** Feeling 4, The Power of Showing Up: days as dots, almost all of them filled in. */
const daysMotif: Motif = (box, p, rand) => {
  const { s } = frame(box);
  const gap = s * 0.1;
  const columns = Math.max(7, Math.floor((box.w - gap) / gap));
  const rows = Math.max(4, Math.floor((box.h - gap) / gap));
  const left = box.x + (box.w - (columns - 1) * gap) / 2;
  const top = box.y + (box.h - (rows - 1) * gap) / 2;
  const missed: [number, number][] = [];
  let out = "";
  for (let row = 0; row < rows; row++) {
    const shown: [number, number][] = [];
    for (let column = 0; column < columns; column++) {
      const centre: [number, number] = [left + column * gap, top + row * gap];
      const today = row === rows - 2 && column === Math.floor(columns / 2);
      if (today) out += `<circle cx="${n(centre[0])}" cy="${n(centre[1])}" r="${n(gap * 0.42)}" fill="${CREAM}"/>`;
      else if (rand() < 0.12) missed.push(centre);
      else shown.push(centre);
    }
    out += dots(shown, gap * 0.26, `stroke="${row % 2 ? p.pale : CREAM}" stroke-opacity="${n(0.55 + (row / rows) * 0.45)}"`);
  }
  const ring = missed.map(
    ([x, y]) =>
      `M${n(x - gap * 0.24)} ${n(y)}a${n(gap * 0.24)} ${n(gap * 0.24)} 0 1 0 ${n(gap * 0.48)} 0a${n(gap * 0.24)} ${n(gap * 0.24)} 0 1 0 ${n(-gap * 0.48)} 0`,
  );
  if (ring.length > 0) out += `<path d="${ring.join("")}" fill="none" stroke="${p.pale}" stroke-width="${n(s * 0.006)}"/>`;
  return out;
};

/** Motion 1, When You Move Life Moves: diagonal streaks flowing up and to the right, one ending in an arrowhead. */
const streaksMotif: Motif = (box, p, rand) => {
  const s = Math.min(box.w, box.h * 1.3);
  const degrees = 32;
  const radians = (degrees * Math.PI) / 180;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h * 0.5;
  const across = box.w * Math.sin(radians) + box.h * Math.cos(radians);
  const lines = Math.max(6, Math.round(across / (s * 0.14)));
  const gap = across / lines;
  const width = s * 0.028;
  let out = `<g transform="rotate(${-degrees} ${n(cx)} ${n(cy)})" stroke-linecap="round" stroke-linejoin="round" fill="none">`;
  const arrowLane = Math.floor((lines - 1) / 2);
  for (let i = 0; i < lines; i++) {
    const y = cy + (i - (lines - 1) / 2) * gap;
    const stroke = pick([CREAM, p.soft, p.deeper], i);
    const length = s * (0.45 + rand() * 0.5);
    const x2 = i === arrowLane ? cx + s * 0.3 : cx + length / 2 + (rand() - 0.5) * s * 0.5;
    out += `<path d="M${n(x2 - length)} ${n(y)}H${n(x2)}" stroke="${stroke}" stroke-width="${n(width * (i % 3 === 2 ? 0.6 : 1))}"/>`;
    if (i === arrowLane) {
      const head = width * 2.2;
      out += `<path d="M${n(x2 - head)} ${n(y - head)}L${n(x2)} ${n(y)}L${n(x2 - head)} ${n(y + head)}" stroke="${stroke}" stroke-width="${n(width)}"/>`;
    }
  }
  return `${out}</g>`;
};

/** Motion 2, Starting is a Spell: a spiral unwinding from a spark, with small stars about it. */
const spiralMotif: Motif = (box, p, rand) => {
  const { cx, cy, s } = frame(box);
  const turns = 3.2;
  const steps = 120;
  const grow = (s * 0.42) / (turns * 2 * Math.PI);
  let d = `M${n(cx)} ${n(cy)}`;
  for (let i = 1; i <= steps; i++) {
    const angle = (i / steps) * turns * 2 * Math.PI;
    d += `L${n(cx + Math.cos(angle) * grow * angle)} ${n(cy + Math.sin(angle) * grow * angle)}`;
  }
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.45)}" fill="${p.deep}"/>`;
  out += `<path d="${d}" fill="none" stroke="${CREAM}" stroke-width="${n(s * 0.018)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.03)}" fill="${CREAM}"/>`;
  const star = (x: number, y: number, r: number, fill: string) =>
    `<path d="M${n(x)} ${n(y - r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + r)}Q${n(x)} ${n(y)} ${n(x - r)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - r)}Z" fill="${fill}"/>`;
  const count = Math.max(6, Math.round(box.w / 80));
  for (let i = 0; i < count; i++) {
    const x = box.x + ((i + 0.5) / count) * box.w + (rand() - 0.5) * box.w * 0.06;
    const y = box.y + box.h * (i % 2 ? 0.14 + rand() * 0.12 : 0.74 + rand() * 0.14);
    if (Math.hypot(x - cx, y - cy) < s * 0.5) continue;
    out += star(x, y, s * (0.025 + rand() * 0.03), i % 3 ? p.pale : CREAM);
  }
  return out;
};

/** Motion 3, How to Move Through Stuck: a path finding its way between heavy blocks. */
const mazeMotif: Motif = (box, p) => {
  const { s } = frame(box);
  const unit = s * 0.16;
  const columns = Math.ceil(box.w / unit) + 1;
  const rows = Math.ceil(box.h / unit) + 1;
  const blocks: [[number, number][], [number, number][]] = [[], []];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if ((row * 7 + column * 3) % 5 > 1) continue;
      blocks[(row + column) % 2]!.push([box.x + column * unit + unit * 0.08, box.y + row * unit + unit * 0.08]);
    }
  }
  let out = tiles(blocks[0], unit * 0.84, unit * 0.1, p.deeper) + tiles(blocks[1], unit * 0.84, unit * 0.1, p.deep);
  const y0 = box.y + box.h * 0.82;
  const x0 = box.x + box.w * 0.12;
  const x1 = box.x + box.w * 0.88;
  const step = (x1 - x0) / 4;
  let d = `M${n(x0)} ${n(y0)}`;
  const heights = [0.82, 0.58, 0.66, 0.36, 0.44];
  for (let i = 0; i < 4; i++) {
    d += `H${n(x0 + step * (i + 0.5))}V${n(box.y + box.h * heights[i + 1]!)}`;
  }
  d += `H${n(x1)}`;
  out += `<path d="${d}" fill="none" stroke="${CREAM}" stroke-width="${n(s * 0.03)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const lastY = box.y + box.h * heights[4]!;
  const head = s * 0.05;
  out += `<path d="M${n(x1 - head)} ${n(lastY - head)}L${n(x1)} ${n(lastY)}L${n(x1 - head)} ${n(lastY + head)}" fill="none" stroke="${CREAM}" stroke-width="${n(s * 0.03)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  out += `<circle cx="${n(x0)}" cy="${n(y0)}" r="${n(s * 0.035)}" fill="${p.pale}"/>`;
  return out;
};

/** Motion 4, Crossing the Finish Line: running lanes meeting a chequered line and a breaking tape. */
const finishMotif: Motif = (box, p) => {
  const { s } = frame(box);
  const lanes = 5;
  const top = box.y + box.h * 0.3;
  const laneH = (box.h * 0.7) / lanes;
  const lineX = box.x + box.w * 0.68;
  let out = `<rect x="${n(box.x)}" y="${n(top)}" width="${n(box.w)}" height="${n(box.h - (top - box.y))}" fill="${p.deep}"/>`;
  for (let i = 0; i <= lanes; i++) {
    const y = top + i * laneH;
    out += `<path d="M${n(box.x)} ${n(y)}H${n(box.x + box.w)}" stroke="${p.soft}" stroke-width="${n(s * 0.008)}"/>`;
  }
  // The chequered line: two columns of cells, each a dashed stroke, the second a cell out of step.
  const cell = laneH / 3;
  const length = lanes * laneH;
  out += `<path d="M${n(lineX + cell)} ${n(top)}v${n(length)}" stroke="${p.deeper}" stroke-width="${n(cell * 2)}"/>`;
  for (const column of [0, 1]) {
    out += `<path d="M${n(lineX + cell * (column + 0.5))} ${n(top + cell * column)}v${n(length - cell * column)}" stroke="${CREAM}" stroke-width="${n(cell)}" stroke-dasharray="${n(cell)}"/>`;
  }
  const tapeY = top - s * 0.02;
  out += `<path d="M${n(box.x)} ${n(tapeY + s * 0.08)}Q${n(lineX - s * 0.2)} ${n(tapeY + s * 0.02)} ${n(lineX + cell)} ${n(tapeY - s * 0.06)}" fill="none" stroke="${CREAM}" stroke-width="${n(s * 0.018)}" stroke-linecap="round"/>`;
  out += `<path d="M${n(lineX + cell)} ${n(tapeY - s * 0.06)}Q${n(lineX + s * 0.3)} ${n(tapeY - s * 0.16)} ${n(box.x + box.w)} ${n(tapeY - s * 0.1)}" fill="none" stroke="${CREAM}" stroke-width="${n(s * 0.018)}" stroke-linecap="round"/>`;
  const sunX = box.x + box.w * 0.22;
  out += `<circle cx="${n(sunX)}" cy="${n(box.y + box.h * 0.16)}" r="${n(s * 0.06)}" fill="${p.pale}"/>`;
  for (let i = 0; i < 3; i++) {
    const y = top + laneH * (1.5 + i);
    const x2 = lineX - s * (0.08 + i * 0.12);
    out += `<path d="M${n(x2 - s * 0.3)} ${n(y)}H${n(x2)}" stroke="${CREAM}" stroke-opacity="${n(0.9 - i * 0.25)}" stroke-width="${n(s * 0.016)}" stroke-linecap="round"/>`;
  }
  return out;
};

/** Vision 1, Quantum Focus: a lens of concentric rings resting on a horizon. */
const lensMotif: Motif = (box, p, rand) => {
  const s = Math.min(box.w, box.h * 1.3);
  const horizon = box.y + box.h * 0.6;
  const cx = box.x + box.w * 0.5 + (rand() - 0.5) * box.w * 0.04;
  const rings = 4;
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
  out += `<circle cx="${n(cx)}" cy="${n(horizon)}" r="${n(s * 0.09)}" fill="${CREAM}"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(horizon)}" r="${n(s * 0.035)}" fill="${p.deeper}"/>`;
  out += `<path d="M${n(box.x)} ${n(horizon)}H${n(box.x + box.w)}" stroke="${CREAM}" stroke-width="${n(s * 0.006)}"/>`;
  return out;
};

/** Vision 2, Digital Hygiene for the Soul: a grid of screens thinning out around a clear, quiet moon. */
const screensMotif: Motif = (box, p, rand) => {
  const { cx, cy, s } = frame(box);
  const cell = s * 0.11;
  const columns = Math.ceil(box.w / cell);
  const rows = Math.ceil(box.h / cell);
  const moonX = cx + s * 0.12;
  const moonY = cy - s * 0.02;
  const screens: [[number, number][], [number, number][]] = [[], []];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x = box.x + column * cell + cell * 0.15;
      const y = box.y + row * cell + cell * 0.15;
      const distance = Math.hypot(x + cell * 0.35 - moonX, y + cell * 0.35 - moonY) / (s * 0.5);
      if (distance < 0.62 || rand() > distance - 0.2) continue;
      screens[(row + column) % 3 ? 0 : 1].push([x, y]);
    }
  }
  let out = tiles(screens[0], cell * 0.7, cell * 0.14, p.deep) + tiles(screens[1], cell * 0.7, cell * 0.14, p.soft);
  out += `<circle cx="${n(moonX)}" cy="${n(moonY)}" r="${n(s * 0.17)}" fill="${CREAM}"/>`;
  out += `<circle cx="${n(moonX + s * 0.07)}" cy="${n(moonY - s * 0.05)}" r="${n(s * 0.15)}" fill="${p.base}"/>`;
  return out;
};

/** Vision 3, The Opposite of Autopilot: an eye opening, with the first light above it. */
const eyeMotif: Motif = (box, p) => {
  const { cx, s } = frame(box);
  const cy = box.y + box.h * 0.58;
  const w = s * 0.46;
  const h = s * 0.2;
  const lid = `M${n(cx - w)} ${n(cy)}Q${n(cx)} ${n(cy - h * 2)} ${n(cx + w)} ${n(cy)}Q${n(cx)} ${n(cy + h * 2)} ${n(cx - w)} ${n(cy)}Z`;
  let out = "";
  for (let i = 0; i < 9; i++) {
    const angle = Math.PI * (1.1 + (i * 0.8) / 8);
    const r1 = h * 1.5;
    const r2 = h * (2.2 + (i % 2) * 0.4);
    out += `<path d="M${n(cx + Math.cos(angle) * r1 * 2)} ${n(cy + Math.sin(angle) * r1)}L${n(cx + Math.cos(angle) * r2 * 2)} ${n(cy + Math.sin(angle) * r2)}" stroke="${i % 2 ? p.pale : CREAM}" stroke-width="${n(s * 0.016)}" stroke-linecap="round"/>`;
  }
  out += `<path d="${lid}" fill="${CREAM}"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.9)}" fill="${p.base}"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.62)}" fill="none" stroke="${p.pale}" stroke-width="${n(s * 0.008)}"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.36)}" fill="${p.deeper}"/>`;
  out += `<circle cx="${n(cx + h * 0.22)}" cy="${n(cy - h * 0.22)}" r="${n(h * 0.12)}" fill="${CREAM}"/>`;
  out += `<path d="${lid}" fill="none" stroke="${p.deeper}" stroke-width="${n(s * 0.012)}"/>`;
  return out;
};

/** Vision 4, How to Reframe Your Reality: frames turning around one small landscape. */
const framesMotif: Motif = (box, p) => {
  const { cx, cy, s } = frame(box);
  let out = "";
  for (let i = 4; i >= 0; i--) {
    const w = s * (0.32 + i * 0.11);
    const h = w * 0.78;
    out += `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" fill="${i === 0 ? p.pale : "none"}" stroke="${i % 2 ? p.pale : CREAM}" stroke-opacity="${n(1 - i * 0.15)}" stroke-width="${n(s * 0.014)}" transform="rotate(${i * 7} ${n(cx)} ${n(cy)})"/>`;
  }
  const w = s * 0.32;
  const h = w * 0.78;
  const left = cx - w / 2;
  const bottom = cy + h / 2;
  out += `<circle cx="${n(cx + w * 0.18)}" cy="${n(cy - h * 0.12)}" r="${n(w * 0.12)}" fill="${CREAM}"/>`;
  out += `<path d="M${n(left)} ${n(bottom)}V${n(cy + h * 0.18)}Q${n(cx - w * 0.15)} ${n(cy - h * 0.1)} ${n(cx + w * 0.1)} ${n(cy + h * 0.16)}T${n(left + w)} ${n(cy + h * 0.12)}V${n(bottom)}Z" fill="${p.deep}"/>`;
  return out;
};

const MOTIFS: Record<Strand, readonly [Motif, Motif, Motif, Motif]> = {
  power: [sunriseMotif, burstMotif, fieldMotif, gemMotif],
  feeling: [swellMotif, mirrorMotif, bloomMotif, daysMotif],
  motion: [streaksMotif, spiralMotif, mazeMotif, finishMotif],
  vision: [lensMotif, screensMotif, eyeMotif, framesMotif],
};

export function motifFor(input: ArtInput, box: Box): string {
  const rand = seeded(hash(`${input.strand}:${input.sortOrder}:${input.title}`));
  const motif = pick(MOTIFS[input.strand], variantOf(input.sortOrder));
  return motif(box, paletteFor(input.strand), rand);
}
