// The Content-Disposition header for a file link, shared by the S3 adapter (as
// ResponseContentDisposition on the presigned URL) and the local file route.
import type { ContentDisposition } from "./types";

const FALLBACK_NAME = "download";

/** Printable ASCII without `"`, `\`, `/`, `;` or `%`: what may appear inside the quoted `filename=`. */
function asciiFileName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\/;%]/g, "");
}

/** RFC 8187 value-chars: everything outside attr-char is percent-encoded from UTF-8. */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment; filename="X.pdf"; filename*=UTF-8''X.pdf` (or `inline; …`). The names given here are
 * already safe (letters, digits, `_`, `-`, `.`); quotes, control characters and path separators are
 * still stripped defensively so a name can never break out of the header.
 */
export function contentDispositionHeader(disposition: ContentDisposition): string {
  const type = disposition.type === "inline" ? "inline" : "attachment";
  const cleaned = disposition.fileName
    .replace(/[\u0000-\u001f\u007f-\u009f"\\/]/g, "")
    .trim()
    .slice(0, 200)
    .toWellFormed();
  const ascii = asciiFileName(cleaned).trim();
  // Nothing usable left (empty, or only dots): fall back to a neutral name.
  if (/^\.*$/.test(ascii)) return `${type}; filename="${FALLBACK_NAME}"; filename*=UTF-8''${FALLBACK_NAME}`;
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(cleaned)}`;
}
