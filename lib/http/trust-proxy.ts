// How TRUST_PROXY reads: how many proxies in front append the client's address to
// X-Forwarded-For. lib/env.ts validates it once; ./client-ip.ts uses the number.

type Source = Record<string, string | undefined>;

const ON = ["true", "yes", "on"];
const OFF = ["false", "no", "off"];

/** True when TRUST_PROXY is unset, or reads as on, off or a number of proxies. */
export function isValidTrustProxy(value: string | undefined): boolean {
  const raw = value?.trim().toLowerCase() ?? "";
  return raw === "" || ON.includes(raw) || OFF.includes(raw) || /^\d{1,2}$/.test(raw);
}

/** How many proxies in front append to X-Forwarded-For (0: none is trusted, also for a value that
 * does not read as one; lib/env.ts refuses to start on such a value). Unset: 1 on Vercel, whose
 * edge overwrites the header, else 0. */
export function trustedProxyHops(source: Source): number {
  const raw = source.TRUST_PROXY?.trim().toLowerCase() ?? "";
  if (raw === "") return source.VERCEL ? 1 : 0;
  if (ON.includes(raw)) return 1;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  return 0;
}
