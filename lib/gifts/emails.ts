import "server-only";
// The e-mails of a gift: the giver's receipt, the recipient's gift (with the activation link), the
// notes to the giver when it is delivered and opened, and the one reminder. Each comes from its
// admin-editable template (values HTML-escaped by renderTemplateContent), else from the built-in
// React Email component; each carries a dedupe key, so it goes out once per gift however often
// the caller runs. Missing names and messages take the defaults. Each ends with a footer for the
// address it goes to: someone with an account gets their shelf's link, someone without one is told
// how to make one (emails/gift.tsx).
import { createElement } from "react";
import { GiftEmail, GiftFooter, type GiftEmailProps, type GiftFooterProps } from "@/emails/gift";
import { GiftReceiptDetails, GiftReceiptEmail, type GiftReceipt } from "@/emails/gift-receipt";
import { db, likeLiteral } from "@/lib/db";
import { env } from "@/lib/env";
import { templateBatch, type TemplateBatch } from "@/lib/email/prepared-template";
import { renderEmail, renderEmailFragment, renderTemplateContent, type PlaceholderValues, type RenderedEmail } from "@/lib/email/render-template";
import type { PromisedEmail } from "@/lib/email/promised";
import { sendEmail, type OutgoingEmail, type SendResult } from "@/lib/email/send";
import { formatAmount } from "@/lib/money";
import { formatDeliveryDay } from "./delivery-time";

const GIFT_DEFAULTS = {
  giverName: "Someone special",
  recipientName: "Friend",
  guideMessage: "Someone believes in your growth!",
  yearMessage: "Wishing you a year of growth and discovery!",
} as const;

export const giftEmailSelect = {
  id: true,
  giftType: true,
  giverName: true,
  giverEmail: true,
  recipientName: true,
  recipientEmail: true,
  giftMessage: true,
  guideTitle: true,
  deliveryDate: true,
  deliverAt: true,
  deliveredAt: true,
  claimedGuideId: true,
} as const;

export type GiftForEmail = {
  id: string;
  giftType: "guide" | "atomic_year";
  giverName: string | null;
  giverEmail: string;
  recipientName: string | null;
  recipientEmail: string;
  giftMessage: string | null;
  guideTitle: string | null;
  deliveryDate: Date;
  /** When the gift goes out: the delivery day's morning in the buyer's zone, or the payment for today. */
  deliverAt: Date;
  deliveredAt: Date | null;
};

export async function loadGiftForEmail(giftId: string): Promise<GiftForEmail | null> {
  return db().gift.findUnique({ where: { id: giftId }, select: giftEmailSelect });
}

/** The path of a gift's activation page: guides are claimed, years activated. */
function giftLinkPath(giftType: GiftForEmail["giftType"], token: string): string {
  return giftType === "guide" ? `/gift/claim/${token}` : `/gift/activate/${token}`;
}

function giftTitle(gift: GiftForEmail): string {
  return gift.giftType === "guide" ? (gift.guideTitle ?? "a guide") : "The Atomic Year";
}

function day(date: Date): string {
  return formatDeliveryDay(date.toISOString().slice(0, 10));
}

function names(gift: GiftForEmail) {
  return {
    giver: gift.giverName?.trim() || GIFT_DEFAULTS.giverName,
    recipient: gift.recipientName?.trim() || GIFT_DEFAULTS.recipientName,
    message: gift.giftMessage?.trim() || (gift.giftType === "guide" ? GIFT_DEFAULTS.guideMessage : GIFT_DEFAULTS.yearMessage),
  };
}

type Fallback = Omit<GiftEmailProps, "siteName" | "siteUrl" | "preview" | "footer"> & { subject: string };

type GiftEmailInput = {
  code: string;
  to: string;
  /** Who reads it: the footer differs for the giver and the recipient without an account. */
  reader: GiftFooterProps["reader"];
  dedupeKey: string;
  values: PlaceholderValues;
  fallback: Fallback;
  /** The giver's receipt: its details fill {{RECEIPT}} and replace the fallback's paragraphs. */
  receipt?: { details: GiftReceipt; nextStep: string };
};

const RECEIPT = "{{RECEIPT}}";

/** Whether `email` belongs to an account (addresses are stored lower-cased; the match ignores case
 * all the same, as the gift's own check does). */
