"use server";

import { z } from "zod";
import { action, type ActionResult } from "@/lib/actions/pipeline";
import { checkoutStartAllowed } from "@/lib/rate-limit";
import { TOO_MANY_ATTEMPTS } from "@/lib/rate-limit/messages";
import { createGuideCheckout } from "./create";
import { resumeCheckout } from "./reminder-link";
import { guideCheckoutSchema } from "./schema";
import { bundleListSchema, priceBundles } from "./bundles";

const SIGN_IN = "Please sign in to purchase guides.";
const FAILED = "Unable to process checkout";

type CheckoutAnswer = ActionResult<{ url: string }>;

/** Buy guides (one from a guide page or the shelf, or the whole cart): ids in, a checkout URL out. */
export const startGuideCheckoutAction = action({
  name: "checkout: start",
  who: "account",
  input: guideCheckoutSchema,
  signIn: SIGN_IN,
  invalid: (error) => ({ ok: false as const, error: error.issues[0]?.message ?? FAILED }),
  failed: FAILED,
  rule: async (input, user): Promise<CheckoutAnswer> => {
    // Each start is a pending order and a session at the payment provider: limited per account.
    if (!(await checkoutStartAllowed(user.id))) return { ok: false, error: TOO_MANY_ATTEMPTS };
    const result = await createGuideCheckout(user, input);
    return result.ok ? { ok: true, url: result.url } : { ok: false, error: result.error };
  },
});

/** The checkout reminder's link: the signed token from the e-mail in, a fresh checkout of what that
 * checkout left out (priced now, on the server), for the account the link was made for only. */
export const resumeCheckoutAction = action({
  name: "checkout: resume",
  who: "account",
  input: z.string().max(200),
  signIn: SIGN_IN,
  invalid: "This link is not valid for your account.",
  failed: FAILED,
  rule: async (token, user): Promise<CheckoutAnswer> => {
    if (!(await checkoutStartAllowed(user.id))) return { ok: false, error: TOO_MANY_ATTEMPTS };
    const result = await resumeCheckout(user, token);
    return result.ok ? { ok: true, url: result.url } : { ok: false, error: result.error };
  },
});

/** A bundle line as the cart shows it before paying: "Power bundle: 3 missing guides, $15.00", or
 * why it is not offered. Display only: checkout prices it again. */
export type BundleQuoteView =
  | { strand: string; ok: true; line: string; priceCents: number; separateCents: number; missingIds: string[] }
  | { strand: string; ok: false; error: string; ownsAll: boolean };

/** The cart's bundles priced for whoever asks (a visitor owns nothing), from what they own now. */
export const quoteBundlesAction = action({
  name: "checkout: quote bundles",
  who: "visitor",
  input: z.object({ strands: bundleListSchema }),
  rule: async ({ strands }, user): Promise<ActionResult<{ bundles: BundleQuoteView[] }>> => {
    const priced = await priceBundles(user?.id ?? null, strands);
    return {
      ok: true,
      bundles: priced.map(({ strand, offer }): BundleQuoteView =>
        offer.ok
          ? {
              strand,
              ok: true,
              line: offer.line,
              priceCents: offer.priceCents,
              separateCents: offer.separateCents,
              missingIds: offer.missing.map((guide) => guide.id),
            }
          : { strand, ok: false, error: offer.error, ownsAll: offer.ownsAll },
      ),
    };
  },
});
