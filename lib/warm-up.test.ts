// The start-up warm-up, against a loopback server standing in for the shop: every route is asked
// once, and the shelf's warm-up key opens nothing once the warm-up is over, nor ever when forged.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { startWarmUp, warmUpDone, warmUpKeyMatches, WARM_UP_KEY_HEADER } from "./warm-up";

type Seen = { path: string; headers: IncomingHttpHeaders; keyMatched: boolean; forgedMatched: boolean };

describe("the start-up warm-up", () => {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    const key = request.headers[WARM_UP_KEY_HEADER];
    seen.push({
      path: request.url ?? "",
      headers: request.headers,
      keyMatched: warmUpKeyMatches(typeof key === "string" ? key : null),
      forgedMatched: warmUpKeyMatches("A".repeat(43)),
    });
    response.end("ok");
  });

  afterAll(async () => {
    server.close();
    await once(server, "close");
  });

  it("asks each first route once, and the shelf once more with a key that works only while it runs", async () => {
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    expect(warmUpKeyMatches(null)).toBe(false);

    startWarmUp(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await warmUpDone();

    const shelf = seen.filter((request) => request.path === "/shelf");
    expect(shelf).toHaveLength(2);
    const keyed = shelf.filter((request) => request.headers[WARM_UP_KEY_HEADER] !== undefined);
    expect(keyed).toHaveLength(1);
    expect(keyed[0]!.keyMatched).toBe(true);
    // The keyed request carries no session, and no other request carries the key.
    expect(keyed[0]!.headers.cookie).toBeUndefined();
    expect(seen.filter((request) => request.headers[WARM_UP_KEY_HEADER] !== undefined)).toHaveLength(1);
    expect(seen.some((request) => request.forgedMatched)).toBe(false);
    expect(new Set(seen.map((request) => request.path)).size).toBe(seen.length - 1);

    // Once the warm-up is over, its own key opens nothing.
    expect(warmUpKeyMatches(keyed[0]!.headers[WARM_UP_KEY_HEADER] as string)).toBe(false);
  });
});
