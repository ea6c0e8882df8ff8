// The shop's reader loads a guide's PDF from here: the same file, for the same people, as the
// download route (an owner's own stamped copy, an admin's original), answered from this origin so
// the reader's page needs no other source in its policy. `?edition=desktop|mobile`.
import { connection } from "next/server";
import { z } from "zod";
import { getCurrentUser } from "@/lib/auth/session";
import { isGuideId } from "@/lib/catalog/guide-id";
import { guideFileBytes } from "@/lib/shelf/download";
import { jsonRefusal } from "@/lib/http/responses";
import { warmStamping } from "@/lib/pdf/stamp";

const querySchema = z.object({ edition: z.enum(["desktop", "mobile"]) });

const NO_STORE = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

export async function GET(request: Request, { params }: { params: Promise<{ guideId: string }> }) {
  await connection();
  // Once per process (the start-up warm-up's request): the stamp's font and code, ready before an
  // owner's first copy is stamped while the reader waits.
  await warmStamping();
  const { guideId } = await params;
  const user = await getCurrentUser();
  if (!user) return jsonRefusal(401, "Sign In Required", "Please sign in to read guides.", NO_STORE);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success || !isGuideId(guideId)) return jsonRefusal(404, "Not Found", "No such guide or edition.", NO_STORE);
  const file = await guideFileBytes(user, guideId, query.data.edition);
  if (!file.ok) {
    if (file.reason === "not_owner") return jsonRefusal(403, "Access Denied", "You don't have access to this guide.", NO_STORE);
    return jsonRefusal(
      404,
      "Not Found",
      file.reason === "no_edition" ? "This edition of the guide is not available yet." : "No such guide or edition.",
      NO_STORE,
    );
  }
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: { ...NO_STORE, "Content-Type": "application/pdf", "Content-Length": String(file.bytes.byteLength) },
  });
}
