import "server-only";
// Which stored file a download or a sample answers with. An owner gets a copy stamped with their
// name and e-mail ("Sold to" a guide they paid for, "Licensed to" one they were given), made on the
// first download of each version of the file and reused after that; the original is never written
// to. Admins get the original.
import { db } from "@/lib/db";
import { log } from "@/lib/log/logger";
import { storage } from "@/lib/storage";
import { stampedPdfKey, versionTag } from "@/lib/storage/keys";
import { stampLine, stampPdf, type StampBasis } from "./stamp";

/** Raise when the stamp's look changes, so cached copies are made again. */
const STAMP_VERSION = 1;

type Buyer = { id: string; name: string; email: string; isAdmin: boolean };
/** `version`: the layout's file version (guides.pdf_version, mobile_pdf_version), raised by every admin
 * upload, so a replacement with the same key and the same size still gets a new stamped copy and a
 * copy of the old file is never served again. */
type GuideFile = { guideId: string; layout: "desktop" | "mobile"; key: string; version: number };

/** Whether the person paid for the guide: bought it, or has it from The Atomic Year they bought
 * for themselves. A gift (a guide, or a gifted year's drops) and the quiz's free guide are licensed. */
async function stampBasis(userId: string, guideId: string): Promise<StampBasis> {
  const owned = await db().userGuide.findUnique({
    where: { userId_guideId: { userId, guideId } },
    select: { acquiredVia: true, order: { select: { kind: true } } },
  });
  if (owned?.acquiredVia === "purchase") return "sold";
  if (owned?.acquiredVia === "atomic_year" && owned.order?.kind === "atomic_year") return "sold";
  return "licensed";
}

/** The key to sign for this person's download of `file`: a stamped copy, or the original when it cannot be stamped. */
export async function downloadKey(user: Buyer, file: GuideFile): Promise<string> {
  if (user.isAdmin) return file.key;
  const files = storage();
  try {
    // The original's version: its key, its size and the file version an upload raises.
    const size = await files.size(file.key);
    if (size === null) return file.key;
    // The line is part of the copy's version: a guide that changes hands gets a new copy.
    const line = stampLine(user.name, user.email, await stampBasis(user.id, file.guideId));
    const stampedKey = stampedPdfKey(user.id, file.guideId, file.layout, versionTag(STAMP_VERSION, file.key, size, `v${file.version}`, line));
    if ((await files.size(stampedKey)) !== null) return stampedKey;

    const flagged = await db().unstampablePdf.findUnique({ where: { storageKey: file.key }, select: { fileSize: true } });
    if (flagged?.fileSize === size) return file.key;
    const original = await files.get(file.key);
    if (!original) return file.key;
    const stamped = await stampPdf(original, line);
    if (!stamped.ok) {
      log().warn({ storageKey: file.key, guideId: file.guideId, userId: user.id, reason: stamped.reason }, "pdf: cannot be stamped; serving it unstamped");
      await db().unstampablePdf.upsert({
        where: { storageKey: file.key },
        create: { storageKey: file.key, fileSize: size, guideId: file.guideId, reason: stamped.reason },
        update: { fileSize: size, guideId: file.guideId, reason: stamped.reason },
      });
      return file.key;
    }
    await files.put(stampedKey, stamped.bytes, "application/pdf");
    return stampedKey;
  } catch (error) {
    // Storage or database trouble while stamping: the buyer still gets their guide.
    log().error({ storageKey: file.key, guideId: file.guideId, userId: user.id, err: error }, "pdf: stamping failed; serving it unstamped");
    return file.key;
  }
}
