// Google sign-in at the database: the rule that decides it, the takeover of an account nobody
// confirmed, and the adapter lookup Auth.js links accounts by, against real rows. The whole flow through Auth.js and the loopback
// OpenID Connect stand-in is in tests/e2e/security-google-linking.spec.ts.
import { PrismaAdapter } from "@auth/prisma-adapter";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endSessionsOnLink, googleSignInRefusal, linkOnlyConfirmedEmails, sessionUserInCookies } from "@/lib/auth/google-sign-in";
import { createTestDatabase, type TestDatabase } from "../support/database";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

let counter = 0;
async function passwordAccount(confirmed: boolean) {
  counter += 1;
  const email = `reader-${counter}@reader.test`;
  const user = await database.prisma.user.create({
    data: { email, firstName: "Grace", passwordHash: "$argon2id$not-a-real-hash", emailVerified: confirmed ? new Date() : null },
    select: { id: true, email: true },
  });
  return user;
}

async function linkGoogle(userId: string, sub: string) {
  await database.prisma.account.create({ data: { userId, type: "oidc", provider: "google", providerAccountId: sub } });
}

const attempt = (sub: string, email: unknown, emailVerified: unknown, sessionUserId: string | null = null) => ({
  providerAccountId: sub,
  email,
  emailVerified,
  sessionUserId,
});

describe("who may sign in with Google", () => {
  it("a new address verified by Google: allowed (a new user)", async () => {
    expect(await googleSignInRefusal(attempt("g-new", "newcomer@reader.test", true))).toBeNull();
  });

  it("an address Google did not verify, or no address: refused, whoever owns it", async () => {
    const owner = await passwordAccount(true);
    for (const verified of [false, undefined, "true", 1]) {
      expect(await googleSignInRefusal(attempt("g-unverified", owner.email, verified))).toBe("GoogleEmailNotVerified");
      expect(await googleSignInRefusal(attempt("g-unverified", "nobody@reader.test", verified))).toBe("GoogleEmailNotVerified");
    }
    expect(await googleSignInRefusal(attempt("g-no-email", undefined, true))).toBe("GoogleEmailNotVerified");
    expect(await googleSignInRefusal(attempt("g-no-email", "", true))).toBe("GoogleEmailNotVerified");
  });

  it("a password account nobody confirmed is taken over by Google's verified owner: confirmed, without the sign-up's password, name, links or sessions", async () => {
    const pending = await passwordAccount(false);
    await database.prisma.oneTimeToken.create({
      data: { userId: pending.id, purpose: "email_confirmation", tokenHash: `hash-${pending.id}`, expiresAt: new Date(Date.now() + 60_000) },
    });
    await database.prisma.session.create({ data: { sessionToken: `sid-${pending.id}`, userId: pending.id, expires: new Date(Date.now() + 60_000) } });
    await linkGoogle(pending.id, "g-trojan");
    expect(await googleSignInRefusal(attempt("g-1", ` ${pending.email.toUpperCase()} `, true))).toBeNull();
    const after = await database.prisma.user.findUniqueOrThrow({
      where: { id: pending.id },
      select: { passwordHash: true, firstName: true, emailVerified: true, sessionVersion: true },
    });
    expect(after).toMatchObject({ passwordHash: null, firstName: null, sessionVersion: 1 });
    expect(after.emailVerified).toBeInstanceOf(Date);
    expect(await database.prisma.oneTimeToken.count({ where: { userId: pending.id, consumedAt: null } })).toBe(0);
    expect(await database.prisma.session.count({ where: { userId: pending.id } })).toBe(0);
    expect(await database.prisma.account.count({ where: { userId: pending.id } })).toBe(0);
    // Now the adapter finds a confirmed account, so Auth.js links the Google account to it.
    expect((await linkOnlyConfirmedEmails(PrismaAdapter(database.prisma)).getUserByEmail?.(pending.email))?.id).toBe(pending.id);
  });

  it("a takeover never happens for a browser signed in as someone else", async () => {
    const pending = await passwordAccount(false);
    const signedIn = await passwordAccount(true);
    expect(await googleSignInRefusal(attempt("g-5", pending.email, true, signedIn.id))).toBe("GoogleOtherSession");
    expect(await database.prisma.user.findUniqueOrThrow({ where: { id: pending.id }, select: { emailVerified: true } })).toEqual({ emailVerified: null });
  });

  it("linking a sign-in method ends every session from before", async () => {
    const owner = await passwordAccount(true);
    await database.prisma.session.create({ data: { sessionToken: `sid-${owner.id}`, userId: owner.id, expires: new Date(Date.now() + 60_000) } });
    await endSessionsOnLink(owner.id);
    expect(await database.prisma.session.count({ where: { userId: owner.id } })).toBe(0);
    expect(await database.prisma.user.findUniqueOrThrow({ where: { id: owner.id }, select: { sessionVersion: true } })).toEqual({ sessionVersion: 1 });
  });

  it("a confirmed password account and Google's verified address: allowed (Auth.js links them)", async () => {
    const owner = await passwordAccount(true);
    expect(await googleSignInRefusal(attempt("g-2", owner.email, true))).toBeNull();
  });

  it("a Google account already linked signs in to its user; another signed-in user on the browser is refused", async () => {
    const owner = await passwordAccount(true);
    const other = await passwordAccount(true);
    await linkGoogle(owner.id, "g-linked");
    expect(await googleSignInRefusal(attempt("g-linked", owner.email, true))).toBeNull();
    expect(await googleSignInRefusal(attempt("g-linked", owner.email, true, owner.id))).toBeNull();
    expect(await googleSignInRefusal(attempt("g-linked", owner.email, true, other.id))).toBe("GoogleOtherSession");
  });

  it("a browser still signed in as someone else never gets the Google account attached to that user", async () => {
    const signedIn = await passwordAccount(true);
    // A new Google address: Auth.js would link it to the signed-in user instead of creating one.
    expect(await googleSignInRefusal(attempt("g-3", "someone-else@reader.test", true, signedIn.id))).toBe("GoogleOtherSession");
    const owner = await passwordAccount(true);
    expect(await googleSignInRefusal(attempt("g-4", owner.email, true, signedIn.id))).toBe("GoogleOtherSession");
    // Signed in as the owner of the address itself: the same link the e-mail rule allows.
    expect(await googleSignInRefusal(attempt("g-4", owner.email, true, owner.id))).toBeNull();
  });
});

