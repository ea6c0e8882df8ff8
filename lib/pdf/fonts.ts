// The brand fonts as files a PDF can embed: the static Fontsource builds of Fraunces and Inter
// (WOFF, one file per weight and Unicode subset; the variable builds the site uses do not subset
// cleanly into PDFs). Read once per process from node_modules, which `next start` runs beside.
import { readFileSync } from "node:fs";
import path from "node:path";
import fontkit from "@cantoo/fontkit";
import type { PDFDocument, PDFFont } from "@cantoo/pdf-lib";

export type FontFile = { family: "fraunces" | "inter"; subset: string; weight: 400 | 600 | 700; style: "normal" | "italic" };

type ParsedFont = ReturnType<typeof fontkit.create> & { characterSet: number[]; glyphForCodePoint(codePoint: number): unknown };
type LoadedFont = { bytes: Buffer; covers: (codePoint: number) => boolean };

const loaded = new Map<string, LoadedFont>();
const parsedByBytes = new WeakMap<Uint8Array, ParsedFont>();

/**
 * fontkit for pdf-lib that hands back the font already parsed for these bytes, and lays text out
 * glyph by glyph from the character map. fontkit's own layout runs the full OpenType shaper on every
 * call (about 10 ms a line for Inter), which made a stamp or a guide many times slower; our text
 * needs no ligatures or contextual forms, and pdf-lib applies no kerning when it draws anyway.
 */
const cachedFontkit: Parameters<PDFDocument["registerFontkit"]>[0] = {
  create(data) {
    return parsedByBytes.get(data) ?? fontkit.create(data);
  },
};

function fileName({ family, subset, weight, style }: FontFile): string {
  return `${family}-${subset}-${weight}-${style}.woff`;
}

/** The file's bytes, read from the Fontsource package (also what the covers outline their text with). */
export function readFontFile(file: FontFile): Buffer {
  return readFileSync(path.join(process.cwd(), "node_modules", "@fontsource", file.family, "files", fileName(file)));
}

function load(file: FontFile): LoadedFont {
  const name = fileName(file);
  const cached = loaded.get(name);
  if (cached) return cached;
  const bytes = readFontFile(file);
  const parsed = fontkit.create(bytes) as ParsedFont;
  if (!Array.isArray(parsed.characterSet)) throw new Error(`${name} is a font collection, not a font`);
  Object.assign(parsed, {
    layout: (text: string) => ({ glyphs: Array.from(text, (char) => parsed.glyphForCodePoint(char.codePointAt(0) ?? 0)) }),
  });
  parsedByBytes.set(bytes, parsed);
  const characters = new Set(parsed.characterSet);
  const font = { bytes, covers: (codePoint: number) => characters.has(codePoint) };
  loaded.set(name, font);
  return font;
}

/** Whether the file has a glyph for every character of `text`. */
function fontCovers(file: FontFile, text: string): boolean {
  const { covers } = load(file);
  for (const char of text) if (!covers(char.codePointAt(0) ?? 0)) return false;
  return true;
}

/** Embeds a subset of the file (only the glyphs drawn end up in the PDF). */
export async function embedFontFile(doc: PDFDocument, file: FontFile): Promise<PDFFont> {
  doc.registerFontkit(cachedFontkit);
  return doc.embedFont(load(file).bytes, { subset: true });
}

/** Typographic characters a font may lack, each with a plainer stand-in. */
const PLAIN_EQUIVALENTS: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u2013": "-",
  "\u2014": " - ",
  "\u2026": "...",
  "\u2022": "-",
  "\u00a0": " ",
  "\u2009": " ",
  "\u202f": " ",
  "\t": " ",
};

/**
 * Keeps what one of `files` can show: each character goes to the first file that has it; a missing
 * typographic character becomes its plain stand-in and a letter with marks its base letter (so "ő"
 * is never lost to a missing glyph); anything else is dropped. Returns runs of text per file.
 */
export function runsForFonts(text: string, files: readonly FontFile[]): { file: number; text: string }[] {
  const runs: { file: number; text: string }[] = [];
  const push = (file: number, char: string) => {
    const last = runs.at(-1);
    // A dropped character must not leave two spaces behind.
    if (char === " " && last?.text.endsWith(" ")) return;
    if (last?.file === file) last.text += char;
    else runs.push({ file, text: char });
  };
  const place = (char: string): boolean => {
    const index = files.findIndex((file) => fontCovers(file, char));
    if (index === -1) return false;
    push(index, char);
    return true;
  };
  for (const char of text.normalize("NFC")) {
    if (char === "\u200b" || place(char)) continue;
    const plain = PLAIN_EQUIVALENTS[char];
    if (plain !== undefined) {
      for (const part of plain) place(part);
      continue;
    }
    const base = [...char.normalize("NFD")][0];
    if (base !== undefined && base !== char) place(base);
  }
  return runs;
}

/** `runsForFonts` for a single file, as one string. */
export function textForFont(text: string, file: FontFile): string {
  return runsForFonts(text, [file])
    .map((run) => run.text)
    .join("")
    .replace(/ {2,}/g, " ")
    .trim();
}
