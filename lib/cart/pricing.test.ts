import { describe, expect, it } from "vitest";
import { INVALID_PROMO, normalisePromoCode } from "@/lib/discounts/messages";
import { describeDiscount, priceCart, promoNudge, type DiscountRule } from "./pricing";

const guide = (guideId: string, priceCents = 600) => ({ guideId, priceCents });
const DOUBLETHESHELF: DiscountRule = { code: "DOUBLETHESHELF", name: "Double Your Shelf", kind: "second_guide_free", percentOff: null, amountOffCents: null };
const rule = (kind: DiscountRule["kind"], value: number): DiscountRule => ({
  code: "SPRING",
  name: "Spring",
  kind,
  percentOff: kind === "percent_off" ? value : null,
  amountOffCents: kind === "amount_off" ? value : null,
});

describe("cart totals", () => {
  it("adds the catalogue prices", () => {
    expect(priceCart([guide("a"), guide("b"), guide("c")], null)).toMatchObject({ subtotalCents: 1800, discountCents: 0, totalCents: 1800, promoCode: null });
  });

  it("is zero for an empty cart", () => {
    expect(priceCart([], DOUBLETHESHELF)).toMatchObject({ subtotalCents: 0, discountCents: 0, totalCents: 0 });
  });
});

describe("promo DOUBLETHESHELF: every second guide is free", () => {
  it.each([
    [1, 600, 0],
    [2, 1200, 600],
    [3, 1800, 600],
    [4, 2400, 1200],
    [5, 3000, 1200],
  ])("%i guides at $6: subtotal %i, discount %i", (count, subtotal, discount) => {
    const items = Array.from({ length: count }, (_, index) => guide(`g${index}`));
    expect(priceCart(items, DOUBLETHESHELF)).toMatchObject({ subtotalCents: subtotal, discountCents: discount, totalCents: subtotal - discount });
  });

  it("makes the cheapest guides the free ones when prices differ", () => {
    const priced = priceCart([guide("dear", 900), guide("cheap", 300), guide("mid", 600), guide("cheapest", 200)], DOUBLETHESHELF);
    expect(
      priced.lines
        .filter((line) => line.discountCents > 0)
        .map((line) => line.guideId)
        .sort(),
    ).toEqual(["cheap", "cheapest"]);
    expect(priced.totalCents).toBe(1500);
  });
});

describe("a percentage off", () => {
  it("takes the percentage off each line, rounded to the cent", () => {
    const priced = priceCart([guide("a"), guide("b", 999)], rule("percent_off", 15));
    expect(priced.lines.map((line) => line.discountCents)).toEqual([90, 150]);
    expect(priced).toMatchObject({ subtotalCents: 1599, discountCents: 240, totalCents: 1359, promoCode: "SPRING" });
  });

  it("never takes an order below the smallest charge: a bundle's last guide at $4.50 with 90% off costs $0.50", () => {
    const priced = priceCart([{ guideId: null, priceCents: 450, bundle: true }], rule("percent_off", 90));
    expect(priced).toMatchObject({ subtotalCents: 450, discountCents: 400, totalCents: 50 });
    expect(priced.lines.map((line) => line.discountCents)).toEqual([400]);
  });
});

describe("an amount off", () => {
  it("takes the amount off the order, line by line in cart order", () => {
    const priced = priceCart([guide("a"), guide("b"), guide("c")], rule("amount_off", 800));
    expect(priced.lines.map((line) => line.discountCents)).toEqual([600, 200, 0]);
    expect(priced.totalCents).toBe(1000);
  });

  it("never takes an order below the smallest charge", () => {
    expect(priceCart([guide("a")], rule("amount_off", 1000))).toMatchObject({ discountCents: 550, totalCents: 50 });
  });
});

describe("every second guide free on a single item (The Atomic Year, a gift)", () => {
  it("gives nothing off", () => {
    expect(priceCart([{ guideId: null, priceCents: 3600 }], DOUBLETHESHELF)).toMatchObject({ discountCents: 0, totalCents: 3600 });
  });
});

describe("what the cart says a code does", () => {
  it.each([
    [DOUBLETHESHELF, "every second guide free"],
    [rule("percent_off", 20), "20% off"],
    [rule("amount_off", 300), "$3.00 off"],
  ])("%o", (discount, text) => {
    expect(describeDiscount(discount)).toBe(text);
  });
});

describe("promo codes as typed", () => {
  it("are read in any case and with spaces around them", () => {
    expect(normalisePromoCode(" doubletheshelf ")).toBe("DOUBLETHESHELF");
  });

  it("are refused when they cannot be a code", () => {
    expect(normalisePromoCode("")).toBeNull();
    expect(normalisePromoCode("AB")).toBeNull();
    expect(normalisePromoCode("TWO WORDS")).toBeNull();
    expect(normalisePromoCode(42)).toBeNull();
    expect(INVALID_PROMO).toBe("That promo code is not valid.");
  });
});

describe("what the cart suggests for a code to save more", () => {
  it("asks for one more guide when every second guide is free and the count is odd", () => {
    expect(promoNudge(DOUBLETHESHELF, 1)).toBe("Add one more guide and it is free.");
    expect(promoNudge(DOUBLETHESHELF, 3)).toBe("Add one more guide and it is free.");
  });

  it("says nothing when every guide that can be free is, or for other codes", () => {
    expect(promoNudge(DOUBLETHESHELF, 2)).toBeNull();
    expect(promoNudge(DOUBLETHESHELF, 0)).toBeNull();
    expect(promoNudge(rule("percent_off", 20), 1)).toBeNull();
  });
});
