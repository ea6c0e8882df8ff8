// Money is kept as integer cents everywhere; these are the only ways the shop writes it.

/** A catalogue price: "$6", or "$6.50" when there are cents. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** An amount charged or refunded, always with cents: "$6.00". */
export function formatAmount(cents: number): string {
  return `$${centsAsDecimal(cents)}`;
}

/** The amount as a plain decimal ("6.00"), for CSV files and payment pages. */
export function centsAsDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}
