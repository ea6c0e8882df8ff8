import "server-only";
// A person's shelf: two queries whatever the collection size (ownership and profile); the
// catalogue itself comes from the server cache.
import { db } from "@/lib/db";

export type ShelfOwnership = { ownedGuideIds: string[]; firstGuideClaimed: boolean; name: string };

export async function getShelfOwnership(userId: string): Promise<ShelfOwnership> {
  const [owned, profile] = await Promise.all([
    db().userGuide.findMany({ where: { userId }, select: { guideId: true }, orderBy: { createdAt: "asc" } }),
    db().user.findUnique({ where: { id: userId }, select: { firstGuideClaimed: true, firstName: true, displayName: true } }),
  ]);
  return {
    ownedGuideIds: owned.map((row) => row.guideId),
    firstGuideClaimed: profile?.firstGuideClaimed === true,
    name: profile?.displayName ?? profile?.firstName ?? "",
  };
}

/** Whether this user may read this guide: an owner, or an admin. */
export async function canAccessGuide(user: { id: string; isAdmin: boolean }, guideId: string): Promise<boolean> {
  if (user.isAdmin) return true;
  const row = await db().userGuide.findUnique({ where: { userId_guideId: { userId: user.id, guideId } }, select: { id: true } });
  return row !== null;
}
