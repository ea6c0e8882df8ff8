// A guide's PDF for its owner (or an admin): checks the session and ownership on the server, then
// answers with a signed link valid for 3600 s. An owner's link points at their own stamped copy
// ("Sold to" or, for a guide given to them, "Licensed to" {name} · {e-mail} on every page, made on
// the first download and reused); an admin's at the original. `?format=desktop|mobile`,
// `?disposition=attachment|inline`. Browsers are redirected to the link; `Accept:
// application/json` gets { url } instead. A person's browser refused the guide (a refunded order, or
// never theirs: a receipt's link clicked after a refund) is sent to a page that says why
// (/shelf/no-access/{id}); a script gets the JSON 403.
import { connection } from "next/server";
import { z } from "zod";
import { getCurrentUser } from "@/lib/auth/session";
import { guideDownloadLink, type DownloadLink } from "@/lib/shelf/download";
import { env } from "@/lib/env";
import { isGuideId } from "@/lib/catalog/guide-id";
import { isBrowserNavigation } from "@/lib/http/navigation";
import { jsonRefusal } from "@/lib/http/responses";

const querySchema = z.object({
  format: z.enum(["desktop", "mobile"]).default("desktop"),
  disposition: z.enum(["attachment", "inline"]).default("attachment"),
});

const REFUSALS: Record<Extract<DownloadLink, { ok: false }>["reason"], [number, string, string]> = {
  no_guide: [404, "Not Found", "No such guide or format."],
  not_owner: [403, "Access Denied", "You don't have access to this guide."],
  no_edition: [404, "Not Found", "This edition of the guide is not available yet."],
};

export async function GET(request: Request, { params }: { params: Promise<{ guideId: string }> }) {
  await connection();
  const { guideId } = await params;
  const user = await getCurrentUser();
  if (!user) {
    // A person following a receipt's download link signs in and comes back to this download; a
    // script (no HTML in its Accept) is told 401.
    if (isBrowserNavigation(request.headers)) {
      const here = new URL(request.url);
      const login = `${env().SITE_URL}/login?callbackUrl=${encodeURIComponent(`${here.pathname}${here.search}`)}`;
      return new Response(null, { status: 303, headers: { Location: login, "Cache-Control": "no-store" } });
    }
    return jsonRefusal(401, "Sign In Required", "Please sign in to download guides.");
  }
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success || !isGuideId(guideId)) return jsonRefusal(404, "Not Found", "No such guide or format.");
  const link = await guideDownloadLink(user, guideId, query.data);
  if (!link.ok) {
    if (link.reason === "not_owner" && isBrowserNavigation(request.headers)) {
      return new Response(null, { status: 303, headers: { Location: `${env().SITE_URL}/shelf/no-access/${guideId}`, "Cache-Control": "no-store" } });
    }
    return jsonRefusal(...REFUSALS[link.reason]);
  }
  const { url } = link;
  if (request.headers.get("accept")?.includes("application/json")) {
    return Response.json({ url }, { headers: { "Cache-Control": "no-store" } });
  }
  return new Response(null, { status: 303, headers: { Location: url, "Cache-Control": "no-store" } });
}
