import { describe, expect, it } from "vitest";
import { normaliseHost, normaliseSource, normaliseUtm, visitSource } from "./source";

describe("normaliseUtm", () => {
  it("lowercases, trims and bounds a utm_source", () => {
    expect(normaliseUtm("  NewsLetter ")).toBe("newsletter");
    expect(normaliseUtm("Spring Sale/2026")).toBe("spring-sale-2026");
    expect(normaliseUtm("x".repeat(100))).toHaveLength(40);
  });
  it("gives nothing for what is not a string", () => {
    expect(normaliseUtm(42)).toBe("");
    expect(normaliseUtm(null)).toBe("");
  });
});

describe("normaliseHost", () => {
  it("keeps a host name only, lowercased, without port or www.", () => {
    expect(normaliseHost("WWW.Google.com")).toBe("google.com");
    expect(normaliseHost("news.example.org:8443")).toBe("news.example.org");
  });
  it("drops what is not a host name", () => {
    expect(normaliseHost("https://evil.test/path")).toBe("");
    expect(normaliseHost("a b")).toBe("");
    expect(normaliseHost("<script>")).toBe("");
    expect(normaliseHost(`${"a".repeat(250)}.com`)).toBe("");
  });
});

describe("visitSource", () => {
  it("prefers the utm_source, then the referring site, else direct", () => {
    expect(visitSource("newsletter", "google.com")).toBe("newsletter");
    expect(visitSource("", "google.com")).toBe("google.com");
    expect(visitSource("", "")).toBe("");
  });
});

describe("normaliseSource", () => {
  it("bounds a host or a utm_source the way the counters do", () => {
    expect(normaliseSource("www.Google.com")).toBe("google.com");
    expect(normaliseSource("Newsletter Spring")).toBe("newsletter-spring");
    expect(normaliseSource("")).toBe("");
  });
});
