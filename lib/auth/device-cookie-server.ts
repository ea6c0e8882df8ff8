import "server-only";
import { cookies, headers } from "next/headers";
import { env } from "@/lib/env";
import type { SignInClient } from "./credentials";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, issueDeviceCookie } from "./device-cookie";
import { signInClientFrom } from "./sign-in-client";

async function overHttps(): Promise<boolean> {
  const forwarded = (await headers()).get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https" || env().SITE_URL.startsWith("https:");
}

/** After a sign-in that proved the account (password, confirmation link, Google): this browser
 * now carries the account's device cookie (./device-cookie.ts). Signing out keeps it. */
export async function setDeviceCookie(userId: string): Promise<void> {
  const secret = env().AUTH_SECRET;
  if (!secret) return;
  (await cookies()).set(DEVICE_COOKIE, issueDeviceCookie(userId, secret), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: await overHttps(),
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

/** The client of the server action or route handler being handled. */
export async function requestSignInClient(): Promise<SignInClient> {
  return signInClientFrom(await headers(), env().AUTH_SECRET);
}
