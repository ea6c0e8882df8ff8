// The password and e-mail-link sign-ins run only inside the shop's own server actions, which call
// Auth.js's signIn() in the same process (next-auth builds the request and hands it to Auth()
// directly; it never goes through the HTTP route). Auth.js would also accept them as
// `POST /api/auth/callback/<id>` from anyone holding a CSRF token; the shop refuses that door so
// there is exactly one way in, with one set of limits and one set of answers (an unconfirmed
// account's right password must not answer differently from a wrong one there).
const IN_PROCESS_PROVIDERS = ["credentials", "email-link"] as const;

/** True for an HTTP request Auth.js would route to the callback of one of those providers. */
export function isInProcessOnlyCallback(pathname: string, basePath = "/api/auth"): boolean {
  if (!pathname.startsWith(basePath)) return false;
  // Parsed the way Auth.js parses it: empty segments (`//`, a trailing `/`) are dropped.
  const [action, providerId] = pathname.slice(basePath.length).split("/").filter(Boolean);
  return action === "callback" && (IN_PROCESS_PROVIDERS as readonly string[]).includes(providerId ?? "");
}
