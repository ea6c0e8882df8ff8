// Cover lettering as outlines: an SVG shown through <img> (and rendered by sharp for link previews)
// cannot use the page's web fonts, so the covers carry their text as paths drawn from the brand
// fonts' files (the same Fontsource builds the PDFs embed). Each glyph is defined once per SVG and
// placed with <use>, so a title's repeated letters cost a few bytes each.
import fontkit from "@cantoo/fontkit";
import { readFontFile, type FontFile } from "@/lib/pdf/fonts";

export type Face = "serif" | "sans";

type PathCommand = { command: string; args: number[] };
type Glyph = { id: number; path: { commands: PathCommand[] } };
type Layout = { glyphs: Glyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
type Font = { unitsPerEm: number; characterSet: number[]; layout(text: string): Layout };

/** Glyph outlines are stored at 500 units per em, in whole units (a point of a 64 px title moves by 0.13 px at most). */
const UNITS = 500;
const FILES: Record<Face, FontFile[]> = {
  serif: [
    { family: "fraunces", subset: "latin", weight: 600, style: "normal" },
    { family: "fraunces", subset: "latin-ext", weight: 600, style: "normal" },
  ],
  sans: [
    { family: "inter", subset: "latin", weight: 600, style: "normal" },
    { family: "inter", subset: "latin-ext", weight: 600, style: "normal" },
  ],
};

const fonts = new Map<string, { font: Font; characters: Set<number> }>();

function open(file: FontFile) {
  const key = `${file.family}-${file.subset}-${file.weight}-${file.style}`;
  let entry = fonts.get(key);
  if (!entry) {
    const font = fontkit.create(readFontFile(file)) as unknown as Font;
    entry = { font, characters: new Set(font.characterSet) };
    fonts.set(key, entry);
  }
  return { key, ...entry };
}

/** The first file of the face that has every character of the text (else the first: missing ones show as boxes). */
function fontFor(face: Face, text: string) {
  const files = FILES[face];
  for (const file of files) {
    const entry = open(file);
    if (Array.from(text).every((char) => char === " " || entry.characters.has(char.codePointAt(0) ?? 0))) return entry;
  }
  return open(files[0]!);
}

/** Rounds to whole units, keeping "-0" out of the markup. */
function u(value: number): string {
  const rounded = Math.round(value);
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** A glyph's outline as compact path data (relative commands, whole units, y pointing down). */
function pathData(glyph: Glyph, scale: number): string {
  let out = "";
  let last = "";
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // The last curve's control point as the renderer will have it, for the "t" shorthand.
  let control: [number, number] | null = null;
  for (const { command, args } of glyph.path.commands) {
    if (command === "closePath") {
      control = null;
      out += "z";
      last = "z";
      x = startX;
      y = startY;
      continue;
    }
    let letter = ({ moveTo: "m", lineTo: "l", quadraticCurveTo: "q", bezierCurveTo: "c" } as Record<string, string>)[command];
    if (!letter) continue;
    // Rounded in absolute terms first, so the relative steps never drift.
    let absolute = args.map((value, i) => Math.round(i % 2 === 0 ? value * scale : -value * scale));
    // TrueType curves mostly join at the midpoint of two control points, where the next control
    // point is the mirror of the last one: "t" says so without repeating it (off by a unit at most).
    if (letter === "q" && control && Math.abs(2 * x - control[0] - absolute[0]!) <= 1 && Math.abs(2 * y - control[1] - absolute[1]!) <= 1) {
      control = [2 * x - control[0], 2 * y - control[1]];
      absolute = absolute.slice(2);
      letter = "t";
    } else {
      control = letter === "q" ? [absolute[0]!, absolute[1]!] : null;
    }
    const relative = absolute.map((value, i) => value - (i % 2 === 0 ? x : y));
    const numbers = relative.map((value, i) => (value < 0 || i === 0 ? String(value) : ` ${value}`)).join("");
    // A repeated command may leave its letter out (not after a moveTo: that would read as a line).
    const repeat = letter === last && letter !== "m";
    out += repeat ? (relative[0]! < 0 ? numbers : ` ${numbers}`) : `${letter}${numbers}`;
    last = letter;
    x = absolute[absolute.length - 2]!;
    y = absolute[absolute.length - 1]!;
    if (letter === "m") {
      startX = x;
      startY = y;
    }
  }
  return out;
}

/** Collects the glyphs an SVG uses, to be written once in its <defs>. */
export class GlyphSet {
  private readonly defs = new Map<string, { id: string; d: string }>();

  constructor(private readonly prefix: string) {}

  use(fontKey: string, glyph: Glyph, scale: number): string {
    const key = `${fontKey}:${glyph.id}`;
    let def = this.defs.get(key);
    if (!def) {
      def = { id: `${this.prefix}${this.defs.size.toString(36)}`, d: pathData(glyph, scale) };
      this.defs.set(key, def);
    }
    return def.d === "" ? "" : def.id;
  }

  /** The <path> definitions of every glyph placed so far. */
  toDefs(): string {
    return [...this.defs.values()]
      .filter((def) => def.d !== "")
      .map((def) => `<path id="${def.id}" d="${def.d}"/>`)
      .join("");
  }
}

/** The advance of `text` in em (kerned as the font sets it), plus `tracking` em after each character but the last. */
export function measureText(face: Face, text: string, tracking = 0): number {
  const { font } = fontFor(face, text);
  const run = font.layout(text);
  const advance = run.positions.reduce((sum, position) => sum + position.xAdvance, 0) / font.unitsPerEm;
  return advance + tracking * Math.max(0, run.glyphs.length - 1);
}

export type TextPlacement = {
  /** The left edge (or the right edge with anchor "end") and the baseline, in the SVG's units. */
  x: number;
  y: number;
  size: number;
  /** Extra space after each character, in em. */
  tracking?: number;
  anchor?: "start" | "end";
  fill: string;
};

/** One line of text as <use> references to outlined glyphs (no <text>: nothing depends on installed fonts). */
export function outlineText(glyphs: GlyphSet, face: Face, text: string, place: TextPlacement): string {
  const { key, font } = fontFor(face, text);
  const scale = UNITS / font.unitsPerEm;
  const run = font.layout(text);
  const tracking = (place.tracking ?? 0) * UNITS;
  const width = measureText(face, text, place.tracking) * UNITS;
  const k = place.size / UNITS;
  const left = place.anchor === "end" ? place.x - width * k : place.x;
  let pen = 0;
  let uses = "";
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    const id = glyphs.use(key, glyph, scale);
    if (id) {
      const x = pen + (position?.xOffset ?? 0) * scale;
      const y = -(position?.yOffset ?? 0) * scale;
      uses += `<use href="#${id}"${x === 0 ? "" : ` x="${u(x)}"`}${y === 0 ? "" : ` y="${u(y)}"`}/>`;
    }
    pen += (position?.xAdvance ?? 0) * scale + tracking;
  });
  const at = (value: number) => String(Math.round(value * 100) / 100);
  return `<g fill="${place.fill}" transform="translate(${at(left)} ${at(place.y)}) scale(${Number(k.toPrecision(4))})">${uses}</g>`;
}
