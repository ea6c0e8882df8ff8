// An admin's new guide PDF, sent as the raw request body (PUT, Content-Type application/pdf) so the
// browser can report upload progress. The proxy does not see this path (see proxy.ts: it would copy
// at most 2 MB of the body for itself and Next would hand the route that truncated copy), so this
// handler makes the same checks first: the same-site Origin, then the admin rule, then its own
// 50 MB limit, read without trusting Content-Length.
import { connection } from "next/server";
import { guideIdSchema, guideLayoutSchema, replaceGuidePdf } from "@/lib/admin/guide-files";
import { adminForRoute } from "@/lib/admin/guard";
import { MAX_GUIDE_PDF_BYTES, PDF_REFUSALS } from "@/lib/admin/pdf-check";
import { env } from "@/lib/env";
import { declaresBodyOver, readBodyWithin } from "@/lib/http/body";
import { refuseCrossSiteRequest } from "@/lib/http/origin";

function answer(status: number, body: object) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export async function PUT(request: Request, { params }: { params: Promise<{ guideId: string; layout: string }> }) {
  await connection();
  const crossSite = refuseCrossSiteRequest(request, { siteOrigins: [env().SITE_URL] });
  if (crossSite) return crossSite;
  const admin = await adminForRoute();
  if (admin.refusal) return admin.refusal;

  const { guideId, layout } = await params;
  const parsedId = guideIdSchema.safeParse(guideId);
  const parsedLayout = guideLayoutSchema.safeParse(layout);
  if (!parsedId.success || !parsedLayout.success) return answer(404, { error: "Upload failed", message: "No such guide or layout." });

  const { ok: _ok, ...tooLarge } = PDF_REFUSALS.size;
  if (declaresBodyOver(request.headers, MAX_GUIDE_PDF_BYTES)) return answer(413, tooLarge);
  const body = await readBodyWithin(request.body, MAX_GUIDE_PDF_BYTES);
  if (!body.ok) return body.reason === "too-large" ? answer(413, tooLarge) : answer(400, { error: "Upload failed", message: "The file could not be read." });

  try {
    const result = await replaceGuidePdf(admin.user, parsedId.data, parsedLayout.data, body.bytes);
    if (!result.ok) return answer(result.status, { error: result.error, message: result.message });
    return answer(200, { ok: true, sizeBytes: result.sizeBytes });
  } catch (error) {
    console.error("admin upload: storing the PDF failed", { guideId: parsedId.data, layout: parsedLayout.data, error });
    return answer(500, { error: "Upload failed", message: "The file could not be stored. The previous file is unchanged." });
  }
}
