// The shop's production server: Next's own request handler (routing, proxy, header rules, pages,
// actions, route handlers: everything `next start` runs) behind a small shared cache that replays
// the prerendered catalogue's responses as a CDN would (scripts/lib/shared-cache.mjs).
// `npm start`, the end-to-end tests, the bench and Lighthouse all serve through it.
//   node scripts/serve.mjs -p <port> -H <host>      (defaults: PORT or 3000, HOSTNAME or 127.0.0.1)
// SHARED_CACHE=off serves without the cache (to compare, or to rule it out).
import http from "node:http";
import next from "next";
import { root } from "./lib/paths.mjs";
import { createSharedCache, SHARED_CACHE_GLOBAL } from "./lib/shared-cache.mjs";

function option(flag, fallback) {
  const index = process.argv.indexOf(flag);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const port = Number(option("-p", process.env.PORT ?? "3000"));
const hostname = option("-H", process.env.HOSTNAME ?? "127.0.0.1");
process.env.NODE_ENV = "production";
process.title = "atomic-guides-server";

const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const cache = process.env.SHARED_CACHE === "off" ? null : createSharedCache();
// The app's revalidations (lib/http/shared-cache.ts) reach the cache through this global.
// Next applies an action's or a route's revalidateTag/revalidatePath when the handler returns, a
// moment after the app asked for the purge: a request in that moment could keep the old page. So
// the cache is purged again when the request that asked finishes (any method but GET and HEAD).
let purgeAgain = false;
globalThis[SHARED_CACHE_GLOBAL] = {
  purge: () => {
    cache?.purge();
    purgeAgain = true;
  },
};
function purgeAfterChange(request, response) {
  if (request.method === "GET" || request.method === "HEAD") return;
  response.once("close", () => {
    if (!purgeAgain) return;
    purgeAgain = false;
    cache?.purge();
  });
}

const server = http.createServer((request, response) => {
  // The asterisk form (`OPTIONS * HTTP/1.1`) names no page: Next's handler cannot parse it as a URL
  // and would throw (a 500 and a stack trace in the log for every such request).
  if (request.url === "*") {
    response.writeHead(400, { "content-type": "text/plain; charset=utf-8" }).end("Bad Request");
    return;
  }
  if (cache?.handle(request, response)) return;
  purgeAfterChange(request, response);
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) {
      response.statusCode = 500;
      response.end("Internal Server Error");
    } else response.destroy();
  });
});
// Idle keep-alive connections stay open longer than any load balancer's idle timeout (60 s on the
// common ones), so the server never closes one just as a client sends on it (ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${port}${cache ? "" : " (shared cache off)"}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
