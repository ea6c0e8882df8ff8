import "server-only";
// A person's shelf: four queries whatever the collection size (ownership, profile, reading places and reviews); the
// catalogue itself comes from the server cache.
import { db } from "@/lib/db";
import { isUpdatedForOwner } from "./editions";

/** How long a guide that arrived on the shelf is marked "New". */
const NEW_ON_SHELF_MS = 7 * 24 * 60 * 60 * 1000;

/** A guide on the shelf, by id and title. */
type ShelfGuide = { guideId: string; title: string };

export type ShelfOwnership = {
  ownedGuideIds: string[];
  /** Guides that arrived within NEW_ON_SHELF_MS. */
  newGuideIds: string[];
  /** Guides with an edition uploaded since the owner last downloaded or opened them ("Updated"). */
  updatedGuideIds: string[];
  /** The quiz's free guide while it is new (lib/quiz/arrival.ts says why the answers chose it). */
  quizGuide: ShelfGuide | null;
  firstGuideClaimed: boolean;
  name: string;
  /** The page the reader stopped at, by guide id, for guides opened in the reader before. */
  readingPages: Record<string, number>;
  /** Guides the person reviewed (their review page edits it). */
  reviewedGuideIds: string[];
  /** Guides read to the last page and not reviewed yet, the most recently finished first: the shelf asks about them. */
  finishedUnreviewed: ShelfGuide[];
};

export async function getShelfOwnership(userId: string): Promise<ShelfOwnership> {
  const [owned, profile, places, reviews] = await Promise.all([
    db().userGuide.findMany({
      where: { userId },
      select: { guideId: true, acquiredVia: true, createdAt: true, openedAt: true, finishedAt: true, guide: { select: { title: true, fileUpdatedAt: true } } },
      orderBy: { createdAt: "asc" },
    }),
    db().user.findUnique({ where: { id: userId }, select: { firstGuideClaimed: true, firstName: true, displayName: true } }),
    db().readingPlace.findMany({ where: { userId }, select: { guideId: true, page: true } }),
    db().review.findMany({ where: { userId, withdrawnAt: null }, select: { guideId: true } }),
  ]);
  const reviewed = new Set(reviews.map((review) => review.guideId));
  const now = Date.now();
  const fresh = owned.filter((row) => now - row.createdAt.getTime() < NEW_ON_SHELF_MS);
  const quizGuide = fresh.find((row) => row.acquiredVia === "quiz");
  return {
    ownedGuideIds: owned.map((row) => row.guideId),
    newGuideIds: fresh.map((row) => row.guideId),
    updatedGuideIds: owned.filter(isUpdatedForOwner).map((row) => row.guideId),
    quizGuide: quizGuide ? { guideId: quizGuide.guideId, title: quizGuide.guide.title } : null,
    firstGuideClaimed: profile?.firstGuideClaimed === true,
    name: profile?.displayName ?? profile?.firstName ?? "",
    readingPages: Object.fromEntries(places.map((place) => [place.guideId, place.page])),
    reviewedGuideIds: [...reviewed],
    finishedUnreviewed: owned
      .filter((row) => row.finishedAt !== null && !reviewed.has(row.guideId))
      .sort((a, b) => b.finishedAt!.getTime() - a.finishedAt!.getTime())
      .map((row) => ({ guideId: row.guideId, title: row.guide.title })),
  };
}

/** Whether this user may read this guide: an owner, or an admin. */
export async function canAccessGuide(user: { id: string; isAdmin: boolean }, guideId: string): Promise<boolean> {
  if (user.isAdmin) return true;
  const row = await db().userGuide.findUnique({ where: { userId_guideId: { userId: user.id, guideId } }, select: { id: true } });
  return row !== null;
}

/** Every guide the person may download (an admin: every guide), in one query: the islands' owned state. */
export async function accessibleGuideIds(user: { id: string; isAdmin: boolean }): Promise<string[]> {
  if (user.isAdmin) return (await db().guide.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((guide) => guide.id);
  const rows = await db().userGuide.findMany({ where: { userId: user.id }, select: { guideId: true }, orderBy: { guideId: "asc" } });
  return rows.map((row) => row.guideId);
}

/** Whether the quiz's free guide was already given to this person (the quiz then only recommends). */
export async function hasClaimedFreeGuide(userId: string): Promise<boolean> {
  const profile = await db().user.findUnique({ where: { id: userId }, select: { firstGuideClaimed: true } });
  return profile?.firstGuideClaimed === true;
}
