import "server-only";
// Auth.js (next-auth v5): e-mail + password (argon2id), e-mail confirmation links, and Google when
// configured. JWT sessions (required with credentials) carry the id of a server-side session row
// and the user's session version; the server checks both on every use, so signing out ends that
// session and a password reset ends every session (lib/auth/session-check.ts).
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import { headers } from "next/headers";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import { PrismaAdapter } from "@auth/prisma-adapter";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { log } from "@/lib/log/logger";
import { checkCredentials } from "@/lib/auth/credentials";
import { confirmSignUpLink } from "@/lib/auth/confirm-signup";
import { signupKeyFromCookieHeader } from "@/lib/auth/signup-key";
import { firstNameFromProfile } from "@/lib/auth/profile";
import { adoptGoogleProfile, endSessionsOnLink, googleSignInRefusal, linkOnlyConfirmedEmails, sessionUserInCookies } from "@/lib/auth/google-sign-in";
import { checkSession, endSession, SESSION_MAX_AGE_SECONDS, sessionClaimsOf, startSession, type SessionIdentity } from "@/lib/auth/session-check";
import { signInClientFrom } from "@/lib/auth/sign-in-client";
import { setDeviceCookie } from "@/lib/auth/device-cookie-server";
import { clearSessionHint, setSessionHint } from "@/lib/auth/session-hint";

class EmailNotConfirmed extends CredentialsSignin {
  code = "email_not_confirmed";
}
/** Why a confirmation link did not sign the person in (lib/auth/confirm-signup.ts). */
class ConfirmationRefused extends CredentialsSignin {
  constructor(reason: string) {
    super();
    this.code = reason;
  }
}
class TooManyAttempts extends CredentialsSignin {
  code = "too_many_attempts";
}

