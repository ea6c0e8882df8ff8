import "server-only";
// A guide's PDF for its owner (or an admin): ownership is checked here, on the server, and the
// answer is a signed link valid for SIGNED_URL_MAX_SECONDS. An owner's link points at their own
// stamped copy (lib/pdf/delivery.ts) of the current edition; an admin's at the original.
import { downloadFileName } from "@/lib/catalog/slugs";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { downloadKey } from "@/lib/pdf/delivery";
import { SIGNED_URL_MAX_SECONDS, storage } from "@/lib/storage";
import { markOpened } from "./editions";
import { canAccessGuide } from "./queries";

export type DownloadRequest = { format: "desktop" | "mobile"; disposition: "attachment" | "inline" };

/** `no_guide`: no such guide; `not_owner`: neither owned nor an admin; `no_edition`: this
 * layout's file is not uploaded yet. */
export type DownloadLink = { ok: true; url: string } | { ok: false; reason: "no_guide" | "not_owner" | "no_edition" };

export async function guideDownloadLink(
  user: { id: string; name: string; email: string; isAdmin: boolean },
  guideId: string,
  request: DownloadRequest,
): Promise<DownloadLink> {
  const guide = await db().guide.findUnique({
    where: { id: guideId },
    select: { id: true, title: true, pdfStoragePath: true, mobilePdfStoragePath: true, pdfVersion: true, mobilePdfVersion: true },
  });
  if (!guide) return { ok: false, reason: "no_guide" };
  if (!(await canAccessGuide(user, guide.id))) return { ok: false, reason: "not_owner" };
  const key = request.format === "mobile" ? guide.mobilePdfStoragePath : guide.pdfStoragePath;
  if (!key) return { ok: false, reason: "no_edition" };
  const version = request.format === "mobile" ? guide.mobilePdfVersion : guide.pdfVersion;
  const url = await storage().signedUrl(await downloadKey(user, { guideId: guide.id, layout: request.format, key, version }), {
    expiresIn: SIGNED_URL_MAX_SECONDS,
    disposition: { type: request.disposition, fileName: downloadFileName(guide.title, request.format) },
    baseUrl: env().SITE_URL,
  });
  // The owner has the current edition now: the shelf's "Updated" mark goes (lib/shelf/editions.ts).
  if (!user.isAdmin) await markOpened(user.id, guide.id);
  return { ok: true, url };
}
