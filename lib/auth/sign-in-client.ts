import "server-only";
// Who is signing in, read from the request: its per-IP bucket and the device cookie it presents
// (verified with AUTH_SECRET). Used by every caller of the credentials check.
import { clientIpFrom } from "@/lib/rate-limit/client-ip";
import type { SignInClient } from "./credentials";
import { deviceCookieIn, verifyDeviceCookie } from "./device-cookie";

export function signInClientFrom(headers: Headers, secret: string | undefined): SignInClient {
  return { ipBucket: clientIpFrom(headers), device: verifyDeviceCookie(deviceCookieIn(headers.get("cookie")), secret) };
}