function providers(): NextAuthConfig["providers"] {
  const list: NextAuthConfig["providers"] = [
    Credentials({
      id: "credentials",
      credentials: { email: {}, password: {} },
      // Limits, answers and the lock live here, where the password is checked, so every way in
      // shares them (the HTTP callback of this provider is refused: lib/auth/in-process-providers.ts).
      // The request carries the browser's cookies, its device cookie among them.
      async authorize(input, request) {
        const result = await checkCredentials(input, signInClientFrom(request.headers, env().AUTH_SECRET));
        if (result.ok) return result.user;
        if (result.reason === "throttled") throw new TooManyAttempts();
        if (result.reason === "unconfirmed") throw new EmailNotConfirmed();
        return null;
      },
    }),
    Credentials({
      id: "email-link",
      credentials: { token: {}, password: {}, newPassword: {} },
      async authorize(input, request) {
        const text = (value: unknown) => (typeof value === "string" ? value : undefined);
        const signupKey = signupKeyFromCookieHeader(request.headers.get("cookie"));
        const password = text(input.password);
        const newPassword = text(input.newPassword);
        const proof = newPassword !== undefined ? { signupKey, newPassword } : password !== undefined ? { signupKey, password } : { signupKey };
        // A database failure throws past this (Auth.js reports it as a callback error), never as an
        // expired link: the link must still work once the outage is over.
        const result = await confirmSignUpLink(text(input.token) ?? "", proof);
        if (result.ok) return { id: result.userId, email: result.email };
        throw new ConfirmationRefused(result.reason);
      },
    }),
  ];
  const config = env();
  if (config.googleSignIn) {
    list.push(
      Google({
        clientId: config.AUTH_GOOGLE_ID,
        clientSecret: config.AUTH_GOOGLE_SECRET,
        // A Google sign-in joins the password account of the same address only when both sides
        // verified it: the signIn callback below decides (it takes over an unconfirmed account
        // first), and the adapter's e-mail lookup never returns an unconfirmed account.
        allowDangerousEmailAccountLinking: true,
        // Tests point the real provider code at a loopback stand-in; unset, Google itself.
        ...(config.AUTH_GOOGLE_ISSUER ? { issuer: config.AUTH_GOOGLE_ISSUER } : {}),
      }),
    );
  }
  return list;
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  adapter: linkOnlyConfirmedEmails(PrismaAdapter(db())),
  secret: env().AUTH_SECRET,
  trustHost: true,
  logger: {
    // A wrong password or an expired link is an expected outcome, answered to the person; it
    // needs no stack trace in the server log.
    error(error) {
      if (error instanceof CredentialsSignin || error.name === "CredentialsSignin") return;
      log().error({ err: error }, "auth: Auth.js reported an error");
    },
  },
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login", error: "/login" },
  providers: providers(),
  callbacks: {
    async signIn({ account, profile }) {
      if (account?.provider !== "google") return true;
      const refusal = await googleSignInRefusal({
        providerAccountId: account.providerAccountId,
        email: profile?.email,
        emailVerified: profile?.email_verified,
        sessionUserId: await sessionUserInCookies((await headers()).get("cookie"), env().AUTH_SECRET),
      });
      return refusal ? `/login?error=${refusal}` : true;
    },
    async jwt({ token, user }) {
      // A sign-in happening now opens its server-side session; a token presented again must
      // still have one.
      let identity: SessionIdentity | null;
      if (user?.id) {
        const started = await startSession(user.id, env().adminEmails);
        if (started) {
          token.uid = user.id;
          token.sid = started.sessionId;
        }
        identity = started;
      } else {
        const claims = sessionClaimsOf(token);
        try {
          identity = claims ? await checkSession(claims, env().adminEmails) : null;
        } catch (error) {
          // The database cannot say whether this session still stands (an outage). Signing the
          // person out would be a lie, and so would trusting the token: it is kept, marked
          // unchecked, and nothing is granted on it (lib/auth/session.ts).
          log().error({ err: error, userId: claims?.userId }, "auth: session check failed");
          token.unchecked = true;
          return token;
        }
      }
      if (!identity) return null;
      delete token.unchecked;
      token.sv = identity.sessionVersion;
      token.name = identity.name;
      token.email = identity.email;
      token.admin = identity.isAdmin;
      return token;
    },
    session({ session, token }) {
      session.user.id = String(token.uid);
      session.user.name = typeof token.name === "string" ? token.name : null;
      session.user.isAdmin = token.admin === true;
      session.user.unchecked = token.unchecked === true;
      return session;
    },
  },
  events: {
    // A Google account joined an existing one: sessions from before end (the new one opens after).
    async linkAccount({ user }) {
      if (user.id) await endSessionsOnLink(user.id);
    },
    // Both the shop's sign-out action and Auth.js's own POST /api/auth/signout end up here.
    async signOut(message) {
      if ("token" in message) await endSession(message.token?.sid);
      await clearSessionHint().catch(() => undefined);
    },
    async signIn({ user, account, profile, isNewUser }) {
      // Every way in (password, confirmation link, Google) tells the page's islands there is a
      // session to ask about (lib/session/hint.ts); Auth.js sets its own cookie in the same response.
      await setSessionHint(user.id).catch((error: unknown) => log().error({ err: error, userId: user.id }, "auth: session hint not set"));
      // The browser that proved the account is exempt from lockouts others cause (lib/auth/device-cookie.ts).
      if (user.id) await setDeviceCookie(user.id).catch((error: unknown) => log().error({ err: error, userId: user.id }, "auth: device cookie not set"));
      if (account?.provider !== "google" || !user.id) return;
      // The first word of the provider's name becomes the display name when the account has none.
      const name = firstNameFromProfile(profile?.given_name, profile?.name ?? user.name);
      const current = await adoptGoogleProfile(user.id, name, isNewUser === true);
      if (!current) return;
      // Every account gets the welcome e-mail once (it is deduplicated per account): a new one, and
      // one Google confirmed by taking it over; a confirmed password account already had its own.
      const { sendWelcomeEmail } = await import("@/lib/email/auth-emails");
      await sendWelcomeEmail({ to: current.email, name: current.firstName ?? name ?? "Friend", userId: user.id }).catch((error: unknown) =>
        log().error({ err: error, userId: user.id }, "auth: welcome e-mail failed"),
      );
    },
  },
}));
