import { describe, expect, it } from "vitest";
import { checkGuidePdf, MAX_GUIDE_PDF_BYTES } from "./pdf-check";

const bytes = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));
const plainPdf = "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

describe("checkGuidePdf", () => {
  it("accepts a PDF by its content", () => {
    expect(checkGuidePdf(bytes(plainPdf))).toEqual({ ok: true });
    expect(checkGuidePdf(bytes(`\n\n${plainPdf}`))).toEqual({ ok: true });
    // /EncryptMetadata alone is not encryption.
    expect(checkGuidePdf(bytes(plainPdf.replace("/Type", "/EncryptMetadata false /Type")))).toEqual({ ok: true });
  });

  it("refuses what is not a PDF, whatever it is called", () => {
    expect(checkGuidePdf(bytes("PK\u0003\u0004 a zip named guide.pdf"))).toMatchObject({
      ok: false,
      error: "Invalid file type",
      message: "Please upload a PDF file.",
    });
    expect(checkGuidePdf(new Uint8Array())).toMatchObject({ ok: false, error: "Invalid file type" });
  });

  it("refuses an encrypted PDF", () => {
    const encrypted = plainPdf.replace("trailer << ", "trailer << /Encrypt 5 0 R ");
    expect(checkGuidePdf(bytes(encrypted))).toMatchObject({ ok: false, error: "Encrypted PDF" });
  });

  it("refuses more than 50 MB", () => {
    const big = new Uint8Array(MAX_GUIDE_PDF_BYTES + 1);
    big.set(bytes(plainPdf));
    expect(checkGuidePdf(big)).toMatchObject({ ok: false, status: 413, error: "File too large" });
  });
});
