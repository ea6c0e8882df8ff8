import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumeToken, issueToken, peekToken } from "@/lib/auth/tokens";
import { checkSession, startSession } from "@/lib/auth/session-check";
import { hit, reset, type RateLimitRule } from "@/lib/rate-limit";
import { createTestDatabase, type TestDatabase } from "../support/database";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function newUser(email: string, verified = true) {
  return database.prisma.user.create({
    data: { email, firstName: "Ana", emailVerified: verified ? new Date() : null },
    select: { id: true },
  });
}

describe("one-time tokens in the database", () => {
  it("store only the hash and work exactly once", async () => {
    const user = await newUser("once@reader.test");
    const raw = await issueToken(user.id, "email_confirmation");
    const rows = await database.prisma.oneTimeToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(raw);
    expect(await peekToken(raw, "email_confirmation")).toBe(true);
    expect(await consumeToken(raw, "email_confirmation")).toEqual({ ok: true, userId: user.id });
    expect(await consumeToken(raw, "email_confirmation")).toEqual({ ok: false, reason: "used" });
  });

  it("succeed for exactly one of ten concurrent uses", async () => {
    const user = await newUser("race@reader.test");
    const raw = await issueToken(user.id, "password_reset");
    const results = await Promise.all(Array.from({ length: 10 }, () => consumeToken(raw, "password_reset")));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it("expire, and cannot be used for the other purpose", async () => {
    const user = await newUser("expiry@reader.test");
    const issuedAt = new Date(Date.now() - 2 * 3600 * 1000);
    const raw = await issueToken(user.id, "password_reset", issuedAt);
    expect(await consumeToken(raw, "email_confirmation")).toEqual({ ok: false, reason: "invalid" });
    expect(await consumeToken(raw, "password_reset")).toEqual({ ok: false, reason: "expired" });
    expect(await consumeToken("not-a-token", "password_reset")).toEqual({ ok: false, reason: "invalid" });
  });

  it("a new reset request voids the previous link", async () => {
    const user = await newUser("twice@reader.test");
    const first = await issueToken(user.id, "password_reset");
    const second = await issueToken(user.id, "password_reset");
    expect((await consumeToken(first, "password_reset")).ok).toBe(false);
    expect((await consumeToken(second, "password_reset")).ok).toBe(true);
  });
});

describe("rate limits", () => {
  const rule: RateLimitRule = { name: "test", limit: 3, windowSeconds: 60 };

  it("allow the limit, refuse the next, and hold under concurrency", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => hit(rule, "someone@reader.test")));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await hit(rule, "SOMEONE@reader.test")).toBe(false);
  });

  it("open again when the window has passed, and reset on success", async () => {
    const start = new Date("2026-01-01T00:00:00Z");
    for (let i = 0; i < 3; i++) expect(await hit(rule, "later@reader.test", start)).toBe(true);
    expect(await hit(rule, "later@reader.test", start)).toBe(false);
    expect(await hit(rule, "later@reader.test", new Date(start.getTime() + 61_000))).toBe(true);
    await reset(rule, "later@reader.test");
    expect(await database.prisma.rateLimit.count({ where: { key: "test:later@reader.test" } })).toBe(0);
  });
});

describe("session checks", () => {
  it("a password reset (new session version) ends existing sessions", async () => {
    const user = await newUser("sessions@reader.test");
    const signedIn = await startSession(user.id, []);
    expect(signedIn).toMatchObject({ sessionVersion: 0, email: "sessions@reader.test", name: "Ana" });
    const claims = { userId: user.id, sessionId: signedIn!.sessionId, sessionVersion: 0 };
    expect(await checkSession(claims, [])).not.toBeNull();
    await database.prisma.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    expect(await checkSession(claims, [])).toBeNull();
    expect(await startSession(user.id, [])).toMatchObject({ sessionVersion: 1 });
  });

  it("recognises admins only with a confirmed e-mail on the list", async () => {
    const admin = await newUser("boss@reader.test");
    const unconfirmed = await newUser("pending@reader.test", false);
    const list = ["boss@reader.test", "pending@reader.test"];
    expect((await startSession(admin.id, list))?.isAdmin).toBe(true);
    expect((await startSession(unconfirmed.id, list))?.isAdmin).toBe(false);
    expect((await startSession(admin.id, []))?.isAdmin).toBe(false);
    expect(await startSession("no-such-user", list)).toBeNull();
  });
});
