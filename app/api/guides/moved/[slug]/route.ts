// GET /api/guides/moved/{old slug}: where next.config.ts rewrites a guide's old address
// (/guides/{old slug}); a permanent redirect to the guide's page, kept by browsers and CDNs.
import { GUIDES } from "@/lib/catalog/guide-content";
import { currentGuideSlug } from "@/lib/catalog/route-rules";
import { jsonRefusal } from "@/lib/http/responses";

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const current = currentGuideSlug(GUIDES, (await params).slug);
  if (!current) return jsonRefusal(404, "Not Found", "No guide had this address.");
  return new Response(null, { status: 308, headers: { Location: `/guides/${current}`, "Cache-Control": "public, max-age=86400, s-maxage=31536000" } });
}
