import "server-only";
import { createElement } from "react";
import { ReceiptEmail, ReceiptItems, type ReceiptItem } from "@/emails/receipt";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { guidePurchaseMessages } from "@/lib/email/guide-purchase";
import { cleanSubject } from "@/lib/email/html";
import { renderEmail, renderEmailFragment, renderTemplateContent } from "@/lib/email/render-template";
import { sendEmail } from "@/lib/email/send";
import { formatAmount, formatPrice } from "@/lib/money";
import { guideDownloadPath, orderNumber } from "@/lib/fulfilment/order-number";

/** What the receipt says about the shelf: counted, and The Atomic Year only when the order has it. */
function shelfNote(guideCount: number, hasAtomicYear: boolean): string {
  const guides =
    guideCount === 0
      ? ""
      : guideCount === 1
        ? "Your guide is on your shelf now, ready to read online or download."
        : `Your ${guideCount} guides are on your shelf now, ready to read online or download.`;
  const programme = hasAtomicYear ? "Your welcome e-mail for The Atomic Year comes separately, and its guides arrive on schedule over the year." : "";
  return [guides, programme].filter(Boolean).join(" ");
}

const GUIDE_MESSAGES = "{{GUIDE_MESSAGES}}";

/** The stored receipt template when it is switched on; one written before guide messages existed
 * gets them after its body. */
async function receiptTemplate() {
  const stored = await db().emailTemplate.findUnique({
    where: { code: "purchase_confirmation" },
    select: { subject: true, htmlContent: true, isActive: true },
  });
  if (!stored?.isActive) return null;
  return {
    subject: stored.subject,
    htmlContent: stored.htmlContent.includes(GUIDE_MESSAGES) ? stored.htmlContent : `${stored.htmlContent}\n${GUIDE_MESSAGES}`,
  };
}

/** The purchase confirmation, sent once per order (its dedupe key is the order id). A resend (the
 * buyer from the account page, an admin from the order panel) passes a key of its own. Guides bought
 * for oneself bring their purchase messages (lib/email/guide-purchase.ts): each guide's own template
 * or the default, inside this one e-mail; an order of one guide takes that guide's subject. */
export async function sendPurchaseConfirmation(orderId: string, options: { dedupeKey?: string } = {}): Promise<void> {
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: {
      kind: true,
      customerEmail: true,
      totalCents: true,
      user: { select: { firstName: true, displayName: true } },
      items: { select: { guideId: true, name: true, unitCents: true, discountCents: true } },
    },
  });
  if (!order?.customerEmail) return;
  const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
  // A gift's guides go to the recipient, not to this shelf: no download links for them.
  const ownGuides = order.kind === "guides";
  // Each guide links to the download route on the shop's address: the file, after signing in if needed.
  const items: ReceiptItem[] = order.items.map((item) => ({
    name: item.name,
    price: item.discountCents >= item.unitCents ? "free" : formatPrice(item.unitCents - item.discountCents),
    downloads:
      ownGuides && item.guideId
        ? { desktop: `${siteUrl}${guideDownloadPath(item.guideId)}`, mobile: `${siteUrl}${guideDownloadPath(item.guideId, "mobile")}` }
        : undefined,
  }));
  const guideCount = ownGuides ? order.items.filter((item) => item.guideId).length : 0;
  const values = {
    USER_NAME: order.user?.displayName ?? order.user?.firstName ?? undefined,
    USER_EMAIL: order.customerEmail,
    ORDER_NUMBER: orderNumber(orderId),
    ITEMS: await renderEmailFragment(createElement(ReceiptItems, { items })),
    AMOUNT: formatAmount(order.totalCents),
    SHELF_NOTE: shelfNote(guideCount, order.kind === "atomic_year"),
    SHELF_LINK: `${siteUrl}/shelf`,
  };
  const guideMessages = await guidePurchaseMessages(
    order.items.flatMap((item) => (ownGuides && item.guideId ? [item.guideId] : [])),
    values,
  );
  const template = await receiptTemplate();
  const rendered = template
    ? await renderTemplateContent(template, { ...values, GUIDE_MESSAGES: guideMessages.html }, { trustedHtmlKeys: ["ITEMS", "GUIDE_MESSAGES"] })
    : null;
  // The built-in fallback (no stored template) says what this kind of order gives.
  const subject =
    guideMessages.subject ??
    rendered?.subject ??
    (order.kind === "atomic_year" ? "Your Atomic Year has begun" : guideCount === 1 ? "Your guide is on your shelf" : "Your guides are on your shelf");
  const { html, text } =
    rendered ??
    (await renderEmail(
      createElement(ReceiptEmail, {
        siteName,
        siteUrl,
        preview: cleanSubject(subject),
        orderNumber: values.ORDER_NUMBER,
        items,
        guideMessagesHtml: guideMessages.html,
        shelfNote: values.SHELF_NOTE,
        shelfUrl: values.SHELF_LINK,
      }),
    ));
  await sendEmail({
    to: order.customerEmail,
    type: "purchase_confirmation",
    subject: cleanSubject(subject),
    html,
    text,
    dedupeKey: options.dedupeKey ?? `purchase:${orderId}`,
  });
}
