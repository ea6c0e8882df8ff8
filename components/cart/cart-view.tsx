"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { ArrowLeft, Infinity as InfinityIcon, Download, ShieldCheck, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormError } from "@/components/ui/form-error";
import { useGuideCheckout } from "@/components/checkout/use-checkout";
import { cartLines, removeBundlesFromCart, removeFromCart } from "@/lib/cart/cart";
import { CART_ADD_PARAM, CART_BUNDLE_PARAM, PROMO_STORAGE_KEY } from "@/lib/cart/storage-key";
import { bundleItem } from "@/lib/cart/bundle-price";
import { quoteBundlesAction, type BundleQuoteView } from "@/lib/checkout/actions";
import type { StrandBundle } from "@/lib/catalog/queries";
import { pickCrossSells } from "@/lib/catalog/cross-sell-pick";
import { useMe } from "@/lib/session/use-me";
import { addBundleToCart, addGuideToCart, CART_ADDED_TITLE, type AddableGuide } from "@/lib/cart/use-add-to-cart";
import { useCart, useCartBundles } from "@/lib/cart/use-cart";
import { describeDiscount, priceCart, promoNudge, type DiscountRule } from "@/lib/cart/pricing";
import { checkDiscountCodeAction } from "@/lib/discounts/actions";
import { INVALID_PROMO, normalisePromoCode } from "@/lib/discounts/messages";
import { coverPath } from "@/lib/catalog/images";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { DEFAULT_STRAND_COLOUR, isStrand, STRAND_INK, strandInfo } from "@/lib/catalog/strands";
import { formatAmount } from "@/lib/money";

/** What the server sends while the cart (in this browser's storage only) is unknown: a line and a
 * summary, drawn empty. Nothing on screen moves when the real cart replaces it: it sits under the
 * heading, and the page's minimum height keeps the footer below the fold in either state. */
function CartSkeleton() {
  return (
    <div aria-busy="true" data-testid="cart-loading">
      <p role="status" className="sr-only">
        Loading your cart...
      </p>
      <div className="mt-8 h-28 animate-pulse rounded-3xl border border-ink/10 bg-white/60" />
      <div className="mt-8 grid gap-6 md:grid-cols-[1fr_360px]">
        <div />
        <div className="h-72 animate-pulse rounded-3xl border border-ink/10 bg-white/80" />
      </div>
    </div>
  );
}

/** `catalogue`: the guides on sale, as the server rendered this page. The cart stores only their ids;
 * titles and prices come from here, so the cart always shows the current ones. A bundle's line is
 * priced by the server for whoever is signed in (quoteBundlesAction), before paying and again at
 * checkout. `crossSells`: the co-purchases behind "Readers of these guides also read". */
