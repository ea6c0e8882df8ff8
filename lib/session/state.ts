// What GET /api/me answers: the signed-in person's own state for the catalogue's client islands.
// freeGuideClaimed: the quiz's free guide was already given, so the home page stops offering it.
// atomicYearEndsOn: the person's Atomic Year runs (or waits to start) until that day (ISO), so its
// landing page shows their year instead of selling them another.
/** What GET /api/me tells the signed-in person about themselves; `accountId` names their offline reader copies. */
export type MeResponse = {
  accountId: string;
  name: string;
  isAdmin: boolean;
  ownedGuideIds: string[];
  freeGuideClaimed: boolean;
  atomicYearEndsOn: string | null;
};
