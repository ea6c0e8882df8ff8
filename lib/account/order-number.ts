/** The short reference people quote to support: the end of the order id, upper-case. */
export function orderNumber(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}
