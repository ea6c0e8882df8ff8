// Sign-in limits, the client's IP bucket and server-side sessions, on a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCredentials } from "@/lib/auth/credentials";
import { hashPassword } from "@/lib/auth/password";
import { resetPasswordWithToken } from "@/lib/auth/password-reset";
import { checkSession, endSession, pruneExpiredSessions, SESSION_MAX_AGE_SECONDS, startSession } from "@/lib/auth/session-check";
import { issueToken } from "@/lib/auth/tokens";
import { verifyPassword } from "@/lib/auth/password";
import { authRules, hitAll, pruneExpiredCounters } from "@/lib/rate-limit";
import { clientIpFrom } from "@/lib/rate-limit/client-ip";
import { createTestDatabase, type TestDatabase } from "../support/database";

let database: TestDatabase;
const saved = { ...process.env };

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.RATE_LIMIT_SIGNIN_PER_ACCOUNT = "3";
  process.env.RATE_LIMIT_SIGNIN_PER_IP = "6";
  process.env.RATE_LIMIT_SIGNUP_PER_IP = "4";
  delete process.env.TRUST_PROXY;
  delete process.env.VERCEL;
});
afterAll(async () => {
  process.env = saved;
  await database?.close();
});

let counter = 0;
async function newUser(password: string, verified = true) {
  counter += 1;
  const email = `reader-${counter}@security.test`;
  const user = await database.prisma.user.create({
    data: { email, firstName: "Ana", emailVerified: verified ? new Date() : null, passwordHash: await hashPassword(password) },
    select: { id: true, email: true },
  });
  return user;
}

/** A client at this IP bucket without a device cookie. */
const from = (ipBucket: string | null) => ({ ipBucket, device: null });

/** The IP bucket of a request that claims to come from `forwardedFor`, as the app reads it. */
function bucketOf(forwardedFor: string, source: Record<string, string | undefined> = {}) {
  return clientIpFrom(new Headers({ "x-forwarded-for": forwardedFor }), source);
}

describe("the credentials check (every sign-in path goes through it)", () => {
  it("locks an account after the per-account limit, whatever address the attempts claim, and the right password then waits too", async () => {
    const user = await newUser("right-password");
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await checkCredentials({ email: user.email, password: "wrong" }, from(`10.0.0.${attempt}`));
      expect(result).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await checkCredentials({ email: user.email, password: "wrong" }, from("10.0.0.99"))).toEqual({ ok: false, reason: "throttled" });
    expect(await checkCredentials({ email: user.email, password: "right-password" }, from("10.0.0.100"))).toEqual({
      ok: false,
      reason: "throttled",
    });
  });

  it("answers an unknown address exactly like a known one, lock included", async () => {
    const unknown = "nobody-here@security.test";
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++)
      answers.push((await checkCredentials({ email: unknown, password: "x" }, from(`10.1.0.${attempt}`))).ok === false);
    expect(answers).toEqual([true, true, true, true]);
    expect(await checkCredentials({ email: unknown, password: "x" }, from("10.1.0.9"))).toEqual({ ok: false, reason: "throttled" });
  });

  it("forgets an account's failures after the right password", async () => {
    const user = await newUser("right-password");
    for (let attempt = 0; attempt < 2; attempt++) await checkCredentials({ email: user.email, password: "wrong" }, from("10.2.0.1"));
    expect(await checkCredentials({ email: user.email, password: "right-password" }, from("10.2.0.1"))).toEqual({ ok: true, user });
    for (let attempt = 0; attempt < 2; attempt++) await checkCredentials({ email: user.email, password: "wrong" }, from("10.2.0.1"));
    expect((await checkCredentials({ email: user.email, password: "right-password" }, from("10.2.0.1"))).ok).toBe(true);
    const counter = await database.prisma.rateLimit.findUnique({ where: { key: `sign-in:account:${user.email}` } });
    expect(counter).toBeNull();
  });

  it("tells the sign-in form about an unconfirmed account only for the right password", async () => {
    const user = await newUser("right-password", false);
    expect(await checkCredentials({ email: user.email, password: "wrong" }, from("10.3.0.1"))).toEqual({ ok: false, reason: "invalid" });
    expect(await checkCredentials({ email: user.email, password: "right-password" }, from("10.3.0.1"))).toEqual({
      ok: false,
      reason: "unconfirmed",
    });
  });

  it("limits failures per IP bucket across accounts; behind a trusted proxy a rotating client-written entry stays in one bucket", async () => {
    const results = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const user = `rotating-${attempt}@security.test`;
      results.push(await checkCredentials({ email: user, password: "x" }, from(bucketOf(`198.51.100.${attempt}, 203.0.113.77`, { TRUST_PROXY: "1" }))));
    }
    expect(results.filter((result) => !result.ok && result.reason === "invalid")).toHaveLength(6);
    expect(results.filter((result) => !result.ok && result.reason === "throttled")).toHaveLength(4);
  });

  it("malformed input is refused without counting or checking anything", async () => {
    expect(await checkCredentials({ email: ["a"], password: 1 }, from("10.4.0.1"))).toEqual({ ok: false, reason: "invalid" });
    expect(await checkCredentials(null, from("10.4.0.1"))).toEqual({ ok: false, reason: "invalid" });
    expect(await database.prisma.rateLimit.count({ where: { key: { endsWith: ":10.4.0.1" } } })).toBe(0);
  });
});

