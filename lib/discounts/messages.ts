// What a customer is told about a promo code, and the shape a code may have. Shared by the cart
// (display), the server's checks and the admin's form.
export type DiscountTarget = "guides" | "atomic_year" | "gifts";

export const INVALID_PROMO = "That promo code is not valid.";
export const PROMO_PAUSED = "That promo code is paused right now.";
export const PROMO_NOT_STARTED = "That promo code is not active yet.";
export const PROMO_EXPIRED = "That promo code has expired.";
export const PROMO_USED_UP = "That promo code has been used up.";
export const PROMO_USED_BY_CUSTOMER = "You have already used that promo code as often as it allows.";

const TARGET_LABELS: Record<DiscountTarget, string> = { guides: "guides", atomic_year: "The Atomic Year", gifts: "gifts" };

export function promoNotFor(target: DiscountTarget): string {
  return `That promo code does not apply to ${TARGET_LABELS[target]}.`;
}

/** Letters, digits, dashes and underscores, 3-40 of them. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;

/** The stored form of what a person typed (trimmed, in capitals), or null when it cannot be a code. */
export function normalisePromoCode(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const code = input.trim().toUpperCase();
  return DISCOUNT_CODE_PATTERN.test(code) ? code : null;
}
