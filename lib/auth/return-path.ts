// The page a person was on when sign-up interrupted them (the cart, a guide page), carried through
// the confirmation e-mail so the link brings them back there. The path rides in the link next to
// an HMAC bound to that link's token: nobody can hand someone a confirmation link that lands
// elsewhere, and the path is judged again by safeRedirectPath when it is used (never an open redirect).
import { createHmac, timingSafeEqual } from "node:crypto";
import { safeRedirectPath } from "./redirects";

function signature(token: string, path: string, secret: string): string {
  return createHmac("sha256", secret).update(`confirm-return\n${token}\n${path}`).digest("base64url");
}

/** The query parameters to add to a confirmation link, or none when there is no safe path to return to. */
export function returnPathParams(token: string, target: unknown, secret: string | undefined): Record<string, string> {
  if (!secret || typeof target !== "string" || target.length > 500) return {};
  const path = safeRedirectPath(target, "");
  return path ? { next: path, sig: signature(token, path, secret) } : {};
}

/** The path to return to after confirming, when the link carries one signed for this token. */
export function verifiedReturnPath(token: string, next: unknown, sig: unknown, secret: string | undefined): string | null {
  if (!secret || typeof next !== "string" || typeof sig !== "string" || next.length > 500) return null;
  const expected = Buffer.from(signature(token, next, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return safeRedirectPath(next, "") || null;
}
