import "server-only";
// The payments provider of this process, chosen once from the environment: Stripe when
// STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the local sandbox. Either asks for tax
// with STRIPE_TAX=true (lib/payments/tax.ts).
import { env } from "@/lib/env";
import { createSandboxProvider, sandboxWebhookSecret } from "./sandbox";
import { createStripeProvider } from "./stripe";
import type { PaymentsProvider } from "./types";

export { sandboxWebhookSecret };
export { WebhookSignatureError } from "./types";
export type { CheckoutLineItem, CheckoutSessionView, CreateCheckoutInput, PaymentEvent, PaymentsProvider, RefundOptions, RefundOutcome } from "./types";

let provider: PaymentsProvider | undefined;

function createProvider(): PaymentsProvider {
  const config = env();
  const tax = config.STRIPE_TAX ? { behavior: config.STRIPE_TAX_BEHAVIOR } : null;
  if (config.payments === "stripe") {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) {
      throw new Error("Stripe payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    }
    return createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, tax });
  }
  return createSandboxProvider({ siteUrl: config.SITE_URL, webhookSecret: sandboxWebhookSecret(), tax });
}

export function payments(): PaymentsProvider {
  provider ??= createProvider();
  return provider;
}
