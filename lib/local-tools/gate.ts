import "server-only";
// The proxy's part for the local tools: real HTTP statuses before rendering. With Cache Components
// a notFound() found while streaming a partially prerendered page goes out with status 200, so an
// unknown or closed mailbox message or sandbox checkout is answered with 404 here. It is not the
// guard: every page, route and action checks access itself.
import { NextResponse, type NextRequest } from "next/server";
import { mailboxEnabled, mailboxMessageExists } from "@/lib/email/mailbox";
import { emailMessageIdSchema } from "@/lib/email/records";
import { env } from "@/lib/env";
import { servedOverHttps, staticPagePolicy } from "@/lib/http/csp";
import { GIFT_BUYER_COOKIE } from "@/lib/gifts/buyer-key";
import { canReadMailbox, canUseSandboxSession, type PresentedKey } from "./access";
import { isLocalToolsKey, LOCAL_TOOLS_COOKIE, LOCAL_TOOLS_COOKIE_MAX_AGE_SECONDS, LOCAL_TOOLS_KEY_PARAM } from "./key";

type Tool = { kind: "mailbox" } | { kind: "mailbox-json" } | { kind: "mailbox-message"; id: string } | { kind: "sandbox-checkout"; id: string };

function toolAt(pathname: string): Tool | null {
  if (pathname === "/dev/mailbox" || pathname === "/dev/mailbox/") return { kind: "mailbox" };
  if (pathname === "/dev/mailbox/latest") return { kind: "mailbox-json" };
  const message = /^\/dev\/mailbox\/([^/]+)\/?$/.exec(pathname);
  if (message?.[1]) return { kind: "mailbox-message", id: message[1] };
  const checkout = /^\/sandbox\/checkout\/([^/]+)\/?$/.exec(pathname);
  if (checkout?.[1]) return { kind: "sandbox-checkout", id: checkout[1] };
  if (pathname.startsWith("/dev/mailbox/")) return { kind: "mailbox-message", id: "" };
  return null;
}

/** The page policy the proxy hands on to what it renders (lib/http/csp.ts), if this is a page request. */
type PageInit = { request: { headers: Headers }; headers: Headers } | undefined;

function notFound(request: NextRequest, page: PageInit): NextResponse {
  // The app's own not-found page, prerendered, with a real 404 status. Its HTML is the build's, with
  // inline scripts that carry no nonce: it gets the prerendered pages' fixed policy, as a path under
  // no route does (lib/http/csp.ts), or the browser would refuse its scripts.
  const url = request.nextUrl.clone();
  url.pathname = "/_not-found";
  url.search = "";
  const headers = new Headers(page?.headers);
  headers.set("Cache-Control", "no-store");
  if (headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", staticPagePolicy(servedOverHttps(request)));
  const requestHeaders = new Headers(page?.request.headers ?? request.headers);
  requestHeaders.delete("content-security-policy");
  return NextResponse.rewrite(url, { request: { headers: requestHeaders }, status: 404, headers });
}

/** Following the printed link: remember the key in a cookie and take it out of the address bar (and history). */
function rememberKey(request: NextRequest, key: string): NextResponse {
  const url = request.nextUrl.clone();
  url.searchParams.delete(LOCAL_TOOLS_KEY_PARAM);
  const response = NextResponse.redirect(url, 303);
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("Referrer-Policy", "no-referrer");
  response.cookies.set(LOCAL_TOOLS_COOKIE, key, {
    httpOnly: true,
    sameSite: "lax",
    secure: request.nextUrl.protocol === "https:" || env().SITE_URL.startsWith("https:"),
    path: "/",
    maxAge: LOCAL_TOOLS_COOKIE_MAX_AGE_SECONDS,
  });
  return response;
}

async function mayOpen(tool: Tool, presented: PresentedKey): Promise<boolean> {
  switch (tool.kind) {
    case "mailbox":
    case "mailbox-json":
      return canReadMailbox(presented);
    case "mailbox-message": {
      const id = emailMessageIdSchema.safeParse(tool.id);
      // Access first: whether an id exists is itself only for those who may read the mailbox.
      return id.success && (await canReadMailbox(presented)) && (await mailboxMessageExists(id.data));
    }
    case "sandbox-checkout":
      // Looked up by primary key as sent: a malformed id is simply not found.
      return canUseSandboxSession(tool.id, presented);
  }
}

/** A response for a local-tools request that must not reach its page (404, or the key link's redirect); null to carry on. */
export async function localToolsGate(request: NextRequest, page?: PageInit): Promise<NextResponse | null> {
  const tool = toolAt(request.nextUrl.pathname);
  if (!tool) return null;
  const enabled = tool.kind === "sandbox-checkout" ? env().payments === "sandbox" : mailboxEnabled();
  if (!enabled) return notFound(request, page);
  // Server actions posted to the checkout page answer for themselves (an error state, never a page).
  if (request.method !== "GET" && request.method !== "HEAD") return null;

  const linkKey = request.nextUrl.searchParams.get(LOCAL_TOOLS_KEY_PARAM);
  if (linkKey !== null) return isLocalToolsKey(linkKey) ? rememberKey(request, linkKey) : notFound(request, page);
  // The JSON route answers with its own JSON 404.
  if (tool.kind === "mailbox-json") return null;

  const presented = { cookie: request.cookies.get(LOCAL_TOOLS_COOKIE)?.value ?? null, giftBuyer: request.cookies.get(GIFT_BUYER_COOKIE)?.value ?? null };
  return (await mayOpen(tool, presented)) ? null : notFound(request, page);
}
