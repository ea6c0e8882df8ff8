import "server-only";
// The local access key of the local tools (the mailbox and the sandbox checkout). `npm start`
// generates it into .data/secrets.json (or takes LOCAL_TOOLS_KEY) and prints it once as a link;
// following the link stores it in an httpOnly cookie.
import { env } from "@/lib/env";
import { isSameSecret } from "@/lib/signed-token";

export const LOCAL_TOOLS_COOKIE = "local_tools_key";
export const LOCAL_TOOLS_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** The query parameter of the link `npm start` prints. */
export const LOCAL_TOOLS_KEY_PARAM = "key";

/** Whether `candidate` is this server's key, compared in constant time. Without a configured key nobody holds it. */
export function isLocalToolsKey(candidate: string | null | undefined): boolean {
  return isSameSecret(candidate, env().LOCAL_TOOLS_KEY);
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match?.[1] ?? null;
}

/** One cookie's value from a Cookie header (for handlers that get a plain Request). */
export function cookieValue(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}
