import "server-only";
// A strand's bundle as the server prices it for one person: the admin's price (strands.bundle_price_cents)
// less a fair share for what the account owns now (lib/cart/bundle-price.ts). Read from the
// database, never from a cache: the cart shows it before paying and checkout prices it again, so a
// guide bought meanwhile lowers it.
import { z } from "zod";
import { db } from "@/lib/db";
import { bundleLineName, ownsAllMessage, quoteBundle, type BundleGuide } from "@/lib/cart/bundle-price";
import type { Strand } from "@/lib/catalog/strands";

const BUNDLE_NOT_ON_SALE = "That bundle is not on sale.";

/** A bundle as the browser names it: its strand's id only ("power"). */
const bundleStrandSchema = z.enum(["power", "feeling", "motion", "vision"] satisfies Strand[], { error: BUNDLE_NOT_ON_SALE });

export const bundleListSchema = z
  .array(bundleStrandSchema, { error: BUNDLE_NOT_ON_SALE })
  .max(4, BUNDLE_NOT_ON_SALE)
  .refine((strands) => new Set(strands).size === strands.length, "Each bundle can only be in the cart once.");

export type PricedBundle = {
  strand: Strand;
  name: string;
  /** Every released guide of the strand, in order. */
  guides: BundleGuide[];
  /** What this person would get and pay, or why it is not offered. */
  offer: { ok: true; line: string; missing: BundleGuide[]; priceCents: number; separateCents: number } | { ok: false; error: string; ownsAll: boolean };
};

/** The bundles of `strands` priced for `userId` (a visitor owns nothing), in the order asked. */
export async function priceBundles(userId: string | null, strands: readonly Strand[]): Promise<PricedBundle[]> {
  if (strands.length === 0) return [];
  const [infos, guides] = await Promise.all([
    db().strandInfo.findMany({ where: { strand: { in: [...strands] } }, select: { strand: true, name: true, bundlePriceCents: true } }),
    db().guide.findMany({
      where: { strand: { in: [...strands] }, released: true },
      select: { id: true, title: true, priceCents: true, strand: true },
      orderBy: [{ strand: "asc" }, { sortOrder: "asc" }],
    }),
  ]);
  const owned = userId ? await db().userGuide.findMany({ where: { userId, guideId: { in: guides.map((guide) => guide.id) } }, select: { guideId: true } }) : [];
  const ownedIds = new Set(owned.map((row) => row.guideId));
  return strands.map((strand) => {
    const info = infos.find((entry) => entry.strand === strand);
    const ofStrand = guides.filter((guide) => guide.strand === strand).map(({ id, title, priceCents }) => ({ id, title, priceCents }));
    const name = info?.name ?? strand;
    if (!info) return { strand, name, guides: [], offer: { ok: false, error: BUNDLE_NOT_ON_SALE, ownsAll: false } };
    const quote = quoteBundle(info.bundlePriceCents, ofStrand, ownedIds);
    if (!quote.ok)
      return {
        strand,
        name,
        guides: ofStrand,
        offer:
          quote.reason === "owns_all" ? { ok: false, error: ownsAllMessage(name), ownsAll: true } : { ok: false, error: BUNDLE_NOT_ON_SALE, ownsAll: false },
      };
    return { strand, name, guides: ofStrand, offer: { ...quote, line: bundleLineName(name, quote.missing.length, ofStrand.length) } };
  });
}
