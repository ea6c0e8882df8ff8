import { describe, expect, it } from "vitest";
import { readBeacon } from "./event";

const SLUG = "quantum-focus";

describe("readBeacon", () => {
  it("counts a guide page's view by page and by guide, under the visit's source", () => {
    expect(readBeacon({ e: "view", p: `/guides/${SLUG}`, r: "www.Google.com", u: "" }, ["shop.test"])).toEqual({
      ok: true,
      counts: [
        { metric: "page_view", subject: `/guides/${SLUG}`, source: "google.com" },
        { metric: "guide_view", subject: SLUG, source: "google.com" },
      ],
    });
  });

  it("counts the referring site and utm_source on the landing view only", () => {
    const landing = readBeacon({ e: "view", p: "/", r: "news.example", u: "Spring", n: true }, ["shop.test"]);
    expect(landing).toEqual({
      ok: true,
      counts: [
        { metric: "page_view", subject: "/", source: "spring" },
        { metric: "referrer", subject: "news.example", source: "" },
        { metric: "utm", subject: "spring", source: "" },
      ],
    });
  });

  it("takes the shop's own host for no referrer", () => {
    expect(readBeacon({ e: "view", p: "/guides", r: "shop.test", n: true }, ["shop.test:3000"])).toEqual({
      ok: true,
      counts: [{ metric: "page_view", subject: "/guides", source: "" }],
    });
  });

  it("counts an add to cart by guide", () => {
    expect(readBeacon({ e: "add", g: SLUG, u: "newsletter" }, [])).toEqual({ ok: true, counts: [{ metric: "cart_add", subject: SLUG, source: "newsletter" }] });
  });

  it("drops pages and guides the shop does not count", () => {
    expect(readBeacon({ e: "view", p: "/admin" }, [])).toEqual({ ok: false, reason: "unknown" });
    expect(readBeacon({ e: "view", p: "/guides/no-such-guide" }, [])).toEqual({ ok: false, reason: "unknown" });
    expect(readBeacon({ e: "add", g: "no-such-guide" }, [])).toEqual({ ok: false, reason: "unknown" });
  });

  it("refuses what is not a beacon", () => {
    for (const body of [
      null,
      "view",
      [1],
      {},
      { e: "buy" },
      { e: "view" },
      { e: "view", p: "guides" },
      { e: "view", p: "/", r: 5 },
      { e: "view", p: "/", n: "yes" },
      { e: "add" },
      { e: "view", p: `/${"a".repeat(400)}` },
    ]) {
      expect(readBeacon(body, [])).toEqual({ ok: false, reason: "malformed" });
    }
  });
});
