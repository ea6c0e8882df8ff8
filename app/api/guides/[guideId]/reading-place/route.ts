// The reader stores the page a person reached: PUT { edition, page } from the shop's own pages.
// The session says who is asking; the page must be one of that edition's pages, and the guide one
// they may read.
import { connection } from "next/server";
import { z } from "zod";
import { getCurrentUser } from "@/lib/auth/session";
import { isGuideId } from "@/lib/catalog/guide-id";
import { env } from "@/lib/env";
import { declaresBodyOver, readBodyWithin } from "@/lib/http/body";
import { refuseCrossSiteRequest } from "@/lib/http/origin";
import { saveReadingPlace, type SavePlaceResult } from "@/lib/shelf/reading";
import { jsonRefusal } from "@/lib/http/responses";

const BODY_LIMIT_BYTES = 256;
const bodySchema = z.object({ edition: z.enum(["desktop", "mobile"]), page: z.number().int() }).strict();

const REFUSALS: Record<Extract<SavePlaceResult, { ok: false }>["reason"], [number, string, string]> = {
  no_guide: [404, "Not Found", "No such guide."],
  not_owner: [403, "Access Denied", "You don't have access to this guide."],
  no_edition: [404, "Not Found", "This edition of the guide is not available yet."],
  out_of_range: [422, "Invalid Page", "That page is not in this edition of the guide."],
};

export async function PUT(request: Request, { params }: { params: Promise<{ guideId: string }> }) {
  const refused = refuseCrossSiteRequest(request, { siteOrigins: env().siteOrigins });
  if (refused) return refused;
  await connection();
  const { guideId } = await params;
  const user = await getCurrentUser();
  if (!user) return jsonRefusal(401, "Sign In Required", "Please sign in to read guides.");
  if (!isGuideId(guideId)) return jsonRefusal(...REFUSALS.no_guide);
  if (declaresBodyOver(request.headers, BODY_LIMIT_BYTES)) return jsonRefusal(413, "Too Large", "The request body is too large.");
  const body = await readBodyWithin(request.body, BODY_LIMIT_BYTES);
  if (!body.ok) return jsonRefusal(body.reason === "too-large" ? 413 : 400, "Bad Request", "The request body could not be read.");
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body.bytes));
  } catch {
    return jsonRefusal(400, "Bad Request", "Send { edition, page } as JSON.");
  }
  const input = bodySchema.safeParse(json);
  if (!input.success) return jsonRefusal(400, "Bad Request", "Send { edition, page } as JSON.");
  const saved = await saveReadingPlace(user, guideId, input.data.edition, input.data.page);
  if (!saved.ok) return jsonRefusal(...REFUSALS[saved.reason]);
  return Response.json({ page: saved.place.page }, { headers: { "Cache-Control": "no-store" } });
}
