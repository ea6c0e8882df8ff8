import { describe, expect, it } from "vitest";
import { GUIDES } from "@/lib/catalog/guide-content";
import { currentGuidePathPattern, guideRouteOf } from "./route-rules";

describe("guide addresses that name no current guide", () => {
  const currentPath = new RegExp(`^/(?:${currentGuidePathPattern(GUIDES)})$`);

  it("are the guide paths the proxy's matcher does not leave out", () => {
    for (const guide of GUIDES) expect(currentPath.test(`/guides/${guide.slug}`), guide.slug).toBe(true);
    expect(currentPath.test("/guides/guide-not-found")).toBe(true);
    for (const path of [
      "/guides/the-richest-person-in-the-room",
      "/guides/no-such-guide",
      "/guides/quantum-focus-2",
      "/guides/quantum",
      "/guides/x.quantum-focus",
      "/guides/caf%C3%A9",
    ])
      expect(currentPath.test(path), path).toBe(false);
    expect(currentPath.test("/guides")).toBe(false);
  });

  it("move an old slug to its guide's page, and show any other the not-found page", () => {
    expect(guideRouteOf(GUIDES, "/guides/the-richest-person-in-the-room")).toEqual({ kind: "moved", location: "/guides/richest-person-in-the-room" });
    for (const path of ["/guides/no-such-guide", "/guides/the-richest-person-in-the-room-2", "/guides/caf%C3%A9", "/guides/Quantum-Focus"])
      expect(guideRouteOf(GUIDES, path), path).toEqual({ kind: "unknown", location: "/guides/guide-not-found" });
  });

  it("leave every other path alone: the guides' pages, the not-found page itself, other routes and broken escapes", () => {
    for (const path of [
      "/guides/quantum-focus",
      "/guides/richest-person-in-the-room",
      "/guides/guide-not-found",
      "/guides",
      "/guides/a/b",
      "/shelf",
      "/guides/%zz",
    ])
      expect(guideRouteOf(GUIDES, path), path).toBeNull();
  });
});
