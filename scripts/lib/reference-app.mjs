// The reference for the catalogue benchmark: a minimal Next.js app on the shop's own Next version,
// generated into a temporary folder, serving the same responses as the shop's catalogue with nothing
// of the shop around them. Each catalogue page is an App Router page:
//   - at the same route as the shop's (a guide page under a dynamic `[slug]` segment with its one
//     slug as static params: Next builds a dynamic route's matcher on every request);
//   - holding the HTML captured from the shop: the <body>'s content, its JSON-LD included; the
//     head's title, meta tags and links, which the page renders and React puts into the head; the
//     <html> and <body> attributes. Not the shop's scripts: the reference's page brings Next's, as
//     any page does;
//   - sending the same response headers (the security headers and the page's fixed policy), set by
//     one `headers()` rule, the least a Next app can do to send them;
//   - prerendered at build time and served from Next's prerender cache, in the shop's rendering mode
//     (Cache Components) with the same revalidation time (from the captured `s-maxage`).
// Before it is measured, the server has answered its readiness route handler and rendered one page
// per request, as the shop's has (READY_ROUTE and DYNAMIC_PAGE below). Built and served with
// `next start`, like the shop, so a page is compared with a page and the ratio measures what the
// shop runs around its pages: its proxy's matcher, its extra header rule, its own AsyncLocalStorage,
// and what its client components add to the page (their scripts and references in the payload).
//
// The folder lives under .data/ rather than the system's temp dir: Turbopack compiles nothing
// outside the workspace root, and inside the repository the app finds the shop's node_modules (the
// same `next`) by walking up, as any folder of the project does.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { dataDir } from "./paths.mjs";
import { bin, run } from "./run.mjs";
import { startShopServer } from "./shop-server.mjs";

const ENTITIES = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/** Text as React wrote it into the HTML, unescaped (React escapes it again when it renders it). */
function unescapeHtml(text) {
  return text.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]);
}

/** The attributes of the first `<tag ...>` in `html`, as [name, value] pairs. */
function attributesOf(html, tag) {
  const opening = new RegExp(`<${tag}\\b([^>]*)>`, "i").exec(html)?.[1] ?? "";
  return [...opening.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, name, value = ""]) => [name, unescapeHtml(value)]);
}

/** The root layout, its <html> and <body> carrying the captured page's attributes (the shop's font and layout classes). */
function layoutSource(html) {
  const props = (tag) => JSON.stringify(Object.fromEntries(attributesOf(html, tag).map(([name, value]) => [name === "class" ? "className" : name, value])));
  return `export default function RootLayout({ children }) {
  return (
    <html {...${props("html")}}>
      <body {...${props("body")}}>{children}</body>
    </html>
  );
}
`;
}

/**
 * The captured page's <head> as elements a page renders (React puts them into the head): its title,
 * meta tags and links (metadata, icons, manifest, stylesheet), without what Next writes into every
 * page's head itself (charset, viewport, its scripts and their preloads).
 */
export function headElements(html) {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
  const elements = [];
  for (const [, tag, attributes, text] of head.matchAll(/<(title|meta|link)\b([^>]*?)\/?>(?:([^<]*)<\/title>)?/gi)) {
    const props = Object.fromEntries(attributesOf(`<x ${attributes}>`, "x").map(([name, value]) => [name === "data-precedence" ? "precedence" : name, value]));
    if (props.charSet !== undefined || props.name === "viewport" || (props.rel === "preload" && props.as === "script")) continue;
    elements.push(text === undefined ? [tag.toLowerCase(), props] : [tag.toLowerCase(), props, unescapeHtml(text)]);
  }
  return elements;
}

/** The markup of a captured page: its <body>'s content without scripts but its JSON-LD (the whole HTML if it has no body). */
function pageMarkup(html) {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body.replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (script, attributes) => (/type="application\/ld\+json"/.test(attributes) ? script : ""));
}

/** The response headers the shop's config sets on a catalogue page, as the captured response carries them. */
export const CONFIGURED_HEADERS = [
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
  "strict-transport-security",
  "content-security-policy",
];

/** The revalidation time of a captured page: its `s-maxage`, unless it is a year (built once, as /about is). */
function revalidateOf(cacheControl) {
  const seconds = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  return seconds > 0 && seconds < 31536000 ? seconds : false;
}

/** The page that renders one catalogue page's captured markup, cached for its revalidation time. */
function pageSource(page, params) {
  const revalidate = revalidateOf(page.cacheControl ?? "");
  const cached = revalidate ? `  "use cache";\n  cacheLife({ revalidate: ${revalidate}, expire: 31536000 });\n` : "";
  const staticParams = params ? `export function generateStaticParams() {\n  return [${JSON.stringify(params)}];\n}\n\n` : "";
  return `import { createElement } from "react";
import { cacheLife } from "next/cache";

const head = ${JSON.stringify(headElements(page.body))};
const markup = ${JSON.stringify(pageMarkup(page.body))};

${staticParams}
export default async function Page() {
${cached}  return (
    <>
      {head.map(([tag, props, ...text], key) => createElement(tag, { key, ...props }, ...text))}
      <div dangerouslySetInnerHTML={{ __html: markup }} />
    </>
  );
}
`;
}

