import { z } from "zod";
import { guideIdSchema } from "@/lib/catalog/guide-id";
import { bundleListSchema } from "./bundles";

export const CART_IS_EMPTY = "Cart is empty";

/** The cart at checkout: guide ids, and bundles by their strand's id only (their price is the
 * server's); at least one of either. */
export const guideCheckoutSchema = z
  .object(
    {
      guideIds: z
        .array(guideIdSchema(), { error: CART_IS_EMPTY })
        .max(16, "A cart holds at most 16 guides.")
        .refine((ids) => new Set(ids).size === ids.length, "Each guide can only be in the cart once."),
      bundles: bundleListSchema.optional(),
      promoCode: z.string().max(40).optional().nullable(),
      returnPath: z.string().max(300).optional().nullable(),
      /** The visit's utm_source or referring host, as the page knew it (lib/insight/beacon.ts); bounded on the server. */
      source: z.string().max(300).optional().nullable(),
    },
    // Anything but an object (a hand-made call) carries no cart either.
    { error: CART_IS_EMPTY },
  )
  .refine((input) => input.guideIds.length + (input.bundles?.length ?? 0) > 0, CART_IS_EMPTY);

/** A provider's checkout session id as it comes back on the success URL (Stripe's cs_..., the sandbox's cs_sandbox_...). */
export const checkoutSessionIdSchema = z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/);
