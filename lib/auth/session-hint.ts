import "server-only";
import { cookies, headers } from "next/headers";
import { env } from "@/lib/env";
import { SESSION_MAX_AGE_SECONDS } from "./session-check";
import { hintCookieOptions, SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from "@/lib/session/hint";

async function overHttps(): Promise<boolean> {
  const forwarded = (await headers()).get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https" || env().SITE_URL.startsWith("https:");
}

/** After a sign-in (any provider): lasts as long as the session can. */
export async function setSessionHint(): Promise<void> {
  (await cookies()).set(SESSION_HINT_COOKIE, SESSION_HINT_VALUE, hintCookieOptions(SESSION_MAX_AGE_SECONDS, await overHttps()));
}

export async function clearSessionHint(): Promise<void> {
  (await cookies()).delete(SESSION_HINT_COOKIE);
}