describe("the adapter lookup Auth.js links by e-mail", () => {
  it("answers with a confirmed account and with nothing for an unknown address", async () => {
    const adapter = linkOnlyConfirmedEmails(PrismaAdapter(database.prisma));
    const owner = await passwordAccount(true);
    expect((await adapter.getUserByEmail?.(owner.email))?.id).toBe(owner.id);
    expect(await adapter.getUserByEmail?.("unknown@reader.test")).toBeNull();
  });

  it("refuses an unconfirmed account, so a race past the signIn check still links nothing", async () => {
    const adapter = linkOnlyConfirmedEmails(PrismaAdapter(database.prisma));
    const owner = await passwordAccount(false);
    await expect(adapter.getUserByEmail?.(owner.email)).rejects.toThrow(/not confirmed/);
    expect(await database.prisma.account.count({ where: { userId: owner.id } })).toBe(0);
  });
});

describe("the session cookie the returning browser carries", () => {
  const secret = "test-auth-secret-that-is-long-enough-0000";

  it("is read as Auth.js reads it (either cookie name), and a forged or foreign one is ignored", async () => {
    const plainName = "authjs.session-token";
    const secureName = "__Secure-authjs.session-token";
    const plain = await encode({ token: { sub: "user-a" }, secret, salt: plainName });
    const secure = await encode({ token: { sub: "user-b" }, secret, salt: secureName });
    expect(await sessionUserInCookies(`other=1; ${plainName}=${plain}`, secret)).toBe("user-a");
    expect(await sessionUserInCookies(`${secureName}=${secure}`, secret)).toBe("user-b");
    expect(await sessionUserInCookies(`${plainName}=not-a-token`, secret)).toBeNull();
    expect(
      await sessionUserInCookies(
        `${plainName}=${await encode({ token: { sub: "x" }, secret: "another-secret-that-is-long-enough-000", salt: plainName })}`,
        secret,
      ),
    ).toBeNull();
    expect(await sessionUserInCookies(null, secret)).toBeNull();
  });
});
