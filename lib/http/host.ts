// The host a request names: `Host`, and `X-Forwarded-Host` / `X-Forwarded-Proto` where a reverse
// proxy sets them. The shop builds URLs from them (its sign-in links, the origin rule), so it only
// serves requests whose values have the shape RFC 3986 gives a host: a registered name, an IPv4
// address or a bracketed IPv6 address, with an optional port. Anything else (`Host: a b`) is
// refused with 400 before any page, action or route runs.
import { refusal } from "./responses";

// RFC 3986's reg-name without percent-escapes and without a comma (no host the shop answers to
// needs either; a comma is how proxies list several hosts in one header), an IPv4 address, or an IP
// literal in brackets; then an optional port.
const HOST_SHAPE = /^(?:[A-Za-z0-9\-._~!$&'()*+;=]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{0,5})?$/;

/**
 * True when `value` is one host of RFC 3986's shape with an optional port, that a URL can also be
 * built from (the platform's URL parser turns down what no server could be: a port over 65535, a
 * name ending in a number that is no IPv4 address, brackets that hold no IPv6 address).
 */
export function isWellFormedHost(value: string): boolean {
  if (!HOST_SHAPE.test(value)) return false;
  return URL.canParse(`http://${value}`);
}

function isWellFormedProto(value: string): boolean {
  return /^https?$/i.test(value);
}

/**
 * A 400 when the request's Host, or the X-Forwarded-Host or X-Forwarded-Proto it carries, is not
 * of that shape. Null otherwise, also without a Host (Node's server already refuses an HTTP/1.1
 * request without one). Each is judged whole: a list of forwarded hosts is refused, as the sign-in
 * code would read it as one host.
 */
export function refuseMalformedHost(headers: Headers): Response | null {
  const host = headers.get("host");
  if (host !== null && !isWellFormedHost(host)) return refusal(400, "Bad request: malformed Host header.");
  const forwardedHost = headers.get("x-forwarded-host");
  if (forwardedHost !== null && !isWellFormedHost(forwardedHost)) return refusal(400, "Bad request: malformed X-Forwarded-Host header.");
  const forwardedProto = headers.get("x-forwarded-proto");
  if (forwardedProto !== null && !isWellFormedProto(forwardedProto)) return refusal(400, "Bad request: malformed X-Forwarded-Proto header.");
  return null;
}
