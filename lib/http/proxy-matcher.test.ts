// Which requests reach the proxy, judged by Next's own matcher code on the matcher proxy.ts exports.
import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import type { NextConfigComplete } from "next/dist/server/config-shared";
import { getMiddlewareRouteMatcher } from "next/dist/shared/lib/router/utils/middleware-route-matcher";
import { describe, expect, it } from "vitest";
import { GUIDES } from "@/lib/catalog/guide-content";
import { currentGuidePathPattern } from "@/lib/catalog/route-rules";
import { config } from "@/proxy";
import { proxyMatcher } from "./proxy-matcher";

// How Next turns a matcher into the regular expressions its router tries (exported, not declared).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: typeof config.matcher, nextConfig: Partial<NextConfigComplete>) => pageStaticInfo.ProxyMatcher[];
};
const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));

const BROWSER_PAGE_LOAD = { host: "shop.example", accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

/** Whether a request with this path and these headers reaches the proxy, as Next's router decides it (the path as sent, then decoded). */
function reaches(path: string, headers: Record<string, string | undefined> = BROWSER_PAGE_LOAD): boolean {
  const request = { headers } as unknown as Parameters<typeof matches>[1];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Next matches the path as sent only.
  }
  return matches(path, request, {}) || matches(decoded, request, {});
}

const CATALOGUE = ["/", "/guides", "/guides/quantum-focus", "/guides/guide-not-found", "/atomic-year", "/about", "/faq", "/privacy", "/contact", "/cart"];

describe("the proxy's matcher", () => {
  it("is proxyMatcher() written out (Next reads it as literals)", () => {
    const expected = proxyMatcher(currentGuidePathPattern(GUIDES));
    expect(config.matcher, `proxy.ts's config.matcher should read:\n${JSON.stringify(expected, null, 2)}`).toEqual(expected);
  });

  it("leaves the catalogue's page loads to Next, also behind a proxy that forwards the host and https", () => {
    for (const path of CATALOGUE) {
      expect(reaches(path), path).toBe(false);
      expect(reaches(path, { ...BROWSER_PAGE_LOAD, host: "10.0.0.5:3000", "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" }), path).toBe(
        false,
      );
      expect(reaches(path, { host: "shop.example", accept: "*/*", rsc: "1" }), `${path}, a router request`).toBe(false);
    }
  });

  it("leaves built assets and the files every visitor reads alike to Next", () => {
    for (const path of [
      "/_next/static/chunks/app.js",
      "/_next/image",
      "/favicon.ico",
      "/covers/quantum-focus.webp",
      "/icon-192.png",
      "/robots.txt",
      "/sitemap.xml",
      "/read/sw.js",
    ]) {
      expect(reaches(path, { host: "shop.example", accept: "*/*" }), path).toBe(false);
      expect(reaches(path, { host: "a b", accept: "*/*" }), `${path}, an unusual host`).toBe(false);
    }
  });

  it("takes every other request, a page load or not: its nonce, the session hint, the request id", () => {
    for (const path of [
      "/shelf",
      "/account",
      "/admin/orders",
      "/quiz",
      "/login",
      "/gift",
      "/read/quantum-focus",
      "/read/sw.js.map",
      "/guides/a/b",
      "/guides/quantum-focus-2",
      "/guidesx",
      "/cartx",
      "/about/us",
      "/no-such-page",
      "/api/me",
      "/api/guides/power_001/read",
    ]) {
      expect(reaches(path), path).toBe(true);
      expect(reaches(path, { host: "shop.example", accept: "*/*" }), `${path}, not a page load`).toBe(true);
    }
  });

  it("takes a server action on any path, the catalogue's too, and anything else that can change something outside it", () => {
    for (const path of ["/", "/quiz", "/guides/quantum-focus", "/cart", "/api/me", "/api/not-found"]) {
      for (const header of [{ "next-action": "x" }, { "content-type": "text/plain" }]) {
        expect(reaches(path, { host: "shop.example", accept: "*/*", ...header }), `${path} ${JSON.stringify(header)}`).toBe(true);
      }
    }
    for (const header of [{ origin: "https://elsewhere.example" }, { "content-length": "2" }, { "transfer-encoding": "chunked" }]) {
      for (const path of ["/quiz", "/api/me", "/api/not-found"]) {
        expect(reaches(path, { host: "shop.example", accept: "*/*", ...header }), `${path} ${JSON.stringify(header)}`).toBe(true);
      }
      // Next answers a catalogue page's non-action POST with 405 (tests/e2e/security-edges.spec.ts).
      for (const path of CATALOGUE) {
        expect(reaches(path, { host: "shop.example", accept: "*/*", ...header }), `${path} ${JSON.stringify(header)}`).toBe(false);
      }
    }
  });

  it("never takes the routes that read their own bodies and authenticate themselves", () => {
    for (const path of ["/api/webhooks/stripe", "/api/cron/scheduled-emails", "/api/admin/uploads/quantum-focus"]) {
      expect(
        reaches(path, { host: "shop.example", origin: "https://elsewhere.example", "content-type": "application/json", "content-length": "2" }),
        path,
      ).toBe(false);
    }
  });

  it("leaves the catalogue to Next whatever the Host, X-Forwarded-Host or X-Forwarded-Proto (the proxy judges them elsewhere)", () => {
    // A catalogue page is the same bytes whatever the host: Next serves it (tests/e2e/security-edges.spec.ts).
    for (const path of CATALOGUE) {
      for (const headers of [
        { host: "a b" },
        { host: "shop.example", "x-forwarded-host": "a, b" },
        { host: "shop.example", "x-forwarded-proto": "https, http" },
      ])
        expect(reaches(path, { ...BROWSER_PAGE_LOAD, ...headers }), `${path} ${JSON.stringify(headers)}`).toBe(false);
    }
    for (const path of ["/quiz", "/shelf", "/api/me"]) expect(reaches(path, { host: "a b", accept: "*/*" }), path).toBe(true);
  });

  it("takes a path whose % escape may not decode, a guide's path too", () => {
    for (const path of ["/guides/%E0%A4%A", "/guides/%zz", "/read/%C3%A9", "/%", "/covers/%ZZ"])
      expect(reaches(path, { host: "shop.example", accept: "*/*" }), path).toBe(true);
  });

  it("takes the paths the proxy answers itself, however they are asked", () => {
    for (const path of [
      "/activate-gift",
      "/unsubscribe",
      "/dev/mailbox",
      "/dev/mailbox/abc",
      "/sandbox/checkout/cs_1",
      "/guides/no-such-guide",
      "/guides/the-richest-person-in-the-room",
      "/guides/caf%C3%A9",
    ]) {
      expect(reaches(path, { host: "shop.example", accept: "*/*" }), path).toBe(true);
    }
  });
});
