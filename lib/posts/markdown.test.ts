import { describe, expect, it } from "vitest";
import { renderPostMarkdown, safeHref } from "./markdown";

describe("a post's Markdown", () => {
  it("renders headings, emphasis, lists and links", () => {
    const html = renderPostMarkdown("# Spring\n\nHello **you**.\n\n- one\n- two\n\n[Read more](https://atomic.test/guides)", "web");
    expect(html).toContain("<h1>Spring</h1>");
    expect(html).toContain("<strong>you</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="https://atomic.test/guides">Read more</a>');
  });

  it("shows raw HTML as text instead of passing it through", () => {
    const html = renderPostMarkdown('Hi <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n<div onclick="x()">block</div>', "email");
    expect(html).not.toMatch(/<script|<img|<div/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;div onclick=&quot;x()&quot;&gt;");
    // A block of HTML is a paragraph of its own, as text.
    expect(renderPostMarkdown("Before\n\n<script>alert(1)</script>", "web")).toBe("<p>Before</p>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n");
  });

  it("keeps only http(s) and mailto links; an image becomes a link to it", () => {
    const html = renderPostMarkdown("[a](javascript:alert(1)) [b](data:text/html,x) [c](mailto:hi@atomic.test) ![cover](https://atomic.test/c.png)", "web");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("data:");
    expect(html).toContain("a b ");
    expect(html).toContain('<a href="mailto:hi@atomic.test">c</a>');
    expect(html).toContain('<a href="https://atomic.test/c.png">cover</a>');
    expect(html).not.toContain("<img");
  });

  it("styles the e-mail inline and the web copy not at all", () => {
    expect(renderPostMarkdown("Hello", "email")).toMatch(/^<p style="[^"]+">Hello<\/p>/);
    expect(renderPostMarkdown("Hello", "web")).toBe("<p>Hello</p>\n");
  });

  it("accepts only web and mail addresses", () => {
    expect(safeHref("https://a.test/x")).toBe("https://a.test/x");
    expect(safeHref(" mailto:a@b.test ")).toBe("mailto:a@b.test");
    expect(safeHref("JavaScript:alert(1)")).toBeNull();
    expect(safeHref("/relative")).toBeNull();
  });
});
