import "server-only";
import { cookies, headers } from "next/headers";
import { env } from "@/lib/env";
import { SESSION_MAX_AGE_SECONDS } from "./session-check";
import { hintCookieOptions, READER_ACCOUNT_COOKIE, SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from "@/lib/session/hint";

async function overHttps(): Promise<boolean> {
  const forwarded = (await headers()).get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https" || env().SITE_URL.startsWith("https:");
}

/** After a sign-in (any provider): the hint, and the account whose offline reader copies this
 * browser may open; both last as long as the session can. */
export async function setSessionHint(userId: string | undefined): Promise<void> {
  const jar = await cookies();
  const options = hintCookieOptions(SESSION_MAX_AGE_SECONDS, await overHttps());
  jar.set(SESSION_HINT_COOKIE, SESSION_HINT_VALUE, options);
  if (userId) jar.set(READER_ACCOUNT_COOKIE, userId, options);
  else jar.delete(READER_ACCOUNT_COOKIE);
}

export async function clearSessionHint(): Promise<void> {
  const jar = await cookies();
  jar.delete(SESSION_HINT_COOKIE);
  jar.delete(READER_ACCOUNT_COOKIE);
}

/** The reader's account cookie names `userId` (GET /api/me, on every page a signed-in person opens). */
export async function keepReaderAccount(userId: string): Promise<void> {
  const jar = await cookies();
  if (jar.get(READER_ACCOUNT_COOKIE)?.value === userId) return;
  jar.set(READER_ACCOUNT_COOKIE, userId, hintCookieOptions(SESSION_MAX_AGE_SECONDS, await overHttps()));
}
