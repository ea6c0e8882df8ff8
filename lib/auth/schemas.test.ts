import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "./password-limits";
import { firstIssue, newPasswordSchema, signInSchema, signUpSchema } from "./schemas";
import { hashToken, isTokenShaped, newRawToken, TOKEN_TTL_MS } from "./tokens";
import { hashPassword, verifyPassword } from "./password";

function messageOf(result: { success: boolean; error?: Parameters<typeof firstIssue>[0] }): string | undefined {
  return result.success ? undefined : firstIssue(result.error!);
}

describe("account form validation", () => {
  it("needs a first name, an e-mail and a password of the new-password rule to sign up", () => {
    expect(messageOf(signUpSchema.safeParse({ firstName: " ", email: "a@b.co", password: "heron-at-dusk" }))).toBe("Please enter your first name.");
    expect(messageOf(signUpSchema.safeParse({ firstName: "Ana", email: "not-an-email", password: "heron-at-dusk" }))).toBe(
      "Please enter a valid email address",
    );
    expect(messageOf(signUpSchema.safeParse({ firstName: "Ana", email: "a@b.co", password: "" }))).toBe("Please enter your password.");
    expect(messageOf(signUpSchema.safeParse({ firstName: "Ana", email: "a@b.co", password: "k7#vQ2m" }))).toBe("Password must be at least 8 characters long.");
    expect(messageOf(signUpSchema.safeParse({ firstName: "Ana", email: "a@b.co", password: "password1" }))).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(signUpSchema.parse({ firstName: " Ana ", email: " Ana@Example.COM ", password: "heron-at-dusk" })).toEqual({
      firstName: "Ana",
      email: "ana@example.com",
      password: "heron-at-dusk",
      marketingEmails: false,
    });
  });

  it("accepts passwords up to 128 characters", () => {
    const phrase = (length: number) => "the quiet heron waits by the bend of the river ".repeat(3).slice(0, length);
    expect(signUpSchema.safeParse({ firstName: "Ana", email: "a@b.co", password: phrase(64) }).success).toBe(true);
    expect(signUpSchema.safeParse({ firstName: "Ana", email: "a@b.co", password: phrase(128) }).success).toBe(true);
    expect(messageOf(signUpSchema.safeParse({ firstName: "Ana", email: "a@b.co", password: `${phrase(128)}x` }))).toBe(
      "Password must be at most 128 characters long.",
    );
  });

  it("signs in with any password up to 128 characters: the new-password rule does not apply to sign-in", () => {
    expect(signInSchema.safeParse({ email: "a@b.co", password: "123456" }).success).toBe(true);
    expect(signInSchema.safeParse({ email: "a@b.co", password: "x".repeat(129) }).success).toBe(false);
  });

  it("rejects wrong types", () => {
    expect(signInSchema.safeParse({ email: 42, password: ["x"] }).success).toBe(false);
    expect(signInSchema.safeParse(null).success).toBe(false);
  });

  it("checks new passwords with the specified messages", () => {
    expect(messageOf(newPasswordSchema.safeParse({ token: "t", password: "", confirmPassword: "" }))).toBe(
      "Missing fields: Please fill in both password fields.",
    );
    expect(messageOf(newPasswordSchema.safeParse({ token: "t", password: "heron-at-dusk", confirmPassword: "heron-at-dawn" }))).toBe("Passwords don't match");
    expect(messageOf(newPasswordSchema.safeParse({ token: "t", password: "abc", confirmPassword: "abc" }))).toBe(
      "Password must be at least 8 characters long.",
    );
    expect(messageOf(newPasswordSchema.safeParse({ token: "t", password: "qwertyuiop", confirmPassword: "qwertyuiop" }))).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(newPasswordSchema.safeParse({ token: "t", password: "heron-at-dusk", confirmPassword: "heron-at-dusk" }).success).toBe(true);
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
