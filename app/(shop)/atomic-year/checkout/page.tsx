// The Atomic Year's checkout: an order summary and "Continue to payment" for a signed-in person;
// a visitor is asked to sign in and comes back; someone whose year is running (or waiting to start)
// is told when it ends and offered to give one instead. The order is made only by the POST.
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { Gift, Loader2 } from "lucide-react";
import { AtomicYearCheckoutButton } from "@/components/atomic-year/checkout-button";
import { Button } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/auth/session";
import { SIGN_IN_TO_PURCHASE } from "@/lib/atomic-year/checkout";
import { timingCopy } from "@/lib/atomic-year/copy";
import { formatProgrammeDate } from "@/lib/atomic-year/dates";
import { getAtomicYearPrices, getScheduleFacts } from "@/lib/atomic-year/queries";
import { programmesOf } from "@/lib/atomic-year/subscriptions";
import { formatPrice } from "@/lib/money";

export const metadata: Metadata = { title: "Checkout: The Atomic Year", robots: { index: false } };

const HERE = "/atomic-year/checkout";

export default function AtomicYearCheckoutPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-16">
      <Suspense
        fallback={
          <div role="status" className="flex flex-col items-center gap-3 py-24 text-ink-soft">
            <Loader2 aria-hidden="true" className="size-8 animate-spin" />
            Loading your order...
          </div>
        }
      >
        <Checkout />
      </Suspense>
    </div>
  );
}

function Card({ children }: { children: React.ReactNode }) {
  return <div className="rounded-3xl border border-ink/10 bg-white/80 p-6 shadow-sm md:p-8">{children}</div>;
}

async function Checkout() {
  const user = await getCurrentUser();
  if (!user) {
    return (
      <Card>
        <h1 className="font-serif text-3xl font-semibold">Sign In Required</h1>
        <p className="mt-3 text-ink-soft">{SIGN_IN_TO_PURCHASE} Sign in or create a free account, and we will bring you back here to start your year.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link href={`/login?callbackUrl=${encodeURIComponent(HERE)}`}>Sign in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={`/login?mode=signup&callbackUrl=${encodeURIComponent(HERE)}`}>Create a free account</Link>
          </Button>
        </div>
      </Card>
    );
  }

  const [programmes, facts, prices] = await Promise.all([programmesOf(user.id), getScheduleFacts(), getAtomicYearPrices()]);
  const last = programmes[programmes.length - 1];
  if (last) {
    return (
      <Card>
        <h1 className="font-serif text-3xl font-semibold">Your Atomic Year is already running</h1>
        <p className="mt-3 leading-relaxed text-ink-soft" data-testid="programme-ends">
          Your year runs until {formatProgrammeDate(last.subscriptionEnd)}, so there is nothing more to buy for yourself. You can give The Atomic Year to
          someone else, with a message and the delivery date you choose.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link href="/gift">
              <Gift aria-hidden="true" /> Give The Atomic Year
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/shelf">Go to My Shelf</Link>
          </Button>
        </div>
      </Card>
    );
  }

  const timing = timingCopy(facts);
  const price = formatPrice(prices.priceCents);
  return (
    <Card>
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">Order summary</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold">The Atomic Year</h1>
      <ul className="mt-4 space-y-1 text-sm leading-relaxed text-ink-soft">
        {[timing.firstGuide, timing.rhythm, timing.checkIns].map((line) => (line ? <li key={line}>{line}</li> : null))}
      </ul>
      <dl className="mt-6 space-y-2 border-t border-ink/10 pt-4 text-sm">
        <div className="flex justify-between gap-6">
          <dt className="text-ink-soft">The Atomic Year, 12 months</dt>
          <dd className="font-medium">{price}</dd>
        </div>
        <div className="flex justify-between gap-6">
          <dt className="text-ink-soft">Billing</dt>
          <dd className="font-medium">One-time, no recurring billing</dd>
        </div>
        <div className="flex justify-between gap-6 border-t border-ink/10 pt-3 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold" data-testid="checkout-total">
            {price}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-ink-soft">
        Receipts and your programme e-mails go to <span className="font-medium text-ink">{user.email}</span>.
      </p>
      <div className="mt-6">
        <AtomicYearCheckoutButton returnPath={HERE} priceCents={prices.priceCents} />
      </div>
      <p className="mt-4 text-center text-sm">
        <Link href="/atomic-year" className="text-ink-soft underline underline-offset-4 hover:text-ink">
          Back to The Atomic Year
        </Link>
      </p>
    </Card>
  );
}
