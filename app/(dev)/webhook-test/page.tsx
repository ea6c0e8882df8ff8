import type { Metadata } from "next";
import { PaymentEventsTable } from "@/components/admin/dev/payment-events-table";
import { paymentsSetup, recentPaymentEvents } from "@/lib/admin/diagnostics";
import { requireAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Webhook test" };

export default async function WebhookTestPage() {
  await requireAdmin();
  const setup = paymentsSetup();
  const events = await recentPaymentEvents();
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl font-semibold">Webhook test</h1>
      <dl className="grid gap-2 rounded-2xl border border-ink/10 bg-white/60 p-5 text-sm md:grid-cols-[200px_1fr]">
        <dt className="text-ink-soft">Provider</dt>
        <dd>{setup.provider === "stripe" ? "Stripe" : "Sandbox (embedded default)"}</dd>
        <dt className="text-ink-soft">Endpoint</dt>
        <dd className="font-mono text-xs break-all">{setup.webhookEndpoint}</dd>
        <dt className="text-ink-soft">Signing secret</dt>
        <dd>{setup.webhookSecretConfigured ? "STRIPE_WEBHOOK_SECRET is set" : "derived from AUTH_SECRET (sandbox)"}</dd>
      </dl>
      <p className="text-sm text-ink-soft">
        Every event is verified with Stripe&apos;s signature scheme; one without a valid signature is refused with &quot;Invalid webhook signature&quot; and
        never appears here. Pay a sandbox checkout (or use the Stripe CLI) and reload to see the event arrive.
      </p>
      <section aria-labelledby="events">
        <h2 id="events" className="mb-3 font-serif text-xl font-semibold">
          Latest events
        </h2>
        <PaymentEventsTable events={events} />
      </section>
    </div>
  );
}
