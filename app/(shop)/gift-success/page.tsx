// Where the checkout sends a gift's buyer back (success URL /gift-success?session_id=...).
import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { GiftSuccess } from "@/components/gift/gift-success";
import { giftPurchaseFor } from "@/lib/checkout/gift-success";

export const metadata: Metadata = { title: "Gift purchased", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function GiftSuccessPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-16">
      <Suspense fallback={<div className="min-h-[28rem]" aria-busy="true" />}>
        <Purchase searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function Purchase({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  return <GiftSuccess purchase={await giftPurchaseFor((await searchParams).session_id)} />;
}
