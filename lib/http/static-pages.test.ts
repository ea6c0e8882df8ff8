import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeSegments } from "@/scripts/lib/route-segments.mjs";
import { isUnroutedPath, ROUTE_SEGMENTS } from "./static-pages";

/** The first URL segments of the app directory: folders (route groups opened), and metadata files. */
function appSegments(dir: string): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (/^\(.*\)$/.test(entry.name)) names.push(...appSegments(path.join(dir, entry.name)));
      else if (!entry.name.startsWith("_")) names.push(entry.name);
    }
  }
  return names;
}

describe("the route segments the proxy knows", () => {
  it("hold every top-level folder of the app directory", () => {
    for (const segment of appSegments(path.join(process.cwd(), "app"))) expect(ROUTE_SEGMENTS.has(segment), segment).toBe(true);
  });

  it("are generated from the app directory as it is now (scripts/generate.mjs, run before build, lint and tests)", () => {
    expect([...ROUTE_SEGMENTS]).toEqual(routeSegments(path.join(process.cwd(), "app")));
  });

  it("tell a path under no route from the app's own", () => {
    for (const unrouted of ["/no-such-page", "/wp-login.php", "/.env"]) expect(isUnroutedPath(unrouted), unrouted).toBe(true);
    for (const routed of ["/", "/about", "/guides/x", "/api/me", "/_next/static/x.js", "/shelf", "/read/x"]) expect(isUnroutedPath(routed), routed).toBe(false);
  });
});
