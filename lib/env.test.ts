import { describe, expect, it } from "vitest";
import { EnvError, isLoopbackHostname, parseEnv } from "./env";
import { parseAdminEmails } from "./admin-emails";

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
    expect(env).toMatchObject({
      SITE_NAME: "Atomic Guides",
      PORT: 3000,
      SITE_URL: "http://localhost:3000",
      payments: "sandbox",
      email: "outbox",
      storage: "local",
      googleSignIn: false,
      adminEmails: [],
    });
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

  it("takes a redis:// or rediss:// REDIS_URL and refuses anything else", () => {
    expect(parseEnv({ REDIS_URL: "redis://:secret@cache.internal:6379/2" }).REDIS_URL).toBe("redis://:secret@cache.internal:6379/2");
    expect(parseEnv({ REDIS_URL: "rediss://cache.example:6380" }).REDIS_URL).toBe("rediss://cache.example:6380");
    expect(parseEnv({ REDIS_URL: "" }).REDIS_URL).toBeUndefined();
    for (const value of ["cache.internal:6379", "http://cache.internal:6379"]) {
      expect(problemsOf({ REDIS_URL: value }), value).toEqual(["REDIS_URL: must be a redis:// or rediss:// URL"]);
    }
  });

  it("rejects a bad admin list with the variable's name", () => {
    expect(problemsOf({ ADMIN_EMAILS: "admin@example.com" })[0]).toMatch(/^ADMIN_EMAILS: .*placeholder/);
  });
});

describe("counts: the database pool and the rate limits", () => {
  it("default when unset or empty", () => {
    const env = parseEnv({ DATABASE_POOL_MAX: "", RATE_LIMIT_SIGNIN_PER_IP: "" });
    expect(env).toMatchObject({
      DATABASE_POOL_MAX: 5,
      RATE_LIMIT_WINDOW_SECONDS: 900,
      RATE_LIMIT_SIGNIN_PER_ACCOUNT: 10,
      RATE_LIMIT_SIGNIN_PER_IP: 50,
      RATE_LIMIT_SIGNIN_PER_DEVICE: 5,
      RATE_LIMIT_EMAIL_PER_ACCOUNT: 5,
      RATE_LIMIT_EMAIL_PER_IP: 30,
      RATE_LIMIT_SIGNUP_PER_IP: 20,
      RATE_LIMIT_RESET_PER_IP: 20,
      RATE_LIMIT_CONTACT_PER_IP: 10,
      RATE_LIMIT_CONTACT_PER_SENDER: 3,
      RATE_LIMIT_EXPORT_PER_ACCOUNT: 5,
      RATE_LIMIT_GIFT_CHECKOUT_PER_ACCOUNT: 10,
      RATE_LIMIT_ADMIN_TEST_EMAILS_PER_ACCOUNT: 30,
    });
  });

  it("read a whole number of at least 1", () => {
    expect(parseEnv({ DATABASE_POOL_MAX: " 1 ", RATE_LIMIT_WINDOW_SECONDS: "60", RATE_LIMIT_SIGNUP_PER_IP: "100000" })).toMatchObject({
      DATABASE_POOL_MAX: 1,
      RATE_LIMIT_WINDOW_SECONDS: 60,
      RATE_LIMIT_SIGNUP_PER_IP: 100000,
    });
  });

  it("refuse anything else in one line naming the variable", () => {
    for (const value of ["abc", "NaN", "0", "-3", "1.5", "1e3", "5 connections"]) {
      expect(problemsOf({ DATABASE_POOL_MAX: value }), value).toEqual(["DATABASE_POOL_MAX: must be a whole number, at least 1"]);
      expect(problemsOf({ RATE_LIMIT_CONTACT_PER_IP: value }), value).toEqual(["RATE_LIMIT_CONTACT_PER_IP: must be a whole number, at least 1"]);
    }
  });
});

describe("named statements on the database", () => {
  it("are on unless DATABASE_PREPARED_STATEMENTS is false, and anything else is refused by name", () => {
    expect(parseEnv({}).DATABASE_PREPARED_STATEMENTS).toBe(true);
    expect(parseEnv({ DATABASE_PREPARED_STATEMENTS: "true" }).DATABASE_PREPARED_STATEMENTS).toBe(true);
    expect(parseEnv({ DATABASE_PREPARED_STATEMENTS: " false " }).DATABASE_PREPARED_STATEMENTS).toBe(false);
    expect(problemsOf({ DATABASE_PREPARED_STATEMENTS: "no" })).toEqual(["DATABASE_PREPARED_STATEMENTS: must be true or false"]);
  });
});

