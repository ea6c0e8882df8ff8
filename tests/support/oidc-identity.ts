// End-to-end helpers for Google sign-in against the loopback OpenID Connect provider
// (oauth2-mock-server, configured in tests/support/google-issuer.mjs and started by scripts/test.mjs
// for the whole Playwright run).
import { expect, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { encodeIdentity, IDENTITY_COOKIE } from "./google-issuer.mjs";

export type GoogleIdentity = { sub: string; email: string; email_verified: boolean; name?: string; given_name?: string; family_name?: string };

export function googleIssuer(): string {
  const issuer = process.env.AUTH_GOOGLE_ISSUER;
  if (!issuer) throw new Error("AUTH_GOOGLE_ISSUER is not set: run the end-to-end tests with `npm run test:e2e`, which starts the Google stand-in.");
  return issuer;
}

let counter = 0;
/** A Google account of its own for one test (a fresh `sub`), with the given address. */
export function googleIdentity(email: string, claims: Partial<Omit<GoogleIdentity, "sub" | "email">> = {}): GoogleIdentity {
  counter += 1;
  return { sub: `${Date.now()}${counter}${Math.floor(Math.random() * 1e6)}`, email, email_verified: true, ...claims };
}

/** Signs this browser in to "Google" as the identity, as a person is signed in to Google in
 * their browser: the provider's authorization endpoint answers as whoever this cookie names. */
export async function useGoogleAccount(context: BrowserContext, identity: GoogleIdentity): Promise<void> {
  await context.addCookies([{ name: IDENTITY_COOKIE, value: encodeIdentity(identity), url: googleIssuer(), secure: true, sameSite: "Lax" }]);
}

/**
 * The whole Google sign-in over plain HTTP requests, as a script (or an attacker) would make
 * them: Auth.js's own sign-in endpoint, the provider's authorization endpoint, then Auth.js's
 * callback. Cookies (CSRF, PKCE, the session) live in `request`'s jar. Returns where the app
 * sends the browser after the callback.
 */
export async function googleSignInOverHttp(request: APIRequestContext, baseURL: string, identity: GoogleIdentity, callbackUrl = "/shelf"): Promise<URL> {
  const csrf = await request.get("/api/auth/csrf");
  expect(csrf.status()).toBe(200);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const start = await request.post("/api/auth/signin/google", {
    form: { csrfToken, callbackUrl },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
  expect(start.status(), "Auth.js sends the browser to the provider").toBe(302);
  const authorize = new URL(start.headers()["location"] ?? "", baseURL);
  expect(authorize.origin).toBe(new URL(googleIssuer()).origin);

  const atProvider = await request.get(authorize.toString(), { headers: { cookie: `${IDENTITY_COOKIE}=${encodeIdentity(identity)}` }, maxRedirects: 0 });
  expect(atProvider.status(), "the provider answers with a code").toBe(302);
  const callback = new URL(atProvider.headers()["location"] ?? "");
  expect(callback.pathname).toBe("/api/auth/callback/google");

  const back = await request.get(`${callback.pathname}${callback.search}`, { maxRedirects: 0 });
  expect(back.status(), "Auth.js answers the callback with a redirect").toBe(302);
  return new URL(back.headers()["location"] ?? "", baseURL);
}

/** Who `request`'s cookies are signed in as, by Auth.js's session endpoint (null: nobody). */
export async function sessionOf(request: APIRequestContext): Promise<{ id: string; email: string; name: string | null } | null> {
  const response = await request.get("/api/auth/session");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { user?: { id: string; email: string; name: string | null } } | null;
  return body?.user ?? null;
}