/**
 * A page rendered per request, which also fills a short-lived `"use cache"` entry (as a revalidated
 * catalogue page does, at the latest an hour after start). The reference serves it once before it is
 * measured, as the shop's server renders its signed-in pages (and its warm-up at start): on Node.js
 * 20 each AsyncLocalStorage a request enters (a render's, a cache fill's) stays in use for the rest of
 * the process, and every later request pays for it on each promise, a prerendered one too. Without it
 * the reference would be a server that never rendered or revalidated anything, a state no shop's
 * server is in.
 */
const DYNAMIC_PAGE = `import { cacheLife } from "next/cache";
import { connection } from "next/server";
import { Suspense } from "react";

async function filledAt() {
  "use cache";
  cacheLife("seconds");
  return Date.now();
}

async function Now() {
  await connection();
  return <p>{Date.now()} {await filledAt()}</p>;
}

export default function Page() {
  return <Suspense fallback={null}><Now /></Suspense>;
}
`;
const REFERENCE_DYNAMIC_PATH = "/rendered-per-request";

/**
 * The readiness check, a route handler answered per request, as the shop's (`/api/ready`): answering
 * it turns on the route handlers' own store. (A handler that reads nothing of the request would be
 * prerendered at build time and never run.)
 */
const READY_ROUTE = `import { connection } from "next/server";

export async function GET() {
  await connection();
  return new Response("ready", { headers: { "Cache-Control": "no-store" } });
}
`;
const REFERENCE_READY_PATH = "/api/ready";

/**
 * The least a Next route handler can do for a beacon: read the body, answer 204. The insight
 * beacon's reference (scripts/lib/insight-bench.mjs).
 */
const BEACON_ROUTE = `export async function POST(request) {
  await request.arrayBuffer();
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
`;
export const REFERENCE_BEACON_PATH = "/api/beacon";

/**
 * Where a page lives in the app folder: its shop route (`srcRoute` in the shop's prerender manifest,
 * e.g. `/guides/[slug]`) and the params that route takes for the page's path.
 */
function routeOf(pagePath, srcRoute = pagePath) {
  const segments = srcRoute.split("/").filter(Boolean);
  const values = pagePath.split("/").filter(Boolean);
  const params = {};
  segments.forEach((segment, index) => {
    const name = /^\[([^\].]+)\]$/.exec(segment)?.[1];
    if (name) params[name] = values[index];
  });
  return { segments, params: Object.keys(params).length > 0 ? params : undefined };
}

/**
 * Generates and builds the reference app for `pages` ({ [path]: { body, cacheControl, headers, srcRoute } }),
 * serves it with `next start` on `port`, and resolves with { child, base, stop }.
 */
export async function startReferenceApp({ pages, host, port, env }) {
  await mkdir(dataDir, { recursive: true });
  const dir = await mkdtemp(path.join(dataDir, "bench-reference-"));
  try {
    await writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "bench-reference", private: true, type: "module" }));
    // The shop's rendering mode (Cache Components, partial prefetching) and its response settings.
    // The shop's response headers on every catalogue page; the pages' policies are the same fixed one.
    const headers = Object.values(pages)[0]?.headers ?? [];
    const config = { poweredByHeader: false, generateEtags: false, cacheComponents: true, partialPrefetching: true };
    await writeFile(
      path.join(dir, "next.config.mjs"),
      `const headers = ${JSON.stringify(headers)};\n` +
        `export default { ...${JSON.stringify(config)}, async headers() { return [{ source: "/(.*)", headers }]; } };\n`,
    );
    await mkdir(path.join(dir, "app"), { recursive: true });
    await writeFile(path.join(dir, "app", "layout.jsx"), layoutSource(Object.values(pages)[0]?.body ?? ""));
    const files = [
      [REFERENCE_DYNAMIC_PATH, "page.jsx", DYNAMIC_PAGE],
      [REFERENCE_READY_PATH, "route.js", READY_ROUTE],
      [REFERENCE_BEACON_PATH, "route.js", BEACON_ROUTE],
      ...Object.entries(pages).map(([pagePath, page]) => {
        const { segments, params } = routeOf(pagePath, page.srcRoute);
        return [`/${segments.join("/")}`, "page.jsx", pageSource(page, params)];
      }),
    ];
    for (const [route, file, source] of files) {
      const folder = path.join(dir, "app", ...route.split("/").filter(Boolean));
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, file), source);
    }
    // The shop's own settings (its database, its dist dir) are no business of the reference app.
    const referenceEnv = { PATH: env.PATH, HOME: env.HOME, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
    await run(bin("next"), ["build"], { cwd: dir, env: referenceEnv });
    const child = await startShopServer({ host, port, env: referenceEnv, dir, readyPath: REFERENCE_READY_PATH });
    const rendered = await fetch(`http://${host}:${port}${REFERENCE_DYNAMIC_PATH}`);
    if (!rendered.ok || !(await rendered.text()).includes("<p>")) throw new Error("The reference app did not render its per-request page");
    return {
      child,
      base: `http://${host}:${port}`,
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