export function CartView({
  catalogue,
  bundles: strandBundles,
  crossSells,
}: {
  catalogue: AddableGuide[];
  bundles: StrandBundle[];
  crossSells: Record<string, string[]>;
}) {
  const { lines: items, unknown } = cartLines(useCart(), catalogue);
  const bundleStrands = useCartBundles().filter((strand) => strandBundles.some((bundle) => bundle.strand === strand && bundle.guides.length > 0));
  const [quotes, setQuotes] = useState<BundleQuoteView[] | null>(null);
  const me = useMe();
  const owned = me.status === "signed-in" ? me.ownedGuideIds : [];
  const live = useHydrated();
  const [promo, setPromo] = useState<DiscountRule | null>(null);
  const [checkingPromo, startCheckingPromo] = useTransition();
  const [promoInput, setPromoInput] = useState("");
  const [promoError, setPromoError] = useState<string | null>(null);
  const { checkout, pending, error: checkoutError } = useGuideCheckout();
  const promoId = useId();
  // What the last remove or promo change did, read out by screen readers (the line or form it came from is gone).
  const [announcement, setAnnouncement] = useState("");
  // What the cart page itself added (arriving from an Add to Cart, or a suggestion), said in the page
  // in the toast's words: a toast here would sit over the order summary.
  const [addedNote, setAddedNote] = useState<string | null>(null);
  // Where focus goes after the focused control disappears: the next line's remove button, the empty cart's heading, the promo's Remove button.
  const focusAfterChange = useRef<string | null>(null);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = focusAfterChange.current;
    if (!target) return;
    focusAfterChange.current = null;
    container.current?.querySelector<HTMLElement>(target)?.focus();
  });

  // A code applied earlier is checked again: it may have been paused, used up or have ended since.
  useEffect(() => {
    const stored = normalisePromoCode(window.localStorage.getItem(PROMO_STORAGE_KEY));
    if (!stored) return;
    startCheckingPromo(async () => {
      const result = await checkDiscountCodeAction({ code: stored, target: "guides" });
      if (result.ok) {
        setPromo(result.discount);
        return;
      }
      window.localStorage.removeItem(PROMO_STORAGE_KEY);
      setPromoError(result.error);
    });
  }, []);

  // A guide the catalogue no longer offers leaves the cart (and the header's count) for good.
  const unknownIds = unknown.join(",");
  useEffect(() => {
    if (unknownIds !== "" && catalogue.length > 0) removeFromCart(unknownIds.split(","));
  }, [unknownIds, catalogue]);

  // Arrived from a guide's Add to Cart or Buy used before its page's scripts ran (/cart?add={id}):
  // add that guide once, then take the parameter out of the address.
  useEffect(() => {
    const url = new URL(window.location.href);
    const guideId = url.searchParams.get(CART_ADD_PARAM);
    if (guideId === null) return;
    const guide = catalogue.find((candidate) => candidate.id === guideId);
    if (guide) setAddedNote(addGuideToCart(guide, { quiet: true }));
    url.searchParams.delete(CART_ADD_PARAM);
    window.history.replaceState(null, "", `${url.pathname}${url.search}`);
  }, [catalogue]);

  // Arrived from a bundle's Add to Cart used before its page's scripts ran (/cart?bundle={strand}).
  useEffect(() => {
    const url = new URL(window.location.href);
    const strand = url.searchParams.get(CART_BUNDLE_PARAM);
    if (strand === null) return;
    const bundle = strandBundles.find((candidate) => candidate.strand === strand);
    if (bundle) setAddedNote(addBundleToCart({ strand: bundle.strand, name: bundle.name, guideIds: bundle.guides.map((guide) => guide.id) }, { quiet: true }));
    url.searchParams.delete(CART_BUNDLE_PARAM);
    window.history.replaceState(null, "", `${url.pathname}${url.search}`);
  }, [strandBundles]);

  // A guide whose strand's bundle is in the cart is the bundle's: it leaves the cart as a line of its own.
  const coveredIds = items
    .filter((item) => bundleStrands.includes(item.strand))
    .map((item) => item.id)
    .join(",");
  useEffect(() => {
    if (coveredIds !== "") removeFromCart(coveredIds.split(","));
  }, [coveredIds]);

  // The bundles' lines, priced by the server for whoever is signed in, again when that changes.
  const strandsKey = bundleStrands.join(",");
  const ownedKey = owned.join(",");
  useEffect(() => {
    if (strandsKey === "") return;
    let current = true;
    void quoteBundlesAction({ strands: strandsKey.split(",") }).then((result) => {
      if (current) setQuotes(result.ok ? result.bundles : []);
    });
    return () => {
      current = false;
    };
  }, [strandsKey, ownedKey]);
  const bundleLines = bundleStrands.map((strand) => ({
    strand,
    bundle: strandBundles.find((entry) => entry.strand === strand)!,
    quote: quotes?.find((entry) => entry.strand === strand) ?? null,
  }));
  const payable = bundleLines.flatMap((line) => (line.quote?.ok ? [{ strand: line.strand, priceCents: line.quote.priceCents }] : []));
  const bundlesReady = bundleLines.every((line) => line.quote !== null);
  const bundlesBlocked = bundleLines.some((line) => line.quote !== null && !line.quote.ok);

  // A display copy: the server prices the order again from the catalogue at checkout.
  const price = priceCart(
    [...items.map((item) => ({ guideId: item.id, priceCents: item.priceCents })), ...payable.map((line) => bundleItem(line.priceCents))],
    promo,
  );
  const cartIsEmpty = items.length === 0 && bundleStrands.length === 0;
  // "Readers of these guides also read": from the same co-purchases as the guide pages, leaving out
  // what is in the cart, in its bundles, or owned.
  const inBundles = bundleLines.flatMap((line) => line.bundle.guides.map((guide) => guide.id));
  const suggestions = pickCrossSells(
    [...items.map((item) => item.id), ...inBundles],
    catalogue.map((guide, index) => ({ ...guide, sortOrder: index, released: true })),
    crossSells,
    owned,
  );

  const applyPromo = (event: React.FormEvent) => {
    event.preventDefault();
    const code = normalisePromoCode(promoInput);
    if (!code) {
      setPromoError(INVALID_PROMO);
      return;
    }
    startCheckingPromo(async () => {
      const result = await checkDiscountCodeAction({ code, target: "guides" });
      if (!result.ok) {
        setPromoError(result.error);
        return;
      }
      setPromo(result.discount);
      setPromoError(null);
      setPromoInput("");
      window.localStorage.setItem(PROMO_STORAGE_KEY, result.discount.code);
      focusAfterChange.current = "[data-focus='promo-remove']";
      setAnnouncement(`Promo code ${result.discount.code} applied: ${describeDiscount(result.discount)}.`);
    });
  };
  const removePromo = () => {
    setPromo(null);
    window.localStorage.removeItem(PROMO_STORAGE_KEY);
    focusAfterChange.current = "[data-focus='promo-input']";
    setAnnouncement("Promo code removed.");
  };
  const removeBundle = (strand: string) => {
    const bundle = strandBundles.find((entry) => entry.strand === strand);
    focusAfterChange.current = "[data-focus='empty-cart']";
    setAddedNote(null);
    setAnnouncement(bundle ? `Removed the ${bundle.name} bundle from your cart.` : "");
    removeBundlesFromCart([strand]);
  };
  const remove = (guideId: string) => {
    const index = items.findIndex((item) => item.id === guideId);
    const removed = items[index];
    const rest = items.filter((item) => item.id !== guideId);
    const next = rest[Math.min(index, rest.length - 1)];
    focusAfterChange.current = next ? `[data-focus='remove-${next.id}']` : "[data-focus='empty-cart']";
    setAddedNote(null);
    setAnnouncement(removed ? `Removed ${removed.title} from your cart. ${rest.length} ${rest.length === 1 ? "guide" : "guides"} left.` : "");
    removeFromCart([guideId]);
  };
  // A suggestion joins the cart as a line (its button goes with it): focus moves to the new line.
  const addSuggestion = (guide: AddableGuide) => {
    focusAfterChange.current = `[data-focus='remove-${guide.id}']`;
    setAddedNote(addGuideToCart(guide, { quiet: true }));
  };

  return (
    // min-h-screen: the cart's height is only known in the browser, so the footer starts below the fold whatever it holds.
    <div ref={container} className="mx-auto min-h-screen max-w-5xl px-4 pt-10 md:px-6">
      <p role="status" aria-live="polite" className="sr-only" data-testid="cart-announcement">
        {announcement}
      </p>
      <Link href="/guides" className="inline-flex items-center gap-2 text-sm font-medium text-ink-soft hover:text-ink">
        <ArrowLeft aria-hidden="true" className="size-4" /> Continue Shopping
      </Link>
      <h1 className="mt-4 font-serif text-4xl font-semibold">Your Cart</h1>
      {addedNote ? (
        <p role="status" className="mt-4 rounded-xl bg-beige px-4 py-3 text-sm" data-testid="cart-added">
          <strong className="font-semibold">{CART_ADDED_TITLE}</strong> {addedNote}
        </p>
      ) : null}

      {!live ? (
        <CartSkeleton />
      ) : cartIsEmpty ? (
        <div className="mt-10 rounded-3xl border border-ink/10 bg-white/60 p-10 text-center">
          <p className="font-serif text-2xl font-semibold outline-none" tabIndex={-1} data-focus="empty-cart">
            Your cart is empty
          </p>
          <p className="mt-2 text-ink-soft">Find a guide for where you are right now.</p>
          <Button asChild className="mt-6">
            <Link href="/guides">Start Shopping</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-8 divide-y divide-ink/10 rounded-3xl border border-ink/10 bg-white/60" aria-label="Cart items">
          {items.map((item) => {
            const line = price.lines.find((entry) => entry.guideId === item.id);
            const strand = isStrand(item.strand) ? strandInfo(item.strand) : null;
            return (
              <li
                key={item.id}
                className="flex items-start justify-between gap-4 border-l-4 p-4 first:rounded-tl-3xl last:rounded-bl-3xl md:p-5"
                style={{ borderLeftColor: strand?.colour ?? DEFAULT_STRAND_COLOUR }}
                data-testid="cart-line"
              >
                <div className="flex min-w-0 items-start gap-4">
                  {/* Decorative: the title next to it names the guide. Fixed size, so nothing shifts as it loads. */}
                  <img
                    src={coverPath(item.id, "cover")}
                    alt=""
                    width={60}
                    height={80}
                    decoding="async"
                    className="h-20 w-[60px] shrink-0 rounded-md object-cover shadow-sm ring-1 ring-ink/10"
                  />
                  <div className="min-w-0">
                    <p className="text-xs font-semibold uppercase tracking-[0.14em]" style={{ color: strand ? STRAND_INK[strand.strand] : undefined }}>
                      {strand?.name ?? item.strand}
                    </p>
                    <Link href={`/guides/${item.slug}`} className="font-serif text-lg font-semibold hover:underline">
                      {item.title}
                    </Link>
                    <p className="text-sm text-ink-soft">{item.subtitle}</p>
                  </div>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
                  <span className="text-right font-medium">
                    {line && line.discountCents > 0 ? (
                      <>
                        <s className="mr-2 text-ink-soft">{formatAmount(line.priceCents)}</s>
                        {line.discountCents >= line.priceCents ? "Free" : formatAmount(line.priceCents - line.discountCents)}
                      </>
                    ) : (
                      formatAmount(item.priceCents)
                    )}
                  </span>
                  <button
                    type="button"
                    onClick={() => remove(item.id)}
                    aria-label={`Remove ${item.title}`}
                    data-focus={`remove-${item.id}`}
                    className="rounded-full p-2 text-ink-soft hover:bg-beige hover:text-ink"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
          {bundleLines.map(({ strand, bundle, quote }, index) => {
            const line = quote?.ok ? price.lines[items.length + payable.findIndex((entry) => entry.strand === strand)] : undefined;
            return (
              <li
                key={strand}
                className="flex items-start justify-between gap-4 border-l-4 p-4 first:rounded-tl-3xl last:rounded-bl-3xl md:p-5"
                style={{ borderLeftColor: strandInfo(bundle.strand).colour }}
                data-testid="cart-bundle-line"
              >
                <div className="min-w-0">
                  <p className="text-xs font-semibold uppercase tracking-[0.14em]" style={{ color: STRAND_INK[bundle.strand] }}>
                    {bundle.name} bundle
                  </p>
                  {quote === null ? (
                    <p className="font-serif text-lg font-semibold text-ink-soft">Pricing the {bundle.name} bundle...</p>
                  ) : quote.ok ? (
                    <p className="font-serif text-lg font-semibold" data-testid="cart-bundle-name">
                      {quote.line}, {formatAmount(quote.priceCents)}
                    </p>
                  ) : (
                    <p role="alert" className="text-sm text-power-ink" data-testid="cart-bundle-error">
                      {quote.error}
                    </p>
                  )}
                  <p className="text-sm text-ink-soft" data-testid="cart-bundle-guides">
                    {/* The guides it brings: once priced, only those the reader does not own yet. */}
                    {bundle.guides
                      .filter((guide) => !quote?.ok || quote.missingIds.includes(guide.id))
                      .map((guide) => guide.title)
                      .join(", ")}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
                  {quote?.ok ? (
                    <span className="text-right font-medium">
                      {line && line.discountCents > 0 ? (
                        <>
                          <s className="mr-2 text-ink-soft">{formatAmount(line.priceCents)}</s>
                          {formatAmount(line.priceCents - line.discountCents)}
                        </>
                      ) : (
                        formatAmount(quote.priceCents)
                      )}
                    </span>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => removeBundle(strand)}
                    aria-label={`Remove the ${bundle.name} bundle`}
                    data-focus={`remove-bundle-${index}`}
                    className="rounded-full p-2 text-ink-soft hover:bg-beige hover:text-ink"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {/* An empty cart has nothing to sum up: no $0.00 summary and no checkout button. */}
      {!live || cartIsEmpty ? null : (
        <div className="mt-8 grid gap-6 md:grid-cols-[1fr_360px]">
          <ul className="grid content-start gap-3 text-sm text-ink-soft">
            <li className="flex items-center gap-3">
              <Download aria-hidden="true" className="size-4 text-ink" /> Instant download access
            </li>
            <li className="flex items-center gap-3">
              <InfinityIcon aria-hidden="true" className="size-4 text-ink" /> Lifetime access
            </li>
            <li className="flex items-center gap-3">
              <ShieldCheck aria-hidden="true" className="size-4 text-ink" /> 30-day money-back guarantee
            </li>
          </ul>
          <section aria-labelledby="summary-heading" className="rounded-3xl border border-ink/10 bg-white/80 p-6 shadow-sm">
            <h2 id="summary-heading" className="font-serif text-xl font-semibold">
              Order Summary
            </h2>
            <dl className="mt-4 space-y-2 text-sm">
              <div className="flex justify-between">
                <dt>
                  Subtotal (
                  {[
                    items.length > 0 ? `${items.length} ${items.length === 1 ? "guide" : "guides"}` : null,
                    bundleStrands.length > 0 ? `${bundleStrands.length} ${bundleStrands.length === 1 ? "bundle" : "bundles"}` : null,
                  ]
                    .filter(Boolean)
                    .join(", ")}
                  )
                </dt>
                <dd>{formatAmount(price.subtotalCents)}</dd>
              </div>
              {price.discountCents > 0 ? (
                <div className="flex justify-between text-vision-ink">
                  <dt data-testid="cart-discount-name">
                    {promo?.name} ({price.promoCode})
                  </dt>
                  <dd data-testid="cart-discount">-{formatAmount(price.discountCents)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between">
                <dt>Instant Download</dt>
                <dd>Free</dd>
              </div>
              <div className="flex justify-between border-t border-ink/10 pt-3 text-base font-semibold">
                <dt>Total</dt>
                <dd data-testid="cart-total">{formatAmount(price.totalCents)}</dd>
              </div>
            </dl>
            {promo ? (
              <div className="mt-4 rounded-xl bg-beige px-3 py-2 text-sm" data-testid="cart-promo">
                <p className="flex items-center justify-between gap-3">
                  <span className="min-w-0 break-words">
                    <strong>{promo.code}</strong> applied: {describeDiscount(promo)}
                  </span>
                  <button type="button" onClick={removePromo} className="shrink-0 text-ink-soft underline underline-offset-4" data-focus="promo-remove">
                    Remove
                  </button>
                </p>
                {promoNudge(promo, items.length) ? (
                  <p className="mt-1" data-testid="promo-nudge">
                    <Link href="/guides" className="font-medium underline underline-offset-4">
                      {promoNudge(promo, items.length)}
                    </Link>
                  </p>
                ) : null}
              </div>
            ) : (
              <form onSubmit={applyPromo} className="mt-4 flex gap-2" noValidate>
                <label htmlFor={promoId} className="sr-only">
                  Promo code
                </label>
                <Input
                  id={promoId}
                  placeholder="Promo code"
                  value={promoInput}
                  onChange={(event) => setPromoInput(event.target.value)}
                  data-focus="promo-input"
                  aria-invalid={Boolean(promoError)}
                  aria-describedby={promoError ? `${promoId}-error` : undefined}
                />
                <Button type="submit" variant="outline" disabled={checkingPromo}>
                  Apply
                </Button>
              </form>
            )}
            {promoError ? (
              <p id={`${promoId}-error`} role="alert" className="mt-2 text-sm text-power-ink">
                {promoError}
              </p>
            ) : null}
            <Button
              className="mt-6 w-full"
              size="lg"
              // While a stored code is checked again, checkout waits for it rather than leaving without it.
              // A bundle is paid at the server's price: checkout waits for it, and for one not offered to be removed.
              disabled={pending || checkingPromo || !bundlesReady || bundlesBlocked}
              onClick={() =>
                checkout(
                  items.map((item) => item.id),
                  { promoCode: promo?.code ?? null, errorTitle: "Checkout Failed", bundles: bundleStrands },
                )
              }
            >
              {pending ? "Processing..." : "Proceed to Checkout"}
            </Button>
            <FormError error={checkoutError} className="mt-4" />
          </section>
        </div>
      )}
      {live && !cartIsEmpty && suggestions.length > 0 ? (
        <section aria-labelledby="cart-also-read" className="mt-12" data-testid="cart-also-read">
          <h2 id="cart-also-read" className="font-serif text-2xl font-semibold">
            Readers of these guides also read
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {suggestions.map((guide) => (
              <li key={guide.id} className="flex items-center gap-3 rounded-2xl border border-ink/10 bg-white/60 p-3">
                <img
                  src={coverPath(guide.id, "cover")}
                  alt=""
                  width={45}
                  height={60}
                  decoding="async"
                  className="h-[60px] w-[45px] shrink-0 rounded object-cover ring-1 ring-ink/10"
                />
                <div className="min-w-0 flex-1">
                  <Link href={`/guides/${guide.slug}`} className="font-serif font-semibold leading-snug hover:underline">
                    {guide.title}
                  </Link>
                  <p className="text-sm text-ink-soft">{formatAmount(guide.priceCents)}</p>
                </div>
                <Button type="button" size="sm" variant="outline" onClick={() => addSuggestion(guide)} aria-label={`Add ${guide.title} to cart`}>
                  Add
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
