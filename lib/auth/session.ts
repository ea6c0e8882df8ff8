import "server-only";
// The signed-in person, decided on the server. Pages, actions and routes call these themselves.
import { forbidden, redirect, unauthorized } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { auth } from "@/auth";

export type CurrentUser = { id: string; name: string; email: string; isAdmin: boolean };

/** What a person is told when the shop could not do what they asked (an outage). */
export const SOMETHING_WENT_WRONG = "Something went wrong on our side. Nothing was changed; please try again in a moment.";

/** The session could not be checked (the database is unreachable): neither signed in nor out.
 * Pages show their error screen; actions answer SOMETHING_WENT_WRONG, never "please sign in". */
export class SessionUnavailableError extends Error {
  constructor() {
    super("the session could not be checked");
    this.name = "SessionUnavailableError";
  }
}

/** Once per request (React `cache`): the header, the page and its islands share one session
 * decode and one database check instead of one each. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  // Per request, never prerendered: Auth.js reads cookies and uses crypto.
  await connection();
  const session = await auth();
  if (session?.user?.unchecked) throw new SessionUnavailableError();
  if (!session?.user?.id || !session.user.email) return null;
  return { id: session.user.id, name: session.user.name ?? "", email: session.user.email, isAdmin: session.user.isAdmin };
});

/** For actions that answer a visitor differently ("please sign in"): the person, null for a
 * visitor, or "unavailable" when the session cannot be checked, so an outage is never taken for
 * being signed out. */
export async function getCurrentUserOrOutage(): Promise<CurrentUser | null | "unavailable"> {
  try {
    return await getCurrentUser();
  } catch (error) {
    if (error instanceof SessionUnavailableError) return "unavailable";
    throw error;
  }
}

/** For pages: a visitor is sent to sign in and brought back to `returnTo` afterwards. */
export async function requireUserOrRedirect(returnTo: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(returnTo)}`);
  return user;
}

/** For actions and routes. */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) unauthorized();
  return user;
}

export async function requireAdmin(): Promise<CurrentUser> {
  const user = await requireUser();
  if (!user.isAdmin) forbidden();
  return user;
}
