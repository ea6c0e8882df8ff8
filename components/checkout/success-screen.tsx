import Link from "next/link";
import { CheckCircle2, Download, Loader2, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ProgrammeNextSteps } from "@/components/atomic-year/programme-next-steps";
import { guideDownloadPath } from "@/lib/fulfilment/order-number";
import type { CheckoutResult } from "@/lib/checkout/result";
import { PaymentSuccessEffects } from "./success-effects";
import { CompleteStrandOffer } from "@/components/bundles/complete-strand-offer";

// Guide purchases count what was bought: one guide is "it", two are "them".
const GUIDE_STEPS = (count: number) =>
  count === 1
    ? ["Your guide is on your shelf now.", "You can download it immediately, as a desktop or a mobile PDF.", "It stays on your shelf, ready whenever you are."]
    : [
        `Your ${count} guides are on your shelf now.`,
        "You can download them immediately, as desktop or mobile PDFs.",
        "They stay on your shelf, ready whenever you are.",
      ];

// The Atomic Year's steps come from its schedule (ProgrammeNextSteps).
const NEXT_STEPS: Record<"gift", string[]> = {
  gift: ["Your gift has been processed.", "The recipient gets an activation e-mail.", "They can activate their gift anytime."],
};

export function ConfirmingPayment() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-24 text-ink-soft">
      <Loader2 aria-hidden="true" className="size-8 animate-spin" />
      Confirming your payment...
    </div>
  );
}

function CheckoutProblem({ result, retryHref }: { result: Extract<CheckoutResult, { ok: false }>; retryHref: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      {result.state === "unavailable" || result.state === "in_review" ? <ShieldCheck aria-hidden="true" className="mx-auto mb-4 size-10 text-vision" /> : null}
      <h1 className="font-serif text-3xl font-semibold">{result.title}</h1>
      {result.orderNumber ? (
        <p className="mt-4 text-sm text-ink-soft">
          Order number <span className="font-medium text-ink tabular-nums">{result.orderNumber}</span>
        </p>
      ) : null}
      {result.message ? <p className="mt-4 text-ink-soft">{result.message}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {result.state === "unavailable" ? (
          <Button asChild>
            {/* A plain link: the whole page is read again on the server. */}
            <a href={retryHref}>Try again</a>
          </Button>
        ) : null}
        {result.state === "refunded" ? (
          <Button asChild>
            <Link href="/shelf">Go to My Shelf</Link>
          </Button>
        ) : null}
        <Button asChild variant={result.state === "unknown" ? "default" : "outline"}>
          <Link href="/">Return Home</Link>
        </Button>
      </div>
    </div>
  );
}

export function SuccessScreen({ result, retryHref }: { result: CheckoutResult; retryHref: string }) {
  if (!result.ok) return <CheckoutProblem result={result} retryHref={retryHref} />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <PaymentSuccessEffects guideIds={result.guideIds} bundles={result.bundles} />
      <div className="rounded-3xl border border-ink/10 bg-white/80 p-8 shadow-sm">
        <CheckCircle2 aria-hidden="true" className="size-10 text-vision" />
        <h1 className="mt-4 font-serif text-3xl font-semibold">Thank you for your purchase</h1>
        <dl className="mt-6 space-y-2 text-sm">
          <div className="flex justify-between gap-6">
            <dt className="text-ink-soft">Order number</dt>
            <dd className="font-medium tabular-nums" data-testid="order-number">
              {result.orderNumber}
            </dd>
          </div>
          <div className="flex justify-between gap-6">
            <dt className="text-ink-soft">Item</dt>
            <dd className="text-right font-medium" data-testid="success-item">
              {result.itemName}
            </dd>
          </div>
          <div className="flex justify-between gap-6">
            <dt className="text-ink-soft">Amount</dt>
            <dd className="font-medium" data-testid="success-amount">
              ${result.amountDollars}
            </dd>
          </div>
          {result.giftRecipient ? (
            <div className="flex justify-between gap-6">
              <dt className="text-ink-soft">Gift for</dt>
              <dd className="font-medium">{result.giftRecipient}</dd>
            </div>
          ) : null}
        </dl>
        {result.guides.length > 0 ? (
          <section aria-labelledby="downloads" className="mt-8">
            <h2 id="downloads" className="font-serif text-xl font-semibold">
              {result.guides.length === 1 ? "Your guide" : "Your guides"}
            </h2>
            <ul className="mt-3 divide-y divide-ink/10 rounded-2xl border border-ink/10">
              {result.guides.map((guide) => (
                <li key={guide.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4">
                  <span className="font-medium">{guide.title}</span>
                  {/* On a phone the two buttons share the row's width, so neither runs past the list's edge. */}
                  <span className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
                    {/* Plain links: the route answers with the file (or asks a signed-out reader to sign in). */}
                    <Button asChild size="sm">
                      <a href={guideDownloadPath(guide.id)} aria-label={`Download ${guide.title} (desktop PDF)`}>
                        <Download aria-hidden="true" className="size-4" /> Desktop PDF
                      </a>
                    </Button>
                    <Button asChild size="sm" variant="outline">
                      <a href={guideDownloadPath(guide.id, "mobile")} aria-label={`Download ${guide.title} (mobile PDF)`}>
                        <Download aria-hidden="true" className="size-4" /> Mobile PDF
                      </a>
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {result.bundleOffer ? <CompleteStrandOffer offer={result.bundleOffer} /> : null}
        <h2 className="mt-8 font-serif text-xl font-semibold">What happens next</h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-soft">
          {result.type === "atomic_year" ? (
            <ProgrammeNextSteps />
          ) : (
            (result.type === "guide" ? GUIDE_STEPS(result.guides.length) : NEXT_STEPS[result.type]).map((step) => <li key={step}>{step}</li>)
          )}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          {result.type === "guide" || result.type === "atomic_year" ? (
            <Button asChild>
              <Link href="/shelf">Go to My Shelf</Link>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link href="/guides">Browse More Guides</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
