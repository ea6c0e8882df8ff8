// What GET /api/me answers: the signed-in person's own state for the catalogue's client islands.
export type MeResponse = { name: string; isAdmin: boolean; ownedGuideIds: string[] };
