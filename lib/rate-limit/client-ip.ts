// Which bucket a request counts against for per-IP limits. `next start` passes a client-sent
// X-Forwarded-For through untouched (it only fills the header in when it is absent), so the header
// is believed only when the operator says a proxy in front writes it (TRUST_PROXY, on by default
// on Vercel, whose edge overwrites the header). Otherwise the client's address is unknown (null)
// and there is no per-IP bucket at all: one bucket shared by every request would let one client
// use up a limit for everybody. A public deployment refuses to start without a trusted proxy
// (lib/env.ts), so an unknown address means local use on this machine.
import { isIPv4, isIPv6 } from "node:net";
import { env } from "@/lib/env";
import { trustedProxyHops } from "@/lib/http/trust-proxy";

/** Behind a trusted proxy, requests whose forwarding chain is malformed (too short, not an
 * address: they did not come through the proxy as configured) share this one bucket. */
export const UNATTRIBUTED_BUCKET = "unattributed";

type Source = Record<string, string | undefined>;

/** The per-IP bucket of a request with these headers; null when no proxy is trusted, so the
 * client's address is unknown. `source`: another environment to read TRUST_PROXY from than the
 * server's own (env()). */
export function clientIpFrom(headers: Headers, source?: Source): string | null {
  const hops = source ? trustedProxyHops(source) : env().trustedProxyHops;
  if (hops === 0) return null;
  // Each trusted proxy appends the address it saw; the client's is `hops` entries from the end.
  // Entries further left were written by the client and prove nothing.
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const candidate = chain.length >= hops ? chain[chain.length - hops] : undefined;
  return (candidate && addressBucket(candidate)) ?? UNATTRIBUTED_BUCKET;
}

/** An IPv4 address as is; an IPv6 address by its /64 network, the block one subscriber usually
 * holds (one host can rotate through it freely). Null for anything that is not an address. */
export function addressBucket(value: string): string | null {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (withPort?.[1]) address = withPort[1];
  address = address.replace(/%.*$/, "").toLowerCase();
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  const groups = expandIPv6(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : null;
}

function expandIPv6(address: string): string[] | null {
  // An embedded IPv4 tail (e.g. 64:ff9b::1.2.3.4) becomes two hexadecimal groups.
  let text = address;
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = tail[1].split(".").map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? left.length !== 8 : missing < 1) return null;
  const groups = [...left, ...Array.from({ length: rest === undefined ? 0 : missing }, () => "0"), ...right];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}
