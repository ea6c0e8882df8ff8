import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { escapeHtml } from "@/lib/email/html";
import { renderStoredTemplate } from "@/lib/email/render-template";
import { sendEmail } from "@/lib/email/send";
import { formatPrice } from "@/lib/catalog/constants";

/** The purchase confirmation, sent once per order (its dedupe key is the order id). */
export async function sendPurchaseConfirmation(orderId: string): Promise<void> {
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: {
      kind: true,
      customerEmail: true,
      totalCents: true,
      user: { select: { firstName: true, displayName: true } },
      items: { select: { name: true, unitCents: true, discountCents: true } },
    },
  });
  if (!order?.customerEmail) return;
  const items = `<ul>${order.items
    .map(
      (item) =>
        `<li>${escapeHtml(item.name)}: ${escapeHtml(item.discountCents >= item.unitCents ? "free" : formatPrice(item.unitCents - item.discountCents))}</li>`,
    )
    .join("")}</ul>`;
  const values = {
    USER_NAME: order.user?.displayName ?? order.user?.firstName ?? undefined,
    USER_EMAIL: order.customerEmail,
    ITEMS: items,
    AMOUNT: `$${(order.totalCents / 100).toFixed(2)}`,
    SHELF_LINK: `${env().SITE_URL}/shelf`,
  };
  const rendered = await renderStoredTemplate("purchase_confirmation", values, { trustedHtmlKeys: ["ITEMS"] });
  // The built-in fallback (no stored template) says what this kind of order gives.
  const programme = order.kind === "atomic_year";
  const subject = rendered?.subject ?? (programme ? "Your Atomic Year has begun" : "Your guides are on your shelf");
  const note = programme ? "<p>Your welcome e-mail comes separately, and each month's guide lands on your shelf as the year goes on.</p>" : "";
  const html = rendered?.html ?? `<p>Thank you for your purchase.</p>${items}${note}<p><a href="${escapeHtml(values.SHELF_LINK)}">Open your shelf</a></p>`;
  await sendEmail({ to: order.customerEmail, type: "purchase_confirmation", subject, html, text: rendered?.text, dedupeKey: `purchase:${orderId}` });
}
