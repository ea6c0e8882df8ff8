import { describe, expect, it } from "vitest";
import { isBrowserNavigation } from "./navigation";

describe("isBrowserNavigation", () => {
  it("is a clicked link or a typed address: Sec-Fetch-Mode navigate, or HTML accepted", () => {
    expect(isBrowserNavigation(new Headers({ "sec-fetch-mode": "navigate", accept: "*/*" }))).toBe(true);
    expect(isBrowserNavigation(new Headers({ accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" }))).toBe(true);
  });

  it("is not a script: no headers, anything accepted, a fetch, or JSON asked for", () => {
    expect(isBrowserNavigation(new Headers())).toBe(false);
    expect(isBrowserNavigation(new Headers({ accept: "*/*" }))).toBe(false);
    expect(isBrowserNavigation(new Headers({ "sec-fetch-mode": "cors", accept: "*/*" }))).toBe(false);
    expect(isBrowserNavigation(new Headers({ accept: "application/json" }))).toBe(false);
    expect(isBrowserNavigation(new Headers({ "sec-fetch-mode": "navigate", accept: "application/json, text/html" }))).toBe(false);
  });
});
