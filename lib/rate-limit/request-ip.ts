import "server-only";
import { headers } from "next/headers";
import { clientIpFrom } from "./client-ip";

/** The per-IP bucket of the request being handled (server actions and route handlers); null when
 * the client's address is unknown (no trusted proxy): per-IP limits are then skipped. */
export async function requestClientIp(): Promise<string | null> {
  return clientIpFrom(await headers());
}
