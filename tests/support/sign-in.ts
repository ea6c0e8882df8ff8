// People signed in as the app signs them in, for database tests that call actions and route
// handlers directly. A sign-in leaves two things behind: the server-side session row the jwt
// callback opens (lib/auth/session-check.ts) and Auth.js's session cookie, a JWT carrying that row's
// id and the user's session version, encrypted with Auth.js's own `encode` under the app's
// AUTH_SECRET and salted with the cookie's name. Both are made here and the cookie goes into a
// browser of ./next-browsers, so the app's real `auth()` decodes and checks it on every request:
// signing out, a password reset or a lost admin address takes effect as it does in the shop.
//
// A test file wires up the browsers' `next/headers` (see ./next-browsers) and runs each request
// with `inBrowser(person.browser, () => action(...))`.
import { encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { endSession, startSession } from "@/lib/auth/session-check";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { NEXT_HEADERS, newBrowser, type Browser } from "./next-browsers";

export type Person = { id: string; email: string; browser: Browser; sessionId: string };

/** Auth.js's session cookie name for this browser: `__Secure-` prefixed when it came over https. */
export function sessionCookieName(browser: Browser): string {
  const proto = browser.headers["x-forwarded-proto"] ?? NEXT_HEADERS["x-forwarded-proto"];
  return proto === "https" ? "__Secure-authjs.session-token" : "authjs.session-token";
}

/** Signs the user in on `browser` (a new one unless given): a session row and its cookie. */
export async function signIn(userId: string, browser: Browser = newBrowser()): Promise<{ browser: Browser; sessionId: string }> {
  const { AUTH_SECRET: secret, adminEmails } = env();
  if (!secret) throw new Error("set AUTH_SECRET before signing anyone in");
  const started = await startSession(userId, adminEmails);
  if (!started) throw new Error(`no user ${userId} to sign in`);
  const name = sessionCookieName(browser);
  const token = await encode({ token: { sub: userId, uid: userId, sid: started.sessionId, sv: started.sessionVersion }, secret, salt: name });
  browser.jar.set(name, token);
  return { browser, sessionId: started.sessionId };
}

let counter = 0;

/** A new account, confirmed unless `emailVerified: null` is given, signed in on a new browser. An
 * address on ADMIN_EMAILS makes an admin (the app decides that, on every request). */
export async function signedInPerson(prisma: PrismaClient, data: Partial<Prisma.UserCreateInput> = {}): Promise<Person> {
  counter += 1;
  const email = data.email ?? `reader-${counter}-${Date.now().toString(36)}@reader.test`;
  const user = await prisma.user.upsert({
    where: { email },
    create: { firstName: "Reader", emailVerified: new Date(), ...data, email },
    update: {},
    select: { id: true },
  });
  return { id: user.id, email, ...(await signIn(user.id)) };
}

/** Ends the person's session as signing out does: the row goes, and the cookie still in the browser
 * is refused from then on. */
export async function signOut(person: Pick<Person, "sessionId">): Promise<void> {
  await endSession(person.sessionId);
}
