import "server-only";
// "Download all my data": everything the shop holds about one person, read by their user id only.
// Never included: password and token hashes, session ids, and the bodies of e-mails (they hold
// live sign-in, reset and gift links); e-mails are listed by type, subject, date and status.
// `orders` are the orders the account page lists (paid at some point), each with the status the page
// shows; checkouts that were opened and never paid (expired, failed, still open) are kept apart in
// `unpaidCheckouts`, so the two lists never disagree about what was bought.
import { db } from "@/lib/db";
import { orderNumber } from "@/lib/fulfilment/order-number";
import { isReceiptStatus, orderStatusLabel } from "./orders";
import { accountRules, hit } from "@/lib/rate-limit";

export type OwnDataExport = { ok: true; data: AccountExport } | { ok: false; reason: "throttled" | "sign_in" };

/** The signed-in person's export, counted against their per-account limit first (each one reads
 * every table that holds them). `sign_in`: the account no longer exists. */
export async function exportOwnData(userId: string, now = new Date()): Promise<OwnDataExport> {
  if (!(await hit(accountRules().exportPerAccount, userId))) return { ok: false, reason: "throttled" };
  const data = await exportAccountData(userId, now);
  return data ? { ok: true, data } : { ok: false, reason: "sign_in" };
}

async function exportAccountData(userId: string, now = new Date()) {
  const user = await db().user.findUnique({
    where: { id: userId },
    select: {
      email: true,
      emailVerified: true,
      firstName: true,
      displayName: true,
      passwordHash: true,
      marketingEmails: true,
      marketingConsentAt: true,
      programmeEmailsOptOut: true,
      firstGuideClaimed: true,
      createdAt: true,
      accounts: { select: { provider: true } },
    },
  });
  if (!user) return null;
  const [orders, guides, quizResults, emails, programmes, giftsGiven, giftsReceived, reviews] = await Promise.all([
    db().order.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        kind: true,
        status: true,
        createdAt: true,
        paidAt: true,
        refundedAt: true,
        currency: true,
        subtotalCents: true,
        discountCents: true,
        totalCents: true,
        refundedCents: true,
        promoCode: true,
        items: { select: { guideId: true, name: true, unitCents: true, discountCents: true }, orderBy: { id: "asc" } },
      },
    }),
    db().userGuide.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { guideId: true, acquiredVia: true, createdAt: true, guide: { select: { title: true } } },
    }),
    db().quizResult.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true, questionResponses: true, recommendedGuideId: true, grantedGuideId: true, isRetake: true },
    }),
    db().emailMessage.findMany({
      where: { to: user.email },
      orderBy: { createdAt: "asc" },
      select: { type: true, subject: true, status: true, createdAt: true, sentAt: true },
    }),
    db().atomicYearSubscription.findMany({
      where: { userId },
      orderBy: { subscriptionStart: "asc" },
      select: { status: true, subscriptionStart: true, subscriptionEnd: true, endedAt: true },
    }),
    db().gift.findMany({
      where: { OR: [{ giverUserId: userId }, { giverEmail: user.email }] },
      orderBy: { createdAt: "asc" },
      select: {
        giftType: true,
        guideTitle: true,
        giverName: true,
        recipientName: true,
        recipientEmail: true,
        giftMessage: true,
        deliveryDate: true,
        deliveredAt: true,
        isActivated: true,
        createdAt: true,
      },
    }),
    // Only gifts that reached them: a scheduled one is still the giver's surprise.
    db().gift.findMany({
      where: { OR: [{ recipientUserId: userId }, { recipientEmail: user.email, deliveredAt: { not: null } }] },
      orderBy: { createdAt: "asc" },
      select: { giftType: true, guideTitle: true, giverName: true, giftMessage: true, deliveredAt: true, isActivated: true, activatedAt: true },
    }),
    db().review.findMany({
      where: { userId, withdrawnAt: null },
      orderBy: { createdAt: "asc" },
      select: {
        guideId: true,
        rating: true,
        body: true,
        createdAt: true,
        updatedAt: true,
        hiddenAt: true,
        hiddenReason: true,
        guide: { select: { title: true } },
      },
    }),
  ]);

  return {
    exportedAt: now.toISOString(),
    profile: {
      email: user.email,
      firstName: user.firstName,
      displayName: user.displayName,
      emailConfirmedAt: user.emailVerified,
      createdAt: user.createdAt,
      signInMethods: [...(user.passwordHash ? ["password"] : []), ...user.accounts.map((account) => account.provider)],
      firstGuideClaimed: user.firstGuideClaimed === true,
      emailPreferences: { marketingEmails: user.marketingEmails, marketingConsentAt: user.marketingConsentAt, programmeEmails: !user.programmeEmailsOptOut },
    },
    orders: orders
      .filter((order) => isReceiptStatus(order.status))
      .map(({ id, ...order }) => ({ orderNumber: orderNumber(id), statusLabel: orderStatusLabel(order.status, order.refundedCents), ...order })),
    unpaidCheckouts: orders
      .filter((order) => !isReceiptStatus(order.status))
      .map((order) => ({
        status: order.status,
        statusLabel: orderStatusLabel(order.status, order.refundedCents),
        kind: order.kind,
        createdAt: order.createdAt,
        currency: order.currency,
        totalCents: order.totalCents,
        promoCode: order.promoCode,
        items: order.items,
      })),
    guides: guides.map((row) => ({ guideId: row.guideId, title: row.guide.title, acquiredVia: row.acquiredVia, acquiredAt: row.createdAt })),
    quizResults: quizResults.map((row) => ({
      takenAt: row.createdAt,
      answers: row.questionResponses,
      recommendedGuideId: row.recommendedGuideId,
      grantedGuideId: row.grantedGuideId,
      isRetake: row.isRetake,
    })),
    emails: emails.map((row) => ({ type: row.type, subject: row.subject, status: row.status, createdAt: row.createdAt, sentAt: row.sentAt })),
    programmes,
    giftsGiven,
    giftsReceived,
    reviews: reviews.map(({ guide, ...review }) => ({ title: guide.title, ...review })),
  };
}

type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;
