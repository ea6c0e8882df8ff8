import { createElement } from "react";
import { render, toPlainText as reactEmailPlainText } from "@react-email/render";
import { describe, expect, it } from "vitest";
import { ReceiptEmail } from "@/emails/receipt";
import { StoredTemplateEmail } from "@/emails/stored-template";
import { toPlainText } from "./plain-text";

const site = { siteName: "Atomic Guides", siteUrl: "https://shop.test" };

describe("toPlainText", () => {
  it("turns an e-mail into the plain text React Email makes of it, call after call", async () => {
    const receipt = await render(
      createElement(ReceiptEmail, {
        ...site,
        preview: "Your guides are on your shelf",
        orderNumber: "AG-1234ABCD",
        items: [
          { name: "Quantum Focus", price: "$6.00", downloads: { desktop: "https://shop.test/d/1", mobile: "https://shop.test/d/1?m" } },
          { name: "Deep Calm", price: "free" },
        ],
        taxLine: "Tax: $1.20",
        guideMessagesHtml: "<h2>Quantum Focus</h2><p>Start with chapter two.</p>",
        shelfNote: "Your 2 guides are on your shelf now, ready to read online or download.",
        shelfUrl: "https://shop.test/shelf",
      }),
    );
    const stored = await render(
      createElement(StoredTemplateEmail, {
        ...site,
        preview: "A gift",
        html: '<p>Hello   Ana,</p><table><tr><td>one</td><td>two</td></tr></table><a href="mailto:a@b.test">write</a><img src="x.png" alt="x">',
        unsubscribeUrl: "https://shop.test/unsubscribe?t=1",
      }),
    );
    for (const html of [receipt, stored, receipt]) expect(toPlainText(html)).toBe(reactEmailPlainText(html));

    const text = toPlainText(receipt);
    expect(text).toContain("Quantum Focus: $6.00 Download PDF https://shop.test/d/1 · Mobile PDF https://shop.test/d/1?m");
    expect(text).toContain("Deep Calm: free");
    expect(text).toContain("Tax: $1.20");
    expect(text).not.toContain("<");
  });
});
