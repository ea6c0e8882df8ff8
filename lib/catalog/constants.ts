// Business constants of the catalogue: prices, counts, the promo code, fixed labels.
export const GUIDE_PRICE_CENTS = 600;
export const ATOMIC_YEAR_PRICE_CENTS = 3600;
export const ATOMIC_YEAR_GIFT_PRICE_CENTS = 9900;
/** How the Atomic Year is presented: "a 48 dollar value" (its price is 25% off that). */
export const ATOMIC_YEAR_VALUE_CENTS = 4800;
export const GUIDE_GIFT_PRICE_CENTS = 600;
export const FEATURED_GUIDE_COUNT = 8;
/** The code the /guides banner advertises: a discount code the migrations create (lib/discounts). */
export const PROMO_CODE = "DOUBLETHESHELF";
export const READ_TIME_LABEL = "20-30 Minutes";
/** The same range where a guide page names it beside the strand. */
export const READ_TIME_SHORT_LABEL = "20-30 min read";
export const HIGHLIGHT_ROTATION_MS = 3000;
/** The privacy policy's date, printed with lib/dates.ts. */
export const PRIVACY_POLICY_DATE = "2025-07-18";
export const ATOMIC_YEAR_SEASONS = [
  { number: 1, name: "The Wake Up" },
  { number: 2, name: "The Ascent" },
  { number: 3, name: "The Descent" },
  { number: 4, name: "The Emergence" },
] as const;
