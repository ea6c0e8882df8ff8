// Next.js 16 names the request middleware `proxy.ts`. It only makes redirects and status codes
// convenient; every page, action and route checks access itself.
import { NextResponse, type NextRequest } from "next/server";
import { isKnownGuideSlug } from "@/lib/catalog/slug-index";
import { GUIDE_NOT_FOUND_SLUG } from "@/lib/catalog/slugs";
import { env } from "@/lib/env";

export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;

  // /activate-gift?token=... is the query form of /gift/activate/{token} (specification decision 14).
  if (pathname === "/activate-gift") {
    const token = searchParams.get("token");
    const url = request.nextUrl.clone();
    url.search = "";
    url.pathname = token ? `/gift/activate/${encodeURIComponent(token)}` : "/gift/activate/missing";
    return NextResponse.redirect(url);
  }

  // The local mailbox exists only on the embedded outbox; with real e-mail it is a plain 404.
  if (pathname.startsWith("/dev/mailbox") && env().email !== "outbox") {
    return new NextResponse("Not found", { status: 404 });
  }

  const guide = /^\/guides\/([^/]+)$/.exec(pathname);
  if (guide?.[1] && (await isKnownGuideSlug(decodeURIComponent(guide[1]))) === false) {
    const url = request.nextUrl.clone();
    url.pathname = `/guides/${GUIDE_NOT_FOUND_SLUG}`;
    return NextResponse.rewrite(url, { status: 404 });
  }
  return NextResponse.next();
}

export const config = { matcher: ["/activate-gift", "/guides/:slug", "/dev/mailbox/:path*"] };
