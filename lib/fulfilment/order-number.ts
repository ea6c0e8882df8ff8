// The order number a customer sees (success page, receipt, account): the tail of the order's id,
// upper-cased and grouped, so support can find the order without the id's full length. The id's
// tail is its random part.
export function orderNumber(orderId: string): string {
  const tail = orderId.slice(-8).toUpperCase();
  return `AG-${tail.slice(0, 4)}-${tail.slice(4)}`;
}

/**
 * The id tail an order number stands for, written as a customer might quote it: any case, with or
 * without the AG prefix, dashes or spaces ("AG-QCGJ-RZ07", "ag qcgj rz07", "QCGJRZ07"). Null when
 * the text cannot be an order number.
 */
export function orderNumberTail(text: string): string | null {
  const compact = text.replace(/[\s-]/g, "").toLowerCase();
  return /^(?:ag)?([a-z0-9]{8})$/.exec(compact)?.[1] ?? null;
}

/** The route that serves an owned guide's PDF (a visitor is asked to sign in first). */
export function guideDownloadPath(guideId: string, format: "desktop" | "mobile" = "desktop"): string {
  return `/api/guides/${encodeURIComponent(guideId)}/download${format === "mobile" ? "?format=mobile" : ""}`;
}
