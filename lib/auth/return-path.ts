// The page a person was on when sign-up interrupted them (the cart, a guide page), carried through
// the confirmation e-mail so the link brings them back there. The path rides in the link next to
// an HMAC bound to that link's token: nobody can hand someone a confirmation link that lands
// elsewhere, and the path is judged again by safeRedirectPath when it is used (never an open redirect).
import { signPayload, verifyPayload } from "@/lib/signed-token";
import { safeRedirectPath } from "./redirects";

const PURPOSE = "atomic-guides:confirmation-return-path:v1";
const payload = (token: string, path: string) => `${token}\n${path}`;

/** The query parameters to add to a confirmation link, or none when there is no safe path to return to. */
export function returnPathParams(token: string, target: unknown, secret: string | undefined): Record<string, string> {
  if (!secret || typeof target !== "string" || target.length > 500) return {};
  const path = safeRedirectPath(target, "");
  return path ? { next: path, sig: signPayload(PURPOSE, payload(token, path), secret) } : {};
}

/** The path to return to after confirming, when the link carries one signed for this token. */
export function verifiedReturnPath(token: string, next: unknown, sig: unknown, secret: string | undefined): string | null {
  if (!secret || typeof next !== "string" || next.length > 500) return null;
  if (!verifyPayload(PURPOSE, payload(token, next), sig, secret)) return null;
  return safeRedirectPath(next, "") || null;
}
