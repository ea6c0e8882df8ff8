// What GET /api/me answers: the signed-in person's own state for the catalogue's client islands.
// freeGuideClaimed: the quiz's free guide was already given, so the home page stops offering it.
export type MeResponse = { name: string; isAdmin: boolean; ownedGuideIds: string[]; freeGuideClaimed: boolean };
