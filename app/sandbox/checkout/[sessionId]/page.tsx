// The sandbox's hosted checkout: a local stand-in for Stripe Checkout, only while payments run in
// the sandbox. Left the order summary, right "Pay with card"; test cards only, nothing is charged.
// Opens for the signed-in buyer of the order, the local key holder and admins; a 404 for others.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Suspense } from "react";
import { ArrowLeft } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { SandboxCheckoutForm } from "./sandbox-checkout-form";
import { canUseSandboxSession } from "@/lib/local-tools/access";
import { getSandboxCheckout, sandboxSessionIdSchema } from "@/lib/payments/sandbox";
import { siteName } from "@/lib/site";
import { cancelSandboxAction } from "./actions";
import { centsAsDecimal, formatAmount } from "@/lib/money";

export const metadata: Metadata = { title: "Checkout (test mode)", robots: { index: false, follow: false } };

type Params = Promise<{ sessionId: string }>;

export default function SandboxCheckoutPage({ params }: { params: Params }) {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 pb-16 md:px-6 md:pt-12">
      <Suspense fallback={<p className="text-ink-soft">Opening checkout...</p>}>
        <SandboxCheckout params={params} />
      </Suspense>
    </div>
  );
}

/** The shop sells in dollars: a session in another currency says so after the amount. */
function money(cents: number, currency: string): string {
  return currency.toLowerCase() === "usd" ? formatAmount(cents) : `${centsAsDecimal(cents)} ${currency.toUpperCase()}`;
}

async function SandboxCheckout({ params }: { params: Params }) {
  await connection();
  const id = sandboxSessionIdSchema.safeParse((await params).sessionId);
  if (!id.success || !(await canUseSandboxSession(id.data))) notFound();
  const session = await getSandboxCheckout(id.data);
  if (!session) notFound();

  const name = siteName();
  const total = money(session.amountTotalCents, session.currency);
  const cancel = (
    <form action={cancelSandboxAction}>
      <input type="hidden" name="sessionId" value={session.id} />
      <button type="submit" className="inline-flex items-center gap-2 text-sm font-medium text-ink-soft underline-offset-4 hover:text-ink hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Cancel
      </button>
    </form>
  );

  return (
    <div className="overflow-hidden rounded-3xl border border-ink/10 bg-white/80 shadow-sm md:grid md:grid-cols-2">
      <section aria-labelledby="sandbox-summary" className="border-b border-ink/10 bg-beige/40 p-6 md:border-r md:border-b-0 md:p-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {session.status === "open" ? cancel : <span className="text-sm font-medium text-ink-soft">{name}</span>}
          <Badge variant="soft" className="bg-[#f5a623]! font-semibold! tracking-wide">
            TEST MODE
          </Badge>
        </div>
        <p className="mt-6 text-sm font-medium text-ink-soft">Pay {name}</p>
        <p className="mt-1 font-serif text-4xl font-semibold tabular-nums">{total}</p>
        {/* With STRIPE_TAX=true Stripe would compute the buyer's tax here; the sandbox computes none. */}
        {session.taxBehavior ? (
          <p className="mt-1 text-sm text-ink-soft tabular-nums" data-testid="sandbox-tax">
            Tax: {money(0, session.currency)} (test mode)
          </p>
        ) : null}
        <h2 id="sandbox-summary" className="sr-only">
          Order summary
        </h2>
        <ul className="mt-8 divide-y divide-ink/10">
          {session.lineItems.map((item, index) => (
            <li key={`${item.name}-${index}`} className="flex items-start justify-between gap-4 py-4">
              <div className="min-w-0">
                <p className="font-medium">{item.name}</p>
                {item.description ? <p className="mt-0.5 text-sm text-ink-soft">{item.description}</p> : null}
                {item.quantity > 1 ? (
                  <p className="mt-0.5 text-sm text-ink-soft">
                    Qty {item.quantity}, {money(item.unitAmountCents, session.currency)} each
                  </p>
                ) : null}
              </div>
              <p className="shrink-0 font-medium tabular-nums">{money(item.unitAmountCents * item.quantity, session.currency)}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-2 flex items-center justify-between border-t border-ink/20 pt-4 font-semibold">
          <dt>Total due</dt>
          <dd className="tabular-nums">{total}</dd>
        </dl>
      </section>

      <section aria-labelledby="sandbox-pay" className="p-6 md:p-10">
        <h1 id="sandbox-pay" className="font-serif text-2xl font-semibold">
          Pay with card
        </h1>
        {session.status === "open" ? (
          <>
            <p role="note" className="mt-3 rounded-xl border border-[#f5a623]/50 bg-[#f5a623]/10 px-4 py-3 text-sm text-ink">
              Use 4242 4242 4242 4242 with any future date and any CVC. 4000 0000 0000 0002 is declined.
            </p>
            <div className="mt-6">
              <SandboxCheckoutForm sessionId={session.id} email={session.customerEmail} payLabel={`Pay ${total}`} />
            </div>
            <p className="mt-6 text-center text-xs text-ink-soft">Sandbox checkout: no card is charged and no card details are stored.</p>
          </>
        ) : (
          <div role="status" className="mt-6 space-y-4">
            <p className="font-medium">This checkout session is no longer active.</p>
            <p className="text-sm text-ink-soft">{session.paymentStatus === "paid" ? "It has already been paid." : "It has expired."}</p>
            <Link href="/" className="inline-block text-sm font-medium text-ink underline underline-offset-4 hover:text-ink-soft">
              Return to {name}
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
