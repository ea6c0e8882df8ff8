// A loopback TCP relay in front of the database that counts the statements the app sends: each
// simple query ('Q') and each extended-protocol Execute ('E') is one statement. It reads only the
// frontend's message framing (type byte, 32-bit length), so it measures from outside the app what
// the app asks of the database, whatever client library it uses.
import net from "node:net";

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

export async function startPgCounter(targetUrl) {
  const target = new URL(targetUrl);
  let statements = 0;
  const sockets = new Set();

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let buffer = Buffer.alloc(0);
    let started = false; // past the startup message (which has no type byte)
    client.on("data", (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) break;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) break;
          const code = buffer.readInt32BE(4);
          // An SSL or GSS request is followed by the real startup message.
          if (code !== SSL_REQUEST && code !== GSS_REQUEST) started = true;
          buffer = buffer.subarray(length);
          continue;
        }
        if (buffer.length < 5) break;
        const length = buffer.readInt32BE(1);
        if (buffer.length < length + 1) break;
        const type = String.fromCharCode(buffer[0]);
        if (type === "Q" || type === "E") statements++;
        buffer = buffer.subarray(length + 1);
      }
    });
    upstream.on("data", (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", close).on("error", close);
    upstream.on("close", close).on("error", close);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(targetUrl);
  url.hostname = "127.0.0.1";
  url.port = String(server.address().port);
  return {
    url: url.toString(),
    count: () => statements,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