async function hasAccount(email: string): Promise<boolean> {
  const user = await db().user.findFirst({ where: { email: { equals: likeLiteral(email.trim()), mode: "insensitive" } }, select: { id: true } });
  return user !== null;
}

/** The active stored template `code`; a receipt template written before receipts carried their
 * details gets them after its body. */
async function storedTemplate(code: string, withReceipt: boolean) {
  const stored = await db().emailTemplate.findUnique({ where: { code }, select: { subject: true, htmlContent: true, isActive: true } });
  if (!stored?.isActive) return null;
  const htmlContent = withReceipt && !stored.htmlContent.includes(RECEIPT) ? `${stored.htmlContent}\n${RECEIPT}` : stored.htmlContent;
  return { subject: stored.subject, htmlContent };
}

/** What a batch of gift e-mails shares (the scheduled delivery): the stored templates, read and
 * prepared once (lib/email/prepared-template.ts), and which of its addresses have an account (lower
 * case), read in one query. */
export type GiftEmailBatch = { templates: TemplateBatch; accounts: ReadonlySet<string> };

/** The batch context for e-mails to `addresses`. */
export async function giftEmailBatch(addresses: readonly string[]): Promise<GiftEmailBatch> {
  const wanted = [...new Set(addresses.map((address) => address.trim().toLowerCase()))];
  const rows = await db().$queryRaw<{ email: string }[]>`SELECT lower("email") AS "email" FROM "users" WHERE lower("email") = ANY(${wanted}::text[])`;
  return { templates: templateBatch(), accounts: new Set(rows.map((row) => row.email)) };
}

/** A gift e-mail, rendered and ready to record: its stored template, else the built-in one. */
async function composeGiftEmail(input: GiftEmailInput, batch?: GiftEmailBatch): Promise<OutgoingEmail> {
  const config = env();
  const withAccount = batch ? batch.accounts.has(input.to.trim().toLowerCase()) : await hasAccount(input.to);
  const footer = createElement(GiftFooter, {
    siteName: config.SITE_NAME,
    hasAccount: withAccount,
    reader: input.reader,
    shelfUrl: `${config.SITE_URL}/shelf`,
    signUpUrl: `${config.SITE_URL}/login?mode=signup`,
  });
  let rendered: RenderedEmail | null = null;
  if (batch && !input.receipt) {
    const prepared = await batch.templates(input.code, { unsubscribe: false, footer, footerKey: `${input.reader} ${withAccount}` });
    if (prepared) rendered = await prepared(input.values);
  } else {
    const template = await storedTemplate(input.code, input.receipt !== undefined);
    const values = input.receipt
      ? { ...input.values, RECEIPT: await renderEmailFragment(createElement(GiftReceiptDetails, { receipt: input.receipt.details })) }
      : input.values;
    if (template) rendered = await renderTemplateContent(template, values, { footer, trustedHtmlKeys: ["RECEIPT"] });
  }
  if (!rendered) {
    const { subject: fallbackSubject, ...props } = input.fallback;
    const site = { siteName: config.SITE_NAME, siteUrl: config.SITE_URL, preview: fallbackSubject, footer };
    rendered = {
      subject: fallbackSubject,
      ...(await renderEmail(
        input.receipt
          ? createElement(GiftReceiptEmail, { ...site, giverName: props.greeting, receipt: input.receipt.details, nextStep: input.receipt.nextStep })
          : createElement(GiftEmail, { ...props, ...site }),
      )),
    };
  }
  return { to: input.to, type: input.code, subject: rendered.subject, html: rendered.html, text: rendered.text, dedupeKey: input.dedupeKey };
}

async function sendGiftEmail(input: GiftEmailInput): Promise<SendResult> {
  return sendEmail(await composeGiftEmail(input));
}

export function giftReceiptKey(giftId: string): string {
  return `gift-sent:${giftId}`;
}

/** The giver's receipt, promised in the transaction that settles the paid order (lib/email/promised.ts). */
export function giftReceiptPromise(gift: { id: string; giftType: string; giverEmail: string }, orderId: string): PromisedEmail {
  return {
    to: gift.giverEmail,
    type: gift.giftType === "guide" ? "gift_sent_single_guide" : "gift_sent_atomic_year",
    dedupeKey: giftReceiptKey(gift.id),
    compose: { kind: "order_receipt", orderId },
  };
}

