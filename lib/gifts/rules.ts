// The gift wizard's rules, shared by the browser (messages as the person types) and the server (the
// action refuses whatever the browser sends). Messages are the shop's fixed wording.
import { z } from "zod";
import { addYears, calendarDateIn, isIanaTimeZone, parseCalendarDate } from "./delivery-time";
import { guideIdSchema } from "@/lib/catalog/guide-id";

export const GIFT_MESSAGE_MAX = 500;
const GIFT_NAME_MAX = 100;
const EMAIL_MAX = 254;

export const GIFT_MESSAGES = {
  name: "Please enter your name",
  nameTooLong: `Please use at most ${GIFT_NAME_MAX} characters for a name`,
  giverEmail: "Please enter a valid email address",
  recipientEmail: "Please enter a valid recipient email",
  sameEmails: "Giver and recipient emails must be different",
  date: "Please select a delivery date",
  pastDate: "Delivery date must be today or in the future",
  farDate: "Delivery date must be within one year from today",
  message: `Gift message must be ${GIFT_MESSAGE_MAX} characters or fewer`,
  timeZone: "We could not read your time zone. Please reload the page and try again.",
  guide: "Guide ID not found.",
} as const;

/** An address of a usable shape: something@domain.tld, no spaces. Stricter than "contains @" (the
 * earlier app's rule) because the gift goes nowhere otherwise. */
function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, message)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message);
}

/** The fields of step 1, as the form holds them (strings). `today` is the buyer's today in their zone. */
export function giftDetailsSchema(today: string) {
  const latest = addYears(today, 1);
  return z
    .object({
      giverName: z.string({ error: GIFT_MESSAGES.name }).trim().min(1, GIFT_MESSAGES.name).max(GIFT_NAME_MAX, GIFT_MESSAGES.nameTooLong),
      giverEmail: emailField(GIFT_MESSAGES.giverEmail),
      recipientName: z.string().trim().max(GIFT_NAME_MAX, GIFT_MESSAGES.nameTooLong).optional().default(""),
      recipientEmail: emailField(GIFT_MESSAGES.recipientEmail),
      deliveryDate: z
        .string({ error: GIFT_MESSAGES.date })
        .min(1, GIFT_MESSAGES.date)
        .refine((value) => parseCalendarDate(value) !== null, GIFT_MESSAGES.date)
        .refine((value) => value >= today, GIFT_MESSAGES.pastDate)
        .refine((value) => value <= latest, GIFT_MESSAGES.farDate),
      giftMessage: z.string().max(GIFT_MESSAGE_MAX, GIFT_MESSAGES.message).optional().default(""),
    })
    .refine((value) => value.giverEmail !== value.recipientEmail, { message: GIFT_MESSAGES.sameEmails, path: ["recipientEmail"] });
}

export type GiftDetails = z.infer<ReturnType<typeof giftDetailsSchema>>;
export type GiftField = keyof GiftDetails;

/** What the wizard sends to the server: the details, the buyer's zone, and which gift (a guide id, or none for The Atomic Year). */
export const giftCheckoutInputSchema = z.object({
  timeZone: z.string().max(64).refine(isIanaTimeZone, GIFT_MESSAGES.timeZone),
  guideId: guideIdSchema(GIFT_MESSAGES.guide)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  details: z.record(z.string(), z.unknown()),
  promoCode: z.string().max(60).nullable().optional(),
});

/** Validates step 1 against the buyer's today in their zone. */
export function validateGiftDetails(details: unknown, timeZone: string, now: Date) {
  return giftDetailsSchema(calendarDateIn(timeZone, now)).safeParse(details);
}

/** The first message per field, for showing under each input. */
export function fieldErrors(error: z.ZodError): Partial<Record<GiftField, string>> {
  const errors: Partial<Record<GiftField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as GiftField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
