// The proxy's refusals, cheapest first: a malformed Host (400), a path with a malformed `%` escape
// (400), a state-changing request from another site or without an Origin (403), an oversize
// server-action body (413, unread when declared), and a multipart action body the platform's own
// parser cannot read (400; Next would answer it 500). Anything else passes (null). What the
// framework parses itself (React's action encoding, the router's headers) is left to it: it
// answers garbage there with an error status, and nothing changes.
import { declaresBodyOver, readBodyWithin } from "./body";
import { refuseMalformedHost } from "./host";
import { ACTION_BODY_LIMIT_BYTES } from "./limits";
import { isStateChanging, originVerdict } from "./origin";
import { refusal } from "./responses";

/**
 * Routes whose POSTs may come without an Origin: Auth.js's own endpoints verify their
 * double-submit CSRF token (sign-in, sign-out, session update, credentials callback) or, for an
 * OAuth callback, the state/PKCE cookies, so a client that is not a browser must already hold
 * that token. A foreign Origin is still refused there. (The Stripe webhook and the cron routes
 * are not seen by the proxy at all: they authenticate by signature and Bearer secret.)
 */
const ORIGIN_OPTIONAL_PREFIXES = ["/api/auth/"];

/**
 * Exact paths whose POSTs may come without an Origin: the one-click unsubscribe (RFC 8058), which
 * mail providers POST from their servers; its signed token authenticates the request.
 */
const ORIGIN_OPTIONAL_PATHS = new Set(["/api/unsubscribe"]);

export async function refuseUnsafeRequest(request: Request, siteOrigins: readonly string[]): Promise<Response | null> {
  const badHost = refuseMalformedHost(request.headers);
  if (badHost) return badHost;
  const pathname = new URL(request.url).pathname;
  // Next decodes dynamic route parameters itself and answers a broken escape with a 500.
  if (!isDecodable(pathname)) return refusal(400, "Bad request: the path has a malformed % escape.");

  if (!isStateChanging(request.method)) return null;
  const verdict = originVerdict(request.headers, siteOrigins);
  if (verdict === "cross-site") return refusal(403, "Forbidden: cross-site request refused.");
  if (verdict === "missing" && !ORIGIN_OPTIONAL_PATHS.has(pathname) && !ORIGIN_OPTIONAL_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    return refusal(403, "Forbidden: this request must come from the shop's own pages (no Origin header).");
  }

  return request.method === "POST" ? refuseOversizeAction(request) : null;
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Server-action calls: fetch-style (`Next-Action` header) or a multipart form posted without
 * JavaScript. Any multipart POST counts (Next cannot tell either before decoding it), so a route
 * handler that must take uploads over the action limit needs its path exempted here. Next's own
 * limit (`serverActions.bodySizeLimit`, the same number) stops reading there too, but answers a
 * fetch action with a 500 and a form post with the error page: this answers 413 first.
 */
async function refuseOversizeAction(request: Request): Promise<Response | null> {
  const contentType = request.headers.get("content-type") ?? "";
  const isFetchAction = request.headers.has("next-action");
  const isMultipart = contentType.toLowerCase().startsWith("multipart/form-data");
  if (!isFetchAction && !isMultipart) return null;

  const tooLarge = () => refusal(413, `Payload too large: a form or action body may hold at most ${ACTION_BODY_LIMIT_BYTES / 1024 / 1024} MB.`);
  if (declaresBodyOver(request.headers, ACTION_BODY_LIMIT_BYTES)) return tooLarge();
  // A declared length within the limit is the whole body (Node's parser reads no further), so only
  // a body sent without one (chunked) is read, to know whether it is too large.
  let read: Body = request;
  if (!request.headers.has("content-length")) {
    const body = await readBodyWithin(request.body, ACTION_BODY_LIMIT_BYTES);
    if (!body.ok) return body.reason === "too-large" ? tooLarge() : refusal(400, "Bad request: the body could not be read.");
    read = new Response(body.bytes, { headers: { "content-type": contentType } });
  }
  return isMultipart ? refuseUnreadableForm(read) : null;
}

/**
 * A multipart body must be one the platform's parser (the one Next itself uses on a form posted
 * without JavaScript) can read; Next answers one it cannot with a 500. Read from the proxy's copy of
 * the body, within the limit checked above.
 */
async function refuseUnreadableForm(body: Body): Promise<Response | null> {
  try {
    await body.formData();
    return null;
  } catch {
    return refusal(400, "Bad request: the form could not be read.");
  }
}
