// The reference for the catalogue benchmark: a minimal Next.js app on the shop's own Next version,
// generated into a temporary folder, with one App Router page per catalogue page whose markup is
// the HTML captured from the shop (the <body>'s content, without the shop's own scripts: the
// reference's page brings Next's, as any page does). The pages are prerendered at build time and
// served from Next's prerender cache, as the shop's catalogue is, in the shop's rendering mode (Cache
// Components) with the same revalidation time (from the captured `s-maxage`), and the server has
// rendered one page per request before it is measured, as the shop's has (DYNAMIC_PAGE below). Built and served with `next start`, like the shop, so a page is
// compared with a page and the ratio measures what the shop adds to Next's own ceiling.
//
// The folder lives under .data/ rather than the system's temp dir: Turbopack compiles nothing
// outside the workspace root, and inside the repository the app finds the shop's node_modules (the
// same `next`) by walking up, as any folder of the project does.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { dataDir } from "./paths.mjs";
import { bin, run } from "./run.mjs";
import { startShopServer } from "./shop-server.mjs";

const LAYOUT = `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

/** The markup of a captured page: its <body>'s content without scripts (the whole HTML if it has no body). */
function pageMarkup(html) {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}

/** The revalidation time of a captured page: its `s-maxage`, unless it is a year (built once, as /about is). */
function revalidateOf(cacheControl) {
  const seconds = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  return seconds > 0 && seconds < 31536000 ? seconds : false;
}

/** The page that renders one catalogue page's captured markup, cached for its revalidation time. */
function pageSource(page) {
  const revalidate = revalidateOf(page.cacheControl ?? "");
  const cached = revalidate ? `  "use cache";\n  cacheLife({ revalidate: ${revalidate}, expire: 31536000 });\n` : "";
  return `import { cacheLife } from "next/cache";

const markup = ${JSON.stringify(pageMarkup(page.body))};

export default async function Page() {
${cached}  return <div dangerouslySetInnerHTML={{ __html: markup }} />;
}
`;
}

/**
 * A page rendered per request. The reference serves it once before it is measured, as the shop's
 * server renders its signed-in pages (and its warm-up at start): on Node.js 20 the first
 * AsyncLocalStorage a render enters turns on a promise hook for the rest of the process, which
 * every later request pays, a prerendered one too. Without it the reference would be a server that
 * never rendered anything, a state no shop's server is in.
 */
const DYNAMIC_PAGE = `import { connection } from "next/server";
import { Suspense } from "react";

async function Now() {
  await connection();
  return <p>{Date.now()}</p>;
}

export default function Page() {
  return <Suspense fallback={null}><Now /></Suspense>;
}
`;
const REFERENCE_DYNAMIC_PATH = "/rendered-per-request";

/**
 * Generates and builds the reference app for `pages` ({ [path]: { body, cacheControl } }), serves it
 * with `next start` on `port`, and resolves with { child, stop }.
 */
export async function startReferenceApp({ pages, host, port, env }) {
  await mkdir(dataDir, { recursive: true });
  const dir = await mkdtemp(path.join(dataDir, "bench-reference-"));
  try {
    await writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "bench-reference", private: true, type: "module" }));
    // The shop's rendering mode (Cache Components, partial prefetching) and its response settings.
    await writeFile(
      path.join(dir, "next.config.mjs"),
      "export default { poweredByHeader: false, generateEtags: false, cacheComponents: true, partialPrefetching: true };\n",
    );
    await mkdir(path.join(dir, "app"), { recursive: true });
    await writeFile(path.join(dir, "app", "layout.jsx"), LAYOUT);
    for (const [pagePath, page] of Object.entries(pages)) {
      const folder = path.join(dir, "app", ...pagePath.split("/").filter(Boolean));
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, "page.jsx"), pageSource(page));
    }
    await mkdir(path.join(dir, "app", REFERENCE_DYNAMIC_PATH.slice(1)), { recursive: true });
    await writeFile(path.join(dir, "app", REFERENCE_DYNAMIC_PATH.slice(1), "page.jsx"), DYNAMIC_PAGE);
    // The shop's own settings (its database, its dist dir) are no business of the reference app.
    const referenceEnv = { PATH: env.PATH, HOME: env.HOME, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
    await run(bin("next"), ["build"], { cwd: dir, env: referenceEnv });
    const readyPath = Object.keys(pages)[0] ?? "/";
    const child = await startShopServer({ host, port, env: referenceEnv, dir, readyPath });
    const rendered = await fetch(`http://${host}:${port}${REFERENCE_DYNAMIC_PATH}`);
    if (!rendered.ok || !(await rendered.text()).includes("<p>")) throw new Error("The reference app did not render its per-request page");
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
