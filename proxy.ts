// Next.js 16 names the request middleware `proxy.ts`. It makes the edges fail safe (refusals with
// a 4xx before Next's own parsers can answer 500), gives pages their Content-Security-Policy nonce,
// and makes redirects and status codes convenient. It is never the guard: every page, action and
// route checks access itself (route handlers refuse cross-site requests with lib/http/origin.ts).
import { NextResponse, type NextRequest } from "next/server";
import { GUIDES } from "@/lib/catalog/guide-content";
import { guideRouteOf } from "@/lib/catalog/route-rules";
import { env } from "@/lib/env";
import { pagePolicyHeaders } from "@/lib/http/csp";
import { refuseUnsafeRequest } from "@/lib/http/request-guard";
import { localToolsGate } from "@/lib/local-tools/gate";
import { verifyUnsubscribeToken } from "@/lib/atomic-year/unsubscribe-token";
import { verifyNewsUnsubscribeToken } from "@/lib/email/news-token";
import { s3UploadOrigin } from "@/lib/storage/upload-origin";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session-check";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/log/request-id";
import { hintCookieOptions, hintMayChangeOn, isSessionCookieName, READER_ACCOUNT_COOKIE, SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from "@/lib/session/hint";

export async function proxy(request: NextRequest) {
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
  const response = await answer(request, requestId);
  try {
    if (!response.headers.has(REQUEST_ID_HEADER)) response.headers.set(REQUEST_ID_HEADER, requestId);
  } catch {
    // A response with immutable headers (Response.redirect) goes without it.
  }
  return response;
}

async function answer(request: NextRequest, requestId: string): Promise<NextResponse | Response> {
  const refused = await refuseUnsafeRequest(request, env().siteOrigins);
  if (refused) return refused;

  const { pathname, searchParams } = request.nextUrl;

  // /activate-gift?token=... is the query form of /gift/activate/{token}.
  if (pathname === "/activate-gift") {
    const token = searchParams.get("token");
    const url = request.nextUrl.clone();
    url.search = "";
    url.pathname = token ? `/gift/activate/${encodeURIComponent(token)}` : "/gift/activate/missing";
    return NextResponse.redirect(url);
  }

  // A guide's old address moves, permanently (kept by browsers and CDNs); any other slug that is no
  // guide's is shown the prerendered "Guide not found" page with a 404 (its fixed policy comes from
  // next.config.ts, as the catalogue's does).
  const guideRoute = guideRouteOf(GUIDES, pathname);
  if (guideRoute) {
    const url = request.nextUrl.clone();
    url.pathname = guideRoute.location;
    if (guideRoute.kind === "unknown") return NextResponse.rewrite(url, { status: 404 });
    url.search = "";
    const moved = NextResponse.redirect(url, 308);
    moved.headers.set("Cache-Control", "public, max-age=86400, s-maxage=31536000");
    return moved;
  }

  // Pages get their policy (with a fresh nonce) on the response that renders them, rewrites included.
  const uploadOrigin = s3UploadOrigin(env());
  const page = withRequestId(request, requestId, pagePolicyHeaders(request, env().NODE_ENV === "development", uploadOrigin ? [uploadOrigin] : []));

  // The mailbox and the sandbox checkout: 404 for unknown ids and for those who may not open them.
  const localTools = await localToolsGate(request, page);
  if (localTools) return localTools;

  // An unsubscribe link that is not one of ours: a clear message with 404 (the page streams, so it
  // could no longer change its status once the token is read there).
  const unsubscribeVerifier = searchParams.get("list") === "news" ? verifyNewsUnsubscribeToken : verifyUnsubscribeToken;
  if (pathname === "/unsubscribe" && unsubscribeVerifier(searchParams.get("token")) === null) {
    const url = request.nextUrl.clone();
    url.pathname = "/unsubscribe/invalid";
    url.search = "";
    return NextResponse.rewrite(url, { ...page, status: 404 });
  }

  return keepSessionHint(request, NextResponse.next(page));
}

/** What the proxy hands on: the page's policy, if any, and the request id, to the code that logs and on the response. */
function withRequestId(
  request: NextRequest,
  requestId: string,
  page: { request: { headers: Headers }; headers: Headers } | undefined,
): { request: { headers: Headers }; headers: Headers } {
  const requestHeaders = page?.request.headers ?? new Headers(request.headers);
  requestHeaders.set(REQUEST_ID_HEADER, requestId);
  const responseHeaders = page?.headers ?? new Headers();
  responseHeaders.set(REQUEST_ID_HEADER, requestId);
  return { request: { headers: requestHeaders }, headers: responseHeaders };
}

/**
 * Keeps the "signed in" hint (lib/session/hint.ts) in step with the session cookie on the pages
 * that pass here: a session from before the hint existed gets one, and a hint whose session cookie
 * has gone (expired, cleared) is removed, with the reader's account cookie. Nothing is decided from it. Never on a response a shared
 * cache may keep (hintMayChangeOn): the proxy also runs for a GET that carries an Origin or a
 * Content-Type, so a crafted request could otherwise put a Set-Cookie on a cacheable page.
 */
function keepSessionHint(request: NextRequest, response: NextResponse): NextResponse {
  if (request.method !== "GET" || !hintMayChangeOn(request.nextUrl.pathname)) return response;
  const hasSession = request.cookies.getAll().some((cookie) => isSessionCookieName(cookie.name));
  const hint = request.cookies.get(SESSION_HINT_COOKIE)?.value === SESSION_HINT_VALUE;
  if (hasSession && !hint) {
    const secure = request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
    response.cookies.set(SESSION_HINT_COOKIE, SESSION_HINT_VALUE, hintCookieOptions(SESSION_MAX_AGE_SECONDS, secure));
  } else if (!hasSession && request.cookies.has(SESSION_HINT_COOKIE)) {
    response.cookies.delete(SESSION_HINT_COOKIE);
  }
  // Nobody is signed in here: no account's offline reader copies may answer (GET /api/me sets it again).
  if (!hasSession && request.cookies.has(READER_ACCOUNT_COOKIE)) response.cookies.delete(READER_ACCOUNT_COOKIE);
  return response;
}

// Which requests reach the proxy, and why: lib/http/proxy-matcher.ts, whose proxyMatcher() this is
// written out, for the catalogue's guides (Next reads the matcher statically, literals only;
// lib/http/proxy-matcher.test.ts fails when the two differ, and prints what to paste here).
export const config = {
  matcher: [
    "/((?!_next/static|_next/image|api/webhooks/|api/cron/|api/admin/uploads/|api/insight|covers/[^%/]+$|favicon\\.ico$|icon\\.svg$|icon-(?:192|512)\\.png$|apple-touch-icon\\.png$|manifest\\.webmanifest$|robots\\.txt$|sitemap\\.xml$|read/sw\\.js$|(?:|guides|guides/(?:guide-not-found|shape-yourself-or-be-shaped|discovering-your-personal-superpower|magnetic-presence|sculpting-your-future-self|emotional-alchemy|to-the-one-in-the-mirror|richest-person-in-the-room|the-power-of-showing-up|when-you-move-life-moves|starting-is-a-spell|how-to-move-through-stuck|crossing-the-finish-line|quantum-focus|digital-hygiene-for-the-soul|the-opposite-of-autopilot|how-to-reframe-your-reality)|atomic-year|about|faq|privacy|contact|cart)$).*)",
    { source: "/((?!_next/static|_next/image|api/webhooks/|api/cron/|api/admin/uploads/|api/insight).*)", has: [{ type: "header", key: "next-action" }] },
    { source: "/((?!_next/static|_next/image|api/webhooks/|api/cron/|api/admin/uploads/|api/insight).*)", has: [{ type: "header", key: "content-type" }] },
  ],
};
