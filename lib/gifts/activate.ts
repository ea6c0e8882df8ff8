import "server-only";
// Opening a gift. The link's token is looked up by its SHA-256; activation is one conditional update
// (is_activated false → true on that hash, unexpired, unrefunded) inside the payment's lock, so two
// people opening one gift at the same moment produce one activation, and a refund is never lost
// between the check and the grant. Then the gifted year starts (or is queued after a running one,
// which startProgramme decides) or the guide lands on the shelf; a recipient who already owns the
// gifted guide chooses another one they do not own instead.
import { startProgramme } from "@/lib/atomic-year/subscriptions";
import { hashToken, isTokenShaped } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { lockPayment, PAYMENT_TRANSACTION_OPTIONS } from "@/lib/payments/payment-lock";
import { sendDueProgrammeEmails } from "@/lib/atomic-year/programme";
import { sendCompletionEmailIfComplete } from "@/lib/shelf/completion";
import { prepareOwnerCopies } from "@/lib/shelf/download";
import { giftEmailSelect, sendGiftOpenedNote } from "./emails";
import type { GiftLinkProblem } from "./link-messages";

export type GuideLink = { id: string; slug: string; title: string };

export type GiftLinkState =
  | { status: "invalid" }
  | { status: "not_found" }
  | { status: "activated" }
  | {
      status: "ready";
      giftType: "guide" | "atomic_year";
      recipientEmail: string;
      recipientName: string | null;
      giverName: string | null;
      guide: GuideLink | null;
    };

export type ActivationResult =
  | { ok: true; giftType: "guide" | "atomic_year"; guide: GuideLink | null }
  | { ok: false; reason: GiftLinkProblem | "wrong_account" | "bad_choice" }
  | { ok: false; reason: "owns_guide"; choices: GuideLink[] };

const guideLinkSelect = { id: true, slug: true, title: true } as const;

async function giftByToken(token: string) {
  return db().gift.findUnique({
    where: { activationTokenHash: hashToken(token) },
    select: {
      id: true,
      giftType: true,
      recipientEmail: true,
      recipientName: true,
      giverName: true,
      orderId: true,
      isActivated: true,
      refundedAt: true,
      activationExpiresAt: true,
      stripePaymentIntentId: true,
      guide: { select: guideLinkSelect },
      order: { select: { status: true } },
    },
  });
}

/** What the activation and claim pages show for a link, without using it. */
export async function giftLinkState(token: unknown, now = new Date()): Promise<GiftLinkState> {
  if (typeof token !== "string" || !isTokenShaped(token)) return { status: "invalid" };
  const gift = await giftByToken(token);
  if (!gift) return { status: "not_found" };
  if (gift.isActivated) return { status: "activated" };
  // A refunded gift, or one whose link has expired, no longer exists for the person holding the link.
  if (gift.refundedAt || !gift.activationExpiresAt || gift.activationExpiresAt <= now || gift.order?.status !== "fulfilled") return { status: "not_found" };
  return {
    status: "ready",
    giftType: gift.giftType,
    recipientEmail: gift.recipientEmail,
    recipientName: gift.recipientName,
    giverName: gift.giverName,
    guide: gift.guide,
  };
}

/** A gift this link opened for `userId` (the person holding it again, signed in as its recipient):
 * what it was and, for a guide, the one that went to their shelf. Null for anyone else. */
export async function giftOpenedBy(token: unknown, userId: string): Promise<{ giftType: "guide" | "atomic_year"; guide: GuideLink | null } | null> {
  if (typeof token !== "string" || !isTokenShaped(token)) return null;
  const gift = await db().gift.findUnique({
    where: { activationTokenHash: hashToken(token) },
    select: { giftType: true, isActivated: true, recipientUserId: true, claimedGuideId: true, guide: { select: guideLinkSelect } },
  });
  if (!gift?.isActivated || gift.recipientUserId !== userId) return null;
  if (gift.giftType === "atomic_year") return { giftType: "atomic_year", guide: null };
  const guide =
    gift.claimedGuideId && gift.claimedGuideId !== gift.guide?.id
      ? await db().guide.findUnique({ where: { id: gift.claimedGuideId }, select: guideLinkSelect })
      : gift.guide;
  return { giftType: "guide", guide };
}

