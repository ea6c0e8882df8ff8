// Claiming a gifted guide (a gifted year is activated instead).
import type { Metadata } from "next";
import { GiftOpeningPage } from "@/components/gift/gift-opening-page";

export const metadata: Metadata = { title: "Claim your gift", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default function ClaimGiftPage({ params }: { params: Promise<{ token: string }> }) {
  return <GiftOpeningPage params={params} />;
}
