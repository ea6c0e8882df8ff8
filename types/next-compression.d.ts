// Next's bundled response compression (the `compression` middleware `next start` runs), which the
// shared cache's tests put in front of their stand-in origin to negotiate Accept-Encoding as Next does.
declare module "next/dist/compiled/compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}
