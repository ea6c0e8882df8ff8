// The sign-up key: a random value in an httpOnly cookie of the browser that signs up. Its hash is
// stored with the pending password, so the confirmation can tell whether the browser opening the
// link is the one that chose that password (lib/auth/confirm-signup.ts). A browser keeps one key
// for all its sign-ups, so a person who signs up twice (a forgotten sign-up, a typo) is not a
// contest with themselves. It decides nothing alone: the confirmation link still proves the mailbox.
import "server-only";
import { cookies, headers } from "next/headers";
import { env } from "@/lib/env";
import { hashToken, isTokenShaped, newRawToken, TOKEN_TTL_MS } from "./tokens";

const SIGNUP_KEY_COOKIE = "ag-signup-key";

/** The key named by a Cookie header, when it has the shape of one this shop issued. */
export function signupKeyFromCookieHeader(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== SIGNUP_KEY_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return isTokenShaped(value) ? value : null;
  }
  return null;
}

async function overHttps(): Promise<boolean> {
  const forwarded = (await headers()).get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https" || env().SITE_URL.startsWith("https:");
}

/** This browser's key (a new one when it has none), set again so it lasts as long as the link it goes with. Answers its hash. */
export async function signupKeyHashOfThisBrowser(): Promise<string> {
  const key = signupKeyFromCookieHeader((await headers()).get("cookie")) ?? newRawToken();
  (await cookies()).set(SIGNUP_KEY_COOKIE, key, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: await overHttps(),
    maxAge: TOKEN_TTL_MS.email_confirmation / 1000,
  });
  return hashToken(key);
}

/** After a confirmation this browser's key made (its hash `usedHash`) reached it: the key is dropped. */
export async function forgetSignupKey(usedHash: string): Promise<void> {
  const key = signupKeyFromCookieHeader((await headers()).get("cookie"));
  if (key !== null && hashToken(key) === usedHash) (await cookies()).delete(SIGNUP_KEY_COOKIE);
}
