// A stored template prepared once for a batch (lib/email/prepared-template.ts) must give every
// recipient exactly the e-mail the ordinary render gives: same subject, same HTML, same plain text,
// whatever the values hold (markup, quotes, runs of white space, unsafe links, nothing at all), for
// every template the scheduled job sends and for a template with values in a heading and a link.
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GiftFooter } from "@/emails/gift";
import type { TestDatabase } from "../support/database";
import { seededShop, type Shop } from "../support/shop";

let shop: Shop | undefined;
let database: TestDatabase;

beforeAll(async () => {
  shop = await seededShop("prepared-storage", {
    SITE_URL: "https://shop.test",
    SITE_NAME: "Atomic Guides",
    AUTH_SECRET: "prepared-tests-auth-secret-long-enough-0000",
  });
  database = shop.database;
});

afterAll(() => shop?.close());

const base = {
  SHELF_LINK: "https://shop.test/shelf",
  GUIDE_TITLE: "Quantum Focus",
  GUIDE_SUBTITLE: "Attention, one breath at a time",
  GUIDE_STRAND: "Vision",
  NEXT_GUIDE_TIMING: "in 7 days",
  GIVER_NAME: "Sam",
  RECIPIENT_NAME: "Ana",
  RECIPIENT_EMAIL: "ana@gift.test",
  GIFT_TITLE: "Quantum Focus",
  GIFT_MESSAGE: "For the year ahead",
  CLAIM_LINK: "https://shop.test/gift/claim/abc",
  ACTIVATION_LINK: "https://shop.test/gift/activate/abc",
};
/** The first is plain (it also checks the prepared form); the others each stress one rule. */
const valueSets = [
  { ...base, USER_NAME: "Ana" },
  { ...base, USER_NAME: "Bo Lee" },
  { ...base, USER_NAME: `<b>"O'Neil"</b> & co`, GIFT_MESSAGE: "Read <this> & 'that'" },
  { ...base, USER_NAME: `<script>alert("x")</script> & co`, GUIDE_TITLE: "Fear & <Focus>" },
  { ...base, USER_NAME: undefined },
  { ...base, USER_NAME: "" },
  { ...base, USER_NAME: "Ana  \n  Lee", GIFT_MESSAGE: "line one\nline two" },
  { ...base, USER_NAME: "Zoë 李", SHELF_LINK: "javascript:alert(1)", CLAIM_LINK: "mailto:someone@shop.test" },
];

