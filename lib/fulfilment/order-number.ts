// The order number a customer sees (success page, receipt, account): the tail of the order's id,
// upper-cased and grouped, so support can find the order without the id's full length. The id's
// tail is its random part.
export function orderNumber(orderId: string): string {
  const tail = orderId.slice(-8).toUpperCase();
  return `AG-${tail.slice(0, 4)}-${tail.slice(4)}`;
}

/** The route that serves an owned guide's PDF (a visitor is asked to sign in first). */
export function guideDownloadPath(guideId: string, format: "desktop" | "mobile" = "desktop"): string {
  return `/api/guides/${encodeURIComponent(guideId)}/download${format === "mobile" ? "?format=mobile" : ""}`;
}
