"use server";
// The admin's discount code actions: create or edit a code, pause or resume it. Each checks the
// admin rule itself (a layout guards no action), validates the form on the server, and writes what
// it changed to the audit log.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { discountCodeInputSchema } from "@/lib/discounts/schema";
import { saveDiscountCode, setDiscountCodeActive } from "@/lib/discounts/manage";
import type { AdminActionResult } from "./actions";
import { recordAdminAction } from "./audit";
import { action } from "@/lib/actions/pipeline";

const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

function refresh() {
  revalidatePath("/admin/discounts");
  revalidatePath("/admin/orders");
}

export const saveDiscountCodeAction = action({
  name: "admin: saveDiscountCodeAction",
  who: "admin",
  input: discountCodeInputSchema,
  invalid: (error): AdminActionResult => ({ ok: false, status: 400, error: "Not Saved", message: error.issues[0]?.message ?? "Please check the form." }),
  rule: async (input, user): Promise<AdminActionResult> => {
    const saved = await saveDiscountCode(input);
    if (!saved.ok) {
      if (saved.reason === "duplicate") return { ok: false, status: 409, error: "Not Saved", message: `A code ${input.code} already exists.` };
      if (saved.reason === "effect_in_use")
        return {
          ok: false,
          status: 409,
          error: "Not Saved",
          message: "Orders were priced with this code, so what it takes off cannot change. Pause it and create a new code.",
        };
      return { ok: false, status: 404, error: "Not Saved", message: "No such discount code." };
    }
    const { id: _id, startsAt, endsAt, ...fields } = input;
    await recordAdminAction(user, saved.created ? "discount.create" : "discount.update", saved.id, {
      ...fields,
      startsAt: startsAt?.toISOString() ?? null,
      endsAt: endsAt?.toISOString() ?? null,
    });
    refresh();
    return { ok: true, message: saved.created ? `Code ${input.code} created.` : `Code ${input.code} saved.` };
  },
});

export const setDiscountCodeActiveAction = action({
  name: "admin: setDiscountCodeActiveAction",
  who: "admin",
  input: z.object({ id: idSchema, active: z.boolean() }),
  args: (id, active) => ({ id, active }),
  invalid: (): AdminActionResult => ({ ok: false, status: 400, error: "Not Changed", message: "No such discount code." }),
  rule: async ({ id, active }, user): Promise<AdminActionResult> => {
    const code = await setDiscountCodeActive(id, active);
    if (!code) return { ok: false, status: 404, error: "Not Changed", message: "No such discount code." };
    await recordAdminAction(user, active ? "discount.resume" : "discount.pause", id, { code });
    refresh();
    return { ok: true, message: active ? `Code ${code} is active again.` : `Code ${code} is paused.` };
  },
});
