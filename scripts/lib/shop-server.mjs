// Starts the shop's production server (scripts/serve.mjs) on a built dist dir and resolves with the
// child process once /api/health answers: for the bench and the Lighthouse test.
import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./paths.mjs";

export async function startShopServer({ host, port, env }) {
  const child = spawn(process.execPath, [path.join(root, "scripts/serve.mjs"), "-H", host, "-p", String(port)], { cwd: root, env, stdio: "ignore" });
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`http://${host}:${port}/api/health`)).ok) return child;
    } catch {
      // Not listening yet: try again shortly.
    }
    if (attempt > 120 || child.exitCode !== null) {
      child.kill();
      throw new Error("The server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
