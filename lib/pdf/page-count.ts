import "server-only";
// How many pages a stored guide file has: the reader's page numbers are checked against it. A
// stamped copy has the pages of its original, so the original is counted, once per version of it.
import { ParseSpeeds, PDFDocument } from "@cantoo/pdf-lib";
import { storage } from "@/lib/storage";

/** Counted versions kept in memory: a few per guide edition is plenty. */
const REMEMBERED = 128;
const counts = new Map<string, number>();

/** The page count of the file at `key` as it is now (its size and `updatedAt` name the version),
 * or null when there is no such file or it cannot be read as a PDF. */
export async function pdfPageCount(key: string, updatedAt: Date): Promise<number | null> {
  const files = storage();
  const size = await files.size(key);
  if (size === null) return null;
  const version = `${key}\u0000${size}\u0000${updatedAt.getTime()}`;
  const known = counts.get(version);
  if (known !== undefined) return known;
  const bytes = await files.get(key);
  if (!bytes) return null;
  let pages: number;
  try {
    pages = (await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, parseSpeed: ParseSpeeds.Fastest })).getPageCount();
  } catch {
    return null;
  }
  if (counts.size >= REMEMBERED) counts.delete(counts.keys().next().value!);
  counts.set(version, pages);
  return pages;
}
