import "server-only";
// "Read a sample": the first pages of a released guide's desktop edition, from the separate
// sample file (never the guide's own file or a link to it).
import { db } from "@/lib/db";
import { guideSample } from "@/lib/pdf/excerpt";
import { storage } from "@/lib/storage";

/** The guide's title and its sample's bytes; null for an unknown or unreleased guide, or one
 * without a file to take a sample from. */
export async function releasedGuideSample(guideId: string): Promise<{ title: string; bytes: Uint8Array } | null> {
  const guide = await db().guide.findUnique({ where: { id: guideId }, select: { id: true, title: true, released: true, pdfStoragePath: true } });
  if (!guide?.released || !guide.pdfStoragePath) return null;
  const bytes = await guideSample(storage(), guide.id, guide.pdfStoragePath);
  return bytes ? { title: guide.title, bytes } : null;
}
