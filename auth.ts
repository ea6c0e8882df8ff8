// Auth.js (next-auth v5): e-mail + password (argon2id), e-mail confirmation links, and Google when
// configured. JWT sessions (required with credentials) carry the user's session version, which
// the server checks on every use so a password reset ends every other session.
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import { headers } from "next/headers";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import { PrismaAdapter } from "@auth/prisma-adapter";
import type { Adapter } from "next-auth/adapters";
import { db, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { dummyPasswordHash, verifyPassword } from "@/lib/auth/password";
import { consumeToken } from "@/lib/auth/tokens";
import { signInSchema } from "@/lib/auth/schemas";
import { firstNameFromProfile } from "@/lib/auth/profile";
import { checkSession } from "@/lib/auth/session-check";
import { googleSignInRefusal, linkOnlyConfirmedEmails, sessionUserInCookies } from "@/lib/auth/google-sign-in";

export class EmailNotConfirmed extends CredentialsSignin {
  code = "email_not_confirmed";
}
export class LinkExpired extends CredentialsSignin {
  code = "link_expired";
}

function providers(): NextAuthConfig["providers"] {
  const list: NextAuthConfig["providers"] = [
    Credentials({
      id: "credentials",
      credentials: { email: {}, password: {} },
      async authorize(input) {
        const parsed = signInSchema.safeParse(input);
        if (!parsed.success) return null;
        const user = await db().user.findUnique({
          where: { email: parsed.data.email },
          select: { id: true, email: true, passwordHash: true, emailVerified: true },
        });
        const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), parsed.data.password);
        if (!user?.passwordHash || !valid) return null;
        if (!user.emailVerified) throw new EmailNotConfirmed();
        return { id: user.id, email: user.email };
      },
    }),
    Credentials({
      id: "email-link",
      credentials: { token: {} },
      async authorize(input) {
        const token = typeof input.token === "string" ? input.token : "";
        const result = await consumeToken(db(), token, "email_confirmation");
        if (!result.ok) throw new LinkExpired();
        const user = await db().user.update({
          where: { id: result.userId },
          data: { emailVerified: new Date() },
          select: { id: true, email: true },
        });
        return user;
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
        // verified it: the signIn callback below decides (QUALITY 15), and the adapter's e-mail
        // lookup never returns an unconfirmed account.
        allowDangerousEmailAccountLinking: true,
        // Tests point the real provider code at a loopback stand-in; unset, Google itself.
        ...(config.AUTH_GOOGLE_ISSUER ? { issuer: config.AUTH_GOOGLE_ISSUER } : {}),
      }),
    );
  }
  return list;
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  adapter: linkOnlyConfirmedEmails(PrismaAdapter(db() as never) as Adapter),
  secret: env().AUTH_SECRET,
  trustHost: true,
  logger: {
    // A wrong password or an expired link is an expected outcome, answered to the person; it
    // needs no stack trace in the server log.
    error(error) {
      if (error instanceof CredentialsSignin || error.name === "CredentialsSignin") return;
      console.error("[auth]", error);
    },
  },
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/login", error: "/login" },
  providers: providers(),
  callbacks: {
    async signIn({ account, profile }) {
      if (account?.provider !== "google") return true;
      const refusal = await googleSignInRefusal(db(), {
        providerAccountId: account.providerAccountId,
        email: profile?.email,
        emailVerified: profile?.email_verified,
        sessionUserId: await sessionUserInCookies((await headers()).get("cookie"), env().AUTH_SECRET),
      });
      return refusal ? `/login?error=${refusal}` : true;
    },
    async jwt({ token, user }) {
      const userId = user?.id ?? (typeof token.uid === "string" ? token.uid : undefined);
      if (!userId) return null;
      const tokenVersion = user ? undefined : typeof token.sv === "number" ? token.sv : -1;
      const identity = await checkSession(db(), userId, tokenVersion, env().adminEmails);
      if (!identity) return null;
      token.uid = userId;
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
      return session;
    },
  },
  events: {
    async signIn({ user, account, profile, isNewUser }) {
      if (account?.provider !== "google" || !user.id) return;
      // The first word of the provider's name becomes the display name when the account has none.
      const name = firstNameFromProfile(profile?.given_name, profile?.name ?? user.name);
      const current = await db().user.findUnique({ where: { id: user.id }, select: { firstName: true, email: true } });
      if (!current) return;
      const data: Prisma.UserUpdateInput = {};
      if (!current.firstName && name) {
        data.firstName = name;
        data.displayName = name;
      }
      // Auth.js creates the user with emailVerified null; the signIn callback only let this one
      // in because Google verified the address, so it counts as confirmed (admin rights need it).
      if (isNewUser) data.emailVerified = new Date();
      if (Object.keys(data).length > 0) await db().user.update({ where: { id: user.id }, data });
      // A new account gets the welcome e-mail once; a password account joining Google had its
      // own when it was confirmed.
      if (isNewUser) {
        const { sendWelcomeEmail } = await import("@/lib/email/auth-emails");
        await sendWelcomeEmail({ to: current.email, name: current.firstName ?? name ?? "Friend", userId: user.id }).catch((error: unknown) =>
          console.error("auth: welcome e-mail failed", error),
        );
      }
    },
  },
}));
