import "server-only";
import { createElement } from "react";
import { ReceiptEmail, ReceiptItems, type ReceiptItem } from "@/emails/receipt";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import DataLoader from "dataloader";
import { guidePurchaseMessages, guidePurchaseSource, type GuidePurchaseSource } from "@/lib/email/guide-purchase";
import { cleanSubject } from "@/lib/email/html";
import { preparedLayout, type PreparedLayout } from "@/lib/email/prepared-template";
import { renderEmail, renderEmailFragment, type RenderedEmail } from "@/lib/email/render-template";
import type { PromisedEmail } from "@/lib/email/promised";
import { sendEmailBatch, type OutgoingEmail } from "@/lib/email/send";
import { giftReceiptKey, loadGiftForEmail, sendGiftReceipt } from "@/lib/gifts/emails";
import { MAX_BATCH_SIZE } from "@/lib/email/transport";
import { formatAmount, formatPrice } from "@/lib/money";
import { chargedCents, taxLine } from "@/lib/payments/tax";
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

type ReceiptRequest = { orderId: string; dedupeKey?: string };

/** The purchase confirmation, sent once per order (its dedupe key is the order id). A resend (the
 * buyer from the account page, an admin from the order panel) passes a key of its own. Guides bought
 * for oneself bring their purchase messages (lib/email/guide-purchase.ts): each guide's own template
 * or the default, inside this one e-mail; an order of one guide takes that guide's subject. */
export async function sendPurchaseConfirmation(orderId: string, options: { dedupeKey?: string } = {}): Promise<void> {
  await sendPurchaseConfirmations([{ orderId, dedupeKey: options.dedupeKey }]);
}

/** The receipts of many orders at once: the orders, the stored templates and the guides are read
 * once for all of them, the e-mails recorded in one statement and sent through the provider's batch
 * call (lib/email/send.ts). A receipt whose dedupe key was used before is not sent again. */
async function sendPurchaseConfirmations(requests: readonly ReceiptRequest[]): Promise<void> {
  const orders = await db().order.findMany({
    where: { id: { in: [...new Set(requests.map((request) => request.orderId))] } },
    select: {
      id: true,
      kind: true,
      customerEmail: true,
      totalCents: true,
      taxCents: true,
      taxBehavior: true,
      user: { select: { firstName: true, displayName: true } },
      items: { select: { guideId: true, name: true, unitCents: true, discountCents: true } },
    },
  });
  const byId = new Map(orders.map((order) => [order.id, order]));
  // A gift's guides go to the recipient, not to this shelf: no download links or messages for them.
  const ownGuideIds = (order: (typeof orders)[number]) => (order.kind === "guides" ? order.items.flatMap((item) => (item.guideId ? [item.guideId] : [])) : []);
  const [template, guideSource] = await Promise.all([receiptTemplate(), guidePurchaseSource(orders.flatMap(ownGuideIds))]);
  const batch: ReceiptBatch = { template, guideSource, layout: template ? await preparedLayout() : null, itemLists: new Map() };
  const messages: OutgoingEmail[] = [];
  for (const request of requests) {
    const order = byId.get(request.orderId);
    if (!order?.customerEmail) continue;
    const { subject, html, text } = await renderReceipt(order, ownGuideIds(order), batch);
    messages.push({
      to: order.customerEmail,
      type: "purchase_confirmation",
      subject: cleanSubject(subject),
      html,
      text,
      dedupeKey: request.dedupeKey ?? purchaseKey(order.id),
    });
  }
  await sendEmailBatch(messages);
}

type ReceiptOrder = {
  id: string;
  kind: string;
  customerEmail: string | null;
  totalCents: number;
  taxCents: number | null;
  taxBehavior: string | null;
  user: { firstName: string | null; displayName: string | null } | null;
  items: { guideId: string | null; name: string; unitCents: number; discountCents: number }[];
};

/** What the receipts of one batch share: the stored template (null: the built-in receipt), the
 * guides' purchase messages, the layout rendered once per process, and each distinct item list's HTML (most
 * receipts of a busy moment list the same guide at the same price). */
type ReceiptBatch = {
  template: Awaited<ReturnType<typeof receiptTemplate>>;
  guideSource: GuidePurchaseSource;
  layout: PreparedLayout | null;
  itemLists: Map<string, Promise<string>>;
};

function itemListHtml(batch: ReceiptBatch, items: ReceiptItem[], taxLine: string | undefined): Promise<string> {
  const key = JSON.stringify([items, taxLine]);
  let html = batch.itemLists.get(key);
  if (!html) {
    html = renderEmailFragment(createElement(ReceiptItems, { items, taxLine }));
    batch.itemLists.set(key, html);
  }
  return html;
}

