import "server-only";
// The guide PDFs an admin manages: what each guide has (status, size, last upload) and the
// replacement of one file. A new file is written under a temporary key, checked, then switched in
// over guides/{sanitised title}_Desktop.pdf or _Mobile.pdf: a refused or failed upload leaves the
// previous file in place, and owners download the new one at once (the download route signs the
// current key on every request). Each upload is a new edition (lib/shelf/editions.ts): its owners'
// shelves mark it "Updated", and those who opted in to news get one e-mail about it.
import { randomBytes } from "node:crypto";
import { revalidatePath, revalidateTag } from "next/cache";
import { z } from "zod";
import type { CurrentUser } from "@/lib/auth/session";
import { fileNameStem } from "@/lib/catalog/slugs";
import { db } from "@/lib/db";
import { recordNewEdition } from "@/lib/shelf/editions";
import { guidePdfKey, storage } from "@/lib/storage";
import { recordAdminAction } from "./audit";
import { checkGuidePdf, MAX_GUIDE_PDF_BYTES, PDF_REFUSALS, type PdfVerdict } from "./pdf-check";
import { guideIdSchema as guideIdOf } from "@/lib/catalog/guide-id";

export const guideLayoutSchema = z.enum(["desktop", "mobile"]);
export type GuideLayout = z.infer<typeof guideLayoutSchema>;
export const guideIdSchema = guideIdOf();

const PDF_UPLOAD_ACTION = "guide.pdf_upload";

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
    db().adminAuditLog.groupBy({ by: ["target"], where: { action: PDF_UPLOAD_ACTION }, _max: { createdAt: true } }),
  ]);
  const lastUpload = new Map(uploads.map((row) => [row.target, row._max.createdAt?.toISOString() ?? null]));
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
  { ok: true; key: string; sizeBytes: number } | Extract<PdfVerdict, { ok: false }> | { ok: false; status: 400 | 404; error: string; message: string };

const NO_GUIDE = { ok: false, status: 404, error: "Upload failed", message: "No such guide." } as const;

function findGuide(guideId: string) {
  return db().guide.findUnique({ where: { id: guideId }, select: { id: true, slug: true, title: true } });
}

/** A fresh temporary key for one upload of one guide's layout (never a live file's key). */
function temporaryKey(guideId: string, layout: GuideLayout): string {
  return `uploads/${guideId}_${layout}_${randomBytes(8).toString("hex")}.pdf`;
}

/** Checks and stores a new PDF sent through the app; the caller has checked the admin rule. */
export async function replaceGuidePdf(admin: CurrentUser, guideId: string, layout: GuideLayout, bytes: Uint8Array): Promise<ReplaceResult> {
  const guide = await findGuide(guideId);
  if (!guide) return NO_GUIDE;
  const verdict = checkGuidePdf(bytes);
  if (!verdict.ok) return verdict;
  const uploadKey = temporaryKey(guide.id, layout);
  await storage().put(uploadKey, bytes, "application/pdf");
  return switchIn(admin, guide, layout, uploadKey, bytes.byteLength);
}

/** With S3: where the browser PUTs the file itself (a temporary key), or null when uploads go through the app. */
export async function startDirectUpload(guideId: string, layout: GuideLayout): Promise<{ url: string; uploadKey: string } | null | typeof NO_GUIDE> {
  const guide = await findGuide(guideId);
  if (!guide) return NO_GUIDE;
  const uploadKey = temporaryKey(guide.id, layout);
  const url = await storage().uploadUrl(uploadKey, "application/pdf", 15 * 60);
  return url ? { url, uploadKey } : null;
}

/** After a direct upload: the object is checked like any upload, then switched in, or removed. */
export async function finishDirectUpload(admin: CurrentUser, guideId: string, layout: GuideLayout, uploadKey: string): Promise<ReplaceResult> {
  const guide = await findGuide(guideId);
  if (!guide) return NO_GUIDE;
  // Only a key this guide's start step could have issued: never a live file, never another guide's.
  if (!new RegExp(`^uploads/${guide.id}_${layout}_[0-9a-f]{16}\\.pdf$`).test(uploadKey)) {
    return { ok: false, status: 400, error: "Upload failed", message: "No such upload." };
  }
  const files = storage();
  const size = await files.size(uploadKey);
  if (size === null) return { ok: false, status: 400, error: "Upload failed", message: "The file did not arrive. The previous file is unchanged." };
  const verdict = size > MAX_GUIDE_PDF_BYTES ? PDF_REFUSALS.size : checkGuidePdf((await files.get(uploadKey)) ?? new Uint8Array());
  if (!verdict.ok) {
    await files.remove(uploadKey);
    return verdict;
  }
  return switchIn(admin, guide, layout, uploadKey, size);
}

async function switchIn(
  admin: CurrentUser,
  guide: { id: string; slug: string; title: string },
  layout: GuideLayout,
  uploadKey: string,
  sizeBytes: number,
): Promise<ReplaceResult> {
  const key = guidePdfKey(fileNameStem(guide.title), layout);
  await storage().move(uploadKey, key);
  // The layout's file version goes up (stamped copies are cached per version), and owners who opted
  // in to news get one e-mail about the new edition from the scheduled job.
  const edition = await recordNewEdition(guide.id, layout, { key, sizeBytes });
  await recordAdminAction(admin, PDF_UPLOAD_ACTION, `${guide.id}:${layout}`, { key, sizeBytes, version: edition.version, notices: edition.notices });
  // The pages that show the guide: its own page and the collection (and the admin's lists).
  revalidateTag(`guide:${guide.slug}`, { expire: 0 });
  revalidatePath(`/guides/${guide.slug}`);
  revalidatePath("/guides");
  revalidatePath("/admin/guides");
  revalidatePath("/admin");
  return { ok: true, key, sizeBytes };
}
