// One-click unsubscribe (RFC 8058) from the Atomic Year's e-mails other than guide drops, or with
// `list=news` from news e-mails (the checkout reminder, new editions, posts: lib/email/news.ts). Mail
// clients POST `List-Unsubscribe=One-Click` (multipart or URL-encoded) to the List-Unsubscribe address from their own servers,
// with no Origin: the signed token in the address is the authentication. A foreign Origin (a page on
// another site) is still refused. GET never unsubscribes (link scanners follow links): it leads to
// the page where a person confirms.
import { NextResponse } from "next/server";
import { setProgrammeEmailsOptOut, verifyUnsubscribeToken } from "@/lib/atomic-year/unsubscribe";
import { declaresBodyOver, readBodyWithin } from "@/lib/http/body";
import { refuseCrossSiteRequest } from "@/lib/http/origin";
import { env } from "@/lib/env";
import { setNewsEmails, verifyNewsUnsubscribeToken } from "@/lib/email/news";

const BODY_LIMIT_BYTES = 1024;
const text = (status: number, message: string) =>
  new Response(`${message}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** The body's List-Unsubscribe field: RFC 8058 asks for multipart/form-data and allows a URL-encoded form. */
async function oneClickField(contentType: string | null, bytes: Uint8Array<ArrayBuffer>): Promise<string | null> {
  if (contentType && /^multipart\/form-data\b/i.test(contentType)) {
    try {
      const value = (await new Response(bytes, { headers: { "Content-Type": contentType } }).formData()).get("List-Unsubscribe");
      return typeof value === "string" ? value : null;
    } catch {
      return null;
    }
  }
  return new URLSearchParams(new TextDecoder().decode(bytes)).get("List-Unsubscribe");
}

export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossSiteRequest(request, { siteOrigins: env().siteOrigins, allowMissingOrigin: true });
  if (refused) return refused;
  const query = new URL(request.url).searchParams;
  const news = query.get("list") === "news";
  const token = query.get("token");
  const userId = news ? verifyNewsUnsubscribeToken(token) : verifyUnsubscribeToken(token);
  if (!userId) return text(400, "This unsubscribe link is not valid.");
  if (declaresBodyOver(request.headers, BODY_LIMIT_BYTES)) return text(413, "The request body is too large.");
  const body = await readBodyWithin(request.body, BODY_LIMIT_BYTES);
  if (!body.ok || (await oneClickField(request.headers.get("content-type"), body.bytes)) !== "One-Click")
    return text(400, "Send List-Unsubscribe=One-Click to unsubscribe.");
  if (news) {
    if (!(await setNewsEmails(userId, false))) return text(404, "This unsubscribe link is not valid.");
    return text(200, "You are unsubscribed from news e-mails. Your guides stay on your shelf.");
  }
  if (!(await setProgrammeEmailsOptOut(userId, true))) return text(404, "This unsubscribe link is not valid.");
  return text(200, "You are unsubscribed from The Atomic Year's check-ins and season notes. Your monthly guides still arrive.");
}

export async function GET(request: Request): Promise<Response> {
  const url = new URL("/unsubscribe", env().SITE_URL);
  const query = new URL(request.url).searchParams;
  const token = query.get("token");
  if (query.get("list") === "news") url.searchParams.set("list", "news");
  if (token) url.searchParams.set("token", token);
  return NextResponse.redirect(url, 303);
}
