// POST /api/insight: the catalogue's cookieless beacon (lib/insight). Answers 204 whether or not it
// counted (a browser asking not to be followed, a robot, a page or guide the shop does not count),
// 400 for a body that is not a beacon, 413 past 1 KB, 403 from another site. The proxy does not run
// for it (it is called on every page view): the host and origin rules are applied here.
import { env } from "@/lib/env";
import { declaresBodyOver, readBodyWithin, type LimitedBody } from "@/lib/http/body";
import { refuseMalformedHost } from "@/lib/http/host";
import { refuseCrossSiteRequest } from "@/lib/http/origin";
import { refusal } from "@/lib/http/responses";
import { clientIpFrom } from "@/lib/rate-limit/client-ip";
import { BEACON_BODY_LIMIT_BYTES, beaconRefusedByHeaders, recordBeacon } from "@/lib/insight/record";

const NO_STORE = { "Cache-Control": "no-store" };
const done = () => new Response(null, { status: 204, headers: NO_STORE });
const tooLarge = () => refusal(413, `Payload too large: a beacon holds at most ${BEACON_BODY_LIMIT_BYTES} bytes.`);

const UTF8 = new TextDecoder();

/** The body: read whole when its length is declared (every browser's beacon; already within the limit), else up to the limit. */
async function readBeaconBody(request: Request): Promise<LimitedBody> {
  if (request.headers.has("content-length")) {
    try {
      return { ok: true, bytes: new Uint8Array(await request.arrayBuffer()) };
    } catch {
      return { ok: false, reason: "unreadable" };
    }
  }
  return readBodyWithin(request.body, BEACON_BODY_LIMIT_BYTES);
}

let siteHostsOf: { origins: readonly string[]; hosts: string[] } | undefined;
/** SITE_URL's hosts, worked out once. */
function siteHosts(origins: readonly string[]): string[] {
  if (siteHostsOf?.origins !== origins) siteHostsOf = { origins, hosts: origins.map((site) => new URL(site).host) };
  return siteHostsOf.hosts;
}

export async function POST(request: Request) {
  const refused = refuseMalformedHost(request.headers) ?? refuseCrossSiteRequest(request, { siteOrigins: env().siteOrigins });
  if (refused) return refused;
  if (declaresBodyOver(request.headers, BEACON_BODY_LIMIT_BYTES)) return tooLarge();
  if (beaconRefusedByHeaders(request.headers)) {
    await request.body?.cancel().catch(() => undefined);
    return done();
  }
  const body = await readBeaconBody(request);
  if (!body.ok) return body.reason === "too-large" ? tooLarge() : refusal(400, "Bad request: the body could not be read.");
  const ownHosts = [request.headers.get("x-forwarded-host"), request.headers.get("host"), ...siteHosts(env().siteOrigins)];
  const outcome = recordBeacon(UTF8.decode(body.bytes), ownHosts, clientIpFrom(request.headers));
  return outcome === "malformed" ? refusal(400, "Bad request: not a beacon.") : done();
}
