// What `npm start` decides for the local tools (the mailbox, the sandbox checkout): where the
// server listens, and the link that hands the local access key to a browser.

// "localhost", not "127.0.0.1": Next names its own origin after the bound host but normalises
// request URLs to "localhost", so with 127.0.0.1 every proxy rewrite (the guide 404s) looked like an
// external URL and was proxied back to the server itself, in a loop until it timed out with a 500.
// "localhost" resolves to a loopback address (127.0.0.1 or ::1) all the same.
export const LOOPBACK_HOST = "localhost";

/** The address `next start` binds: loopback, so nothing on the network reaches the shop, unless HOSTNAME says otherwise. */
export function serveHost(env) {
  const configured = env.HOSTNAME?.trim();
  return configured ? configured : LOOPBACK_HOST;
}

/**
 * The mailbox link `npm start` prints once; following it stores the key in a cookie, which also
 * opens every sandbox checkout. Null when e-mail is real (no mailbox) or there is no key.
 */
export function localToolsLink(env) {
  if (env.RESEND_API_KEY || !env.LOCAL_TOOLS_KEY) return null;
  const origin = (env.SITE_URL || `http://localhost:${env.PORT || "3000"}`).replace(/\/+$/, "");
  const url = new URL("/dev/mailbox", `${origin}/`);
  url.searchParams.set("key", env.LOCAL_TOOLS_KEY);
  return url.toString();
}
