"use client";

import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { useGuideCheckout } from "@/components/checkout/use-checkout";
import { formatAmount } from "@/lib/money";

type Offer = { strand: string; name: string; line: string; priceCents: number; separateCents: number };

/** The success page's offer to complete the strand of what was just bought, at the bundle's share
 * for what is still missing (priced by the server for this buyer; checkout prices it again). */
export function CompleteStrandOffer({ offer }: { offer: Offer }) {
  const { checkout, pending, error } = useGuideCheckout();
  return (
    <section aria-labelledby="complete-strand" className="mt-8 rounded-2xl bg-beige p-5" data-testid="complete-strand">
      <h2 id="complete-strand" className="font-serif text-xl font-semibold">
        Complete the {offer.name} strand
      </h2>
      <p className="mt-1 text-sm">
        {offer.line}, {formatAmount(offer.priceCents)} <s className="text-ink-soft">{formatAmount(offer.separateCents)}</s>
      </p>
      <Button className="mt-4" disabled={pending} onClick={() => checkout([], { bundles: [offer.strand], errorTitle: "Checkout Error" })}>
        {pending ? "Processing..." : `Complete the strand for ${formatAmount(offer.priceCents)}`}
      </Button>
      <FormError error={error} className="mt-3" />
    </section>
  );
}
