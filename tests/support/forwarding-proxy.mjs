// A reverse proxy on loopback, doing what nginx's `proxy_add_x_forwarded_for` or a platform's edge
// does: it forwards each request to the app and appends the address of the socket it came from to
// X-Forwarded-For, after whatever the client wrote there. The end-to-end run puts it in front of the
// tight-limits server (TRUST_PROXY=1), so the tests meet per-IP limits as a deployment does.
//   node tests/support/forwarding-proxy.mjs --listen <port> --target <port>   (listening on 127.0.0.1, forwarding to localhost)
import http from "node:http";

function option(flag) {
  const index = process.argv.indexOf(flag);
  const value = Number(index > 0 ? process.argv[index + 1] : NaN);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`forwarding-proxy: ${flag} <port> is required`);
  return value;
}

const listen = option("--listen");
const target = option("--target");

const server = http.createServer((incoming, outgoing) => {
  const headers = { ...incoming.headers };
  const seen = incoming.socket.remoteAddress ?? "";
  const written = [incoming.headers["x-forwarded-for"] ?? []].flat().join(", ");
  headers["x-forwarded-for"] = written ? `${written}, ${seen}` : seen;
  const upstream = http.request({ host: "localhost", port: target, method: incoming.method, path: incoming.url, headers }, (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
    answer.pipe(outgoing);
  });
  upstream.on("error", () => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { "content-type": "text/plain" });
    outgoing.end("Bad Gateway");
  });
  incoming.pipe(upstream);
});
server.listen(listen, "127.0.0.1", () => console.log(`forwarding proxy on 127.0.0.1:${listen} -> localhost:${target}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
