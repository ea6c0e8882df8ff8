// A slow connection in front of the shop: a loopback proxy that hands each HTML page to the browser
// a few hundred bytes at a time, with a pause between pieces, as a weak mobile network does. The
// browser draws what it has between pieces, so a test can hold a page to "nothing moves while it
// arrives", whatever the network's (or React's) chunk boundaries happen to be. Everything else
// (styles, scripts, images) passes straight through.
import http from "node:http";
import type { AddressInfo } from "node:net";

const PIECE_BYTES = 300;
const PAUSE_MS = 15;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SlowConnection = { origin: string; close: () => Promise<void> };

/** Starts the proxy on localhost (so the shop's cookies for localhost reach it) in front of `targetPort`. */
export async function startSlowConnection(targetPort: number): Promise<SlowConnection> {
  const server = http.createServer((incoming, outgoing) => {
    // Uncompressed, so each piece is a piece of the page the parser can use.
    const headers = { ...incoming.headers, "accept-encoding": "identity" };
    const upstream = http.request({ host: "localhost", port: targetPort, method: incoming.method, path: incoming.url, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      if (!String(answer.headers["content-type"] ?? "").startsWith("text/html")) {
        answer.pipe(outgoing);
        return;
      }
      void (async () => {
        let held = Buffer.alloc(0);
        for await (const chunk of answer as AsyncIterable<Buffer>) {
          held = Buffer.concat([held, chunk]);
          // A piece ends where a tag begins, so the pieces split the page between elements (which
          // is what a test holds still) and not inside a line of text.
          let end: number;
          while ((end = held.indexOf("<", PIECE_BYTES)) > 0) {
            outgoing.write(held.subarray(0, end));
            held = held.subarray(end);
            await pause(PAUSE_MS);
          }
        }
        outgoing.end(held);
      })().catch(() => outgoing.destroy());
    });
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { "content-type": "text/plain" });
      outgoing.end("Bad Gateway");
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
