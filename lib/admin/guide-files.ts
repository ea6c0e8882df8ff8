import "server-only";
// The guide PDFs an admin manages: what each guide has (status, size, last upload) and the
// replacement of one file. A new file is written under a temporary key, checked, then switched in
// over guides/{sanitised title}_Desktop.pdf or _Mobile.pdf: a refused or failed upload leaves the
// previous file in place, and owners download the new one at once (the download route signs the
// current key on every request).
import { randomBytes } from "node:crypto";
import { revalidatePath, revalidateTag } from "next/cache";
import { z } from "zod";
import type { CurrentUser } from "@/lib/auth/session";
import { fileNameStem } from "@/lib/catalog/slugs";
import { db } from "@/lib/db";
import { guidePdfKey, storage } from "@/lib/storage";
import { recordAdminAction } from "./audit";
import { checkGuidePdf, type PdfVerdict } from "./pdf-check";

export const guideLayoutSchema = z.enum(["desktop", "mobile"]);
export type GuideLayout = z.infer<typeof guideLayoutSchema>;
export const guideIdSchema = z.string().regex(/^[a-z]+_\d{3}$/);

export const PDF_UPLOAD_ACTION = "guide.pdf_upload";

export type GuideFileStatus = {
  id: string;
  slug: string;
  title: string;
  strand: string;
  sortOrder: number;
  desktop: { present: boolean; sizeBytes: number | null; lastUpload: string | null };
  mobile: { present: boolean; sizeBytes: number | null; lastUpload: string | null };
};

export async function listGuideFiles(): Promise<GuideFileStatus[]> {
  const [guides, uploads] = await Promise.all([
    db().guide.findMany({
      select: {
        id: true,
        slug: true,
        title: true,
        strand: true,
        sortOrder: true,
        pdfStoragePath: true,
        mobilePdfStoragePath: true,
        pdfFileSize: true,
        mobilePdfFileSize: true,
      },
      orderBy: [{ strand: "asc" }, { sortOrder: "asc" }],
    }),
    // The latest upload per guide and layout, from the audit log (targets are "{guideId}:{layout}").
    db().$queryRaw<{ target: string; created_at: Date }[]>`
      SELECT DISTINCT ON (target) target, created_at FROM admin_audit_log
       WHERE action = ${PDF_UPLOAD_ACTION} ORDER BY target, created_at DESC`,
  ]);
  const lastUpload = new Map(uploads.map((row) => [row.target, row.created_at.toISOString()]));
  return guides.map((guide) => ({
    id: guide.id,
    slug: guide.slug,
    title: guide.title,
    strand: guide.strand,
    sortOrder: guide.sortOrder,
    desktop: { present: Boolean(guide.pdfStoragePath), sizeBytes: guide.pdfFileSize, lastUpload: lastUpload.get(`${guide.id}:desktop`) ?? null },
    mobile: { present: Boolean(guide.mobilePdfStoragePath), sizeBytes: guide.mobilePdfFileSize, lastUpload: lastUpload.get(`${guide.id}:mobile`) ?? null },
  }));
}

export type ReplaceResult =
  { ok: true; key: string; sizeBytes: number } | Extract<PdfVerdict, { ok: false }> | { ok: false; status: 404; error: string; message: string };

/** Checks and stores a new PDF for one guide and layout; the caller has checked the admin rule. */
export async function replaceGuidePdf(admin: CurrentUser, guideId: string, layout: GuideLayout, bytes: Uint8Array): Promise<ReplaceResult> {
  const guide = await db().guide.findUnique({ where: { id: guideId }, select: { id: true, slug: true, title: true } });
  if (!guide) return { ok: false, status: 404, error: "Upload failed", message: "No such guide." };
  const verdict = checkGuidePdf(bytes);
  if (!verdict.ok) return verdict;

  const key = guidePdfKey(fileNameStem(guide.title), layout);
  const temporaryKey = `uploads/${guide.id}_${layout}_${randomBytes(8).toString("hex")}.pdf`;
  const files = storage();
  await files.put(temporaryKey, bytes, "application/pdf");
  await files.move(temporaryKey, key);
  await db().guide.update({
    where: { id: guide.id },
    // updated_at moves too: it names the file's version (stamped copies are cached per version).
    data: layout === "desktop" ? { pdfStoragePath: key, pdfFileSize: bytes.byteLength } : { mobilePdfStoragePath: key, mobilePdfFileSize: bytes.byteLength },
  });
  await recordAdminAction(admin, PDF_UPLOAD_ACTION, `${guide.id}:${layout}`, { key, sizeBytes: bytes.byteLength });
  // The pages that show the guide: its own page and the collection (and the admin's lists).
  revalidateTag(`guide:${guide.slug}`, { expire: 0 });
  revalidatePath(`/guides/${guide.slug}`);
  revalidatePath("/guides");
  revalidatePath("/admin/guides");
  revalidatePath("/admin");
  return { ok: true, key, sizeBytes: bytes.byteLength };
}
