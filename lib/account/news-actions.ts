"use server";
// The unsubscribe page's buttons for news e-mails: leave, and undo that. The signed token from the
// e-mail is the authority to leave (no sign-in needed, as the link comes by e-mail); turning news on
// again also takes the rejoin token the leaving handed back (lib/email/news-token.ts), so an old or
// forwarded e-mail cannot opt its reader in: that is done in the account's e-mail preferences.
import { z } from "zod";
import { action, type ActionResult } from "@/lib/actions/pipeline";
import { setNewsEmails, verifyNewsUnsubscribeToken } from "@/lib/email/news";
import { newsRejoinToken, verifyNewsRejoinToken } from "@/lib/email/news-token";

/** Where the list stands after the button (with the token that may undo a leaving), or why nothing changed. */
export type NewsEmailsState = ActionResult<{ subscribed: boolean; rejoin?: string }>;

const INVALID = "This unsubscribe link is not valid.";
const REJOIN_IN_ACCOUNT = "To get news e-mails again, sign in and turn them on under E-mail preferences in your account.";

export const chooseNewsEmails = action({
  name: "account: news e-mail choice",
  who: "visitor",
  input: z.object({ token: z.string().max(200), subscribe: z.enum(["yes", "no"]), rejoin: z.string().max(200).nullish() }),
  args: (_previous, form) => (form instanceof FormData ? { token: form.get("token"), subscribe: form.get("subscribe"), rejoin: form.get("rejoin") } : null),
  invalid: INVALID,
  rule: async ({ token, subscribe, rejoin }): Promise<NewsEmailsState> => {
    const userId = verifyNewsUnsubscribeToken(token);
    if (!userId) return { ok: false, error: INVALID };
    if (subscribe === "no") {
      if (!(await setNewsEmails(userId, false))) return { ok: false, error: INVALID };
      return { ok: true, subscribed: false, rejoin: newsRejoinToken(userId) };
    }
    if (!verifyNewsRejoinToken(rejoin, userId)) return { ok: false, error: REJOIN_IN_ACCOUNT };
    if (!(await setNewsEmails(userId, true))) return { ok: false, error: INVALID };
    return { ok: true, subscribed: true };
  },
});
