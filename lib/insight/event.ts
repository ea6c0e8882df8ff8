// What one beacon says, checked on the server: the counters it adds to, or why it adds to none.
// The body is JSON: `{ "e": "view", "p": path, "r": referring host, "u": utm_source, "n": true }`
// for a page view (`n` on the first page of a page load, the visit's landing) or
// `{ "e": "add", "g": slug, "r", "u" }` for a guide added to the cart. `r` and `u` are the page
// load's landing source, which the script keeps in memory across in-app navigations.
import { GUIDES } from "@/lib/catalog/guide-content";
import { isStaticPagePath } from "@/lib/http/static-pages";
import { normaliseHost, normaliseUtm, visitSource } from "./source";

type InsightMetric = "page_view" | "guide_view" | "cart_add" | "referrer" | "utm";
export type InsightCount = { metric: InsightMetric; subject: string; source: string };

/** `malformed`: not a beacon at all (400). `unknown`: a well-formed beacon naming a page or guide the shop does not count (204, nothing counted). */
export type BeaconVerdict = { ok: true; counts: InsightCount[] } | { ok: false; reason: "malformed" | "unknown" };

const SLUGS: ReadonlySet<string> = new Set(GUIDES.map((guide) => guide.slug));
/** No field of a beacon the shop's script sends is longer. */
const FIELD_MAX_LENGTH = 300;

const isShortString = (value: unknown): value is string => typeof value === "string" && value.length <= FIELD_MAX_LENGTH;
const optionalString = (value: unknown) => value === undefined || isShortString(value);

/** The guide slug of a guide page's path, or null. */
function guideSlugOf(path: string): string | null {
  return path.startsWith("/guides/") ? path.slice("/guides/".length) : null;
}

/**
 * The counters one beacon adds to. `ownHosts` are the shop's hosts (as the request named it, and
 * SITE_URL's): a "referrer" that is the shop itself is no referrer.
 */
export function readBeacon(body: unknown, ownHosts: readonly (string | null)[]): BeaconVerdict {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false, reason: "malformed" };
  const fields = body as Record<string, unknown>;
  if (!optionalString(fields.r) || !optionalString(fields.u) || !(fields.n === undefined || typeof fields.n === "boolean")) {
    return { ok: false, reason: "malformed" };
  }
  const host = normaliseHost(fields.r);
  const referrer = host && !ownHosts.some((own) => normaliseHost(own) === host) ? host : "";
  const utm = normaliseUtm(fields.u);
  const source = visitSource(utm, referrer);

  if (fields.e === "view") {
    if (!isShortString(fields.p) || !fields.p.startsWith("/")) return { ok: false, reason: "malformed" };
    const path = fields.p;
    if (!isStaticPagePath(path)) return { ok: false, reason: "unknown" };
    const slug = guideSlugOf(path);
    if (slug !== null && !SLUGS.has(slug)) return { ok: false, reason: "unknown" };
    const counts: InsightCount[] = [{ metric: "page_view", subject: path, source }];
    if (slug !== null) counts.push({ metric: "guide_view", subject: slug, source });
    if (fields.n === true) {
      if (referrer) counts.push({ metric: "referrer", subject: referrer, source: "" });
      if (utm) counts.push({ metric: "utm", subject: utm, source: "" });
    }
    return { ok: true, counts };
  }
  if (fields.e === "add") {
    if (!isShortString(fields.g)) return { ok: false, reason: "malformed" };
    if (!SLUGS.has(fields.g)) return { ok: false, reason: "unknown" };
    return { ok: true, counts: [{ metric: "cart_add", subject: fields.g, source }] };
  }
  return { ok: false, reason: "malformed" };
}
