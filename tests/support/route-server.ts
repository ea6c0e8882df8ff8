// A loopback HTTP server that hands every request to a route handler of the app (the real
// exported POST/GET), so code that calls the shop over HTTP (the sandbox posting its signed events
// to the webhook route) reaches the real route in a database test.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type RouteServer = { url: string; requests: () => number; close: () => Promise<void> };

export async function serveRoute(handler: (request: Request) => Promise<Response>): Promise<RouteServer> {
  let count = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      count += 1;
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(name, value);
      const request = new Request(`http://127.0.0.1${incoming.url ?? "/"}`, {
        method: incoming.method,
        headers,
        body: incoming.method === "GET" || incoming.method === "HEAD" ? undefined : Buffer.concat(chunks),
      });
      handler(request)
        .then(async (response) => {
          outgoing.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "application/json" });
          outgoing.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch(() => {
          outgoing.writeHead(500);
          outgoing.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
