import { connection } from "next/server";
import { db } from "@/lib/db";

// Liveness and database reachability, for load balancers and the test runner.
export async function GET() {
  await connection();
  try {
    await db().$queryRaw`SELECT 1`;
    return Response.json({ ok: true });
  } catch {
    return Response.json({ ok: false, error: "database unreachable" }, { status: 503 });
  }
}
