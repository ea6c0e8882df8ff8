// A second server on the same build and database, with tight rate limits, used only by the limit
// tests (tests/e2e/security-auth.spec.ts, security-lockout.spec.ts). It sits behind nginx on
// loopback (tests/support/nginx-proxy.mjs) and trusts it (TRUST_PROXY=1), as a deployment
// does: its per-IP buckets hold the address the proxy saw, whatever a client writes into
// X-Forwarded-For. Tests call it through the proxy (`limitsOrigin`). The main e2e server trusts no
// proxy, so it has no per-IP buckets at all. Every test reaches the proxy from this machine, so
// they share one per-IP bucket here: tests assert "at most the limit passes", never an exact number.
const mainPort = Number(process.env.PORT ?? 3100);

export const limitsPort = Number(process.env.E2E_LIMITS_PORT ?? mainPort + 1000);
export const proxyPort = Number(process.env.E2E_PROXY_PORT ?? mainPort + 1050);
/** The tight-limits server as clients reach it: through the proxy. */
export const limitsOrigin = `http://127.0.0.1:${proxyPort}`;

export const tightLimits = {
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: 3,
  // Kept high here: every test's sign-ins through the proxy share this machine's bucket.
  RATE_LIMIT_SIGNIN_PER_IP: 100_000,
  RATE_LIMIT_SIGNIN_PER_DEVICE: 3,
  RATE_LIMIT_SIGNUP_PER_IP: 3,
  RATE_LIMIT_RESET_PER_IP: 3,
  RATE_LIMIT_CONTACT_PER_IP: 3,
} as const;

export function limitsServerEnv(): Record<string, string> {
  const env: Record<string, string> = { NODE_ENV: "production", PORT: String(limitsPort), TRUST_PROXY: "1" };
  for (const [name, value] of Object.entries(tightLimits)) env[name] = String(value);
  return env;
}
