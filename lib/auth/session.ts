import "server-only";
// The signed-in person, decided on the server. Pages, actions and routes call these themselves.
import { forbidden, redirect, unauthorized } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { auth } from "@/auth";

export type CurrentUser = { id: string; name: string; email: string; isAdmin: boolean };

/** Once per request (React `cache`): the header, the page and its islands share one session
 * decode and one database check instead of one each. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  // Per request, never prerendered: Auth.js reads cookies and uses crypto.
  await connection();
  const session = await auth();
  if (!session?.user?.id || !session.user.email) return null;
  return { id: session.user.id, name: session.user.name ?? "", email: session.user.email, isAdmin: session.user.isAdmin };
});

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
