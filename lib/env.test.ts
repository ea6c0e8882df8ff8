import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";
import { parseAdminEmails } from "./admin/admin-emails";

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe("environment", () => {
  it("runs on the embedded defaults with nothing configured", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ SITE_NAME: "Atomic Guides", PORT: 3000, SITE_URL: "http://localhost:3000", payments: "sandbox", email: "outbox", storage: "local", googleSignIn: false, adminEmails: [] });
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ SITE_NAME: "", STRIPE_SECRET_KEY: "" }).payments).toBe("sandbox");
  });

  it("chooses the production twins when their variables are set", () => {
    const env = parseEnv({
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      RESEND_API_KEY: "re_123",
      EMAIL_FROM: "Shop <shop@atomic.example>",
      S3_BUCKET: "guides",
      S3_REGION: "eu-west-1",
      AUTH_GOOGLE_ID: "id",
      AUTH_GOOGLE_SECRET: "secret",
      SITE_URL: "https://shop.atomic.app/",
    });
    expect(env).toMatchObject({ payments: "stripe", email: "resend", storage: "s3", googleSignIn: true, SITE_URL: "https://shop.atomic.app" });
  });

  it("names the variable at fault", () => {
    expect(problemsOf({ DATABASE_URL: "mysql://x" })[0]).toMatch(/^DATABASE_URL: /);
    expect(problemsOf({ STRIPE_SECRET_KEY: "pk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" })[0]).toMatch(/^STRIPE_SECRET_KEY: must start with/);
    expect(problemsOf({ PORT: "eighty" })[0]).toMatch(/^PORT: /);
    expect(problemsOf({ AUTH_SECRET: "short" })[0]).toBe("AUTH_SECRET: must be at least 32 characters");
  });

  it("requires a service's variables together", () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: "sk_test_1" })).toEqual(["STRIPE_WEBHOOK_SECRET: is required for Stripe payments (set both or neither)"]);
    expect(problemsOf({ S3_REGION: "eu-west-1" })).toEqual(["S3_BUCKET: is required for S3 storage (set both or neither)"]);
    expect(problemsOf({ RESEND_API_KEY: "re_1" })).toEqual(["EMAIL_FROM: is required for Resend e-mail (set both or neither)"]);
  });

  it("rejects a bad admin list with the variable's name", () => {
    expect(problemsOf({ ADMIN_EMAILS: "admin@example.com" })[0]).toMatch(/^ADMIN_EMAILS: .*placeholder/);
  });
});

describe("admin list (decision 8)", () => {
  it("trims, lower-cases and drops empty entries", () => {
    expect(parseAdminEmails(" Ana@Atomic.App , ,ben@atomic.app ")).toEqual({ ok: true, emails: ["ana@atomic.app", "ben@atomic.app"] });
    expect(parseAdminEmails(undefined)).toEqual({ ok: true, emails: [] });
  });

  it("allows at most five admins", () => {
    const five = ["a", "b", "c", "d", "e"].map((name) => `${name}@atomic.app`);
    expect(parseAdminEmails(five.join(",")).ok).toBe(true);
    const six = parseAdminEmails([...five, "f@atomic.app"].join(","));
    expect(six).toEqual({ ok: false, error: "lists 6 addresses; at most 5 are allowed" });
  });

  it("refuses duplicates, compared case-insensitively", () => {
    expect(parseAdminEmails("ana@atomic.app, ANA@atomic.app")).toEqual({ ok: false, error: '"ana@atomic.app" is listed twice' });
  });

  it("refuses malformed addresses", () => {
    expect(parseAdminEmails("not-an-email").ok).toBe(false);
    expect(parseAdminEmails("ana@").ok).toBe(false);
  });

  it("refuses placeholders", () => {
    for (const placeholder of ["admin@example.com", "your-email@company.com", "you@domain.com", "changeme@atomic.app"]) {
      expect(parseAdminEmails(placeholder)).toMatchObject({ ok: false });
    }
  });
});
