"use server";

import { randomUUID } from "node:crypto";
// The account page's actions. Each one asks the session whose account it is (never the input),
// validates the input with zod, and answers with a typed result; nothing else is trusted.
import { signOut } from "@/auth";
import { z } from "zod";
import { action } from "@/lib/actions/pipeline";
import { db } from "@/lib/db";
import { sendPurchaseConfirmation } from "@/lib/fulfilment/emails";
import { requestSignInClient } from "@/lib/auth/device-cookie-server";
import { authRules, hitAll } from "@/lib/rate-limit";
import { requestClientIp } from "@/lib/rate-limit/request-ip";
import { currentSessionId } from "./current-session";
import { deleteAccount } from "./delete";
import { ACCOUNT_MESSAGES } from "./messages";
import { RECEIPT_STATUSES } from "./orders";
import type { ActionResult } from "@/lib/action-result";
import { confirmEmailChange, emailChangeConfirmSchema, emailChangeRequestSchema, requestEmailChange } from "./email-change";
import { EMAIL_CHANGE_MESSAGES } from "./messages";
import { changePassword } from "./password";
import { changeName, setEmailPreferences } from "./profile";
import { resendReceiptSchema } from "./schemas";

/** An account action: the session's person, the input checked by the domain function's own schema. */
function accountAction<R extends ActionResult>(name: string, rule: (input: unknown, user: { id: string; email: string }) => Promise<R>) {
  return action({
    name: `account: ${name}`,
    who: "account",
    input: z.unknown(),
    signIn: ACCOUNT_MESSAGES.signIn,
    failed: ACCOUNT_MESSAGES.unexpected,
    rule,
  });
}

export const changeNameAction = accountAction("name change", (input, user) => changeName(user.id, input));

export const changePasswordAction = accountAction("password change", async (input, user) =>
  changePassword(user, input, { currentSessionId: await currentSessionId(), client: await requestSignInClient() }),
);

export const updateEmailPreferencesAction = accountAction("e-mail preferences", (input, user) => setEmailPreferences(user.id, input));

export const resendReceiptAction = accountAction("receipt resend", async (input, user): Promise<ActionResult> => {
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

export const deleteAccountAction = accountAction("account deletion", async (input, user) => {
  const result = await deleteAccount(user.id, input, await requestSignInClient());
  // The rows behind the cookie are gone, so it opens nothing any more; clearing it tidies the browser.
  if (result.ok) await signOut({ redirect: false }).catch(() => undefined);
  return result;
});

/** Asks to move the account to a new address: a link goes there; nothing changes until it is opened. */
export const requestEmailChangeAction = action({
  name: "account: e-mail change",
  who: "account",
  input: emailChangeRequestSchema,
  signIn: ACCOUNT_MESSAGES.signIn,
  failed: ACCOUNT_MESSAGES.unexpected,
  rule: ({ email }, user) => requestEmailChange(user, email),
});

/** The link from that e-mail, opened by the same account signed in: the address changes. */
export const confirmEmailChangeAction = action({
  name: "account: e-mail change confirmation",
  who: "account",
  input: emailChangeConfirmSchema,
  invalid: EMAIL_CHANGE_MESSAGES.invalidLink,
  signIn: "Please sign in to change your e-mail address.",
  failed: ACCOUNT_MESSAGES.unexpected,
  rule: ({ token }, user) => confirmEmailChange(user, token),
});
