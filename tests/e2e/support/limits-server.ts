// A second server on the same build and database, with tight rate limits and no trusted proxy,
// used only by the limit tests (tests/e2e/security-auth.spec.ts). The main e2e server has its
// per-IP limits raised by configuration (scripts/test.mjs), because every test there shares one
// per-IP bucket. Counters live in the database both servers share, so the main server's traffic
// also counts against these per-IP limits: tests assert "at most the limit passes", never an
// exact number.
const mainPort = Number(process.env.PORT ?? 3100);

export const limitsPort = Number(process.env.E2E_LIMITS_PORT ?? mainPort + 1000);
export const limitsOrigin = `http://localhost:${limitsPort}`;

export const tightLimits = {
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: 3,
  // Kept high here: main-server sign-ins count against the same per-IP bucket.
  RATE_LIMIT_SIGNIN_PER_IP: 100_000,
  RATE_LIMIT_SIGNUP_PER_IP: 3,
  RATE_LIMIT_RESET_PER_IP: 3,
  RATE_LIMIT_CONTACT_PER_IP: 3,
} as const;

export function limitsServerEnv(): Record<string, string> {
  const env: Record<string, string> = { NODE_ENV: "production", PORT: String(limitsPort), TRUST_PROXY: "false" };
  for (const [name, value] of Object.entries(tightLimits)) env[name] = String(value);
  return env;
}
