// "Download all my data": the signed-in person's own data as a JSON attachment. Whose data is
// decided by the session alone (the route takes no parameters); limited per account.
import { connection } from "next/server";
import { exportOwnData } from "@/lib/account/export";
import { getCurrentUser } from "@/lib/auth/session";
import { contentDispositionHeader } from "@/lib/storage/content-disposition";
import { siteName } from "@/lib/site";
import { jsonRefusal } from "@/lib/http/responses";

const NO_STORE = { "Cache-Control": "no-store" };

export async function GET() {
  await connection();
  const user = await getCurrentUser();
  if (!user) return jsonRefusal(401, "Sign In Required", "Please sign in to download your data.");
  const now = new Date();
  const exported = await exportOwnData(user.id, now);
  if (!exported.ok && exported.reason === "throttled") {
    return jsonRefusal(429, "Too Many Requests", "Too many downloads. Please wait a few minutes and try again.");
  }
  if (!exported.ok) return jsonRefusal(401, "Sign In Required", "Please sign in to download your data.");
  const { data } = exported;
  const fileName = `${siteName().replace(/\s+/g, "-")}-my-data-${now.toISOString().slice(0, 10)}.json`;
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      ...NO_STORE,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": contentDispositionHeader({ type: "attachment", fileName }),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
