// Next.js 16 names the request middleware `proxy.ts`. It only makes redirects and status codes
// convenient; every page, action and route checks access itself.
import { NextResponse, type NextRequest } from "next/server";
import { isKnownGuideSlug } from "@/lib/catalog/slug-index";
import { GUIDE_NOT_FOUND_SLUG } from "@/lib/catalog/slugs";
import { localToolsGate } from "@/lib/local-tools/gate";

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

  // The mailbox and the sandbox checkout: 404 for unknown ids and for those who may not open them.
  const localTools = await localToolsGate(request);
  if (localTools) return localTools;

  const guide = /^\/guides\/([^/]+)$/.exec(pathname);
  if (guide?.[1] && (await isKnownGuideSlug(decodeURIComponent(guide[1]))) === false) {
    const url = request.nextUrl.clone();
    url.pathname = `/guides/${GUIDE_NOT_FOUND_SLUG}`;
    return NextResponse.rewrite(url, { status: 404 });
  }
  return NextResponse.next();
}

export const config = { matcher: ["/activate-gift", "/guides/:slug", "/dev/mailbox/:path*", "/sandbox/checkout/:path*"] };
