// The reference for the catalogue benchmark: a plain Node.js HTTP server that answers each path
// with bytes captured from the shop (same body, same content type), doing nothing else. Run as its
// own process, like the shop: `node plain-server.mjs <pages.json> <port>`.
import { readFileSync } from "node:fs";
import http from "node:http";

const [file, port] = process.argv.slice(2);
const pages = new Map(
  Object.entries(JSON.parse(readFileSync(file, "utf8"))).map(([path, page]) => [path, { ...page, body: Buffer.from(page.body, "base64") }]),
);

http
  .createServer((request, response) => {
    const page = pages.get(request.url);
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": page.contentType, "Content-Length": page.body.length });
    response.end(page.body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log("PLAIN_SERVER_READY"));