/** The giver's receipt, sent once the gift's order is paid (fulfilment passes what only the order
 * knows: its number as customers see it and the amount charged). */
export async function sendGiftReceipt(gift: GiftForEmail, order: { number: string; amountCents: number }): Promise<SendResult> {
  const { giver, recipient } = names(gift);
  const title = giftTitle(gift);
  const date = day(gift.deliveryDate);
  const amount = formatAmount(order.amountCents);
  const link = gift.giftType === "guide" ? "claim the guide" : "activate the gift";
  // A gift for today goes out right after this receipt (or went before it, when the scheduled job
  // composes a receipt late): by the time it is read, the gift has arrived.
  const delivered = gift.deliveredAt !== null || gift.deliverAt <= new Date();
  const nextStep = delivered
    ? `Your gift has been delivered: ${recipient} has an e-mail from us with your message and a link to ${link}.`
    : `On ${date}, ${recipient} will receive an e-mail from us with your message and a link to ${link}.`;
  return sendGiftEmail({
    code: gift.giftType === "guide" ? "gift_sent_single_guide" : "gift_sent_atomic_year",
    to: gift.giverEmail,
    reader: "giver",
    dedupeKey: giftReceiptKey(gift.id),
    values: {
      USER_NAME: giver,
      RECIPIENT_NAME: recipient,
      RECIPIENT_EMAIL: gift.recipientEmail,
      DELIVERY_DATE: date,
      DELIVERY_NEWS: nextStep,
      GUIDE_TITLE: title,
      ORDER_NUMBER: order.number,
      AMOUNT: amount,
    },
    fallback: { subject: `Your gift of ${title} is on its way`, heading: "Thank you for your gift", greeting: giver, paragraphs: [] },
    receipt: {
      details: { orderNumber: order.number, amount, item: title, recipientName: recipient, recipientEmail: gift.recipientEmail, deliveryDate: date },
      nextStep,
    },
  });
}

/** The gift itself, to the recipient, with the link that opens it, ready to record (delivery
 * records it in the same transaction that claims the gift). An admin's resend, with a newly minted
 * link, passes a key of its own. */
export async function giftToRecipientEmail(
  gift: GiftForEmail,
  token: string,
  options: { dedupeKey?: string; batch?: GiftEmailBatch } = {},
): Promise<OutgoingEmail> {
  const { giver, recipient, message } = names(gift);
  const link = `${env().SITE_URL}${giftLinkPath(gift.giftType, token)}`;
  const guide = gift.giftType === "guide";
  const title = giftTitle(gift);
  return composeGiftEmail(
    {
      code: guide ? "gift_received_single_guide" : "gift_received_atomic_year",
      to: gift.recipientEmail,
      reader: "recipient",
      dedupeKey: options.dedupeKey ?? `gift-received:${gift.id}`,
      values: { USER_NAME: recipient, GIVER_NAME: giver, GUIDE_TITLE: title, GIFT_MESSAGE: message, CLAIM_LINK: link, ACTIVATION_LINK: link },
      fallback: {
        subject: guide ? `${giver} sent you a guide: ${title}` : `${giver} gave you The Atomic Year`,
        heading: guide ? "A gift for you" : `A year of growth, from ${giver}`,
        greeting: recipient,
        paragraphs: [guide ? `${giver} sent you a guide: ${title}. They wrote:` : `${giver} gave you The Atomic Year, a twelve-month programme. They wrote:`],
        quote: message,
        action: { href: link, label: guide ? "Claim your guide" : "Activate your Atomic Year" },
      },
    },
    options.batch,
  );
}

/** The subject the recipient's gift e-mail went out with (for the reminder to point at it). */
async function deliveredSubject(giftId: string): Promise<string | null> {
  const message = await db().emailMessage.findUnique({ where: { dedupeKey: `gift-received:${giftId}` }, select: { subject: true } });
  return message?.subject ?? null;
}

