import "server-only";
// Deleting an account. Confirmed with the password (checked by the sign-in code, with its limits),
// or, for an account without one (Google only), by typing its e-mail address. Orders stay for
// accounting with the person's details removed; everything else that is theirs goes. One short
// transaction (nothing outside the database happens inside it); of two concurrent requests one
// deletes and the other finds no account.
import type { ActionResult } from "@/lib/action-result";
import { db, type Prisma } from "@/lib/db";
import { randomBytes } from "node:crypto";
import { checkCredentials, type SignInClient } from "@/lib/auth/credentials";
import { firstIssue } from "@/lib/auth/schemas";
import { ACCOUNT_MESSAGES } from "./messages";
import { deleteAccountSchema } from "./schemas";
import { revalidateGuideReviews } from "@/lib/reviews/revalidate";
import { closeOrSettleCheckout } from "@/lib/fulfilment/fulfil";
import { log } from "@/lib/log/logger";

/** Stands in for the address wherever a record is kept (a domain that can never receive mail, RFC 6761). */
function deletedUserAddress(): string {
  return `deleted-user-${randomBytes(8).toString("hex")}@invalid`;
}

export async function deleteAccount(userId: string, input: unknown, client: SignInClient, now = new Date()): Promise<ActionResult> {
  const parsed = deleteAccountSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  const account = await db().user.findUnique({ where: { id: userId }, select: { email: true, passwordHash: true } });
  if (!account) return { ok: false, code: "sign_in", error: ACCOUNT_MESSAGES.signIn };
  const { email } = account;
  if (account.passwordHash) {
    const check = await checkCredentials({ email, password: parsed.data.confirmation }, client, now);
    if (!check.ok) return { ok: false, error: check.reason === "throttled" ? ACCOUNT_MESSAGES.tooMany : ACCOUNT_MESSAGES.wrongPassword };
  } else if (parsed.data.confirmation.trim().toLowerCase() !== email) {
    return { ok: false, error: ACCOUNT_MESSAGES.wrongConfirmation };
  }

  // Nothing can be paid for an account that is gone: its open checkouts close first, and one paid a
  // moment ago is settled now (its guides are the person's until the account goes, as any earlier
  // purchase). A provider that cannot be reached stops the deletion here, before anything changed.
  await closeOpenCheckouts({ userId });

  const placeholder = deletedUserAddress();
  // Their reviews go with the row: the guides' pages showing them are regenerated afterwards.
  const reviewed = await db().review.findMany({ where: { userId }, select: { guide: { select: { slug: true } } } });
  const deleted = await db().$transaction(async (tx) => {
    const orders = await tx.order.findMany({ where: { OR: [{ userId }, { customerEmail: email }] }, select: { id: true } });
    const given = await tx.gift.findMany({ where: { OR: [{ giverUserId: userId }, { giverEmail: email }] }, select: { id: true } });
    const opened = await tx.gift.findMany({ where: { OR: [{ recipientUserId: userId }, { recipientEmail: email }], isActivated: true }, select: { id: true } });
    // Sessions, sign-in links, reset and confirmation tokens, owned guides, quiz results and
    // programmes go with the row (onDelete: Cascade); orders and gifts lose the link (SetNull).
    const removed = await tx.user.deleteMany({ where: { id: userId } });
    if (removed.count === 0) return null;
    await tx.order.updateMany({ where: { id: { in: orders.map((order) => order.id) } }, data: { customerEmail: placeholder, userId: null } });
    await tx.sandboxCheckoutSession.updateMany({ where: { customerEmail: email }, data: { customerEmail: placeholder } });
    await tx.gift.updateMany({ where: { id: { in: given.map((gift) => gift.id) } }, data: { giverEmail: placeholder, giverName: null } });
    // A received gift that was opened is theirs; one not yet opened still belongs to its giver and
    // keeps its address, so it can still reach them.
    await tx.gift.updateMany({ where: { id: { in: opened.map((gift) => gift.id) } }, data: { recipientEmail: placeholder, recipientName: null } });
    // The record of e-mails sent keeps type, status and date; address, subject and body go, and
    // nothing still waiting is sent.
    await tx.emailMessage.updateMany({
      where: { to: email, status: { not: "sent" } },
      data: { status: "failed", nextAttemptAt: null, error: "account deleted" },
    });
    await tx.emailMessage.updateMany({ where: { to: email }, data: { to: placeholder, subject: "(removed)", html: "", text: null } });
    await tx.contactMessage.deleteMany({ where: { email } });
    await tx.verificationToken.deleteMany({ where: { identifier: email } });
    await tx.rateLimit.deleteMany({ where: { key: { endsWith: `:${email}` } } });
    return { orderIds: orders.map((order) => order.id) };
  });
  if (deleted) {
    revalidateGuideReviews(reviewed.map((review) => review.guide.slug));
    // A checkout started while this ran has no account to grant to any more.
    await closeOpenCheckouts({ id: { in: deleted.orderIds }, userId: null }).catch((error: unknown) =>
      log().error({ err: error }, "account deletion: closing a checkout started meanwhile failed"),
    );
  }
  return deleted ? { ok: true } : { ok: false, code: "sign_in", error: ACCOUNT_MESSAGES.signIn };
}

/** Expires the provider's session of each pending order matching `where`; one already paid is settled. */
async function closeOpenCheckouts(where: Prisma.OrderWhereInput): Promise<void> {
  const open = await db().order.findMany({ where: { ...where, status: "pending", checkoutSessionId: { not: null } }, select: { checkoutSessionId: true } });
  for (const { checkoutSessionId } of open) await closeOrSettleCheckout(checkoutSessionId!);
}
