// A fresh `next start` loads each route's code on that route's first request (reading and compiling
// its server chunks), which made the first visit to a signed-in page take several times as long as
// later ones. At start-up (instrumentation.ts) the server asks itself once for the routes a customer
// opens first, without a session: each loads its code and answers the visitor's way (a redirect to
// sign in, a 401), and nothing is changed or recorded. Readiness (/api/ready, lib/health.ts) waits
// for it, so a load balancer sends no one before it is done.
const WARM_PATHS = [
  "/shelf",
  "/read/warm-up",
  "/api/guides/warm-up/read?edition=desktop",
  "/api/me",
  "/login",
  "/account",
  "/quiz",
  "/checkout/success",
  "/",
  "/_not-found",
] as const;

/** How long the warm-up (and readiness waiting for it) may take at most. */
const WARM_UP_LIMIT_MS = 30_000;

// Shared through the process: instrumentation and the routes are bundled apart.
const KEY = Symbol.for("atomic-guides.warm-up");
type Holder = { [KEY]?: Promise<void> };

/** Asks the server at `origin` for each route once, two at a time; never throws. */
export function startWarmUp(origin: string): void {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => {
    const queue: string[] = [...WARM_PATHS];
    const deadline = Date.now() + WARM_UP_LIMIT_MS;
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined && Date.now() < deadline; path = queue.shift()) {
        try {
          const response = await fetch(new URL(path, origin), {
            headers: { accept: "text/html" },
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