/** To the giver: the gift has reached the recipient's inbox. The note, ready to record, ready to record (delivery records it with the gift's own e-mail). */
export async function giftDeliveredNote(gift: GiftForEmail, batch?: GiftEmailBatch): Promise<OutgoingEmail> {
  const { giver, recipient } = names(gift);
  const title = giftTitle(gift);
  return composeGiftEmail(
    {
      code: "gift_delivered_note",
      to: gift.giverEmail,
      reader: "giver",
      dedupeKey: `gift-delivered:${gift.id}`,
      values: { USER_NAME: giver, RECIPIENT_NAME: recipient, RECIPIENT_EMAIL: gift.recipientEmail, GIFT_TITLE: title },
      fallback: {
        subject: `Your gift has arrived for ${recipient}`,
        heading: "Your gift has arrived",
        greeting: giver,
        paragraphs: [`We have just delivered your gift of ${title} to ${recipient} (${gift.recipientEmail}). We'll let you know when they open it.`],
      },
    },
    batch,
  );
}

/** To the giver: the gift's e-mail to `address` bounced for good or was reported as spam. The link
 * leads to the gift's order page, where the giver may correct the address once. */
export async function giftUndeliverableNote(gift: GiftForEmail, address: string, orderUrl: string): Promise<OutgoingEmail> {
  const { giver, recipient } = names(gift);
  const title = giftTitle(gift);
  return composeGiftEmail({
    code: "gift_undeliverable_note",
    to: gift.giverEmail,
    reader: "giver",
    dedupeKey: `gift-undeliverable:${gift.id}:${address.toLowerCase()}`,
    values: { USER_NAME: giver, RECIPIENT_NAME: recipient, RECIPIENT_EMAIL: address, GIFT_TITLE: title, ORDER_LINK: orderUrl },
    fallback: {
      subject: `We could not deliver your gift to ${address}`,
      heading: "We could not deliver your gift",
      greeting: giver,
      paragraphs: [
        `We could not deliver your gift to ${address}: ${recipient}'s mail server refused our e-mail with your gift of ${title}, or it was reported as unwanted.`,
        "If the address has a typo, you can correct it once on your order's page: we then send the same gift to the new address, and the link in the e-mail that did not arrive stops working.",
      ],
      action: { href: orderUrl, label: "Correct the address" },
    },
  });
}

/** To the giver: the recipient opened the gift. */
export async function sendGiftOpenedNote(gift: GiftForEmail): Promise<SendResult> {
  const { giver, recipient } = names(gift);
  const title = giftTitle(gift);
  return sendGiftEmail({
    code: "gift_opened_note",
    to: gift.giverEmail,
    reader: "giver",
    dedupeKey: `gift-opened:${gift.id}`,
    values: { USER_NAME: giver, RECIPIENT_NAME: recipient, GIFT_TITLE: title },
    fallback: {
      subject: `${recipient} opened your gift`,
      heading: "Your gift was opened",
      greeting: giver,
      paragraphs: [`${recipient} has just opened your gift of ${title}. It is on their shelf now.`],
    },
  });
}

/** The one gentle reminder to a recipient who has not opened the gift. It carries no new link (only
 * the hash of the delivered one is stored, and a fresh one would void it): it points at the e-mail. */
export async function sendGiftReminder(gift: GiftForEmail): Promise<SendResult> {
  const { giver, recipient } = names(gift);
  const title = giftTitle(gift);
  const subject = (await deliveredSubject(gift.id)) ?? `A gift from ${giver}`;
  const delivered = gift.deliveredAt ? day(gift.deliveredAt) : day(gift.deliveryDate);
  return sendGiftEmail({
    code: "gift_reminder",
    to: gift.recipientEmail,
    reader: "recipient",
    dedupeKey: `gift-reminder:${gift.id}`,
    values: { USER_NAME: recipient, GIVER_NAME: giver, GIFT_TITLE: title, DELIVERED_DATE: delivered, ORIGINAL_SUBJECT: subject },
    fallback: {
      subject: `A gift from ${giver} is still waiting for you`,
      heading: "Your gift is still waiting",
      greeting: recipient,
      paragraphs: [
        `On ${delivered} we sent you a gift from ${giver}: ${title}. It hasn't been opened yet, so here is a gentle nudge, just this once.`,
        `Look for our e-mail with the subject "${subject}": the button in it opens your gift. The link works for a year.`,
      ],
    },
  });
}