describe("a template prepared once for a batch", () => {
  it("gives every recipient of every scheduled template the e-mail the ordinary render gives", async () => {
    const { templateBatch } = await import("@/lib/email/prepared-template");
    const { renderTemplateContent } = await import("@/lib/email/render-template");
    const warn = vi.spyOn(console, "warn");
    const templates = templateBatch();
    const footer = createElement(GiftFooter, {
      siteName: "Atomic Guides",
      hasAccount: false,
      reader: "recipient",
      shelfUrl: "https://shop.test/shelf",
      signUpUrl: "https://shop.test/login?mode=signup",
    });
    const cases: { code: string; unsubscribe: boolean; footer?: typeof footer }[] = [
      ...["welcome", "guide_01_check_in", "season_1", "closing"].map((code) => ({ code, unsubscribe: true })),
      { code: "guide_01", unsubscribe: false },
      { code: "gift_received_single_guide", unsubscribe: false, footer },
      { code: "gift_delivered_note", unsubscribe: false, footer },
    ];
    for (const { code, unsubscribe, footer: caseFooter } of cases) {
      const prepared = await templates(code, { unsubscribe, footer: caseFooter, footerKey: caseFooter ? "recipient" : undefined });
      expect(prepared, code).not.toBeNull();
      const stored = await database.prisma.emailTemplate.findUniqueOrThrow({ where: { code } });
      for (const [index, values] of valueSets.entries()) {
        const unsubscribeUrl = unsubscribe ? `https://shop.test/unsubscribe?token=user${index}.sig-${index}` : undefined;
        const expected = await renderTemplateContent(stored, values, { unsubscribeUrl, footer: caseFooter });
        expect(await prepared!(values, { unsubscribeUrl }), `${code} #${index}`).toEqual(expected);
      }
    }
    // The prepared form matched the ordinary render for each template: nothing fell back.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  }, 120_000);

  it("keeps values in a heading in capitals in the plain text, and a link's address beside its text", async () => {
    const { prepareTemplate } = await import("@/lib/email/prepared-template");
    const { renderTemplateContent } = await import("@/lib/email/render-template");
    const template = {
      subject: "Hello {{USER_NAME}} from {{SITE_NAME}}",
      htmlContent: `<h1>Welcome, {{USER_NAME}}</h1><p><a href="{{SHELF_LINK}}">your shelf</a> or <a href="{{SHELF_LINK}}">{{SHELF_LINK}}</a>, {{UNKNOWN_KEY}}.</p>`,
    };
    const prepared = await prepareTemplate(template, { unsubscribe: false });
    for (const values of valueSets) {
      const result = await prepared(values);
      expect(result).toEqual(await renderTemplateContent(template, values));
    }
    const ana = await prepared({ USER_NAME: "Ana", SHELF_LINK: "https://shop.test/shelf" });
    expect(ana.subject).toBe("Hello Ana from Atomic Guides");
    expect(ana.text).toContain("WELCOME, ANA");
    expect(ana.text).toContain("your shelf https://shop.test/shelf");
    expect(ana.html).toContain("{{UNKNOWN_KEY}}");
  });

  it("sends a template stored before the placeholder rule, with a malformed tag, as the ordinary render does: its other tags as written", async () => {
    const { prepareTemplate } = await import("@/lib/email/prepared-template");
    const { renderTemplateContent } = await import("@/lib/email/render-template");
    const template = { subject: "Hi {{USER_NAME}} {{! note}}", htmlContent: "<p>{{USER_NAME}}: {{#ITEMS}}list{{/ITEMS}}, {{ SPACED }} {{{RAW}}}</p>" };
    const prepared = await prepareTemplate(template, { unsubscribe: false });
    for (const values of valueSets) expect(await prepared(values)).toEqual(await renderTemplateContent(template, values));
    const ana = await prepared({ USER_NAME: "Ana" });
    expect(ana.subject).toBe("Hi Ana {{! note}}");
    expect(ana.text).toContain("Ana: {{#ITEMS}}list{{/ITEMS}}, {{ SPACED }} {{{RAW}}}");
    // One Mustache cannot read at all (a section never closed) is written whole, as it stands.
    const unreadable = await prepareTemplate({ subject: "Hi {{USER_NAME}}", htmlContent: "<p>{{#ITEMS}} for {{USER_NAME}}</p>" }, { unsubscribe: false });
    expect((await unreadable({ USER_NAME: "Ana" })).text).toContain("{{#ITEMS}} for {{USER_NAME}}");
  });

  it("a layout prepared once gives each receipt, with its item list and guide messages in HTML, the e-mail the ordinary render gives", async () => {
    const { preparedLayout } = await import("@/lib/email/prepared-template");
    const { renderTemplateContent } = await import("@/lib/email/render-template");
    const warn = vi.spyOn(console, "warn");
    const stored = await database.prisma.emailTemplate.findUniqueOrThrow({ where: { code: "purchase_confirmation" } });
    const layout = await preparedLayout();
    const trustedHtmlKeys = ["ITEMS", "GUIDE_MESSAGES"];
    const lists = [
      `<table><tr><td>Quantum Focus</td><td>$6.00</td></tr></table>`,
      `<ul>\n  <li>Deep   Work &amp; more</li>\n  <li><a href="https://shop.test/api/guides/vision_001/download">Download</a></li>\n</ul>`,
      "",
    ];
    for (const [index, values] of valueSets.entries()) {
      const filled = {
        ...values,
        ORDER_NUMBER: `AG-${index}`,
        AMOUNT: "$6.00",
        SHELF_NOTE: "Your guide is on your shelf now.",
        ITEMS: lists[index % lists.length],
        GUIDE_MESSAGES: index % 2 ? `<div data-guide-message="vision_001"><h2>Quantum Focus</h2><p>Read it   slowly.</p></div>` : "",
      };
      expect(await layout(stored, filled, { trustedHtmlKeys }), `receipt #${index}`).toEqual(await renderTemplateContent(stored, filled, { trustedHtmlKeys }));
    }
    // A second call gives the same prepared layout, and it never fell back to the ordinary render.
    expect(await preparedLayout()).toBe(layout);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
