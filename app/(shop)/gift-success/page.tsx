// Where the checkout sends a gift's buyer back (success URL /gift-success?session_id=...).
import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { GiftProcessing, GiftSuccess } from "@/components/gift/gift-success";
import { giftPurchaseFor } from "@/lib/checkout/gift-success";

export const metadata: Metadata = { title: "Gift purchased", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function GiftSuccessPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-16">
      {/* The spinner from the first paint, while the order is read (and fulfilled if need be). */}
      <Suspense fallback={<GiftProcessing />}>
        <Purchase searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function Purchase({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const params = await searchParams;
  return <GiftSuccess purchase={await giftPurchaseFor(params.session_id, params.key)} />;
}
