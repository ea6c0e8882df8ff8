import { describe, expect, it } from "vitest";
import { INVALID_PROMO, normalisePromoCode, priceCart } from "./pricing";

const guide = (guideId: string, priceCents = 600) => ({ guideId, priceCents });

describe("cart totals", () => {
  it("adds the catalogue prices", () => {
    expect(priceCart([guide("a"), guide("b"), guide("c")], null)).toMatchObject({ subtotalCents: 1800, discountCents: 0, totalCents: 1800, promoCode: null });
  });

  it("is zero for an empty cart", () => {
    expect(priceCart([], "DOUBLETHESHELF")).toMatchObject({ subtotalCents: 0, discountCents: 0, totalCents: 0 });
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
    expect(priceCart(items, "DOUBLETHESHELF")).toMatchObject({ subtotalCents: subtotal, discountCents: discount, totalCents: subtotal - discount });
  });

  it("makes the cheapest guides the free ones when prices differ", () => {
    const priced = priceCart([guide("dear", 900), guide("cheap", 300), guide("mid", 600), guide("cheapest", 200)], "DOUBLETHESHELF");
    expect(
      priced.lines
        .filter((line) => line.discountCents > 0)
        .map((line) => line.guideId)
        .sort(),
    ).toEqual(["cheap", "cheapest"]);
    expect(priced.totalCents).toBe(1500);
  });
});

describe("promo codes", () => {
  it("accepts DOUBLETHESHELF in any case and with spaces around it", () => {
    expect(normalisePromoCode(" doubletheshelf ")).toBe("DOUBLETHESHELF");
  });

  it("rejects other codes", () => {
    expect(normalisePromoCode("DOUBLE")).toBeNull();
    expect(normalisePromoCode("")).toBeNull();
    expect(INVALID_PROMO).toBe("That promo code is not valid.");
  });
});
