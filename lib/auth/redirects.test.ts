import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirects";

describe("redirect targets after sign-in", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirectPath("/guides/quantum-focus?x=1#top")).toBe("/guides/quantum-focus?x=1#top");
    expect(safeRedirectPath("/cart")).toBe("/cart");
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "\\\\evil.example",
    "/%0d%0aLocation:x",
    " //evil.example",
    // Paths that only become another host once normalised.
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "/%2E%2E//evil.example",
    "/./..//evil.example",
    "/.//evil.example",
    "/a/../..//evil.example",
    "/%2e//evil.example",
    "/.%2e//evil.example",
    "/..///evil.example/x?y#z",
    "/\t/evil.example",
    "/..\\evil.example",
  ])("falls back to the default for %s", (target) => {
    const result = safeRedirectPath(target);
    expect(result).toBe("/shelf");
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(new URL(result, "https://shop.example").origin).toBe("https://shop.example");
  });

  it("normalises paths of this site before returning them", () => {
    expect(safeRedirectPath("/guides/../cart")).toBe("/cart");
    expect(safeRedirectPath("/./shelf")).toBe("/shelf");
    expect(safeRedirectPath("/%2e%2e/quiz")).toBe("/quiz");
  });

  it("uses the default for nothing at all", () => {
    expect(safeRedirectPath(undefined)).toBe("/shelf");
    expect(safeRedirectPath("", "/quiz")).toBe("/quiz");
    expect(safeRedirectPath("https://evil.example", "/quiz")).toBe("/quiz");
  });
});
