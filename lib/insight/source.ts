// Where a visit came from, as the event itself says it: the page's utm_source, or the host of the
// referring site. Both are bounded and lowercased here, on the server, whatever the browser sent;
// the empty string is "direct or unknown". Shared by the beacon route and the checkout.

/** At most this many characters of a utm_source are kept. */
const UTM_MAX_LENGTH = 40;
/** A host is at most 253 characters; longer is not one (and is dropped). */
const HOST_MAX_LENGTH = 253;
const HOST_SHAPE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/** A utm_source as counted: lowercased, trimmed, characters other than letters, digits and `._-` as `-`, at most 40. */
export function normaliseUtm(value: unknown): string {
  if (typeof value !== "string") return "";
  return value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .slice(0, UTM_MAX_LENGTH);
}

/** A referring host as counted: lowercased, without port or `www.`; "" when not a host name. */
export function normaliseHost(value: unknown): string {
  if (typeof value !== "string") return "";
  const host = value
    .trim()
    .toLowerCase()
    .replace(/:\d{1,5}$/, "")
    .replace(/^www\./, "");
  return host.length <= HOST_MAX_LENGTH && HOST_SHAPE.test(host) ? host : "";
}

/** The source a visit's events are counted under: its utm_source, else its referring site, else "" (direct or unknown). */
export function visitSource(utm: string, host: string): string {
  return utm || host;
}

/** A visit's source as the browser hands it to the checkout (a utm_source or a host), bounded as the counters bound it. */
export function normaliseSource(value: unknown): string {
  return normaliseHost(value) || normaliseUtm(value);
}