/** Guides a person could take instead of a gifted one they already own: released, not on their shelf. */
async function unownedGuides(userId: string): Promise<GuideLink[]> {
  return db().guide.findMany({
    where: { released: true, owners: { none: { userId } } },
    orderBy: [{ strand: "asc" }, { sortOrder: "asc" }],
    select: guideLinkSelect,
  });
}

class LostRace extends Error {}

/** Opens the gift behind `token` for the signed-in `user`, whose e-mail must be the recipient's.
 * `choice` is the guide taken instead of a gifted guide the person already owns. */
export async function activateGift(
  token: unknown,
  user: { id: string; email: string },
  choice: string | null = null,
  now = new Date(),
): Promise<ActivationResult> {
  const state = await giftLinkState(token, now);
  if (state.status !== "ready") return { ok: false, reason: state.status };
  if (user.email.trim().toLowerCase() !== state.recipientEmail.toLowerCase()) return { ok: false, reason: "wrong_account" };
  const gift = (await giftByToken(token as string))!;

  let guide: GuideLink | null = null;
  if (gift.giftType === "guide" && gift.guide) {
    const owned = await db().userGuide.findUnique({
      where: { userId_guideId: { userId: user.id, guideId: gift.guide.id } },
      select: { acquiredVia: true, orderId: true },
    });
    if (!owned) guide = gift.guide;
    // Owned through this very gift: it was opened a moment ago (the button pressed twice), so there
    // is nothing to choose instead.
    else if (gift.orderId !== null && owned.acquiredVia === "gift" && owned.orderId === gift.orderId) return { ok: false, reason: "activated" };
    else {
      const choices = await unownedGuides(user.id);
      if (choice === null) return { ok: false, reason: "owns_guide", choices };
      guide = choices.find((candidate) => candidate.id === choice) ?? null;
      if (!guide) return { ok: false, reason: "bad_choice" };
    }
  }

  let subscriptionId: string | null = null;
  try {
    await db().$transaction(async (tx) => {
      await lockPayment(tx, gift.stripePaymentIntentId ?? `order:${gift.orderId}`);
      const claimed = await tx.gift.updateMany({
        where: { id: gift.id, activationTokenHash: hashToken(token as string), isActivated: false, refundedAt: null, activationExpiresAt: { gt: now } },
        data: { isActivated: true, activatedAt: now, recipientUserId: user.id, claimedGuideId: guide?.id ?? null },
      });
      if (claimed.count !== 1) throw new LostRace();
      if (gift.giftType === "atomic_year") {
        const started = await startProgramme(tx, { userId: user.id, email: user.email, giftId: gift.id, paymentIntentId: gift.stripePaymentIntentId, now });
        subscriptionId = started.subscriptionId;
      } else if (guide) {
        const granted = await tx.userGuide.createMany({
          data: [{ userId: user.id, guideId: guide.id, acquiredVia: "gift", orderId: gift.orderId, stripePaymentIntentId: gift.stripePaymentIntentId }],
          skipDuplicates: true,
        });
        // Bought in the meantime: undo the claim, and the person chooses again.
        if (granted.count !== 1) throw new LostRace();
      }
    }, PAYMENT_TRANSACTION_OPTIONS);
  } catch (error) {
    if (!(error instanceof LostRace)) throw error;
    const after = await giftLinkState(token, now);
    return { ok: false, reason: after.status === "ready" ? "bad_choice" : after.status };
  }

  // After the commit: the guide's stamped copies, the welcome e-mail of a year that starts now, the
  // giver's note, and the completion e-mail if this gift completed the shelf. Each e-mail is keyed so
  // it goes out once.
  if (guide) prepareOwnerCopies(user.id, [guide.id]);
  if (subscriptionId) await sendDueProgrammeEmails({ subscriptionId });
  const details = await db().gift.findUnique({ where: { id: gift.id }, select: giftEmailSelect });
  if (details) await sendGiftOpenedNote(details);
  await sendCompletionEmailIfComplete(user.id);
  return { ok: true, giftType: gift.giftType, guide };
}
