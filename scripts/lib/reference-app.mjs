// The reference for the catalogue benchmark: a minimal Next.js app on the shop's own Next version,
// generated into a temporary folder, with one route per catalogue page that returns the HTML
// captured from the shop (`dynamic = "force-static"`: prerendered at build time and served from
// Next's prerender cache, as the shop's catalogue is). Built and served with `next start`, like the
// shop, so the ratio measures what the shop adds to Next's own ceiling and nothing else.
//
// The folder lives under .data/ rather than the system's temp dir: Turbopack compiles nothing
// outside the workspace root, and inside the repository the app finds the shop's node_modules (the
// same `next`) by walking up, as any folder of the project does.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { dataDir } from "./paths.mjs";
import { bin, run } from "./run.mjs";
import { startShopServer } from "./shop-server.mjs";

/** The route handler that returns one page's captured HTML. */
function routeSource(page) {
  return `export const dynamic = "force-static";

const body = ${JSON.stringify(page.body)};

export function GET() {
  return new Response(body, { headers: { "content-type": ${JSON.stringify(page.contentType)} } });
}
`;
}

/**
 * Generates and builds the reference app for `pages` ({ [path]: { body, contentType } }), serves it
 * with `next start` on `port`, and resolves with { child, stop }.
 */
export async function startReferenceApp({ pages, host, port, env }) {
  await mkdir(dataDir, { recursive: true });
  const dir = await mkdtemp(path.join(dataDir, "bench-reference-"));
  try {
    await writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "bench-reference", private: true, type: "module" }));
    await writeFile(path.join(dir, "next.config.mjs"), "export default {};\n");
    for (const [pagePath, page] of Object.entries(pages)) {
      const folder = path.join(dir, "app", ...pagePath.split("/").filter(Boolean));
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, "route.js"), routeSource(page));
    }
    // The shop's own settings (its database, its dist dir) are no business of the reference app.
    const referenceEnv = { PATH: env.PATH, HOME: env.HOME, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
    await run(bin("next"), ["build"], { cwd: dir, env: referenceEnv });
    const readyPath = Object.keys(pages)[0] ?? "/";
    const child = await startShopServer({ host, port, env: referenceEnv, dir, readyPath });
    return {
      child,
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((resolve) => child.once("exit", resolve));
          child.kill();
          await exited;
        }
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
