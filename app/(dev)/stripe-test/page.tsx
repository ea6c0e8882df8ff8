import type { Metadata } from "next";
import { DiagnosticCheckoutButton } from "@/components/admin/dev/dev-forms";
import { checkoutDiagnosis, paymentsSetup } from "@/lib/admin/diagnostics";
import { requireAdmin } from "@/lib/auth/session";
import { formatAmount } from "@/lib/money";

export const metadata: Metadata = { title: "Checkout test" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function StripeTestPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin();
  const params = await searchParams;
  const sessionId = typeof params.session_id === "string" ? params.session_id : null;
  const session = sessionId ? await checkoutDiagnosis(sessionId) : null;
  const setup = paymentsSetup();
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold">Card payment checkout test</h1>
      <p className="text-ink-soft">
        Opens a $0.50 hosted checkout on {setup.provider === "stripe" ? "Stripe" : "the sandbox"} that is not an order (nothing is granted) and returns here.
        {setup.provider === "sandbox" && " Pay with 4242 4242 4242 4242."}
      </p>
      <DiagnosticCheckoutButton />
      {params.cancelled && <p role="status">The checkout was left without paying.</p>}
      {sessionId && (
        <section aria-labelledby="result" className="rounded-2xl border border-ink/10 bg-white/60 p-5 text-sm">
          <h2 id="result" className="font-serif text-xl font-semibold">
            Returned from checkout
          </h2>
          {session ? (
            <dl className="mt-3 grid gap-1 md:grid-cols-[160px_1fr]">
              <dt className="text-ink-soft">Session</dt>
              <dd className="font-mono text-xs break-all">{session.id}</dd>
              <dt className="text-ink-soft">Status</dt>
              <dd>{session.status}</dd>
              <dt className="text-ink-soft">Payment</dt>
              <dd data-testid="payment-status">{session.paymentStatus}</dd>
              <dt className="text-ink-soft">Amount</dt>
              <dd>{formatAmount(session.amountTotalCents)}</dd>
            </dl>
          ) : (
            <p className="mt-2">The provider does not know this checkout session.</p>
          )}
        </section>
      )}
    </div>
  );
}
