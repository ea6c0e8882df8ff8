import "server-only";
// The one admin rule: a confirmed e-mail on ADMIN_EMAILS, recomputed
// from the database on every check by lib/auth/session.ts. The /admin layout asks it for what to
// show; every admin route handler asks it again (server actions through the action pipeline's admin rule, lib/actions/pipeline.ts), because a layout guards
// neither. It reads no request header, so nothing a caller sends (x-middleware-subrequest
// included) can change its answer; the proxy never decides.
import { ADMIN_REFUSALS } from "@/lib/actions/pipeline";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";

export type AdminAccess = { status: "admin"; user: CurrentUser } | { status: "visitor" } | { status: "denied" };

export async function adminAccess(): Promise<AdminAccess> {
  const user = await getCurrentUser();
  if (!user) return { status: "visitor" };
  return user.isAdmin ? { status: "admin", user } : { status: "denied" };
}

/** For route handlers: the admin, or a 401/403 JSON response to return as is. */
export async function adminForRoute(): Promise<{ user: CurrentUser; refusal?: undefined } | { user?: undefined; refusal: Response }> {
  const access = await adminAccess();
  if (access.status === "admin") return { user: access.user };
  const { status, error, message } = ADMIN_REFUSALS[access.status];
  return { refusal: Response.json({ error, message }, { status, headers: { "Cache-Control": "no-store" } }) };
}
