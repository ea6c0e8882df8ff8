"use server";

import { randomUUID } from "node:crypto";
// The account page's actions. Each one asks the session whose account it is (never the input),
// validates the input with zod, and answers with a typed result; nothing else is trusted.
import { signOut } from "@/auth";
import { getCurrentUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { sendPurchaseConfirmation } from "@/lib/fulfilment/emails";
import { requestSignInClient } from "@/lib/auth/device-cookie-server";
import { authRules, hitAll } from "@/lib/rate-limit";
import { requestClientIp } from "@/lib/rate-limit/request-ip";
import { currentSessionId } from "./current-session";
import { deleteAccount } from "./delete";
import { ACCOUNT_MESSAGES } from "./messages";
import { RECEIPT_STATUSES } from "./orders";
import { changePassword, type AccountResult } from "./password";
import { changeName, setEmailPreferences } from "./profile";
import { resendReceiptSchema } from "./schemas";
import { requestLog } from "@/lib/log/request";

async function run(label: string, work: (user: { id: string; email: string }) => Promise<AccountResult>): Promise<AccountResult> {
  let userId: string | undefined;
  try {
    const user = await getCurrentUser();
    if (!user) return { ok: false, error: ACCOUNT_MESSAGES.signedOut };
    userId = user.id;
    return await work(user);
  } catch (error) {
    (await requestLog()).error({ err: error, userId }, `account: ${label} failed`);
    return { ok: false, error: ACCOUNT_MESSAGES.unexpected };
  }
}

export async function changeNameAction(input: unknown): Promise<AccountResult> {
  return run("name change", (user) => changeName(user.id, input));
}

export async function changePasswordAction(input: unknown): Promise<AccountResult> {
  return run("password change", async (user) =>
    changePassword(user, input, { currentSessionId: await currentSessionId(), client: await requestSignInClient() }),
  );
}

export async function updateEmailPreferencesAction(input: unknown): Promise<AccountResult> {
  return run("e-mail preferences", (user) => setEmailPreferences(user.id, input));
}

export async function resendReceiptAction(input: unknown): Promise<AccountResult> {
  return run("receipt resend", async (user) => {
    const parsed = resendReceiptSchema.safeParse(input);
    if (!parsed.success) return { ok: false, error: ACCOUNT_MESSAGES.orderNotFound };
    // Another person's order id finds nothing, exactly like an unknown one.
    const order = await db().order.findFirst({
      where: { id: parsed.data.orderId, userId: user.id, kind: "guides", status: { in: RECEIPT_STATUSES.filter((status) => status !== "needs_review") } },
      select: { id: true },
    });
    if (!order) return { ok: false, error: ACCOUNT_MESSAGES.orderNotFound };
    const rules = authRules();
    const allowed = await hitAll([
      [rules.emailPerAccount, user.email],
      [rules.emailPerIp, await requestClientIp()],
    ]);
    if (!allowed) return { ok: false, error: ACCOUNT_MESSAGES.tooMany };
    await sendPurchaseConfirmation(order.id, { dedupeKey: `purchase-resend:${order.id}:${randomUUID()}` });
    return { ok: true };
  });
}

export async function deleteAccountAction(input: unknown): Promise<AccountResult> {
  const result = await run("account deletion", async (user) => deleteAccount(user.id, input, await requestSignInClient()));
  // The rows behind the cookie are gone, so it opens nothing any more; clearing it tidies the browser.
  if (result.ok) await signOut({ redirect: false }).catch(() => undefined);
  return result;
}
