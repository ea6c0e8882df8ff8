import "server-only";
// The catalogue as stored, for the admin's read-only content viewer.
import { db } from "@/lib/db";

export async function listGuideContent() {
  return db().guide.findMany({
    select: {
      id: true,
      slug: true,
      title: true,
      subtitle: true,
      strand: true,
      sortOrder: true,
      priceCents: true,
      description: true,
      longDescription: true,
      coverImage: true,
      heroImage: true,
      whatYoullLearn: true,
      released: true,
      atomicYearMonth: true,
      pdfStoragePath: true,
      mobilePdfStoragePath: true,
      aliases: { select: { slug: true } },
    },
    orderBy: [{ strand: "asc" }, { sortOrder: "asc" }],
  });
}

export type GuideContent = Awaited<ReturnType<typeof listGuideContent>>[number];

/** "Mapped" when the guide has both editions' files; otherwise which are missing. */
export function mappingStatus(guide: Pick<GuideContent, "pdfStoragePath" | "mobilePdfStoragePath">): string {
  const missing = [!guide.pdfStoragePath && "desktop PDF", !guide.mobilePdfStoragePath && "mobile PDF"].filter(Boolean);
  return missing.length === 0 ? "Mapped" : `Missing ${missing.join(" and ")}`;
}
