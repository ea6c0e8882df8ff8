import { describe, expect, it } from "vitest";
import { chargedCents, chargedShareCents, expectedAmountPaid, taxBehaviorOf, taxLine } from "./tax";

describe("tax", () => {
  it("expects the tax on top of the total only when it is added on top", () => {
    expect(expectedAmountPaid(1200, 240, "exclusive")).toBe(1440);
    expect(expectedAmountPaid(1200, 200, "inclusive")).toBe(1200);
    // Without Stripe Tax the rule is what it always was: the order's total.
    expect(expectedAmountPaid(1200, 0, null)).toBe(1200);
    expect(expectedAmountPaid(1200, 240, null)).toBe(1200);
  });

  it("knows the two behaviours and nothing else", () => {
    expect(taxBehaviorOf("exclusive")).toBe("exclusive");
    expect(taxBehaviorOf("inclusive")).toBe("inclusive");
    expect([taxBehaviorOf("unspecified"), taxBehaviorOf(undefined), taxBehaviorOf(1)]).toEqual([null, null, null]);
  });

  it("counts tax added on top as charged, so a full refund gives it back too", () => {
    expect(chargedCents({ totalCents: 1200, taxCents: 240, taxBehavior: "exclusive" })).toBe(1440);
    expect(chargedCents({ totalCents: 1200, taxCents: 200, taxBehavior: "inclusive" })).toBe(1200);
    expect(chargedCents({ totalCents: 1200, taxCents: null, taxBehavior: null })).toBe(1200);
  });

  it("gives a part of the total its share of tax added on top, and the whole total all of it", () => {
    const order = { totalCents: 1200, taxCents: 240, taxBehavior: "exclusive" };
    expect(chargedShareCents(order, 600)).toBe(720);
    expect(chargedShareCents(order, 1200)).toBe(1440);
    expect(chargedShareCents(order, 1)).toBe(1);
    expect(chargedShareCents({ totalCents: 1200, taxCents: 200, taxBehavior: "inclusive" }, 600)).toBe(600);
    expect(chargedShareCents({ totalCents: 1200, taxCents: null, taxBehavior: null }, 1200)).toBe(1200);
  });

  it("writes the receipt's tax line", () => {
    expect(taxLine({ taxCents: 120, taxBehavior: "exclusive" })).toBe("Tax: $1.20");
    expect(taxLine({ taxCents: 0, taxBehavior: "exclusive" })).toBe("Tax: $0.00");
    expect(taxLine({ taxCents: 100, taxBehavior: "inclusive" })).toBe("incl. tax $1.00");
    expect(taxLine({ taxCents: null, taxBehavior: null })).toBeNull();
  });
});
