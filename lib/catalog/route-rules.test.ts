import { describe, expect, it } from "vitest";
import { GUIDES } from "@/lib/catalog/guide-content";
import { MOVED_GUIDE_ROUTE, currentGuideSlug, guideRouteRewrites, unknownGuideSlugSource } from "./route-rules";

/** The pattern as Next compiles it for one path segment (path-to-regexp: a named parameter with its own pattern). */
function matches(source: string, pathname: string): boolean {
  const pattern = /^\/guides\/:slug\((.*)\)$/.exec(source)?.[1];
  if (!pattern) throw new Error(`unexpected source ${source}`);
  return new RegExp(`^/guides/(${pattern})$`).test(pathname);
}

describe("guide routes without the proxy", () => {
  const source = unknownGuideSlugSource(GUIDES);

  it("sends only unknown slugs to the not-found page", () => {
    for (const guide of GUIDES) expect(matches(source, `/guides/${guide.slug}`), guide.slug).toBe(false);
    expect(matches(source, "/guides/the-richest-person-in-the-room")).toBe(false);
    expect(matches(source, "/guides/guide-not-found")).toBe(false);
    for (const unknown of ["/guides/no-such-guide", "/guides/quantum-focus-2", "/guides/quantum", "/guides/x.quantum-focus"])
      expect(matches(source, unknown), unknown).toBe(true);
  });

  it("sends each old slug, and only those, to the route that redirects it to its guide's page", () => {
    const [moved] = guideRouteRewrites(GUIDES);
    expect(moved?.destination).toBe(`${MOVED_GUIDE_ROUTE}/:slug`);
    expect(matches(moved!.source, "/guides/the-richest-person-in-the-room")).toBe(true);
    for (const path of ["/guides/richest-person-in-the-room", "/guides/no-such-guide", "/guides/the-richest-person-in-the-room-2"])
      expect(matches(moved!.source, path), path).toBe(false);
    expect(currentGuideSlug(GUIDES, "the-richest-person-in-the-room")).toBe("richest-person-in-the-room");
    expect(currentGuideSlug(GUIDES, "richest-person-in-the-room")).toBeNull();
  });
});
