"use server";
// The unsubscribe page's buttons: leave or rejoin the Atomic Year's check-ins and season notes. The
// signed token from the e-mail is the authority (no sign-in needed, as the link comes by e-mail).
import { z } from "zod";
import { setProgrammeEmailsOptOut, verifyUnsubscribeToken } from "./unsubscribe";

export type ProgrammeEmailsState = { status: "subscribed" | "unsubscribed" } | { status: "error"; message: string };

const choice = z.object({ token: z.string().max(200), subscribe: z.enum(["yes", "no"]) });

export async function chooseProgrammeEmails(_previous: ProgrammeEmailsState, formData: FormData): Promise<ProgrammeEmailsState> {
  const invalid = { status: "error" as const, message: "This unsubscribe link is not valid." };
  if (!(formData instanceof FormData)) return invalid;
  const parsed = choice.safeParse({ token: formData.get("token"), subscribe: formData.get("subscribe") });
  const userId = parsed.success ? verifyUnsubscribeToken(parsed.data.token) : null;
  if (!parsed.success || !userId) return invalid;
  const subscribe = parsed.data.subscribe === "yes";
  if (!(await setProgrammeEmailsOptOut(userId, !subscribe))) return invalid;
  return { status: subscribe ? "subscribed" : "unsubscribed" };
}
