import "server-only";
// The success page's view of an order, read on the server by checkout session. A settled order is
// only read; one the payment event has not reached yet is fulfilled here (which asks the provider).
// Another person's session shows nothing: the caller passes the signed-in user's id. A buyer is never
// told "unable to load" about a payment that went through: when the shop cannot read the order (a
// database or provider outage) the page says the payment is safe and the receipt comes by e-mail
// (the provider's event fulfils it once the shop is back), and a refunded or held order says so.
import { db } from "@/lib/db";
import { getCurrentUser, SessionUnavailableError } from "@/lib/auth/session";
import { fulfilCheckoutSession } from "@/lib/fulfilment/fulfil";
import { orderNumber } from "@/lib/fulfilment/order-number";
import { checkoutSessionIdSchema } from "./schema";
import { priceBundles } from "./bundles";
import { strandInfo, type Strand } from "@/lib/catalog/strands";
import { centsAsDecimal } from "@/lib/money";
import { log } from "@/lib/log/logger";
import { prepareOwnerCopies } from "@/lib/shelf/download";

export type CheckoutResult =
  | {
      ok: true;
      type: "guide" | "atomic_year" | "gift";
      orderNumber: string;
      itemName: string;
      amountDollars: string;
      guideIds: string[];
      /** The guides this order put on the buyer's shelf (none for a gift), each with a download button. */
      guides: { id: string; title: string }[];
      giftRecipient: string | null;
      /** The strands whose bundle this order bought (they leave the browser's cart). */
      bundles: string[];
      /** After guides of a strand the buyer does not own whole: its bundle for what is missing, at the bundle's share. */
      bundleOffer: { strand: string; name: string; line: string; priceCents: number; separateCents: number } | null;
    }
  | {
      ok: false;
      /** unknown: no such order of this person's (or not paid); unavailable: it could not be read just
       * now (an outage), so the page offers to try again; refunded; in_review: paid, held for an admin. */
      state: "unknown" | "unavailable" | "refunded" | "in_review";
      title: string;
      message: string | null;
      orderNumber: string | null;
    };

type CheckoutProblem = Extract<CheckoutResult, { ok: false }>;

const UNKNOWN: CheckoutProblem = { ok: false, state: "unknown", title: "Unable to load payment details.", message: null, orderNumber: null };
const UNAVAILABLE: CheckoutProblem = {
  ok: false,
  state: "unavailable",
  title: "Your payment is safe",
  message:
    "We could not load your order just now. Nothing is lost: your receipt will come by e-mail once your order is confirmed. You can also try again in a moment.",
  orderNumber: null,
};

function refunded(order: { id: string; totalCents: number; duplicateCents: number }): CheckoutProblem {
  // A payment that only paid again for what the buyer already had was given back whole (duplicates.ts).
  const paidTwice = order.duplicateCents > 0 && order.duplicateCents >= order.totalCents;
  return {
    ok: false,
    state: "refunded",
    title: "This order was refunded",
    message: paidTwice
      ? "You already had everything this order bought, so its payment was given back to your card, where it usually arrives within 5-10 business days."
      : "Its payment was given back to your card, where it usually arrives within 5-10 business days. The refund e-mail has the details.",
    orderNumber: orderNumber(order.id),
  };
}

function inReview(orderId: string): CheckoutProblem {
  return {
    ok: false,
    state: "in_review",
    title: "Your payment is being checked",
    message: "Your payment is safe. Something about it needs a person to look at it, and we will e-mail you as soon as it is settled.",
    orderNumber: orderNumber(orderId),
  };
}

/** The order's lines as the buyer chose them: each guide, and a bundle once ("Power bundle: 3 guides"). */
function itemNames(items: { name: string; bundleStrand: Strand | null }[]): string {
  const names: string[] = [];
  for (const item of items) {
    if (!item.bundleStrand) names.push(item.name);
    else {
      const count = items.filter((other) => other.bundleStrand === item.bundleStrand).length;
      const name = `${strandInfo(item.bundleStrand).name} bundle: ${count} ${count === 1 ? "guide" : "guides"}`;
      if (!names.includes(name)) names.push(name);
    }
  }
  return names.join(", ");
}