async function renderReceipt(order: ReceiptOrder, ownGuides: readonly string[], batch: ReceiptBatch): Promise<RenderedEmail> {
  const { template, guideSource, layout } = batch;
  const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
  // Each guide of one's own links to the download route on the shop's address: the file, after
  // signing in if needed.
  const items: ReceiptItem[] = order.items.map((item) => ({
    name: item.name,
    price: item.discountCents >= item.unitCents ? "free" : formatPrice(item.unitCents - item.discountCents),
    downloads:
      item.guideId && ownGuides.includes(item.guideId)
        ? { desktop: `${siteUrl}${guideDownloadPath(item.guideId)}`, mobile: `${siteUrl}${guideDownloadPath(item.guideId, "mobile")}` }
        : undefined,
  }));
  const guideCount = ownGuides.length;
  // The tax the provider computed, under the items (so also inside a stored template's {{ITEMS}}).
  const tax = taxLine(order) ?? undefined;
  const values = {
    USER_NAME: order.user?.displayName ?? order.user?.firstName ?? undefined,
    USER_EMAIL: order.customerEmail ?? undefined,
    ORDER_NUMBER: orderNumber(order.id),
    ITEMS: await itemListHtml(batch, items, tax),
    // What the card was charged: tax added on top included.
    AMOUNT: formatAmount(chargedCents(order)),
    SHELF_NOTE: shelfNote(guideCount, order.kind === "atomic_year"),
    SHELF_LINK: `${siteUrl}/shelf`,
  };
  const guideMessages = guidePurchaseMessages(guideSource, ownGuides, values);
  const rendered =
    template && layout ? await layout(template, { ...values, GUIDE_MESSAGES: guideMessages.html }, { trustedHtmlKeys: ["ITEMS", "GUIDE_MESSAGES"] }) : null;
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
        taxLine: tax,
        guideMessagesHtml: guideMessages.html,
        shelfNote: values.SHELF_NOTE,
        shelfUrl: values.SHELF_LINK,
      }),
    ));
  return { subject, html, text };
}

function purchaseKey(orderId: string): string {
  return `purchase:${orderId}`;
}

/** The purchase confirmation of an order bought for oneself, promised in the transaction that
 * settles it (lib/email/promised.ts). */
export function purchaseReceiptPromise(order: { id: string; customerEmail: string | null }): PromisedEmail | null {
  if (!order.customerEmail) return null;
  return { to: order.customerEmail, type: "purchase_confirmation", dedupeKey: purchaseKey(order.id), compose: { kind: "order_receipt", orderId: order.id } };
}

/** The dedupe keys an order's receipt is recorded under: the purchase confirmation's, or its gift's. */
export function receiptKeysOf(order: { id: string; gift: { id: string } | null }): string[] {
  return order.gift ? [giftReceiptKey(order.gift.id)] : [purchaseKey(order.id)];
}

/** The receipt an order promised: the purchase confirmation, or a gift's receipt to its giver.
 * Once per order, whoever calls it (after the commit, the scheduled job, a refund notice that must
 * not arrive before it). */
export async function sendReceiptOf(orderId: string): Promise<void> {
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: { kind: true, totalCents: true, gift: { select: { id: true } } },
  });
  if (!order) return;
  if (order.kind === "guides" || order.kind === "atomic_year") return sendOrderReceipt(orderId);
  if (!order.gift) return;
  const details = await loadGiftForEmail(order.gift.id);
  if (details) await sendGiftReceipt(details, { number: orderNumber(orderId), amountCents: order.totalCents });
}

/** How long the first receipt of a batch waits for others: orders paid at the same moment (a busy
 * minute's webhook deliveries) share the reads, the recording and the provider call. */
const RECEIPT_BATCH_WINDOW_MS = 10;

/** The batch of this process now with the provider (or waiting for its turn there, lib/email/pacer.ts). */
let inFlight: Promise<unknown> = Promise.resolve();

// One per process, one batch at a time: receipts of orders paid while a batch waits for the
// provider's turn gather into the next one, so a busy minute costs a few provider calls rather
// than one per window.
const receipts = new DataLoader<string, null>(
  async (orderIds) => {
    const sending = sendPurchaseConfirmations(orderIds.map((orderId) => ({ orderId })));
    inFlight = sending.catch(() => undefined);
    await sending;
    return orderIds.map(() => null);
  },
  { cache: false, maxBatchSize: MAX_BATCH_SIZE, batchScheduleFn: (send) => setTimeout(() => void inFlight.then(send), RECEIPT_BATCH_WINDOW_MS) },
);

/** The order's purchase confirmation, sent together with those of other orders paid at the same
 * moment in this process (once per order, like sendPurchaseConfirmation). */
export async function sendOrderReceipt(orderId: string): Promise<void> {
  await receipts.load(orderId);
}
