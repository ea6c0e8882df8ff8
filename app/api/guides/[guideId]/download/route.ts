// A guide's PDF for its owner (or an admin): checks the session and ownership on the server, then
// answers with a signed link valid for 3600 s. An owner's link points at their own stamped copy
// ("Sold to" or, for a guide given to them, "Licensed to" {name} · {e-mail} on every page, made on
// the first download and reused); an admin's at the original. `?format=desktop|mobile`,
// `?disposition=attachment|inline`. Browsers are redirected to the link; `Accept:
// application/json` gets { url } instead.
import { connection } from "next/server";
import { z } from "zod";
import { getCurrentUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { downloadFileName } from "@/lib/catalog/slugs";
import { canAccessGuide } from "@/lib/shelf/queries";
import { downloadKey } from "@/lib/pdf/delivery";
import { SIGNED_URL_MAX_SECONDS, storage } from "@/lib/storage";
import { env } from "@/lib/env";
import { isGuideId } from "@/lib/catalog/guide-id";

const querySchema = z.object({
  format: z.enum(["desktop", "mobile"]).default("desktop"),
  disposition: z.enum(["attachment", "inline"]).default("attachment"),
});

function error(status: number, title: string, message: string) {
  return Response.json({ error: title, message }, { status, headers: { "Cache-Control": "no-store" } });
}

export async function GET(request: Request, { params }: { params: Promise<{ guideId: string }> }) {
  await connection();
  const { guideId } = await params;
  const user = await getCurrentUser();
  if (!user) {
    // A person following a receipt's download link signs in and comes back to this download; a
    // script (no HTML in its Accept) is told 401.
    if (request.headers.get("accept")?.includes("text/html")) {
      const here = new URL(request.url);
      const login = `${env().SITE_URL}/login?callbackUrl=${encodeURIComponent(`${here.pathname}${here.search}`)}`;
      return new Response(null, { status: 303, headers: { Location: login, "Cache-Control": "no-store" } });
    }
    return error(401, "Sign In Required", "Please sign in to download guides.");
  }
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success || !isGuideId(guideId)) return error(404, "Not Found", "No such guide or format.");
  const guide = await db().guide.findUnique({
    where: { id: guideId },
    select: { id: true, title: true, pdfStoragePath: true, mobilePdfStoragePath: true, updatedAt: true },
  });
  if (!guide) return error(404, "Not Found", "No such guide or format.");
  if (!(await canAccessGuide(user, guide.id))) return error(403, "Access Denied", "You don't have access to this guide.");
  const key = query.data.format === "mobile" ? guide.mobilePdfStoragePath : guide.pdfStoragePath;
  if (!key) return error(404, "Not Found", "This edition of the guide is not available yet.");

  const url = await storage().signedUrl(await downloadKey(user, { guideId: guide.id, layout: query.data.format, key, updatedAt: guide.updatedAt }), {
    expiresIn: SIGNED_URL_MAX_SECONDS,
    disposition: { type: query.data.disposition, fileName: downloadFileName(guide.title, query.data.format) },
    baseUrl: env().SITE_URL,
  });
  if (request.headers.get("accept")?.includes("application/json")) {
    return Response.json({ url }, { headers: { "Cache-Control": "no-store" } });
  }
  return new Response(null, { status: 303, headers: { Location: url, "Cache-Control": "no-store" } });
}
