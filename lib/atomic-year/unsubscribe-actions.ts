"use server";
// The unsubscribe page's buttons: leave or rejoin the Atomic Year's check-ins and season notes. The
// signed token from the e-mail is the authority (no sign-in needed, as the link comes by e-mail).
import { z } from "zod";
import { action, type ActionResult } from "@/lib/actions/pipeline";
import { setProgrammeEmailsOptOut, verifyUnsubscribeToken } from "./unsubscribe";

/** Where the list stands after the button, or why nothing changed. */
export type ProgrammeEmailsState = ActionResult<{ subscribed: boolean }>;

const INVALID = "This unsubscribe link is not valid.";

export const chooseProgrammeEmails = action({
  name: "atomic-year: e-mail choice",
  who: "visitor",
  input: z.object({ token: z.string().max(200), subscribe: z.enum(["yes", "no"]) }),
  args: (_previous, form) => (form instanceof FormData ? { token: form.get("token"), subscribe: form.get("subscribe") } : null),
  invalid: INVALID,
  rule: async ({ token, subscribe }): Promise<ProgrammeEmailsState> => {
    const userId = verifyUnsubscribeToken(token);
    const subscribed = subscribe === "yes";
    if (!userId || !(await setProgrammeEmailsOptOut(userId, !subscribed))) return { ok: false, error: INVALID };
    return { ok: true, subscribed };
  },
});
