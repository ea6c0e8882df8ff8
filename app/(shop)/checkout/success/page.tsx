// Where the provider sends the buyer back: rendered on the server from session_id (the order is
// read, and fulfilled here only if the payment event has not arrived yet).
import type { Metadata } from "next";
import { Suspense } from "react";
import { MissingSessionRedirect } from "@/components/checkout/success-effects";
import { ConfirmingPayment, SuccessScreen } from "@/components/checkout/success-screen";
import { checkoutSuccessFor } from "@/lib/checkout/result";

export const metadata: Metadata = { title: "Payment successful", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function CheckoutSuccessPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Suspense fallback={<ConfirmingPayment />}>
      <CheckoutSuccess searchParams={searchParams} />
    </Suspense>
  );
}

async function CheckoutSuccess({ searchParams }: { searchParams: SearchParams }) {
  const sessionId = (await searchParams).session_id;
  if (typeof sessionId !== "string" || sessionId === "") return <MissingSessionRedirect />;
  // "Try again" loads this same page.
  const here = `/checkout/success?session_id=${encodeURIComponent(sessionId)}`;
  return <SuccessScreen result={await checkoutSuccessFor(sessionId)} retryHref={here} />;
}
