import { describe, expect, it } from "vitest";
import { headElements } from "./reference-app.mjs";

const HEAD =
  '<head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/><script src="/_next/static/chunks/c.js" async=""></script>' +
  '<title>About | Atomic Guides</title><meta name="description" content="Why we write &quot;short&quot; guides &amp; what&#x27;s in them"/>' +
  '<meta property="og:type" content="website"/><link rel="icon" href="/icon.svg" type="image/svg+xml"/></head><body>x</body>';

describe("the reference page's head, taken from a captured page", () => {
  it("keeps the page's title, meta tags and links as they read, and leaves out what Next writes into every head", () => {
    expect(headElements(`<html lang="en">${HEAD}</html>`)).toEqual([
      ["link", { rel: "stylesheet", href: "/_next/static/chunks/a.css", precedence: "next" }],
      ["title", {}, "About | Atomic Guides"],
      ["meta", { name: "description", content: 'Why we write "short" guides & what\'s in them' }],
      ["meta", { property: "og:type", content: "website" }],
      ["link", { rel: "icon", href: "/icon.svg", type: "image/svg+xml" }],
    ]);
  });
});
