// The gift wizard: The Atomic Year without a query, one guide with ?guide=<guide id>. The product
// and its price come from the server; a signed-in giver's name and e-mail are filled in.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { GiftWizard } from "@/components/gift/gift-wizard";
import { getAtomicYearPrices } from "@/lib/atomic-year/queries";
import { getCurrentUser } from "@/lib/auth/session";
import { giftProduct } from "@/lib/gifts/checkout";
import { isGuideId } from "@/lib/catalog/guide-id";

export const metadata: Metadata = {
  title: "Give a gift",
  description: "Gift a guide or The Atomic Year: choose the day it arrives and add a personal message.",
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function GiftPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Suspense fallback={<div className="mx-auto min-h-[40rem] max-w-2xl px-4 py-12" aria-busy="true" />}>
      <Gift searchParams={searchParams} />
    </Suspense>
  );
}

async function Gift({ searchParams }: { searchParams: SearchParams }) {
  const guide = (await searchParams).guide;
  const guideId = typeof guide === "string" && guide !== "" ? guide : null;
  const [product, user, prices] = await Promise.all([
    guideId && !isGuideId(guideId) ? null : giftProduct(guideId),
    getCurrentUser(),
    guideId ? null : getAtomicYearPrices(),
  ]);
  if (!product) notFound();
  return (
    <GiftWizard
      product={{ guideId: product.guideId, title: product.title, priceCents: product.priceCents, ownPriceCents: prices?.priceCents ?? null }}
      giver={user ? { name: user.name, email: user.email } : null}
    />
  );
}