describe("per-IP buckets", () => {
  it("without a trusted proxy X-Forwarded-For is ignored and no per-IP bucket is counted; other rules still hold", async () => {
    const rule = authRules().signUpPerIp;
    const perAddress = { name: "per-address", limit: 2, windowSeconds: 60 };
    const passed = [];
    for (let attempt = 0; attempt < 6; attempt++) passed.push(await hitAll([[rule, bucketOf(`203.0.113.${attempt}`)]]));
    expect(passed).toEqual([true, true, true, true, true, true]);
    expect(await database.prisma.rateLimit.count({ where: { key: { startsWith: `${rule.name}:` } } })).toBe(0);
    const withAddress = [];
    for (let attempt = 0; attempt < 4; attempt++)
      withAddress.push(
        await hitAll([
          [rule, bucketOf("203.0.113.1")],
          [perAddress, "one@security.test"],
        ]),
      );
    expect(withAddress).toEqual([true, true, false, false]);
  });

  it("behind a trusted proxy, a client-written first entry does not open a new bucket", async () => {
    const rule = { name: "proxied", limit: 2, windowSeconds: 60 };
    const trusted = { TRUST_PROXY: "1" };
    const passed = [];
    for (let attempt = 0; attempt < 6; attempt++) passed.push(await hitAll([[rule, bucketOf(`192.0.2.${attempt}, 203.0.113.50`, trusted)]]));
    expect(passed.filter(Boolean)).toHaveLength(2);
    // Another real client (another address appended by the proxy) has its own bucket.
    expect(await hitAll([[rule, bucketOf("203.0.113.51", trusted)]])).toBe(true);
  });
});

describe("server-side sessions", () => {
  it("a token works while its row exists; sign-out deletes that row only", async () => {
    const user = await newUser("pw-123456");
    const laptop = await startSession(user.id, []);
    const phone = await startSession(user.id, []);
    expect(laptop && phone).toBeTruthy();
    const laptopClaims = { userId: user.id, sessionId: laptop!.sessionId, sessionVersion: laptop!.sessionVersion };
    const phoneClaims = { userId: user.id, sessionId: phone!.sessionId, sessionVersion: phone!.sessionVersion };
    expect(await checkSession(laptopClaims, [])).toMatchObject({ email: user.email });

    await endSession(laptop!.sessionId);
    expect(await checkSession(laptopClaims, [])).toBeNull();
    expect(await checkSession(phoneClaims, [])).toMatchObject({ email: user.email });
    expect(await database.prisma.session.count({ where: { userId: user.id } })).toBe(1);
  });

  it("a session id is bound to its user and its expiry", async () => {
    const user = await newUser("pw-123456");
    const other = await newUser("pw-123456");
    const started = await startSession(user.id, []);
    expect(await checkSession({ userId: other.id, sessionId: started!.sessionId, sessionVersion: 0 }, [])).toBeNull();
    const later = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000 + 1000);
    expect(await checkSession({ userId: user.id, sessionId: started!.sessionId, sessionVersion: 0 }, [], later)).toBeNull();
    expect(await checkSession({ userId: user.id, sessionId: "made-up", sessionVersion: 0 }, [])).toBeNull();
  });

  it("a password reset checks the link before anything else and ends every session of the user", async () => {
    const user = await newUser("old-password");
    const sessions = await Promise.all([startSession(user.id, []), startSession(user.id, [])]);
    const before = await database.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });

    expect(await resetPasswordWithToken("A".repeat(43), "new-password")).toEqual({ ok: false, reason: "link_expired" });
    expect(await database.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } })).toEqual(before);
    expect(await database.prisma.session.count({ where: { userId: user.id } })).toBe(2);

    const token = await issueToken(user.id, "password_reset");
    expect(await resetPasswordWithToken(token, "new-password")).toEqual({ ok: true, userId: user.id });
    expect(await database.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    for (const session of sessions) {
      expect(await checkSession({ userId: user.id, sessionId: session!.sessionId, sessionVersion: session!.sessionVersion }, [])).toBeNull();
    }
    const after = await database.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
    expect(await verifyPassword(after.passwordHash!, "new-password")).toBe(true);
    // The link works once.
    expect(await resetPasswordWithToken(token, "third-password")).toEqual({ ok: false, reason: "link_expired" });
  });

  it("expired rows and counters are cleaned up in bounded batches, live ones stay", async () => {
    const user = await newUser("pw-123456");
    const past = new Date(Date.now() - 1000);
    await database.prisma.session.createMany({
      data: Array.from({ length: 5 }, (_, index) => ({ sessionToken: `expired-${index}`, userId: user.id, expires: past })),
    });
    const live = await startSession(user.id, []);
    expect(await database.prisma.session.count({ where: { userId: user.id } })).toBe(1);
    expect(await database.prisma.session.findUnique({ where: { sessionToken: live!.sessionId } })).not.toBeNull();

    await database.prisma.session.createMany({
      data: Array.from({ length: 3 }, (_, index) => ({ sessionToken: `expired-again-${index}`, userId: user.id, expires: past })),
    });
    expect(await pruneExpiredSessions(new Date(), 2)).toBe(2);
    expect(await pruneExpiredSessions(new Date(), 2)).toBe(1);

    const future = new Date(Date.now() + 60_000);
    await database.prisma.rateLimit.createMany({
      data: [
        { key: "old:counter", count: 9, windowStart: past, expiresAt: past },
        { key: "live:counter", count: 9, windowStart: past, expiresAt: future },
      ],
    });
    await pruneExpiredCounters();
    expect(await database.prisma.rateLimit.findUnique({ where: { key: "old:counter" } })).toBeNull();
    expect(await database.prisma.rateLimit.findUnique({ where: { key: "live:counter" } })).not.toBeNull();
  });
});