describe("client addresses and the site's own origin", () => {
  it("count the proxies TRUST_PROXY names, 1 on Vercel when unset, else none", () => {
    expect(parseEnv({}).trustedProxyHops).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "true" }).trustedProxyHops).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).trustedProxyHops).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "off", VERCEL: "1" }).trustedProxyHops).toBe(0);
    expect(parseEnv({ VERCEL: "1" }).trustedProxyHops).toBe(1);
  });

  it("take the origin of a configured SITE_URL only: the default address is not one", () => {
    expect(parseEnv({ SITE_URL: "https://shop.atomic.app/" }).siteOrigins).toEqual(["https://shop.atomic.app"]);
    expect(parseEnv({}).siteOrigins).toEqual([]);
  });
});

describe("production refusal of the test services", () => {
  // A proxy in front is trusted here; its absence has its own refusal (below).
  const production = { NODE_ENV: "production", TRUST_PROXY: "1" } as const;
  const stripe = { STRIPE_SECRET_KEY: "sk_live_123", STRIPE_WEBHOOK_SECRET: "whsec_abc" } as const;
  const resend = { RESEND_API_KEY: "re_123", EMAIL_FROM: "Shop <shop@atomic.example>" } as const;

  it("starts a local production build (npm start) on the sandbox and the outbox", () => {
    for (const SITE_URL of [
      undefined,
      "http://localhost:3000",
      "http://127.0.0.1:8080",
      "http://127.1.2.3",
      "http://[::1]:3000",
      "http://shop.localhost:3000",
    ]) {
      expect(parseEnv({ ...production, SITE_URL })).toMatchObject({ payments: "sandbox", email: "outbox" });
    }
  });

  it("refuses a public SITE_URL on the sandbox and the outbox, in one message naming what to set", () => {
    const problems = problemsOf({ ...production, SITE_URL: "https://shop.atomic.app" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("SITE_URL https://shop.atomic.app is public");
    expect(problems[0]).toContain("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    expect(problems[0]).toContain("RESEND_API_KEY and EMAIL_FROM");
    expect(problems[0]).toContain("ALLOW_TEST_SERVICES=true");
    // Addresses that only look local are public.
    for (const SITE_URL of ["http://localhost.atomic.app", "http://127.0.0.1.nip.io", "http://0.0.0.0:3000", "http://192.168.1.20:3000"]) {
      expect(problemsOf({ ...production, SITE_URL })).toHaveLength(1);
    }
  });

  it("names only the service still in test mode", () => {
    const emailOnly = problemsOf({ ...production, ...stripe, SITE_URL: "https://shop.atomic.app" });
    expect(emailOnly).toHaveLength(1);
    expect(emailOnly[0]).toContain("RESEND_API_KEY");
    expect(emailOnly[0]).not.toContain("STRIPE_SECRET_KEY");
    const paymentsOnly = problemsOf({ ...production, ...resend, SITE_URL: "https://shop.atomic.app" });
    expect(paymentsOnly[0]).toContain("STRIPE_SECRET_KEY");
    expect(paymentsOnly[0]).not.toContain("RESEND_API_KEY");
  });

  it("refuses on a hosting platform even without SITE_URL", () => {
    for (const platform of ["VERCEL", "NETLIFY", "RENDER", "FLY_APP_NAME", "RAILWAY_ENVIRONMENT", "K_SERVICE", "AWS_LAMBDA_FUNCTION_NAME"]) {
      const problems = problemsOf({ ...production, [platform]: "1" });
      expect(problems, platform).toHaveLength(1);
      expect(problems[0]).toContain(`${platform} is set`);
    }
  });

  it("starts a production deployment with both real services", () => {
    expect(parseEnv({ ...production, ...stripe, ...resend, SITE_URL: "https://shop.atomic.app", TRUST_PROXY: "", VERCEL: "1" })).toMatchObject({
      payments: "stripe",
      email: "resend",
    });
  });

  it("starts a staging or demo site on the test services with the explicit opt-in", () => {
    const env = parseEnv({ ...production, SITE_URL: "https://staging.atomic.app", VERCEL: "1", ALLOW_TEST_SERVICES: "true" });
    expect(env).toMatchObject({ payments: "sandbox", email: "outbox", ALLOW_TEST_SERVICES: true });
    expect(problemsOf({ ...production, SITE_URL: "https://staging.atomic.app", ALLOW_TEST_SERVICES: "false" })).toHaveLength(1);
    expect(problemsOf({ ALLOW_TEST_SERVICES: "yes" })).toEqual(["ALLOW_TEST_SERVICES: must be true or false"]);
  });

  it("turns Stripe Tax on only when asked, with prices exclusive of tax unless told otherwise", () => {
    expect(parseEnv({})).toMatchObject({ STRIPE_TAX: false, STRIPE_TAX_BEHAVIOR: "exclusive" });
    expect(parseEnv({ STRIPE_TAX: "true" })).toMatchObject({ STRIPE_TAX: true, STRIPE_TAX_BEHAVIOR: "exclusive" });
    expect(parseEnv({ STRIPE_TAX: "true", STRIPE_TAX_BEHAVIOR: "inclusive" })).toMatchObject({ STRIPE_TAX: true, STRIPE_TAX_BEHAVIOR: "inclusive" });
    expect(parseEnv({ STRIPE_TAX: "", STRIPE_TAX_BEHAVIOR: "" })).toMatchObject({ STRIPE_TAX: false, STRIPE_TAX_BEHAVIOR: "exclusive" });
    expect(problemsOf({ STRIPE_TAX: "yes", STRIPE_TAX_BEHAVIOR: "included" })).toEqual([
      "STRIPE_TAX: must be true or false",
      "STRIPE_TAX_BEHAVIOR: must be exclusive or inclusive",
    ]);
  });

  it("leaves development and test runs alone", () => {
    expect(parseEnv({ NODE_ENV: "test", SITE_URL: "https://shop.test" }).payments).toBe("sandbox");
    expect(parseEnv({ NODE_ENV: "development", VERCEL: "1" }).email).toBe("outbox");
  });

  it("knows which host names stay on this machine", () => {
    expect(["localhost", "LOCALHOST", "shop.localhost", "127.0.0.1", "127.255.0.9", "[::1]"].every(isLoopbackHostname)).toBe(true);
    expect(["example.com", "localhost.example.com", "0.0.0.0", "10.0.0.1", "[::]", "128.0.0.1"].some(isLoopbackHostname)).toBe(false);
  });
});

describe("local tools key", () => {
  it("is optional and at least 24 characters when set", () => {
    expect(parseEnv({}).LOCAL_TOOLS_KEY).toBeUndefined();
    expect(problemsOf({ LOCAL_TOOLS_KEY: "short" })).toEqual(["LOCAL_TOOLS_KEY: must be at least 24 characters"]);
  });
});

describe("admin list: at most 5 real addresses", () => {
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

describe("a public deployment must know its clients' addresses", () => {
  const live = {
    NODE_ENV: "production",
    STRIPE_SECRET_KEY: "sk_live_123",
    STRIPE_WEBHOOK_SECRET: "whsec_abc",
    RESEND_API_KEY: "re_123",
    EMAIL_FROM: "shop@atomic.example",
  };

  it("refuses to start without a trusted proxy, in one line naming TRUST_PROXY", () => {
    for (const source of [
      { ...live, SITE_URL: "https://shop.atomic.app" },
      { ...live, SITE_URL: "https://shop.atomic.app", TRUST_PROXY: "false" },
      { ...live, SITE_URL: "http://localhost:3000", RENDER: "1" },
      { ...live, SITE_URL: "https://shop.atomic.app", VERCEL: "1", TRUST_PROXY: "0" },
    ]) {
      const problems = problemsOf(source);
      expect(problems, JSON.stringify(source)).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY: a production deployment \(.+\) must know where client addresses come from/);
    }
  });

  it("starts behind a proxy it trusts, or on Vercel, whose edge writes the address", () => {
    expect(parseEnv({ ...live, SITE_URL: "https://shop.atomic.app", TRUST_PROXY: "2" }).payments).toBe("stripe");
    expect(parseEnv({ ...live, SITE_URL: "http://localhost:3000", RENDER: "1", TRUST_PROXY: "true" }).payments).toBe("stripe");
    expect(parseEnv({ ...live, SITE_URL: "https://shop.atomic.app", VERCEL: "1" }).payments).toBe("stripe");
  });

  it("leaves local use alone, and refuses a TRUST_PROXY it cannot read anywhere", () => {
    expect(parseEnv({ ...live, SITE_URL: "http://localhost:3000" }).payments).toBe("stripe");
    expect(parseEnv({ NODE_ENV: "development", SITE_URL: "https://shop.atomic.app" }).payments).toBe("sandbox");
    expect(problemsOf({ TRUST_PROXY: "maybe" })).toEqual(["TRUST_PROXY: must be true, false or the number of proxies in front that append to X-Forwarded-For"]);
  });
});
