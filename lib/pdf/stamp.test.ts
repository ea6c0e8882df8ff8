import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfPageTexts } from "@/tests/support/pdf-text";
import { stampLine, stampPdf } from "./stamp";

/** A plain PDF of `pages` pages, each with a line of its own text (Helvetica, like many uploads). */
async function plainPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Chapter text on page ${i}`, { x: 72, y: 700, size: 12, font });
  }
  return doc.save();
}

async function stamped(original: Uint8Array, line: string): Promise<Uint8Array> {
  const result = await stampPdf(original, line);
  if (!result.ok) throw new Error(`not stamped: ${result.reason}`);
  return result.bytes;
}

describe("stampLine", () => {
  it("reads Sold to {name} · {e-mail}, flattening control characters and dropping an empty name", () => {
    expect(stampLine("Ada Lovelace", "ada@example.com")).toBe("Sold to Ada Lovelace \u00b7 ada@example.com");
    expect(stampLine(" Ada\n\tLove\u200blace\u0000 ", "ada@example.com")).toBe("Sold to Ada Love lace \u00b7 ada@example.com");
    expect(stampLine("", "ada@example.com")).toBe("Sold to ada@example.com");
    expect(stampLine(null, "ada@example.com")).toBe("Sold to ada@example.com");
    expect(stampLine("Ada Lovelace", "ada@example.com", "licensed")).toBe("Licensed to Ada Lovelace \u00b7 ada@example.com");
    expect(stampLine(null, "ada@example.com", "licensed")).toBe("Licensed to ada@example.com");
  });
});

// Whole PDFs are parsed and written here: generous budgets for a shared, loaded machine.
describe("stampPdf", { timeout: 60_000 }, () => {
  it("puts the line on every page and keeps each page's own text", async () => {
    const line = stampLine("Ada Lovelace", "ada@example.com");
    const pages = await pdfPageTexts(await stamped(await plainPdf(30), line));
    expect(pages).toHaveLength(30);
    pages.forEach((strings, i) => {
      expect(strings).toContain(`Chapter text on page ${i + 1}`);
      expect(strings.join("")).toContain(line);
    });
  });

  it("sets names in any script Inter covers, and leaves out only what no font can show", async () => {
    const line = stampLine("Zo\u00eb \u0141ukasz \u0418\u0432\u0430\u043d \u0395\u03bb\u03ad\u03bd\u03b7 Nguy\u1ec5n \u5f20\u4f1f", "zoe@example.com");
    const [page] = await pdfPageTexts(await stamped(await plainPdf(1), line));
    const text = page!.join("");
    expect(text).toContain("Sold to Zo\u00eb \u0141ukasz \u0418\u0432\u0430\u043d \u0395\u03bb\u03ad\u03bd\u03b7 Nguy\u1ec5n");
    expect(text).toContain("\u00b7 zoe@example.com");
    expect(text).not.toContain("\u5f20");
    expect(text).not.toContain("\ufffd");
  });

  it("gives the same bytes for the same file and buyer, and different bytes for another buyer", async () => {
    const original = await plainPdf(3);
    const first = await stamped(original, stampLine("Ada", "ada@example.com"));
    const again = await stamped(original, stampLine("Ada", "ada@example.com"));
    const other = await stamped(original, stampLine("Bob", "bob@example.com"));
    expect(Buffer.from(first).equals(Buffer.from(again))).toBe(true);
    expect(Buffer.from(first).equals(Buffer.from(other))).toBe(false);
  });

  it("never changes the original's bytes", async () => {
    const original = await plainPdf(2);
    const copy = Buffer.from(original);
    await stamped(original, stampLine("Ada", "ada@example.com"));
    expect(Buffer.from(original).equals(copy)).toBe(true);
  });

  it("reports an encrypted PDF (with or without a user password) as unstampable", async () => {
    for (const userPassword of ["secret", ""]) {
      const doc = await PDFDocument.load(await plainPdf(2));
      doc.encrypt({ userPassword, ownerPassword: "owner-only" });
      const result = await stampPdf(await doc.save(), stampLine("Ada", "ada@example.com"));
      expect(result).toEqual({ ok: false, reason: "encrypted" });
    }
  });

  it("reports garbage, an empty file and a cut-off PDF as unstampable instead of throwing", async () => {
    const line = stampLine("Ada", "ada@example.com");
    expect(await stampPdf(new TextEncoder().encode("this is not a PDF at all"), line)).toEqual({ ok: false, reason: "malformed" });
    expect(await stampPdf(new Uint8Array(0), line)).toEqual({ ok: false, reason: "malformed" });
    // A PDF header over garbage, which the parser opens leniently but has no page tree.
    expect(await stampPdf(new TextEncoder().encode("%PDF-1.7\nbroken beyond repair\n"), line)).toEqual({ ok: false, reason: "malformed" });
    const cut = (await plainPdf(3)).slice(0, 300);
    expect((await stampPdf(cut, line)).ok).toBe(false);
  });

  it("stamps a 30-page guide in under 150 ms once warm", async () => {
    const original = await plainPdf(30);
    const line = stampLine("Ada Lovelace", "ada@example.com");
    await stamped(original, line);
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const start = performance.now();
      await stamped(original, line);
      times.push(performance.now() - start);
    }
    // The best of ten: the machine is shared, and a slow run says more about it than about us.
    expect(Math.min(...times)).toBeLessThan(150);
  });
});
