// What `npm start` decides for the local tools (the mailbox, the sandbox checkout): where the
// server listens, and the link that hands the local access key to a browser.

export const LOOPBACK_HOST = "127.0.0.1";

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
