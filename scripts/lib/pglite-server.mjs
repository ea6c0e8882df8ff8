// Starts PGlite behind pglite-socket on loopback so every client (the app, Prisma's Wasm schema
// engine, tests) connects with an ordinary postgres:// URL. Used by scripts/embedded-db.mjs (the
// long-running process `npm start` launches) and by the test support code (in-memory instances).
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * @param {{ dataDir?: string, port?: number, host?: string }} options
 *   dataDir undefined means an in-memory database; port 0 picks a free port.
 */
export async function startPgliteServer({ dataDir, port = 0, host = "127.0.0.1" } = {}) {
  const db = await PGlite.create(dataDir ? { dataDir } : undefined);
  // The Wasm schema engine and the app's pool open several connections; pglite-socket multiplexes
  // them onto PGlite's single connection (its default limit of 1 makes the engine fail).
  const server = new PGLiteSocketServer({ db, port, host, maxConnections: 20 });
  await server.start();
  const address = server.getServerConn();
  const boundPort = Number(address.split(":").pop());
  return {
    port: boundPort,
    url: `postgresql://postgres:postgres@${host}:${boundPort}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
