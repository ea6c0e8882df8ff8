// What an operator and a load balancer see over HTTP: liveness, readiness, and the request id each
// request carries (on the response, to find its log lines), while the prerendered catalogue stays
// cached and untouched by the proxy.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";

const HTML = { Accept: "text/html" };

test("liveness and readiness answer, uncached", async ({ request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ ok: true });
  const ready = await request.get("/api/ready");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ ok: true });
  expect(ready.headers()["cache-control"]).toContain("no-store");
  expect(ready.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("a page rendered per request carries a request id: a sane one sent by a proxy in front is kept, anything else replaced", async ({ request }) => {
  const fresh = await request.get("/login", { headers: HTML });
  expect(fresh.status()).toBe(200);
  const id = fresh.headers()["x-request-id"];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect((await request.get("/login", { headers: HTML })).headers()["x-request-id"]).not.toBe(id);

  const kept = await request.get("/login", { headers: { ...HTML, "X-Request-Id": "edge-4f2a9c1e" } });
  expect(kept.headers()["x-request-id"]).toBe("edge-4f2a9c1e");
  const replaced = await request.get("/login", { headers: { ...HTML, "X-Request-Id": "<script>alert(1)</script>" } });
  expect(replaced.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("the prerendered catalogue is still served from the cache, without the proxy", async ({ request }) => {
  for (const path of ["/", "/guides", "/guides/quantum-focus", "/about"]) {
    await request.get(path, { headers: HTML });
    const page = await request.get(path, { headers: HTML });
    expect(page.status(), path).toBe(200);
    expect(page.headers()["cache-control"], path).toMatch(/s-maxage=\d+/);
    expect(page.headers()["x-request-id"], path).toBeUndefined();
  }
});

test("Next's tracing stays off without an exporter: no server chunk bundles @opentelemetry/api", async () => {
  // Next's tracer knows OpenTelemetry is off by the no-op provider's class name, which a bundled,
  // minified copy loses: every request would then build spans for nothing (next.config.ts).
  const serverDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next", "server");
  const maps = (await readdir(serverDir, { recursive: true })).filter((file) => file.endsWith(".js.map"));
  expect(maps.length).toBeGreaterThan(0);
  const bundling: string[] = [];
  for (const file of maps) {
    const { sources = [] } = JSON.parse(await readFile(path.join(serverDir, file), "utf8")) as { sources?: string[] };
    if (sources.some((source) => decodeURIComponent(source).includes("node_modules/@opentelemetry/api/"))) bundling.push(file);
  }
  expect(bundling).toEqual([]);
});
