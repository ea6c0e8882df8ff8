"use client";

import Link from "next/link";
import type { FormEvent } from "react";
import { Check } from "@/components/ui/icons/check";
import { ShoppingBag } from "@/components/ui/icons/shopping-bag";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { useGuideCheckout } from "@/components/checkout/use-checkout";
import { addBundleToCart } from "@/lib/cart/use-add-to-cart";
import { useCartBundles } from "@/lib/cart/use-cart";
import { bundleLineName, ownsAllMessage, quoteBundle, type BundleGuide } from "@/lib/cart/bundle-price";
import { CART_BUNDLE_PARAM } from "@/lib/cart/storage-key";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { useMe } from "@/lib/session/use-me";
import { formatAmount } from "@/lib/money";

type Props = { strand: string; name: string; priceCents: number; guides: BundleGuide[] };

/**
 * A bundle's price for whoever is looking, and its Buy and Add to Cart: a client island over the
 * prerendered bundle. A visitor (and the HTML) sees the bundle's price; a signed-in reader who owns
 * some of the guides sees the price less their share, computed here from GET /api/me's guides (a
 * display copy: checkout prices it again on the server); one who owns all four is told so. Before
 * scripts run, both buttons are a GET form to the cart with the bundle added.
 */
export function BundleActions({ strand, name, priceCents, guides }: Props) {
  const me = useMe();
  const live = useHydrated();
  const inCart = useCartBundles().includes(strand);
  const { checkout, pending, error } = useGuideCheckout();
  const owned = new Set(me.status === "signed-in" ? me.ownedGuideIds : []);
  const quote = quoteBundle(priceCents, guides, owned);
  const buy = (event: FormEvent) => {
    event.preventDefault();
    checkout([], { bundles: [strand], errorTitle: "Checkout Error" });
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    addBundleToCart({ strand, name, guideIds: guides.map((guide) => guide.id) });
  };

  if (!quote.ok) {
    return (
      <p className="mt-4 rounded-xl bg-beige px-4 py-3 text-sm" role="status" data-testid="bundle-owned">
        {quote.reason === "owns_all" ? ownsAllMessage(name) : "This bundle is not on sale right now."}
      </p>
    );
  }
  const partial = quote.missing.length < guides.length;
  return (
    <div className="mt-4">
      <p className="text-sm text-ink-soft" data-testid="bundle-price">
        {partial ? (
          <>
            You own {guides.length - quote.missing.length} of these.{" "}
            <span className="font-semibold text-ink">
              {bundleLineName(name, quote.missing.length, guides.length)}, {formatAmount(quote.priceCents)}
            </span>{" "}
            <s>{formatAmount(quote.separateCents)}</s>
          </>
        ) : (
          <>
            <span className="font-serif text-2xl font-semibold text-ink">{formatAmount(quote.priceCents)}</span> for all {guides.length}{" "}
            <s>{formatAmount(quote.separateCents)}</s>
          </>
        )}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <form action="/cart" method="get" onSubmit={buy} className="contents">
          <input type="hidden" name={CART_BUNDLE_PARAM} value={strand} />
          <Button type="submit" disabled={pending}>
            {pending ? "Processing..." : `Buy the ${name} bundle`}
          </Button>
        </form>
        {live && inCart ? (
          <Button asChild variant="outline">
            <Link href="/cart">
              <Check aria-hidden="true" /> In your cart: view cart
            </Link>
          </Button>
        ) : (
          <form action="/cart" method="get" onSubmit={add} className="contents">
            <input type="hidden" name={CART_BUNDLE_PARAM} value={strand} />
            <Button type="submit" variant="outline">
              <ShoppingBag aria-hidden="true" /> Add bundle to cart
            </Button>
          </form>
        )}
      </div>
      <FormError error={error} className="mt-3" />
    </div>
  );
}
