// A Redis of the test's own and two more `next start` instances of the e2e build, on the run's
// database, sharing Next's caches through that Redis (REDIS_URL): what several instances behind a
// load balancer run. tests/e2e/catalogue-revalidation.spec.ts starts and stops them.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createConnection } from "node:net";

const mainPort = Number(process.env.PORT ?? 3100);
// Beside the tight-limits server and its proxy (support/limits-server.ts: +1000 and +1050).
const firstPort = Number(process.env.E2E_SHARED_CACHE_PORT ?? mainPort + 1100);
/** Instances A and B, then the Redis. */
export const instancePorts = [firstPort, firstPort + 1] as const;
export const redisPort = firstPort + 2;
export const redisUrl = `redis://127.0.0.1:${redisPort}`;

/** The admin who edits through instance A (its own ADMIN_EMAILS). */
export const SHARED_CACHE_ADMIN = "shared-cache-admin@reader.test";

async function until(what: string, ready: () => Promise<boolean>, child: ChildProcess, seconds = 90): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start within ${seconds} s`);
}

function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port: redisPort }, () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
  });
}

/** A throw-away redis-server: no persistence, loopback only. */
export async function startRedis(): Promise<ChildProcess> {
  const redis = spawn("redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  await new Promise((resolve, reject) => {
    redis.once("spawn", resolve);
    redis.once("error", (error) => reject(new Error(`redis-server could not start (install Debian's redis-server): ${error.message}`)));
  });
  await until("redis-server", redisAnswers, redis, 15);
  return redis;
}

/** Starts one instance with REDIS_URL on `port`; resolves once /api/health answers. */
export async function startInstance(port: number): Promise<ChildProcess> {
  const env = { ...process.env, NODE_ENV: "production", PORT: String(port), REDIS_URL: redisUrl, ADMIN_EMAILS: SHARED_CACHE_ADMIN } as NodeJS.ProcessEnv;
  const args = ["start", "-H", "localhost", "-p", String(port), "--keepAliveTimeout", "65000"];
  const child = spawn("node_modules/.bin/next", args, { env, stdio: ["ignore", "ignore", "inherit"] });
  await until(`next start on ${port}`, async () => (await fetch(`http://localhost:${port}/api/health`)).ok, child);
  return child;
}

export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}
