// How a discounted line is named on the provider's checkout page, so the buyer sees the code there too.
import { formatAmount } from "@/lib/money";

export function discountedLineName(title: string, line: { priceCents: number; discountCents: number }, code: string | null): string {
  if (!code || line.discountCents <= 0) return title;
  if (line.discountCents >= line.priceCents) return `${title} (free with ${code})`;
  return `${title} (${formatAmount(line.discountCents)} off with ${code})`;
}
