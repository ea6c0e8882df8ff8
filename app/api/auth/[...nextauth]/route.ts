import type { NextRequest } from "next/server";
import { handlers } from "@/auth";
import { isInProcessOnlyCallback } from "@/lib/auth/in-process-providers";

export const { GET } = handlers;

export async function POST(request: NextRequest): Promise<Response> {
  if (isInProcessOnlyCallback(new URL(request.url).pathname)) {
    return Response.json({ error: "Not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  return handlers.POST(request);
}
