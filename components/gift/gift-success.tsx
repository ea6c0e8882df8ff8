"use client";
// The gift-success page's body: 'Processing your gift purchase...' for one second, then the
// confirmation. The spinner is on screen from the first paint (it is also the page's fallback while
// the server reads the order, fulfilling it if the payment's event has not arrived), and the second
// counts from the page's arrival: the confirmation shows once the order is known and that second has
// passed, whichever is later. The gift's details come from the server, for its buyer only.
import Link from "next/link";
import { useEffect, useState } from "react";
import { CheckCircle2, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDeliveryDay } from "@/lib/gifts/delivery-time";
import type { GiftPurchaseView } from "@/lib/checkout/gift-success";
import { UndeliverableGift } from "./gift-correction";

const GIFT_PROCESSING_MS = 1000;

/** When the spinner first showed on a client-side navigation to this page (a page the browser
 * loaded whole counts from the document's request instead). */
let shownAt: number | null = null;

export function GiftProcessing() {
  useEffect(() => {
    shownAt ??= performance.now();
  }, []);
  return (
    <div role="status" className="flex min-h-[28rem] flex-col items-center justify-center gap-3 text-ink-soft">
      <Loader2 aria-hidden="true" className="size-8 animate-spin" />
      Processing your gift purchase...
    </div>
  );
}

/** How long the spinner has been showing: since the document was requested when the browser loaded
 * this page whole, else since it first showed on the way here. */
function processingForMs(): number {
  const [entry] = performance.getEntriesByType("navigation");
  const loaded = entry ? new URL(entry.name) : null;
  const loadedWhole = loaded !== null && loaded.pathname === window.location.pathname && loaded.search === window.location.search;
  const since = loadedWhole ? 0 : (shownAt ?? performance.now());
  return performance.now() - since;
}

export function GiftSuccess({ purchase }: { purchase: GiftPurchaseView | null }) {
  const [processing, setProcessing] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setProcessing(false), Math.max(0, GIFT_PROCESSING_MS - processingForMs()));
    // The next visit to this page starts its own second.
    shownAt = null;
    return () => clearTimeout(timer);
  }, []);

  if (processing) return <GiftProcessing />;
  return (
    <div className="rounded-3xl border border-ink/10 bg-white/80 p-6 shadow-sm md:p-8">
      {purchase?.undeliverableTo ? (
        <UndeliverableGift sessionId={purchase.sessionId} orderKey={purchase.orderKey} address={purchase.undeliverableTo} correctable={purchase.correctable} />
      ) : null}
      {purchase?.correctedTo ? (
        <p role="status" className="mb-6 rounded-2xl border border-vision/40 bg-vision/10 p-4 text-sm font-medium">
          We sent your gift to <span className="break-all">{purchase.correctedTo}</span>. The link in the first e-mail no longer works.
        </p>
      ) : null}
      <CheckCircle2 aria-hidden="true" className="size-10 text-vision" />
      <h1 className="mt-4 font-serif text-3xl font-semibold">Gift Purchase Successful!</h1>
      <p className="mt-3 text-ink-soft">Your gift has been purchased and will be delivered to the recipient.</p>
      {purchase ? (
        <dl className="mt-6 space-y-2 text-sm">
          {[
            ["Gift", purchase.title],
            ["Gift for", purchase.recipient],
            ["Delivery date", formatDeliveryDay(purchase.deliveryDate)],
          ].map(([term, value]) => (
            <div key={term} className="flex justify-between gap-6">
              <dt className="text-ink-soft">{term}</dt>
              <dd className="text-right font-medium break-all">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <h2 className="mt-8 font-serif text-xl font-semibold">What happens next?</h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-ink-soft">
        <li>An e-mail goes to the recipient on the delivery day, with your gift message.</li>
        <li>The gift is added to their shelf once they click the link in that e-mail.</li>
        <li>We&apos;ll let you know when it has been delivered, and when it is opened.</li>
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link href="/guides">Browse More Guides</Link>
        </Button>
        {/* The shelf is a signed-in buyer's: a visitor who bought without an account has none to go to. */}
        {purchase?.buyerSignedIn ? (
          <Button asChild variant="outline">
            <Link href="/shelf">Go to My Shelf</Link>
          </Button>
        ) : null}
      </div>
      <p className="mt-6 text-sm text-ink-soft">
        A receipt has been sent to your e-mail. If you have any questions about your gift,{" "}
        <Link href="/contact" className="underline underline-offset-4">
          contact our support team
        </Link>
        .
      </p>
    </div>
  );
}
