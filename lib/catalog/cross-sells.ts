import "server-only";
// "Readers of this guide also read", computed from co-purchases by the scheduled job at most once a
// day into guide_cross_sells: for each guide, the other guides most often bought by the people who
// bought it (at least MIN_READERS of them), up to CROSS_SELL_COUNT, best first. The guide pages and
// the cart read the table when they are rendered (getCrossSells, tag `cross-sells`), never per
// request; with too little data they fall back on the strand (cross-sell-pick.ts).
import { revalidateTag } from "next/cache";
import { db } from "@/lib/db";
import { CROSS_SELL_COUNT } from "./cross-sell-pick";

/** Fewer people than this buying two guides is not a pattern (and would name a customer's choice). */
const MIN_READERS = 2;
const REFRESH_ID = "daily";
const REFRESH_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Recomputes the table when it is a day old (or never computed). Overlapping runs compute once: the
 * refresh row is claimed by one conditional statement. Returns whether this run computed it. */
export async function refreshCrossSells(now: Date): Promise<boolean> {
  const due = new Date(now.getTime() - REFRESH_INTERVAL_MS);
  const claimed = await db().$executeRaw`
    INSERT INTO "cross_sell_refreshes" ("id", "computed_at") VALUES (${REFRESH_ID}, ${now})
    ON CONFLICT ("id") DO UPDATE SET "computed_at" = EXCLUDED."computed_at"
    WHERE "cross_sell_refreshes"."computed_at" <= ${due}`;
  if (claimed === 0) return false;
  await computeCrossSells();
  revalidateTag("cross-sells", { expire: 0 });
  return true;
}

/** Replaces the table with the co-purchases of guides bought now (refunded ones have left the shelf). */
export async function computeCrossSells(): Promise<void> {
  await db().$transaction([
    db().$executeRaw`DELETE FROM "guide_cross_sells"`,
    db().$executeRaw`
      INSERT INTO "guide_cross_sells" ("guide_id", "other_guide_id", "readers", "position")
      SELECT "guide_id", "other_guide_id", "readers", "position" FROM (
        SELECT a."guide_id", b."guide_id" AS "other_guide_id", count(*)::int AS "readers",
               row_number() OVER (PARTITION BY a."guide_id" ORDER BY count(*) DESC, b."guide_id")::int AS "position"
        FROM "user_guides" AS a
        JOIN "user_guides" AS b ON b."user_id" = a."user_id" AND b."guide_id" <> a."guide_id" AND b."acquired_via" = 'purchase'
        WHERE a."acquired_via" = 'purchase'
        GROUP BY a."guide_id", b."guide_id"
        HAVING count(*) >= ${MIN_READERS}
      ) AS ranked
      WHERE "position" <= ${CROSS_SELL_COUNT}`,
  ]);
}
