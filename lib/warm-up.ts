// A fresh `next start` loads each route's code on that route's first request (reading and compiling
// its server chunks), which made the first visit to a signed-in page take several times as long as
// later ones. At start-up (instrumentation.ts) the server asks itself once for the routes a customer
// opens first: each loads its code and answers the visitor's way (a redirect to sign in, a 401), and
// nothing is changed or recorded. The signed-in routes are asked with a session cookie for a session
// that does not exist, so the session's decoding and its database check (the first signed-in
// request's largest cold cost) run too before they find no one. Readiness (/api/ready,
// lib/health.ts) waits for it, so a load balancer sends no one before it is done.
import { encode } from "next-auth/jwt";
import { env } from "@/lib/env";

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
type Holder = { [KEY]?: Promise<void> };

/** Asks the server at `origin` for each route once, two at a time; never throws. */
export function startWarmUp(origin: string): void {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => {
    const cookie = await unknownSessionCookie().catch(() => "");
    const queue = [...SIGNED_IN_PATHS.map((path) => ({ path, cookie })), ...VISITOR_PATHS.map((path) => ({ path, cookie: "" }))];
    const deadline = Date.now() + WARM_UP_LIMIT_MS;
    const worker = async () => {
      for (let next = queue.shift(); next !== undefined && Date.now() < deadline; next = queue.shift()) {
        try {
          const response = await fetch(new URL(next.path, origin), {
            headers: { accept: "text/html", ...(next.cookie ? { cookie: next.cookie } : {}) },
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
  })();
}

/** Resolves once the warm-up is done (at once when none was started). */
export async function warmUpDone(): Promise<void> {
  await (globalThis as Holder)[KEY];
}
