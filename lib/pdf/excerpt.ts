// "Read a sample": the first pages of a guide's desktop edition as a PDF of their own, so the
// public preview never carries (or links to) the whole guide.
import { PDFDocument } from "@cantoo/pdf-lib";
import { samplePdfKey, versionTag } from "@/lib/storage/keys";
import type { FileStorage } from "@/lib/storage/types";

const SAMPLE_PAGES = 3;

/** The first `pages` pages, or null when the file cannot be read (encrypted or malformed). */
async function pdfExcerpt(original: Uint8Array, pages = SAMPLE_PAGES): Promise<Uint8Array | null> {
  try {
    const source = await PDFDocument.load(original, { updateMetadata: false });
    const count = Math.min(pages, source.getPageCount());
    if (count === 0) return null;
    const excerpt = await PDFDocument.create({ updateMetadata: false });
    const copied = await excerpt.copyPages(
      source,
      Array.from({ length: count }, (_, i) => i),
    );
    for (const page of copied) excerpt.addPage(page);
    const title = source.getTitle();
    if (title) excerpt.setTitle(`${title} (sample)`, { showInWindowTitleBar: true });
    const author = source.getAuthor();
    if (author) excerpt.setAuthor(author);
    const created = source.getCreationDate();
    if (created) {
      excerpt.setCreationDate(created);
      excerpt.setModificationDate(created);
    }
    return await excerpt.save();
  } catch {
    return null;
  }
}

/**
 * The public sample of a guide's desktop file, stored under a key of its own per version of that
 * file: made by the seed, or here on the first request after an upload. Null when there is no file
 * or it cannot be read.
 */
export async function guideSample(files: Pick<FileStorage, "size" | "get" | "put">, guideId: string, desktopKey: string): Promise<Uint8Array | null> {
  const size = await files.size(desktopKey);
  if (size === null) return null;
  const key = samplePdfKey(guideId, versionTag(desktopKey, size));
  const existing = await files.get(key);
  if (existing) return existing;
  const original = await files.get(desktopKey);
  const excerpt = original && (await pdfExcerpt(original));
  if (!excerpt) return null;
  await files.put(key, excerpt, "application/pdf");
  return excerpt;
}
