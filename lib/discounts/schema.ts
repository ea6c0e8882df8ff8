// What an admin may save as a discount code: checked here on the server (the form shows the same
// messages). Dates are whole UTC days: a code starts at 00:00 UTC of its first day and ends after
// its last one.
import { z } from "zod";
import { DISCOUNT_CODE_PATTERN } from "./messages";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-31.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Use a date like 2026-12-31.");
const optionalDay = z.union([z.literal(""), z.null(), day]).transform((value) => value || null);
const optionalCount = z
  .union([z.literal(""), z.null(), z.coerce.number().int("Use a whole number.").min(1, "Use 1 or more, or leave it empty for no limit.").max(1_000_000)])
  .transform((value) => (value === "" || value === null ? null : value));

export const discountCodeInputSchema = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullable()
      .optional(),
    code: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(DISCOUNT_CODE_PATTERN, "A code is 3-40 letters, digits, dashes or underscores.")),
    name: z.string().trim().min(1, "Give the code a name customers will see.").max(80, "Use at most 80 characters for the name."),
    kind: z.enum(["percent_off", "amount_off", "second_guide_free"], { error: "Choose what the code does." }),
    percentOff: z.union([z.literal(""), z.null(), z.coerce.number()]).optional(),
    amountOff: z.union([z.literal(""), z.null(), z.string().max(12)]).optional(),
    appliesToGuides: z.boolean(),
    appliesToAtomicYear: z.boolean(),
    appliesToGifts: z.boolean(),
    startsOn: optionalDay,
    endsOn: optionalDay,
    maxUses: optionalCount,
    maxUsesPerCustomer: optionalCount,
    active: z.boolean(),
  })
  .transform((value, context) => {
    let percentOff: number | null = null;
    let amountOffCents: number | null = null;
    if (value.kind === "percent_off") {
      const percent = typeof value.percentOff === "number" ? value.percentOff : NaN;
      if (!Number.isInteger(percent) || percent < 1 || percent > 90) {
        context.addIssue({ code: "custom", path: ["percentOff"], message: "A percentage is a whole number from 1 to 90." });
        return z.NEVER;
      }
      percentOff = percent;
    }
    if (value.kind === "amount_off") {
      const dollars = typeof value.amountOff === "string" ? value.amountOff.trim().replace(/^\$/, "") : "";
      if (!/^\d{1,4}(\.\d{1,2})?$/.test(dollars) || Number(dollars) <= 0) {
        context.addIssue({ code: "custom", path: ["amountOff"], message: "An amount is in dollars, like 3 or 2.50." });
        return z.NEVER;
      }
      amountOffCents = Math.round(Number(dollars) * 100);
    }
    if (!value.appliesToGuides && !value.appliesToAtomicYear && !value.appliesToGifts) {
      context.addIssue({ code: "custom", path: ["appliesToGuides"], message: "Choose what the code applies to." });
      return z.NEVER;
    }
    if (value.kind === "second_guide_free" && (value.appliesToAtomicYear || value.appliesToGifts)) {
      context.addIssue({ code: "custom", path: ["appliesToAtomicYear"], message: "Every second guide free applies to guides only." });
      return z.NEVER;
    }
    if (value.startsOn && value.endsOn && value.endsOn < value.startsOn) {
      context.addIssue({ code: "custom", path: ["endsOn"], message: "The last day comes on or after the first day." });
      return z.NEVER;
    }
    if (value.maxUses !== null && value.maxUsesPerCustomer !== null && value.maxUsesPerCustomer > value.maxUses) {
      context.addIssue({ code: "custom", path: ["maxUsesPerCustomer"], message: "Uses per customer cannot be more than the total uses." });
      return z.NEVER;
    }
    return {
      id: value.id ?? null,
      code: value.code,
      name: value.name,
      kind: value.kind,
      percentOff,
      amountOffCents,
      appliesToGuides: value.appliesToGuides,
      appliesToAtomicYear: value.appliesToAtomicYear,
      appliesToGifts: value.appliesToGifts,
      startsAt: value.startsOn ? new Date(`${value.startsOn}T00:00:00Z`) : null,
      // The end is exclusive: the day after the last day, at 00:00 UTC.
      endsAt: value.endsOn ? new Date(Date.parse(`${value.endsOn}T00:00:00Z`) + 86_400_000) : null,
      maxUses: value.maxUses,
      maxUsesPerCustomer: value.maxUsesPerCustomer,
      active: value.active,
    };
  });

export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;
export type DiscountCodeData = z.output<typeof discountCodeInputSchema>;
