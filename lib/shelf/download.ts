import "server-only";
// A guide's PDF for its owner (or an admin): ownership is checked here, on the server. The download
// answers with a signed link valid for SIGNED_URL_MAX_SECONDS, the reader with the file itself; both
// serve the same file: an owner's own stamped copy (lib/pdf/delivery.ts) of the current edition, an
// admin's the original. Either way the owner now has the current edition: the shelf's "Updated" mark
// goes (lib/shelf/editions.ts).
import { downloadFileName } from "@/lib/catalog/slugs";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { downloadKey } from "@/lib/pdf/delivery";
import { SIGNED_URL_MAX_SECONDS, storage } from "@/lib/storage";
import { markOpened } from "./editions";
import { canAccessGuide } from "./queries";

export type GuideFormat = "desktop" | "mobile";
export type DownloadRequest = { format: GuideFormat; disposition: "attachment" | "inline" };
type Reader = { id: string; name: string; email: string; isAdmin: boolean };

/** `no_guide`: no such guide; `not_owner`: neither owned nor an admin; `no_edition`: this
 * layout's file is not uploaded yet. */
type Refusal = { ok: false; reason: "no_guide" | "not_owner" | "no_edition" };
export type DownloadLink = { ok: true; url: string } | Refusal;
type GuideFile = { ok: true; key: string; fileName: string } | Refusal;

/** The storage key of the file this person gets for this edition of the guide, after the ownership check. */
async function guideFileFor(user: Reader, guideId: string, format: GuideFormat): Promise<GuideFile> {
  const guide = await db().guide.findUnique({
    where: { id: guideId },
    select: { id: true, title: true, pdfStoragePath: true, mobilePdfStoragePath: true, pdfVersion: true, mobilePdfVersion: true },
  });
  if (!guide) return { ok: false, reason: "no_guide" };
  if (!(await canAccessGuide(user, guide.id))) return { ok: false, reason: "not_owner" };
  const key = format === "mobile" ? guide.mobilePdfStoragePath : guide.pdfStoragePath;
  if (!key) return { ok: false, reason: "no_edition" };
  const version = format === "mobile" ? guide.mobilePdfVersion : guide.pdfVersion;
  const served = await downloadKey(user, { guideId: guide.id, layout: format, key, version });
  if (!user.isAdmin) await markOpened(user.id, guide.id);
  return { ok: true, key: served, fileName: downloadFileName(guide.title, format) };
}

export async function guideDownloadLink(user: Reader, guideId: string, request: DownloadRequest): Promise<DownloadLink> {
  const file = await guideFileFor(user, guideId, request.format);
  if (!file.ok) return file;
  const url = await storage().signedUrl(file.key, {
    expiresIn: SIGNED_URL_MAX_SECONDS,
    disposition: { type: request.disposition, fileName: file.fileName },
    baseUrl: env().SITE_URL,
  });
  return { ok: true, url };
}

/** The bytes of the same file a download would give this person, for the reader. */
export async function guideFileBytes(user: Reader, guideId: string, format: GuideFormat): Promise<{ ok: true; bytes: Uint8Array } | Refusal> {
  const file = await guideFileFor(user, guideId, format);
  if (!file.ok) return file;
  const bytes = await storage().get(file.key);
  return bytes ? { ok: true, bytes } : { ok: false, reason: "no_edition" };
}
