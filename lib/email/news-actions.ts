"use server";
// The unsubscribe page's buttons for news e-mails: leave or rejoin. The signed token from the e-mail
// is the authority (no sign-in needed, as the link comes by e-mail).
import { z } from "zod";
import { setNewsEmails, verifyNewsUnsubscribeToken } from "./news";

/** Where the list stands after the button, or why nothing changed (the shop's one result shape). */
export type NewsEmailsState = { ok: true; subscribed: boolean } | { ok: false; error: string };

const choice = z.object({ token: z.string().max(200), subscribe: z.enum(["yes", "no"]) });

export async function chooseNewsEmails(_previous: NewsEmailsState, formData: FormData): Promise<NewsEmailsState> {
  const invalid = { ok: false as const, error: "This unsubscribe link is not valid." };
  if (!(formData instanceof FormData)) return invalid;
  const parsed = choice.safeParse({ token: formData.get("token"), subscribe: formData.get("subscribe") });
  const userId = parsed.success ? verifyNewsUnsubscribeToken(parsed.data.token) : null;
  if (!parsed.success || !userId) return invalid;
  const subscribe = parsed.data.subscribe === "yes";
  if (!(await setNewsEmails(userId, subscribe))) return invalid;
  return { ok: true, subscribed: subscribe };
}
