import "server-only";
// The id of the session row the request's token carries, so a password change can end every other
// session and keep this one. Read only after getCurrentUser() has verified the token; the id is
// used only to keep one of the signed-in person's own rows.
import { headers } from "next/headers";
import { getToken } from "next-auth/jwt";
import { env } from "@/lib/env";

export async function currentSessionId(): Promise<string | null> {
  const cookie = (await headers()).get("cookie");
  if (!cookie) return null;
  // Auth.js names the cookie by scheme (__Secure- over https): try both, as it does.
  for (const secureCookie of [false, true]) {
    const token = await getToken({ req: { headers: { cookie } }, secret: env().AUTH_SECRET, secureCookie });
    if (typeof token?.sid === "string") return token.sid;
  }
  return null;
}
