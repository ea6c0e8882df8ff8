// GET /api/me: the signed-in person's name and the guides they may download, for the client
// islands of the prerendered catalogue (the header's account links, a guide page's owned state,
// the home page's quiz call once the free guide is claimed, The Atomic Year's page once a year runs).
// Asked only by browsers holding the "signed in" hint (lib/session/hint.ts). Private and never
// stored by a cache; a request without a valid session gets 401 and its stale hint cleared.
import { NextResponse } from "next/server";
import { getCurrentUserOrOutage } from "@/lib/auth/session";
import { keepReaderAccount } from "@/lib/auth/session-hint";
import { READER_ACCOUNT_COOKIE, SESSION_HINT_COOKIE } from "@/lib/session/hint";
import type { MeResponse } from "@/lib/session/state";
import { programmesOf } from "@/lib/atomic-year/subscriptions";
import { accessibleGuideIds, hasClaimedFreeGuide } from "@/lib/shelf/queries";

const PRIVATE = { "Cache-Control": "private, no-store", Vary: "Cookie" };

export async function GET() {
  const user = await getCurrentUserOrOutage();
  // An outage is not a sign-out: the hint stays, and the island asks again later.
  if (user === "unavailable") return NextResponse.json({ error: "Unavailable" }, { status: 503, headers: { ...PRIVATE, "Retry-After": "5" } });
  if (!user) {
    const response = NextResponse.json({ error: "Not signed in" }, { status: 401, headers: PRIVATE });
    response.cookies.delete(SESSION_HINT_COOKIE);
    response.cookies.delete(READER_ACCOUNT_COOKIE);
    return response;
  }
  const [ownedGuideIds, freeGuideClaimed, programmes] = await Promise.all([accessibleGuideIds(user), hasClaimedFreeGuide(user.id), programmesOf(user.id)]);
  const atomicYearEndsOn = programmes.at(-1)?.subscriptionEnd.toISOString() ?? null;
  const body: MeResponse = { accountId: user.id, name: user.name, isAdmin: user.isAdmin, ownedGuideIds, freeGuideClaimed, atomicYearEndsOn };
  // The account whose offline reader copies this browser may open, kept in step with the session
  // (a session from before the cookie existed gets it here).
  await keepReaderAccount(user.id);
  return NextResponse.json(body, { headers: PRIVATE });
}
