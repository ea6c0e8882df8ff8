import "server-only";
// New editions of a guide. An admin's upload (lib/admin/guide-files.ts) switches the file in through
// recordNewEdition: in one transaction the guide's file version goes up (stamped copies are keyed by
// it, so no copy of the old file is served again: lib/pdf/delivery.ts), the upload is recorded, and
// one notice is written for each owner who opted in to news and has none waiting for this guide (an
// admin who uploads both layouts in a row sends one e-mail). The shelf marks the guide "Updated" for
// every owner who has not downloaded or opened it since the upload (markOpened clears it).
import { db, type Prisma } from "@/lib/db";

type Layout = "desktop" | "mobile";

/** Switches the new file in and records the upload and its notices (see the top); returns the upload's id. */
export async function recordNewEdition(
  guideId: string,
  layout: Layout,
  file: { key: string; sizeBytes: number },
  now: Date = new Date(),
): Promise<{ uploadId: string; version: number; notices: number }> {
  return db().$transaction(async (tx) => {
    const data: Prisma.GuideUpdateInput =
      layout === "desktop"
        ? { pdfStoragePath: file.key, pdfFileSize: file.sizeBytes, pdfVersion: { increment: 1 }, fileUpdatedAt: now }
        : { mobilePdfStoragePath: file.key, mobilePdfFileSize: file.sizeBytes, mobilePdfVersion: { increment: 1 }, fileUpdatedAt: now };
    const guide = await tx.guide.update({ where: { id: guideId }, data, select: { pdfVersion: true, mobilePdfVersion: true } });
    const version = layout === "desktop" ? guide.pdfVersion : guide.mobilePdfVersion;
    const upload = await tx.guideUpload.create({ data: { guideId, layout, version, createdAt: now }, select: { id: true } });
    const notices = await tx.$executeRaw`
      INSERT INTO "edition_notices" ("id", "upload_id", "user_id", "created_at")
      SELECT gen_random_uuid()::text, ${upload.id}, ug."user_id", CAST(${now.toISOString()} AS timestamp(3))
      FROM "user_guides" AS ug JOIN "users" AS u ON u."id" = ug."user_id"
      WHERE ug."guide_id" = ${guideId} AND u."marketing_emails" = true
        AND NOT EXISTS (
          SELECT 1 FROM "edition_notices" AS n JOIN "guide_uploads" AS p ON p."id" = n."upload_id"
          WHERE n."user_id" = ug."user_id" AND p."guide_id" = ${guideId} AND n."done_at" IS NULL
        )
      ON CONFLICT DO NOTHING`;
    return { uploadId: upload.id, version, notices };
  });
}

/** The owner downloaded or opened the guide: it is no longer "Updated" on their shelf. */
export async function markOpened(userId: string, guideId: string, now: Date = new Date()): Promise<void> {
  await db().userGuide.updateMany({ where: { userId, guideId }, data: { openedAt: now } });
}

/** Whether a guide on a shelf has an edition its owner has not opened: uploaded after it arrived and
 * after their last download. */
export function isUpdatedForOwner(row: { createdAt: Date; openedAt: Date | null; guide: { fileUpdatedAt: Date | null } }): boolean {
  const uploaded = row.guide.fileUpdatedAt;
  if (!uploaded) return false;
  const seen = row.openedAt && row.openedAt > row.createdAt ? row.openedAt : row.createdAt;
  return uploaded > seen;
}
