import { z } from "zod";

const bodySchema = z.object({ path: z.string().min(1).max(2048) });

// Logs a path the 404 page was shown for (reported by the page itself).
export async function POST(request: Request) {
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "Expected { path }" }, { status: 400 });
  const path = parsed.data.path.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 300);
  console.warn(`404 Not Found: ${JSON.stringify(path)}`);
  return new Response(null, { status: 204 });
}
