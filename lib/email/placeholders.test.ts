import { describe, expect, it } from "vitest";
import { compileTemplate, templateProblem } from "./placeholders";

const KNOWN = new Set(["USER_NAME", "SHELF_LINK", "ITEMS", "SITE_NAME"]);

describe("a template compiled once", () => {
  it("escapes a value in HTML and leaves it as written in plain text", () => {
    const template = compileTemplate("<p>Hi {{USER_NAME}}, from {{SITE_NAME}}</p>");
    const values = { USER_NAME: `<script>alert("x")</script> & 'co'`, SITE_NAME: "Atomic Guides" };
    expect(template.fill(values, { html: true })).toBe("<p>Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;, from Atomic Guides</p>");
    expect(template.fill(values, { html: false })).toBe(`<p>Hi <script>alert("x")</script> & 'co', from Atomic Guides</p>`);
  });

  it("keeps a link valid: its & escaped in the attribute, its / and = as they are, and an unsafe link replaced by #", () => {
    const template = compileTemplate('<a href="{{SHELF_LINK}}">Shelf</a>');
    expect(template.fill({ SHELF_LINK: "https://shop.test/shelf?a=1&b=2" }, { html: true })).toBe('<a href="https://shop.test/shelf?a=1&amp;b=2">Shelf</a>');
    expect(template.fill({ SHELF_LINK: "javascript:alert(1)" }, { html: true })).toBe('<a href="#">Shelf</a>');
    expect(template.fill({ SHELF_LINK: "javascript:alert(1)" }, { html: false })).toBe('<a href="javascript:alert(1)">Shelf</a>');
  });

  it("fills many times with each call's values, names its placeholders once each, and writes one without a value as it stands", () => {
    const template = compileTemplate("{{USER_NAME}} {{ITEMS}} {{USER_NAME}}");
    expect(template.names).toEqual(["USER_NAME", "ITEMS"]);
    expect(template.fill({ USER_NAME: "Ana" }, { html: true })).toBe("Ana {{ITEMS}} Ana");
    expect(template.fill({ USER_NAME: "Bo", ITEMS: "<ul></ul>" }, { html: true, trustedHtmlKeys: ["ITEMS"] })).toBe("Bo <ul></ul> Bo");
    expect(template.fill({ USER_NAME: "Cy", ITEMS: "<ul></ul>" }, { html: true })).toBe("Cy &lt;ul&gt;&lt;/ul&gt; Cy");
  });

  it("sends a malformed template without failing: every tag that is not a placeholder is written as it stands", () => {
    const values = { USER_NAME: "Ana" };
    expect(compileTemplate("Hi {{USER_NAME}}, {{#ITEMS}}list{{/ITEMS}} {{{ITEMS}}} {{ lower }} {{! note}} {{> part}}").fill(values, { html: true })).toBe(
      "Hi Ana, {{#ITEMS}}list{{/ITEMS}} {{{ITEMS}}} {{ lower }} {{! note}} {{> part}}",
    );
    expect(compileTemplate("Hi {{USER_NAME}} and {{USER_NAME").fill(values, { html: true })).toBe("Hi {{USER_NAME}} and {{USER_NAME");
    expect(compileTemplate("{{/ITEMS}} {{USER_NAME}}").fill(values, { html: false })).toBe("{{/ITEMS}} {{USER_NAME}}");
  });
});

describe("what an admin is told before a template is saved", () => {
  it("nothing for placeholders the shop fills", () => {
    expect(templateProblem("<p>Hi {{USER_NAME}}</p><a href='{{SHELF_LINK}}'>Shelf</a>{{ITEMS}}", KNOWN)).toBeNull();
    expect(templateProblem("No placeholders at all, {single braces} too", KNOWN)).toBeNull();
  });

  it("an unknown placeholder, by its name", () => {
    expect(templateProblem("Hi {{USER_NAM}}", KNOWN)).toBe("{{USER_NAM}} is not one of the shop's placeholders: check its spelling.");
  });

  it("a tag that is not closed", () => {
    expect(templateProblem("<p>Hi {{USER_NAME</p>", KNOWN)).toBe("A placeholder is not closed: every {{ needs its }}.");
  });

  it("a tag that is not a {{NAME}} placeholder: sections, triple braces, spaces, small letters, partials, comments", () => {
    const problem = (tag: string) => `${tag} is not a placeholder: write placeholders as {{NAME}}, in capitals, with nothing else between the braces.`;
    expect(templateProblem("{{#ITEMS}}x{{/ITEMS}}", KNOWN)).toBe(problem("{{#ITEMS}}"));
    expect(templateProblem("{{{ITEMS}}}", KNOWN)).toBe(problem("{{{ITEMS}}}"));
    expect(templateProblem("{{ USER_NAME }}", KNOWN)).toBe(problem("{{ USER_NAME }}"));
    expect(templateProblem("{{user_name}}", KNOWN)).toBe(problem("{{user_name}}"));
    expect(templateProblem("{{> footer}}", KNOWN)).toBe(problem("{{> footer}}"));
    expect(templateProblem("{{! note}}", KNOWN)).toBe(problem("{{! note}}"));
    expect(templateProblem("{{/ITEMS}}", KNOWN)).toBe(
      "Only placeholders like {{USER_NAME}} may stand between {{ and }}: sections ({{#…}}, {{/…}}) and other tags are not placeholders.",
    );
  });
});
