// Opening a gifted Atomic Year (also reached from /activate-gift?token=, redirected by the proxy).
import type { Metadata } from "next";
import { GiftOpeningPage } from "@/components/gift/gift-opening-page";

export const metadata: Metadata = { title: "Activate your gift", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default function ActivateGiftPage({ params }: { params: Promise<{ token: string }> }) {
  return <GiftOpeningPage params={params} />;
}
