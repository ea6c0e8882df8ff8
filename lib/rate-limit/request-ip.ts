import "server-only";
import { headers } from "next/headers";
import { clientIpFrom } from "./client-ip";

/** The per-IP bucket of the request being handled (server actions and route handlers). */
export async function requestClientIp(): Promise<string> {
  return clientIpFrom(await headers());
}
