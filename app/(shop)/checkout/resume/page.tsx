// The checkout reminder's link: the signed-in owner of the checkout sees what they left, priced now,
// and one button starts a fresh checkout of it. Opening the page changes nothing (mail scanners open
// links); the button does. A visitor signs in first and comes back here.
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { ResumeCheckoutButton } from "@/components/checkout/resume-checkout-button";
import { Button } from "@/components/ui/button";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { leftCheckout } from "@/lib/checkout/reminder-link";
import { formatAmount } from "@/lib/money";

export const metadata: Metadata = { title: "Finish your checkout", robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function ResumeCheckoutPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 md:py-24">
      <h1 className="font-serif text-4xl font-semibold">Finish your checkout</h1>
      <Suspense fallback={<div className="mt-6 h-56" aria-hidden="true" />}>
        <LeftItems searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function LeftItems({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const here = typeof token === "string" ? `/checkout/resume?token=${encodeURIComponent(token)}` : "/checkout/resume";
  const user = await requireUserOrRedirect(here);
  const left = typeof token === "string" ? await leftCheckout(user, token) : null;
  if (!left || typeof token !== "string") {
    return (
      <div className="mt-6 space-y-4">
        <p role="alert" className="text-lg leading-relaxed text-ink-soft">
          This link is not valid for your account. Links in our e-mails work only for the account they were sent to.
        </p>
        <Button asChild variant="outline">
          <Link href="/guides">Browse the collection</Link>
        </Button>
      </div>
    );
  }
  if (left.lines.length === 0) {
    return (
      <div className="mt-6 space-y-4">
        <p className="text-lg leading-relaxed text-ink-soft">Everything from that checkout is already on your shelf.</p>
        <Button asChild>
          <Link href="/shelf">Open your shelf</Link>
        </Button>
      </div>
    );
  }
  const total = left.lines.reduce((sum, line) => sum + line.priceCents, 0);
  const oneGuide = left.lines.length === 1 && left.bundles.length === 0;
  return (
    <div className="mt-6 space-y-6">
      <p className="text-lg leading-relaxed text-ink-soft">You left {oneGuide ? "this guide" : "these guides"} in a checkout. Nothing was charged.</p>
      <ul className="divide-y divide-ink/10 rounded-2xl bg-white/70 ring-1 ring-ink/10" data-testid="left-items">
        {left.lines.map((line) => (
          <li key={line.key} className="flex items-center justify-between gap-4 px-5 py-4">
            <span className="font-serif text-lg font-semibold">{line.title}</span>
            <span className="shrink-0 text-ink-soft">{formatAmount(line.priceCents)}</span>
          </li>
        ))}
      </ul>
      {left.ownedTitles.length > 0 ? <p className="text-sm text-ink-soft">Already on your shelf, so left out: {left.ownedTitles.join(", ")}.</p> : null}
      <p className="text-sm text-ink-soft">
        {left.promoCode ? `Before ${left.promoCode}: ${formatAmount(total)}. The checkout shows the saving.` : `Total: ${formatAmount(total)}.`}
      </p>
      <ResumeCheckoutButton token={token} />
    </div>
  );
}
