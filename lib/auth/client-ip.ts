import "server-only";
import { headers } from "next/headers";

/** The client address as the nearest proxy saw it (the last X-Forwarded-For hop), for rate limits.
 * Earlier hops are written by the client and are ignored. */
export async function clientIp(): Promise<string> {
  const list = await headers();
  const forwarded = list.get("x-forwarded-for")?.split(",").map((part) => part.trim()).filter(Boolean);
  return forwarded?.at(-1) ?? list.get("x-real-ip") ?? "unknown";
}
