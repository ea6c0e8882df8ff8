// The shop's production server as every script serves it: `next start` on a built dist dir (the
// dist dir comes from NEXT_DIST_DIR in `env`, read by next.config.ts). `npm start` runs the same
// command; startShopServer also waits until /api/ready answers (for the bench and Lighthouse).
import { spawn } from "node:child_process";
import { root } from "./paths.mjs";
import { bin } from "./run.mjs";

// Idle keep-alive connections outlive a load balancer's idle timeout (60 s on the common ones), so
// the server never closes one just as a client sends on it (ECONNRESET).
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The arguments of `next start` for a host and a port. */
export function nextStartArgs({ host, port }) {
  return ["start", "-H", host, "-p", String(port), "--keepAliveTimeout", String(KEEP_ALIVE_TIMEOUT_MS)];
}

/** Starts `next start` in `dir` (the shop by default) and resolves with the child once `readyPath` answers. */
export async function startShopServer({ host, port, env, dir = root, readyPath = "/api/ready" }) {
  const child = spawn(bin("next"), nextStartArgs({ host, port }), { cwd: dir, env, stdio: "ignore" });
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`http://${host}:${port}${readyPath}`)).ok) return child;
    } catch {
      // Not listening yet: try again shortly.
    }
    if (attempt > 120 || child.exitCode !== null) {
      child.kill();
      throw new Error(`The server in ${dir} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
