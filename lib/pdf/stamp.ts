// The owner's line on every page of a downloaded guide, small and grey at the foot of the page:
// "Sold to {name} · {e-mail}" for a guide they paid for, "Licensed to {name} · {e-mail}" for one
// they were given (a gift, the quiz's free guide). The original bytes are never changed; the
// stamped copy is a new file.
import { EncryptedPDFError, ParseSpeeds, PDFDocument, rgb } from "@cantoo/pdf-lib";
import type { PDFFont } from "@cantoo/pdf-lib";
import { embedFontFile, runsForFonts, type FontFile } from "./fonts";

/** Inter in every subset Fontsource ships, tried in this order for each character of the line. */
const STAMP_FONTS: readonly FontFile[] = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"].map((subset) => ({
  family: "inter",
  subset,
  weight: 400,
  style: "normal",
}));

const SIZE = 6.5;
const GREY = rgb(0.45, 0.43, 0.41);

export type StampResult = { ok: true; bytes: Uint8Array; pages: number } | { ok: false; reason: "encrypted" | "malformed" | "empty" };

/** How the owner came by the guide: bought ("Sold to"), or given to them ("Licensed to"). */
export type StampBasis = "sold" | "licensed";

/** The line as printed; control characters and runs of spaces in a name are flattened. */
export function stampLine(name: string | null, email: string, basis: StampBasis = "sold"): string {
  const cleanName = (name ?? "").replace(/[\p{Cc}\p{Cf}\s]+/gu, " ").trim();
  const lead = basis === "sold" ? "Sold to" : "Licensed to";
  return cleanName === "" ? `${lead} ${email}` : `${lead} ${cleanName} \u00b7 ${email}`;
}

async function embedRuns(doc: PDFDocument, line: string): Promise<{ font: PDFFont; text: string }[]> {
  const fonts = new Map<number, PDFFont>();
  const runs = [];
  for (const run of runsForFonts(line, STAMP_FONTS)) {
    let font = fonts.get(run.file);
    if (!font) {
      font = await embedFontFile(doc, STAMP_FONTS[run.file]!);
      fonts.set(run.file, font);
    }
    runs.push({ font, text: run.text });
  }
  return runs;
}

/**
 * Stamps every page. An encrypted or unreadable file is reported, not thrown, so the caller can
 * serve the original instead. The same input always gives the same bytes (no dates are updated).
 */
export async function stampPdf(original: Uint8Array, line: string): Promise<StampResult> {
  let doc: PDFDocument;
  try {
    // Parsed and written in one go: pdf-lib otherwise yields to the event loop every 100 objects,
    // which on a busy server costs more than the work itself.
    doc = await PDFDocument.load(original, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  } catch (error) {
    return { ok: false, reason: error instanceof EncryptedPDFError ? "encrypted" : "malformed" };
  }
  // pdf-lib refuses encrypted files on load; checked again so a protected file is never re-saved unprotected.
  if (doc.isEncrypted) return { ok: false, reason: "encrypted" };
  try {
    // Inside the try: a file pdf-lib parses leniently can still have no usable page tree.
    const pages = doc.getPages();
    if (pages.length === 0) return { ok: false, reason: "empty" };
    const runs = await embedRuns(doc, line);
    const width = runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, SIZE), 0);
    for (const page of pages) {
      // pdf-lib wraps a loaded page's own drawing in q/Q first, so a transform it leaves behind cannot move the line.
      const box = page.getCropBox();
      let x = box.x + (box.width - width) / 2;
      const y = box.y + 10;
      for (const run of runs) {
        page.drawText(run.text, { x, y, size: SIZE, font: run.font, color: GREY });
        x += run.font.widthOfTextAtSize(run.text, SIZE);
      }
    }
    return { ok: true, bytes: await doc.save({ useObjectStreams: true, objectsPerTick: Infinity }), pages: pages.length };
  } catch {
    // A file that loads but breaks while drawing or saving (a broken page tree, a bad stream).
    return { ok: false, reason: "malformed" };
  }
}

let warming: Promise<void> | null = null;

/**
 * Stamps a one-page document once per process, so the stamp's font is read and parsed and pdf-lib's
 * code is loaded before a buyer's first copy is made (that first copy is made while the reader
 * waits). The reader's file route calls it on its first request, which the start-up warm-up makes
 * (lib/warm-up.ts); later calls return at once.
 */
export function warmStamping(): Promise<void> {
  warming ??= (async () => {
    try {
      const doc = await PDFDocument.create();
      doc.addPage();
      await stampPdf(await doc.save(), stampLine("Warm Up", "warm-up@example.com"));
    } catch {
      // Only a head start: the first real stamp does the same work.
    }
  })();
  return warming;
}
