// "Read a sample": the first pages of a guide's desktop edition, public. Answers with the bytes of
// the separate sample file (never the guide's own file or a link to it), cached for a day.
import { connection } from "next/server";
import { db } from "@/lib/db";
import { downloadFileName } from "@/lib/catalog/slugs";
import { guideSample } from "@/lib/pdf/excerpt";
import { storage } from "@/lib/storage";
import { contentDispositionHeader } from "@/lib/storage/content-disposition";
import { isGuideId } from "@/lib/catalog/guide-id";

function notFound(): Response {
  return Response.json({ error: "Not Found", message: "No sample for this guide." }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export async function GET(_request: Request, { params }: { params: Promise<{ guideId: string }> }): Promise<Response> {
  await connection();
  const { guideId } = await params;
  if (!isGuideId(guideId)) return notFound();
  const guide = await db().guide.findUnique({ where: { id: guideId }, select: { id: true, title: true, released: true, pdfStoragePath: true } });
  if (!guide?.released || !guide.pdfStoragePath) return notFound();
  const bytes = await guideSample(storage(), guide.id, guide.pdfStoragePath);
  if (!bytes) return notFound();
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": contentDispositionHeader({ type: "inline", fileName: downloadFileName(`${guide.title} Sample`, "desktop") }),
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
