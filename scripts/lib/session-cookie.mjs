// A signed-in browser without the sign-in form, for the tools that look at pages only a customer
// sees (the end-to-end tests' signInAs, Lighthouse on the reader): given the user and the session
// row the shop opens at sign-in, Auth.js's own `encode` makes the session cookie under the server's
// AUTH_SECRET, so the shop's real `auth()` reads and checks it on every request.
import { encode } from "next-auth/jwt";

/** The cookie's name on http (the `__Secure-` prefix is only used over https). */
export const SESSION_COOKIE = "authjs.session-token";

/** The cookie's value for the session `sessionToken` of `userId` (at the account's session version). */
export function sessionCookieValue({ userId, sessionToken, sessionVersion, secret, maxAgeSeconds }) {
  return encode({
    token: { sub: userId, uid: userId, sid: sessionToken, sv: sessionVersion },
    secret,
    salt: SESSION_COOKIE,
    maxAge: maxAgeSeconds,
  });
}
