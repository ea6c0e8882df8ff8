// Liveness: the process is up and answering. It queries nothing, so a database outage does not get
// instances restarted that would only fail the same way; /api/ready says whether the services answer.
import { connection } from "next/server";

export async function GET() {
  await connection();
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}
