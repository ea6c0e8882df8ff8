// Response headers every answer carries (next.config.ts applies them). The Content-Security-Policy
// is per request (it holds a nonce) and comes from the proxy: see csp.ts.

export const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  // Keeps `Origin` on the shop's own POSTs meaningful: with `no-referrer` browsers would send
  // `Origin: null` and the cross-site check (origin.ts) would refuse them.
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/**
 * HSTS on every answer: two years, subdomains included; preload is the operator's call. Browsers
 * take it only from an https answer and ignore it over plain http (RFC 6797, 8.1).
 */
export const STRICT_TRANSPORT_SECURITY = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };
