// A fresh `next start` loads each route's code on that route's first request (reading and compiling
// its server chunks), which made the first visit to a signed-in page take several times as long as
// later ones. At start-up (instrumentation.ts) the server asks itself once for the routes a customer
// opens first: each loads its code and answers the visitor's way (a redirect to sign in, a 401), and
// nothing is changed or recorded. The signed-in routes are asked with a session cookie for a session
// that does not exist, so the session's decoding and its database check (the first signed-in
// request's largest cold cost) run too before they find no one. The shelf is also asked with a key
// only this process knows, made at start and forgotten once the warm-up is done (warmUpKeyMatches):
// with it the shelf renders an account's collection for an id no account has, so its queries, its
// cached catalogue and its components' code are ready for the first customer, and nothing is shown
// to anyone or recorded. Readiness (/api/ready, lib/health.ts) waits for it, so a load balancer
// sends no one before it is done.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { encode } from "next-auth/jwt";
import { env } from "@/lib/env";

/** The header that carries the warm-up key. */
export const WARM_UP_KEY_HEADER = "x-warm-up-key";

/** The account id the shelf renders for the warm-up: no account has it (ids are cuids). */
export const WARM_UP_ACCOUNT_ID = "warm-up";

const SIGNED_IN_PATHS = ["/shelf", "/read/warm-up", "/api/guides/warm-up/read?edition=desktop", "/api/me", "/account"] as const;
const VISITOR_PATHS = ["/login", "/quiz", "/checkout/success", "/", "/_not-found"] as const;

/** Auth.js's session cookie (both names, over http and https) for a session no account has. */
async function unknownSessionCookie(): Promise<string> {
  const secret = env().AUTH_SECRET;
  if (!secret) return "";
  const token = { sub: "warm-up", uid: "warm-up", sid: "warm-up", sv: 0 };
  const cookies = await Promise.all(
    ["authjs.session-token", "__Secure-authjs.session-token"].map(async (name) => `${name}=${await encode({ token, secret, salt: name, maxAge: 60 })}`),
  );
  return cookies.join("; ");
}

/** How long the warm-up (and readiness waiting for it) may take at most. */
const WARM_UP_LIMIT_MS = 30_000;

// Shared through the process: instrumentation and the routes are bundled apart.
const KEY = Symbol.for("atomic-guides.warm-up");
const SECRET = Symbol.for("atomic-guides.warm-up-key");
type Holder = { [KEY]?: Promise<void>; [SECRET]?: Buffer };

/** Whether `value` (the request's warm-up key header) is this process's key, while the warm-up runs; false ever after. */
export function warmUpKeyMatches(value: string | null): boolean {
  const key = (globalThis as Holder)[SECRET];
  if (!key || value === null) return false;
  const given = Buffer.from(value);
  return given.length === key.length && timingSafeEqual(given, key);
}

/** Asks the server at `origin` for each route once, two at a time; never throws. */
export function startWarmUp(origin: string): void {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => {
    const key = randomBytes(32).toString("base64url");
    holder[SECRET] = Buffer.from(key);
    const cookie = await unknownSessionCookie().catch(() => "");
    const signedIn: Record<string, string> = cookie ? { cookie } : {};
    const queue: { path: string; headers: Record<string, string> }[] = [
      ...SIGNED_IN_PATHS.map((path) => ({ path, headers: signedIn })),
      { path: "/shelf", headers: { [WARM_UP_KEY_HEADER]: key } },
      ...VISITOR_PATHS.map((path) => ({ path, headers: {} })),
    ];
    const deadline = Date.now() + WARM_UP_LIMIT_MS;
    const worker = async () => {
      for (let next = queue.shift(); next !== undefined && Date.now() < deadline; next = queue.shift()) {
        try {
          const response = await fetch(new URL(next.path, origin), {
            headers: { accept: "text/html", ...next.headers },
            redirect: "manual",
            signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
          });
          await response.arrayBuffer();
        } catch {
          // A route that cannot answer now is warmed by its first real request instead.
        }
      }
    };
    await Promise.all([worker(), worker()]);
    delete holder[SECRET];
  })();
}

/** Resolves once the warm-up is done (at once when none was started). */
export async function warmUpDone(): Promise<void> {
  await (globalThis as Holder)[KEY];
}
