// Every guide's PDF status for the admin's PDF manager ("Refresh Guides" reloads it).
import { connection } from "next/server";
import { listGuideFiles } from "@/lib/admin/guide-files";
import { adminForRoute } from "@/lib/admin/guard";

export async function GET() {
  await connection();
  const admin = await adminForRoute();
  if (admin.refusal) return admin.refusal;
  return Response.json({ guides: await listGuideFiles() }, { headers: { "Cache-Control": "no-store" } });
}
