import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { ConfirmEmail } from "@/emails/confirm-email";
import { StoredTemplateEmail } from "@/emails/stored-template";
import { env } from "@/lib/env";
import { cleanSubject, extractLinks } from "./html";
import { fillPlaceholders, renderEmail, renderTemplateContent } from "./render-template";

const GIFT_MESSAGE = `<a href="https://evil.example">x</a><img src=x onerror=alert(1)>`;

describe("fillPlaceholders", () => {
  it("escapes a hostile gift message so it arrives as text, not markup", async () => {
    const body = fillPlaceholders("<p>A note from the giver:</p><blockquote>{{GIFT_MESSAGE}}</blockquote>", { GIFT_MESSAGE: GIFT_MESSAGE }, { html: true });
    expect(body).toBe(
      "<p>A note from the giver:</p><blockquote>&lt;a href=&quot;https://evil.example&quot;&gt;x&lt;/a&gt;&lt;img src=x onerror=alert(1)&gt;</blockquote>",
    );

    const { html, text } = await renderEmail(
      createElement(StoredTemplateEmail, { siteName: "Atomic Guides", siteUrl: "https://shop.test", preview: "A gift", html: body }),
    );
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toContain('href="https://evil.example"');
    expect(extractLinks(html)).not.toContain("https://evil.example");
    // What the reader sees is the message exactly as typed.
    expect(text).toContain(GIFT_MESSAGE);
  });

  it("fills the defaults: USER_NAME, CURRENT_YEAR, SITE_NAME and SITE_URL", () => {
    const filled = fillPlaceholders("Hi {{USER_NAME}}, © {{CURRENT_YEAR}} {{SITE_NAME}} {{SITE_URL}}", {}, { html: false });
    expect(filled).toBe(`Hi Friend, © ${new Date().getFullYear()} ${env().SITE_NAME} ${env().SITE_URL}`);
    expect(fillPlaceholders("Hi {{USER_NAME}}", { USER_NAME: "Ana" }, { html: true })).toBe("Hi Ana");
  });

  it("leaves unknown placeholders and undefined values untouched", () => {
    expect(fillPlaceholders("{{GUIDE_TITLE}} and {{ITEMS}} and {{lower}}", { ITEMS: undefined }, { html: true })).toBe(
      "{{GUIDE_TITLE}} and {{ITEMS}} and {{lower}}",
    );
  });

  it("does not escape keys named as trusted HTML, and escapes all others", () => {
    const filled = fillPlaceholders(
      "{{ITEMS}}<p>{{USER_NAME}}</p>",
      { ITEMS: "<ul><li>Quantum Focus</li></ul>", USER_NAME: "<b>Ana</b>" },
      { html: true, trustedHtmlKeys: ["ITEMS"] },
    );
    expect(filled).toBe("<ul><li>Quantum Focus</li></ul><p>&lt;b&gt;Ana&lt;/b&gt;</p>");
  });

  it("escapes URLs for attributes and keeps script URLs out of links", () => {
    const template = '<a href="{{CONFIRMATION_URL}}">Confirm</a>';
    expect(fillPlaceholders(template, { CONFIRMATION_URL: "https://shop.test/auth/confirm?token=a&type=signup" }, { html: true })).toBe(
      '<a href="https://shop.test/auth/confirm?token=a&amp;type=signup">Confirm</a>',
    );
    expect(fillPlaceholders(template, { CONFIRMATION_URL: " java\tscript:alert(1)" }, { html: true })).toBe('<a href="#">Confirm</a>');
    expect(fillPlaceholders(template, { CONFIRMATION_URL: '"><script>alert(1)</script>' }, { html: true })).toBe('<a href="#">Confirm</a>');
    expect(fillPlaceholders(template, { CONFIRMATION_URL: 'https://shop.test/"><script>' }, { html: true })).toBe(
      '<a href="https://shop.test/&quot;&gt;&lt;script&gt;">Confirm</a>',
    );
  });

  it("fills text mode without escaping", () => {
    expect(fillPlaceholders("Thanks, {{USER_NAME}} & co", { USER_NAME: "Ana <3" }, { html: false })).toBe("Thanks, Ana <3 & co");
  });
});

describe("a stored template's e-mail", () => {
  it("has a value with <script> and & escaped in its HTML and as typed in its subject and plain text, and its link whole", async () => {
    const name = `<script>alert("x")</script> & Co`;
    const link = "https://shop.test/shelf?from=email&to=shelf";
    const { subject, html, text } = await renderTemplateContent(
      { subject: "Hi {{USER_NAME}}", htmlContent: '<h2>For {{USER_NAME}}</h2><p>Dear {{USER_NAME}},</p><p><a href="{{SHELF_LINK}}">Your shelf</a></p>' },
      { USER_NAME: name, SHELF_LINK: link },
    );
    expect(subject).toBe(`Hi ${name}`);
    expect(html).not.toContain("<script>");
    expect(html).toContain("<p>Dear &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,</p>");
    expect(html).toContain('href="https://shop.test/shelf?from=email&amp;to=shelf"');
    expect(extractLinks(html)).toContain(link);
    expect(text).toContain(`Dear ${name},`);
    expect(text).toContain(`FOR ${name.toUpperCase()}`);
    expect(text).toContain(`Your shelf ${link}`);
  });
});

describe("subjects", () => {
  it("lose line breaks and control characters, even from filled values", () => {
    const subject = fillPlaceholders("Welcome, {{USER_NAME}}", { USER_NAME: "Ana\r\nBcc: victim@example.com" }, { html: false });
    expect(cleanSubject(subject)).toBe("Welcome, Ana Bcc: victim@example.com");
    expect(cleanSubject("  Line one\nline two\ttabbed\u0000  ")).toBe("Line one line two tabbed");
  });
});

describe("extractLinks", () => {
  it("returns only http(s) links, entity-decoded and without duplicates", () => {
    const html = `<a href="https://shop.test/a?x=1&amp;y=2">a</a><a href='http://shop.test/b'>b</a>
      <a href="javascript:alert(1)">c</a><a href="mailto:me@shop.test">d</a><a href="https://shop.test/a?x=1&amp;y=2">again</a>`;
    expect(extractLinks(html)).toEqual(["https://shop.test/a?x=1&y=2", "http://shop.test/b"]);
  });
});

describe("built-in e-mails", () => {
  it("render user values as escaped text with a working button link", async () => {
    const { html, text } = await renderEmail(
      createElement(ConfirmEmail, {
        name: "<script>alert(1)</script>",
        confirmationUrl: "https://shop.test/auth/confirm?token=t&type=signup",
        siteName: "Atomic Guides",
        siteUrl: "https://shop.test",
      }),
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(extractLinks(html)).toContain("https://shop.test/auth/confirm?token=t&type=signup");
    expect(text).toContain("expires in 24 hours");
    expect(text).toContain("You are receiving this e-mail because you have an account at Atomic Guides.");
  });
});
