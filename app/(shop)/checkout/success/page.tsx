import type { Metadata } from "next";
import { Suspense } from "react";
import { SuccessScreen } from "@/components/checkout/success-screen";

export const metadata: Metadata = { title: "Payment successful", robots: { index: false } };

export default function CheckoutSuccessPage() {
  return (
    <Suspense fallback={<p className="py-24 text-center text-ink-soft">Confirming your payment...</p>}>
      <SuccessScreen />
    </Suspense>
  );
}
