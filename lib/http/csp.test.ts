import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { REACT_SHELL_INLINE_SCRIPT, contentSecurityPolicy, createNonce, pagePolicyHeaders, staticPagePolicy } from "./csp";
import { isStaticPagePath } from "./static-pages";

const directives = (policy: string) => new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive]));

describe("Content-Security-Policy", () => {
  it("allows the shop's own scripts, the request's nonce and the static shell's one inline script, and nothing inline else", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc123==", https: false, development: false }));
    const hash = createHash("sha256").update(REACT_SHELL_INLINE_SCRIPT).digest("base64");
    expect(policy.get("script-src")).toBe(`script-src 'self' 'nonce-abc123==' 'sha256-${hash}'`);
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(policy.get(directive.split(" ")[0])).toBe(directive);
    }
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("upgrades insecure requests over https and allows eval only in development", () => {
    expect(contentSecurityPolicy({ nonce: "n", https: true, development: false })).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ nonce: "n", https: false, development: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ nonce: "n", https: false, development: false })).not.toContain("unsafe-eval");
  });

  it("mints an unguessable nonce per page request, and none for route handlers or scripts' fetches", () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const page = (path: string, accept = "text/html,application/xhtml+xml") => new Request(`http://shop.example${path}`, { headers: { accept } });
    const first = pagePolicyHeaders(page("/shelf"), false);
    const second = pagePolicyHeaders(page("/shelf"), false);
    expect(first?.headers.get("content-security-policy")).toBe(first?.request.headers.get("content-security-policy"));
    expect(first?.headers.get("content-security-policy")).not.toBe(second?.headers.get("content-security-policy"));
    expect(pagePolicyHeaders(page("/api/guides/x/download"), false)).toBeUndefined();
    expect(pagePolicyHeaders(page("/shelf", "*/*"), false)).toBeUndefined();
  });

  it("leaves the prerendered catalogue to its fixed policy: inline scripts allowed, nothing else loosened", () => {
    const page = (path: string) => new Request(`http://shop.example${path}`, { headers: { accept: "text/html" } });
    for (const path of ["/", "/guides", "/guides/quantum-focus", "/atomic-year", "/about", "/faq", "/privacy", "/contact", "/cart"]) {
      expect(isStaticPagePath(path), path).toBe(true);
      expect(pagePolicyHeaders(page(path), false), path).toBeUndefined();
    }
    for (const path of ["/shelf", "/account", "/admin", "/quiz", "/login", "/guides/x/y", "/cartx", "/gift"]) expect(isStaticPagePath(path), path).toBe(false);
    expect(staticPagePolicy()).not.toContain("upgrade-insecure-requests");
    expect(staticPagePolicy(true)).toContain("upgrade-insecure-requests");
    const fixed = directives(staticPagePolicy());
    expect(fixed.get("script-src")).toBe("script-src 'self' 'unsafe-inline'");
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "connect-src 'self'",
    ]) {
      expect(fixed.get(directive.split(" ")[0])).toBe(directive);
    }
  });
});
