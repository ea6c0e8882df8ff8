// Readiness, for load balancers and the test runner: 200 when the database and the file storage
// answer, else 503 naming which did not (never why: the reason is in the log, under the request id).
import { connection } from "next/server";
import { readiness } from "@/lib/health";
import { inRequest } from "@/lib/log/request";

export async function GET(request: Request) {
  await connection();
  return inRequest(request, async () => {
    const { ok, failed } = await readiness();
    const headers = { "Cache-Control": "no-store" };
    if (ok) return Response.json({ ok: true }, { headers });
    return Response.json({ ok: false, failed }, { status: 503, headers });
  });
}
