// What an uploaded guide PDF must be: a PDF by its content (not its name or the browser's type),
// at most 50 MB, and not encrypted (an encrypted file would not open for the buyers, and it could
// not be stamped). Pure, so the upload route and the tests share it.
export const MAX_GUIDE_PDF_BYTES = 50 * 1024 * 1024;

export type PdfVerdict = { ok: true } | { ok: false; error: string; message: string; status: 400 | 413 };

export const PDF_REFUSALS = {
  type: { ok: false, status: 400, error: "Invalid file type", message: "Please upload a PDF file." },
  empty: { ok: false, status: 400, error: "Invalid file type", message: "Please upload a PDF file." },
  size: { ok: false, status: 413, error: "File too large", message: "A guide PDF may be at most 50 MB." },
  encrypted: {
    ok: false,
    status: 400,
    error: "Encrypted PDF",
    message: "This PDF is password-protected or encrypted. Please upload a PDF without encryption.",
  },
} as const satisfies Record<string, PdfVerdict>;

const MAGIC = "%PDF-";

export function checkGuidePdf(bytes: Uint8Array): PdfVerdict {
  if (bytes.byteLength === 0) return PDF_REFUSALS.empty;
  if (bytes.byteLength > MAX_GUIDE_PDF_BYTES) return PDF_REFUSALS.size;
  // The header may follow a few junk bytes (the PDF specification allows up to 1024).
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).toString("latin1");
  if (!head.includes(MAGIC)) return PDF_REFUSALS.type;
  // An encrypted PDF names its encryption dictionary in the trailer (or a cross-reference stream):
  // the name /Encrypt, not followed by more name characters (e.g. /EncryptMetadata is something else).
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  if (/\/Encrypt(?![A-Za-z0-9])/.test(text)) return PDF_REFUSALS.encrypted;
  return { ok: true };
}
