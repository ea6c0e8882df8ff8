import { describe, expect, it } from "vitest";
import { bundleLineName, quoteBundle, splitCents } from "./bundle-price";
import { priceCart } from "./pricing";
import { bundleItem } from "./bundle-price";

const four = ["power_001", "power_002", "power_003", "power_004"].map((id) => ({ id, title: id, priceCents: 600 }));

describe("a bundle's price", () => {
  it("is the admin's price for someone who owns none of the four", () => {
    const quote = quoteBundle(2000, four, new Set());
    expect(quote).toMatchObject({ ok: true, priceCents: 2000, separateCents: 2400 });
  });

  it("is the price less a fair share for what is owned, rounded to cents", () => {
    expect(quoteBundle(2000, four, new Set(["power_001"]))).toMatchObject({ ok: true, priceCents: 1500 });
    expect(quoteBundle(1999, four, new Set(["power_001"]))).toMatchObject({ ok: true, priceCents: 1499 });
  });

  it("is never more than the missing guides one by one, nor less than $0.50", () => {
    expect(quoteBundle(2400, four, new Set(["power_001", "power_002", "power_003"]))).toMatchObject({ priceCents: 600 });
    const cheap = four.map((guide) => ({ ...guide, priceCents: 30 }));
    expect(quoteBundle(100, cheap, new Set(["power_001", "power_002", "power_003"]))).toMatchObject({ priceCents: 50 });
  });

  it("is not offered to someone who owns all four", () => {
    expect(quoteBundle(2000, four, new Set(four.map((guide) => guide.id)))).toEqual({ ok: false, reason: "owns_all" });
  });

  it("is named by what is missing", () => {
    expect(bundleLineName("Power", 3, 4)).toBe("Power bundle: 3 missing guides");
    expect(bundleLineName("Power", 1, 4)).toBe("Power bundle: 1 missing guide");
    expect(bundleLineName("Power", 4, 4)).toBe("Power bundle: all 4 guides");
  });

  it("splits into whole cents that add up", () => {
    expect(splitCents(1000, 3)).toEqual([334, 333, 333]);
  });
});

describe("a bundle with a promo code", () => {
  const rule = (kind: "percent_off" | "amount_off" | "second_guide_free", value: number | null = null) => ({
    code: "C",
    name: "C",
    kind,
    percentOff: kind === "percent_off" ? value : null,
    amountOffCents: kind === "amount_off" ? value : null,
  });

  it("takes a percentage off the bundle line like any line", () => {
    expect(priceCart([bundleItem(1500)], rule("percent_off", 10)).discountCents).toBe(150);
  });

  it("is left out of every second guide free: only the guides pair up", () => {
    const items = [bundleItem(2000), { guideId: "vision_001", priceCents: 600 }, { guideId: "vision_002", priceCents: 600 }];
    const price = priceCart(items, rule("second_guide_free"));
    expect(price.lines.map((line) => line.discountCents)).toEqual([0, 0, 600]);
    expect(priceCart([bundleItem(2000), { guideId: "vision_001", priceCents: 600 }], rule("second_guide_free")).discountCents).toBe(0);
  });

  it("takes an amount off the order, never below $0.50", () => {
    expect(priceCart([bundleItem(600)], rule("amount_off", 1000)).totalCents).toBe(50);
  });
});
