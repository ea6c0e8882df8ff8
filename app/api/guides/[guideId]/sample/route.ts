// "Read a sample": the first pages of a guide's desktop edition, public. Answers with the bytes of
// the separate sample file (never the guide's own file or a link to it), cached for a day.
import { connection } from "next/server";
import { releasedGuideSample } from "@/lib/catalog/guide-sample";
import { downloadFileName } from "@/lib/catalog/slugs";
import { contentDispositionHeader } from "@/lib/storage/content-disposition";
import { isGuideId } from "@/lib/catalog/guide-id";

function notFound(): Response {
  return Response.json({ error: "Not Found", message: "No sample for this guide." }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export async function GET(_request: Request, { params }: { params: Promise<{ guideId: string }> }): Promise<Response> {
  await connection();
  const { guideId } = await params;
  if (!isGuideId(guideId)) return notFound();
  const sample = await releasedGuideSample(guideId);
  if (!sample) return notFound();
  const { title, bytes } = sample;
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": contentDispositionHeader({ type: "inline", fileName: downloadFileName(`${title} Sample`, "desktop") }),
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
