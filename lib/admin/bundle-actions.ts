"use server";
// The admin's bundle price: checked on the server, audited, and shown on the catalogue at once
// (the `bundles` cache tag the guide pages, /guides and the cart read the price under).
import { revalidatePath, revalidateTag } from "next/cache";
import { z } from "zod";
import { action } from "@/lib/actions/pipeline";
import { formatAmount } from "@/lib/money";
import type { AdminActionResult } from "./actions";
import { recordAdminAction } from "./audit";
import { setBundlePrice } from "./bundles";

const PRICE_RULE = "A bundle price is a positive whole number of cents, like 2000 for $20.00.";

const inputSchema = z.object({
  strand: z.enum(["power", "feeling", "motion", "vision"], { error: "No such strand." }),
  priceCents: z.number({ error: PRICE_RULE }).int(PRICE_RULE).positive(PRICE_RULE).max(1_000_000, PRICE_RULE),
});

export const saveBundlePriceAction = action({
  name: "admin: saveBundlePriceAction",
  who: "admin",
  input: inputSchema,
  invalid: (error): AdminActionResult => ({ ok: false, status: 400, error: "Not Saved", message: error.issues[0]?.message ?? PRICE_RULE }),
  rule: async ({ strand, priceCents }, user): Promise<AdminActionResult> => {
    const changed = await setBundlePrice(strand, priceCents);
    if (!changed.ok) return { ok: false, status: changed.status, error: "Not Saved", message: changed.message };
    await recordAdminAction(user, "bundle.price", strand, { fromCents: changed.fromCents, toCents: priceCents });
    revalidateTag("bundles", { expire: 0 });
    revalidatePath("/admin/content");
    return { ok: true, message: `The ${changed.name} bundle now costs ${formatAmount(priceCents)}.` };
  },
});
