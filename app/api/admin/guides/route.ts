// Every guide's PDF status for the admin's PDF manager ("Refresh Guides" reloads it), and how uploads travel.
import { connection } from "next/server";
import { listGuideFiles } from "@/lib/admin/guide-files";
import { adminForRoute } from "@/lib/admin/guard";
import { storage } from "@/lib/storage";

export async function GET() {
  await connection();
  const admin = await adminForRoute();
  if (admin.refusal) return admin.refusal;
  // With S3 the browser uploads straight to the bucket (see app/api/admin/uploads/...).
  return Response.json({ guides: await listGuideFiles(), directUpload: storage().kind === "s3" }, { headers: { "Cache-Control": "no-store" } });
}
