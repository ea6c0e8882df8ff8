// One more `next start` of the e2e build, on the run's database, with STRIPE_TAX=true: the shop as
// it runs with Stripe Tax switched on, on the sandbox (which computes no tax). tests/e2e/tax.spec.ts
// starts and stops it; the main server keeps running without tax, so no other test sees a change.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";

const mainPort = Number(process.env.PORT ?? 3100);
// Beside the tight-limits server, its proxy and the shared-cache instances (+1000, +1050, +1100..1102).
export const taxPort = Number(process.env.E2E_TAX_PORT ?? mainPort + 1200);
export const taxOrigin = `http://localhost:${taxPort}`;

/** Starts the server; resolves once /api/ready answers. */
export async function startTaxServer(): Promise<ChildProcess> {
  const env = { ...process.env, NODE_ENV: "production", PORT: String(taxPort), STRIPE_TAX: "true", STRIPE_TAX_BEHAVIOR: "exclusive" } as NodeJS.ProcessEnv;
  const args = ["start", "-H", "localhost", "-p", String(taxPort), "--keepAliveTimeout", "65000"];
  const child = spawn("node_modules/.bin/next", args, { env, stdio: ["ignore", "ignore", "inherit"] });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start on ${taxPort} exited with ${child.exitCode}`);
    if (
      await fetch(`${taxOrigin}/api/ready`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`next start on ${taxPort} did not start within 90 s`);
}

export async function stopTaxServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}
