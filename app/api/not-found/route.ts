import { z } from "zod";
import { readJsonWithin } from "@/lib/http/body";
import { env } from "@/lib/env";
import { refuseCrossSiteRequest } from "@/lib/http/origin";
import { requestLog } from "@/lib/log/request";

const bodySchema = z.object({ path: z.string().min(1).max(2048) });

/** `{ path }` with a path of at most 2048 characters fits well within this. */
const BODY_LIMIT_BYTES = 8 * 1024;

// Logs a path the 404 page was shown for (reported by the page itself, so only from the shop's own pages).
export async function POST(request: Request) {
  const refused = refuseCrossSiteRequest(request, { siteOrigins: env().siteOrigins });
  if (refused) return refused;
  const body = await readJsonWithin(request, BODY_LIMIT_BYTES);
  if (!body.ok) return Response.json({ error: body.status === 413 ? "Body too large" : "Expected { path }" }, { status: body.status });
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) return Response.json({ error: "Expected { path }" }, { status: 400 });
  const path = parsed.data.path.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 300);
  (await requestLog()).warn({ path }, "404 Not Found");
  return new Response(null, { status: 204 });
}
