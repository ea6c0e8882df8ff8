import "server-only";
// Who may open the local tools: the holder of the local key, an admin, and for a sandbox checkout
// also the signed-in buyer whose order it is. Everyone else is told the page does not exist.
// Pages, routes and actions call these themselves; the proxy calls them only to answer with 404.
import { cookies } from "next/headers";
import { db } from "@/lib/db";
import { mailboxEnabled } from "@/lib/email/mailbox";
import { env } from "@/lib/env";
import { buyerKeyHash, GIFT_BUYER_COOKIE } from "@/lib/gifts/buyer-key";
import { isLocalToolsKey, LOCAL_TOOLS_COOKIE } from "./key";
import { type LocalToolsViewer, viewerMayReadMailbox, viewerMayUseSandboxSession } from "./rules";

/** Key material a request presented: the cookie, and for the JSON route a bearer token. */
export type PresentedKey = { cookie?: string | null; bearer?: string | null; giftBuyer?: string | null };

/** Without `presented`, the key is read from the request's cookies. The session is decoded only when no valid key was presented. */
async function localToolsViewer(presented?: PresentedKey): Promise<LocalToolsViewer> {
  const cookie = presented ? presented.cookie : (await cookies()).get(LOCAL_TOOLS_COOKIE)?.value;
  if (isLocalToolsKey(cookie) || isLocalToolsKey(presented?.bearer)) return { keyHolder: true };
  // Auth.js is loaded only on this path, so a key holder's request (the e-mail database tests call
  // the JSON route with the key, outside Next) never needs it.
  const { getCurrentUser } = await import("@/lib/auth/session");
  const user = await getCurrentUser();
  return { keyHolder: false, user: user && { id: user.id, isAdmin: user.isAdmin } };
}

/** May this request read the mailbox? False whenever e-mail does not go to the outbox. */
export async function canReadMailbox(presented?: PresentedKey): Promise<boolean> {
  if (!mailboxEnabled()) return false;
  return viewerMayReadMailbox(await localToolsViewer(presented));
}

/** The owner of the order a sandbox session pays for, and the browser a visitor's gift order is
 * bound to (lib/gifts/buyer-key.ts); null when there is no such session. */
async function sandboxSessionOwner(sessionId: string): Promise<{ ownerId: string | null; buyerKeyHash: string | null } | null> {
  const session = await db().sandboxCheckoutSession.findUnique({ where: { id: sessionId }, select: { orderId: true } });
  if (!session) return null;
  const order = await db().order.findUnique({ where: { id: session.orderId }, select: { userId: true, buyerKeyHash: true } });
  return { ownerId: order?.userId ?? null, buyerKeyHash: order?.buyerKeyHash ?? null };
}

/** May this request see, pay or leave this sandbox checkout? False for an unknown session and whenever payments are not the sandbox. */
export async function canUseSandboxSession(sessionId: string, presented?: PresentedKey): Promise<boolean> {
  if (env().payments !== "sandbox") return false;
  const session = await sandboxSessionOwner(sessionId);
  if (!session) return false;
  const giftBuyer = presented ? presented.giftBuyer : (await cookies()).get(GIFT_BUYER_COOKIE)?.value;
  const boundBrowser = session.buyerKeyHash !== null && buyerKeyHash(giftBuyer) === session.buyerKeyHash;
  return viewerMayUseSandboxSession(await localToolsViewer(presented), session.ownerId, boundBrowser);
}
