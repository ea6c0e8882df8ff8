import "server-only";
// A guide's PDF for its owner (or an admin): ownership is checked here, on the server. The download
// answers with a signed link valid for SIGNED_URL_MAX_SECONDS, the reader with the file itself; both
// serve the same file: an owner's own stamped copy (lib/pdf/delivery.ts) of the current edition, an
// admin's the original. Either way the owner now has the current edition: the shelf's "Updated" mark
// goes (lib/shelf/editions.ts).
import { accountName } from "@/lib/account-name";
import { isAdminAccount } from "@/lib/admin-emails";
import { downloadFileName } from "@/lib/catalog/slugs";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { aheadOfNextRequest } from "@/lib/http/after-response";
import { log } from "@/lib/log/logger";
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

const FILES_SELECT = { id: true, pdfStoragePath: true, mobilePdfStoragePath: true, pdfVersion: true, mobilePdfVersion: true } as const;
type GuideFiles = { id: string; pdfStoragePath: string | null; mobilePdfStoragePath: string | null; pdfVersion: number; mobilePdfVersion: number };

/** One edition's stored original and its version; null when it is not uploaded yet. */
function editionFile(guide: GuideFiles, layout: GuideFormat) {
  const key = layout === "mobile" ? guide.mobilePdfStoragePath : guide.pdfStoragePath;
  return key ? { guideId: guide.id, layout, key, version: layout === "mobile" ? guide.mobilePdfVersion : guide.pdfVersion } : null;
}

/** The storage key of the file this person gets for this edition of the guide, after the ownership check. */
async function guideFileFor(user: Reader, guideId: string, format: GuideFormat): Promise<GuideFile> {
  const guide = await db().guide.findUnique({ where: { id: guideId }, select: { ...FILES_SELECT, title: true } });
  if (!guide) return { ok: false, reason: "no_guide" };
  if (!(await canAccessGuide(user, guide.id))) return { ok: false, reason: "not_owner" };
  const file = editionFile(guide, format);
  if (!file) return { ok: false, reason: "no_edition" };
  const served = await downloadKey(user, file);
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

/**
 * Makes the owner's stamped copies of both editions of guides just granted to them, once the
 * response that granted them has gone, so their first open of the reader (or first download) does
 * not wait for the stamp. Both editions: which one a person reads depends on the screen they open it
 * on. One file at a time, to leave the server's other requests their share. Nothing is lost if this
 * stops halfway: a copy not made here is made on its first download, as it always was. Admins get
 * the originals, so nothing is made for them.
 */
export function prepareOwnerCopies(userId: string, guideIds: readonly string[]): void {
  if (guideIds.length === 0) return;
  aheadOfNextRequest(async () => {
    try {
      const account = await db().user.findUnique({
        where: { id: userId },
        select: { id: true, email: true, emailVerified: true, displayName: true, firstName: true, name: true },
      });
      if (!account) return;
      if (isAdminAccount(env().adminEmails, account)) return;
      const owner = { id: account.id, name: accountName(account), email: account.email, isAdmin: false };
      const guides = await db().guide.findMany({ where: { id: { in: [...guideIds] } }, select: FILES_SELECT, orderBy: { id: "asc" } });
      for (const guide of guides) {
        for (const layout of ["desktop", "mobile"] as const) {
          const file = editionFile(guide, layout);
          if (file) await downloadKey(owner, file);
        }
      }
    } catch (error) {
      log().warn({ userId, guideIds, err: error }, "pdf: owner copies not made ahead; they are made on first download");
    }
  });
}
