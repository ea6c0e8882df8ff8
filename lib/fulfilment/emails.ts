import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { escapeHtml } from "@/lib/email/html";
import { renderStoredTemplate } from "@/lib/email/render-template";
import { sendEmail } from "@/lib/email/send";
import { formatPrice } from "@/lib/catalog/constants";

/** The purchase confirmation, sent once per order (its dedupe key is the order id); an admin's
 * resend passes a key of its own. */
export async function sendPurchaseConfirmation(orderId: string, dedupeKey = `purchase:${orderId}`): Promise<void> {
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: {
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
  const subject = rendered?.subject ?? "Your guides are on your shelf";
  const html = rendered?.html ?? `<p>Thank you for your purchase.</p>${items}<p><a href="${escapeHtml(values.SHELF_LINK)}">Open your shelf</a></p>`;
  await sendEmail({ to: order.customerEmail, type: "purchase_confirmation", subject, html, text: rendered?.text, dedupeKey });
}
