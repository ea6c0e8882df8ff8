// Reads back the text drawn on each page of a PDF, as a reader's copy-and-paste would: content
// streams are decoded and each font's ToUnicode map turns glyph ids back into characters. Enough
// for the PDFs pdf-lib writes (one `<hex> Tj` per drawn string); not a general PDF text extractor.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream, type PDFPage } from "@cantoo/pdf-lib";

function streamText(stream: unknown): string {
  if (!(stream instanceof PDFRawStream)) return "";
  return Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
}

function hexToBytes(hex: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i + 1 < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16));
  return bytes;
}

function utf16(hex: string): string {
  const bytes = hexToBytes(hex);
  const units: number[] = [];
  for (let i = 0; i + 1 < bytes.length; i += 2) units.push((bytes[i]! << 8) | bytes[i + 1]!);
  return String.fromCharCode(...units);
}

/** Glyph code (as hex) to text, from a ToUnicode CMap's bfchar and bfrange sections. */
function parseToUnicode(cmap: string): { map: Map<number, string>; width: number } {
  const map = new Map<number, string>();
  let width = 1;
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of section[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      width = code!.length / 2;
      map.set(parseInt(code!, 16), utf16(text!));
    }
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, text] of section[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      width = from!.length / 2;
      const start = parseInt(from!, 16);
      const first = utf16(text!);
      for (let code = start; code <= parseInt(to!, 16); code++) {
        map.set(code, first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + code - start));
      }
    }
  }
  return { map, width };
}

type Decoder = (hex: string) => string;

function fontDecoders(page: PDFPage): Map<string, Decoder> {
  const decoders = new Map<string, Decoder>();
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
  if (!fonts) return decoders;
  for (const [name, ref] of fonts.entries()) {
    const font = page.doc.context.lookup(ref, PDFDict);
    const toUnicode = font.get(PDFName.of("ToUnicode"));
    const stream = toUnicode instanceof PDFRef ? page.doc.context.lookup(toUnicode) : toUnicode;
    if (stream instanceof PDFRawStream) {
      const { map, width } = parseToUnicode(streamText(stream));
      decoders.set(name.asString(), (hex) => {
        let out = "";
        for (let i = 0; i < hex.length; i += width * 2) out += map.get(parseInt(hex.slice(i, i + width * 2), 16)) ?? "\ufffd";
        return out;
      });
    } else {
      // A standard font: single-byte WinAnsi codes, which match Latin-1 for the letters tests use.
      decoders.set(name.asString(), (hex) => String.fromCharCode(...hexToBytes(hex)));
    }
  }
  return decoders;
}

/** The strings drawn on each page, in drawing order. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => {
    const decoders = fontDecoders(page);
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const strings: string[] = [];
    let decode: Decoder = () => "";
    for (const source of streams.map(streamText)) {
      for (const match of source.matchAll(/(\/[^\s/<[(]+)\s+[-\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
        if (match[1] !== undefined) decode = decoders.get(match[1]) ?? (() => "");
        else strings.push(decode(match[2]!));
      }
    }
    return strings;
  });
}
