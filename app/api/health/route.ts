import { connection } from "next/server";
import { databaseAnswers } from "@/lib/db";

// Liveness and database reachability, for load balancers and the test runner.
export async function GET() {
  await connection();
  if (await databaseAnswers()) return Response.json({ ok: true });
  return Response.json({ ok: false, error: "database unreachable" }, { status: 503 });
}
