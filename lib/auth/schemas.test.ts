import { describe, expect, it } from "vitest";
import { firstIssue, newPasswordSchema, signInSchema, signUpSchema } from "./schemas";
import { hashToken, isTokenShaped, newRawToken, TOKEN_TTL_MS } from "./tokens";
import { hashPassword, verifyPassword } from "./password";

function messageOf(result: { success: boolean; error?: Parameters<typeof firstIssue>[0] }): string | undefined {
  return result.success ? undefined : firstIssue(result.error!);
}

describe("account form validation", () => {
  it("needs a first name, an e-mail and a 6-character password to sign up", () => {
    expect(messageOf(signUpSchema.safeParse({ firstName: " ", email: "a@b.co", password: "secret1" }))).toBe("Please enter your first name.");
    expect(messageOf(signUpSchema.safeParse({ firstName: "Ana", email: "not-an-email", password: "secret1" }))).toBe("Please enter a valid email address");
    expect(messageOf(signUpSchema.safeParse({ firstName: "Ana", email: "a@b.co", password: "12345" }))).toBe("Password must be at least 6 characters long.");
    expect(signUpSchema.parse({ firstName: " Ana ", email: " Ana@Example.COM ", password: "secret1" })).toEqual({
      firstName: "Ana",
      email: "ana@example.com",
      password: "secret1",
      marketingEmails: false,
    });
  });

  it("accepts passwords up to 128 characters", () => {
    expect(signUpSchema.safeParse({ firstName: "Ana", email: "a@b.co", password: "x".repeat(64) }).success).toBe(true);
    expect(signUpSchema.safeParse({ firstName: "Ana", email: "a@b.co", password: "x".repeat(128) }).success).toBe(true);
    expect(signUpSchema.safeParse({ firstName: "Ana", email: "a@b.co", password: "x".repeat(129) }).success).toBe(false);
  });

  it("rejects wrong types", () => {
    expect(signInSchema.safeParse({ email: 42, password: ["x"] }).success).toBe(false);
    expect(signInSchema.safeParse(null).success).toBe(false);
  });

  it("checks new passwords with the specified messages", () => {
    expect(messageOf(newPasswordSchema.safeParse({ token: "t", password: "", confirmPassword: "" }))).toBe(
      "Missing fields: Please fill in both password fields.",
    );
    expect(messageOf(newPasswordSchema.safeParse({ token: "t", password: "secret1", confirmPassword: "secret2" }))).toBe("Passwords don't match");
    expect(messageOf(newPasswordSchema.safeParse({ token: "t", password: "abc", confirmPassword: "abc" }))).toBe("Password must be at least 6 characters long");
  });
});

describe("one-time tokens", () => {
  it("carry 256 random bits and are stored only as a SHA-256 hash", () => {
    const raw = newRawToken();
    expect(isTokenShaped(raw)).toBe(true);
    expect(Buffer.from(raw, "base64url")).toHaveLength(32);
    expect(hashToken(raw)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(raw)).not.toContain(raw);
    expect(newRawToken()).not.toBe(raw);
  });

  it("expire after 24 hours (confirmation) and 1 hour (reset)", () => {
    expect(TOKEN_TTL_MS.email_confirmation).toBe(24 * 3600 * 1000);
    expect(TOKEN_TTL_MS.password_reset).toBe(3600 * 1000);
  });
});

describe("password hashing", () => {
  it("uses argon2id with at least m=19 MiB, t=2, p=1", async () => {
    const stored = await hashPassword("correct horse battery staple");
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19456);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);
    expect(Number(match![3])).toBe(1);
    expect(await verifyPassword(stored, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(stored, "wrong")).toBe(false);
    expect(await verifyPassword("garbage", "x")).toBe(false);
  });
});
