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
import { adminForAction } from "./guard";

const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

function refresh() {
  revalidatePath("/admin/discounts");
  revalidatePath("/admin/orders");
}

export async function saveDiscountCodeAction(input: unknown): Promise<AdminActionResult> {
  const admin = await adminForAction();
  if (!admin.ok) return admin;
  const parsed = discountCodeInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, error: "Not Saved", message: parsed.error.issues[0]?.message ?? "Please check the form." };
  const saved = await saveDiscountCode(parsed.data);
  if (!saved.ok) {
    return saved.reason === "duplicate"
      ? { ok: false, status: 409, error: "Not Saved", message: `A code ${parsed.data.code} already exists.` }
      : { ok: false, status: 404, error: "Not Saved", message: "No such discount code." };
  }
  const { id: _id, startsAt, endsAt, ...fields } = parsed.data;
  await recordAdminAction(admin.user, saved.created ? "discount.create" : "discount.update", saved.id, {
    ...fields,
    startsAt: startsAt?.toISOString() ?? null,
    endsAt: endsAt?.toISOString() ?? null,
  });
  refresh();
  return { ok: true, message: saved.created ? `Code ${parsed.data.code} created.` : `Code ${parsed.data.code} saved.` };
}

export async function setDiscountCodeActiveAction(id: unknown, active: unknown): Promise<AdminActionResult> {
  const admin = await adminForAction();
  if (!admin.ok) return admin;
  const parsedId = idSchema.safeParse(id);
  const parsedActive = z.boolean().safeParse(active);
  if (!parsedId.success || !parsedActive.success) return { ok: false, status: 400, error: "Not Changed", message: "No such discount code." };
  const code = await setDiscountCodeActive(parsedId.data, parsedActive.data);
  if (!code) return { ok: false, status: 404, error: "Not Changed", message: "No such discount code." };
  await recordAdminAction(admin.user, parsedActive.data ? "discount.resume" : "discount.pause", parsedId.data, { code });
  refresh();
  return { ok: true, message: parsedActive.data ? `Code ${code} is active again.` : `Code ${code} is paused.` };
}
