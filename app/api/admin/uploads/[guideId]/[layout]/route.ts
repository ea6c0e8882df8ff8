// An admin's new guide PDF. Through the app (local storage): the raw request body of a PUT
// (Content-Type application/pdf), so the browser can report upload progress. With S3, POST
// { step: "start" } gives a presigned URL to a temporary key, the browser PUTs the file straight to
// the bucket, and POST { step: "finish", uploadKey } checks what arrived and switches it in. The proxy does not see this path (see proxy.ts: it would copy
// at most 2 MB of the body for itself and Next would hand the route that truncated copy), so this
// handler makes the same checks first: a well-formed host, the same-site Origin, then the admin rule, then its own
// 50 MB limit, read without trusting Content-Length.
import { connection } from "next/server";
import { z } from "zod";
import { finishDirectUpload, guideIdSchema, guideLayoutSchema, replaceGuidePdf, startDirectUpload } from "@/lib/admin/guide-files";
import { adminForRoute } from "@/lib/admin/guard";
import { MAX_GUIDE_PDF_BYTES, PDF_REFUSALS } from "@/lib/admin/pdf-check";
import { declaresBodyOver, readBodyWithin, readJsonWithin } from "@/lib/http/body";
import { refuseMalformedHost } from "@/lib/http/host";
import { env } from "@/lib/env";
import { refuseCrossSiteRequest } from "@/lib/http/origin";
import { requestLog } from "@/lib/log/request";

function answer(status: number, body: object) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

type Params = { params: Promise<{ guideId: string; layout: string }> };

/** Host, Origin, then the admin rule, then the guide and layout: the admin and the target, or the refusal. */
async function authorise(request: Request, { params }: Params) {
  await connection();
  const badHost = refuseMalformedHost(request.headers);
  if (badHost) return { refusal: badHost };
  const crossSite = refuseCrossSiteRequest(request, { siteOrigins: env().siteOrigins });
  if (crossSite) return { refusal: crossSite };
  const admin = await adminForRoute();
  if (admin.refusal) return { refusal: admin.refusal };
  const { guideId, layout } = await params;
  const parsedId = guideIdSchema.safeParse(guideId);
  const parsedLayout = guideLayoutSchema.safeParse(layout);
  if (!parsedId.success || !parsedLayout.success) return { refusal: answer(404, { error: "Upload failed", message: "No such guide or layout." }) };
  return { user: admin.user, guideId: parsedId.data, layout: parsedLayout.data };
}

const directUploadSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("start") }),
  z.object({ step: z.literal("finish"), uploadKey: z.string().max(300) }),
]);

export async function POST(request: Request, context: Params) {
  const target = await authorise(request, context);
  if (target.refusal) return target.refusal;
  const body = await readJsonWithin(request, 4096);
  const parsed = body.ok ? directUploadSchema.safeParse(body.value) : null;
  if (!parsed?.success) return answer(body.ok ? 400 : body.status, { error: "Upload failed", message: "Bad request." });
  try {
    if (parsed.data.step === "start") {
      const started = await startDirectUpload(target.guideId, target.layout);
      if (started === null) return answer(409, { error: "Upload failed", message: "Uploads go through the app here: PUT the file to this address." });
      if ("ok" in started) return answer(started.status, { error: started.error, message: started.message });
      return answer(200, started);
    }
    const result = await finishDirectUpload(target.user, target.guideId, target.layout, parsed.data.uploadKey);
    if (!result.ok) return answer(result.status, { error: result.error, message: result.message });
    return answer(200, { ok: true, sizeBytes: result.sizeBytes });
  } catch (error) {
    (await requestLog()).error(
      { guideId: target.guideId, layout: target.layout, userId: target.user.id, err: error },
      "admin upload: the direct upload failed",
    );
    return answer(500, { error: "Upload failed", message: "The file could not be stored. The previous file is unchanged." });
  }
}

export async function PUT(request: Request, context: Params) {
  const target = await authorise(request, context);
  if (target.refusal) return target.refusal;

  const { ok: _ok, ...tooLarge } = PDF_REFUSALS.size;
  if (declaresBodyOver(request.headers, MAX_GUIDE_PDF_BYTES)) return answer(413, tooLarge);
  const body = await readBodyWithin(request.body, MAX_GUIDE_PDF_BYTES);
  if (!body.ok) return body.reason === "too-large" ? answer(413, tooLarge) : answer(400, { error: "Upload failed", message: "The file could not be read." });

  try {
    const result = await replaceGuidePdf(target.user, target.guideId, target.layout, body.bytes);
    if (!result.ok) return answer(result.status, { error: result.error, message: result.message });
    return answer(200, { ok: true, sizeBytes: result.sizeBytes });
  } catch (error) {
    (await requestLog()).error({ guideId: target.guideId, layout: target.layout, userId: target.user.id, err: error }, "admin upload: storing the PDF failed");
    return answer(500, { error: "Upload failed", message: "The file could not be stored. The previous file is unchanged." });
  }
}