/** The first strand of what was bought whose bundle the buyer can still complete, priced for them now. */
async function completeTheStrand(userId: string, items: { guide: { strand: Strand } | null }[]): Promise<Extract<CheckoutResult, { ok: true }>["bundleOffer"]> {
  const strands = [...new Set(items.flatMap((item) => (item.guide ? [item.guide.strand] : [])))];
  for (const bundle of await priceBundles(userId, strands)) {
    if (bundle.offer.ok)
      return {
        strand: bundle.strand,
        name: bundle.name,
        line: bundle.offer.line,
        priceCents: bundle.offer.priceCents,
        separateCents: bundle.offer.separateCents,
      };
  }
  return null;
}

/** The success page for whoever is asking: a visitor sees nothing; a session that cannot be checked
 * (an outage) is not a visitor, and gets the "payment is safe" answer. */
export async function checkoutSuccessFor(sessionId: unknown): Promise<CheckoutResult> {
  if (!checkoutSessionIdSchema.safeParse(sessionId).success) return UNKNOWN;
  let user: Awaited<ReturnType<typeof getCurrentUser>>;
  try {
    user = await getCurrentUser();
  } catch (error) {
    if (error instanceof SessionUnavailableError) return UNAVAILABLE;
    throw error;
  }
  return user ? checkoutResultFor(user.id, sessionId) : UNKNOWN;
}

export async function checkoutResultFor(userId: string, sessionId: unknown): Promise<CheckoutResult> {
  const parsed = checkoutSessionIdSchema.safeParse(sessionId);
  if (!parsed.success) return UNKNOWN;
  try {
    const orderOf = () =>
      db().order.findUnique({
        where: { checkoutSessionId: parsed.data },
        select: { id: true, userId: true, status: true, totalCents: true, duplicateCents: true },
      });
    const order = await orderOf();
    if (!order || order.userId !== userId) return UNKNOWN;
    if (order.status === "refunded") return refunded(order);
    if (order.status === "needs_review") return inReview(order.id);
    if (order.status !== "fulfilled") {
      const fulfilment = await fulfilCheckoutSession(parsed.data);
      if (fulfilment.status === "refunded") return refunded((await orderOf()) ?? order);
      if (fulfilment.status === "needs_review") return inReview(order.id);
      if (fulfilment.status !== "fulfilled") return UNKNOWN;
    }
    const details = await db().order.findUniqueOrThrow({
      where: { id: order.id },
      select: {
        kind: true,
        totalCents: true,
        items: { select: { guideId: true, name: true, bundleStrand: true, guide: { select: { title: true, strand: true } } } },
        gift: { select: { recipientEmail: true, recipientName: true } },
      },
    });
    const type = details.kind === "atomic_year" ? "atomic_year" : details.kind.startsWith("gift") ? "gift" : "guide";
    const bundles = [...new Set(details.items.flatMap((item) => (item.bundleStrand ? [item.bundleStrand] : [])))];
    const guideIds = details.items.flatMap((item) => (item.guideId ? [item.guideId] : []));
    // The buyer is on the way to the shelf: their stamped copies are made once this answer has gone,
    // so the first open of the reader does not wait (copies made already are not made again).
    if (type === "guide") prepareOwnerCopies(userId, guideIds);
    return {
      ok: true,
      type,
      orderNumber: orderNumber(order.id),
      itemName: itemNames(details.items),
      amountDollars: centsAsDecimal(details.totalCents),
      guideIds,
      guides: type === "guide" ? details.items.flatMap((item) => (item.guideId ? [{ id: item.guideId, title: item.guide?.title ?? item.name }] : [])) : [],
      giftRecipient: details.gift ? (details.gift.recipientName ?? details.gift.recipientEmail) : null,
      bundles,
      bundleOffer: type === "guide" ? await completeTheStrand(userId, details.items) : null,
    };
  } catch (error) {
    log().error({ sessionId: parsed.data, err: error }, "checkout: loading the result failed");
    return UNAVAILABLE;
  }
}
