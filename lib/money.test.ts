import { describe, expect, it } from "vitest";
import { centsAsDecimal, formatAmount, formatPrice } from "./money";

describe("money", () => {
  it("writes catalogue prices without needless cents and amounts always with them", () => {
    expect(formatPrice(600)).toBe("$6");
    expect(formatPrice(650)).toBe("$6.50");
    expect(formatPrice(9900)).toBe("$99");
    expect(formatAmount(600)).toBe("$6.00");
    expect(formatAmount(1205)).toBe("$12.05");
    expect(centsAsDecimal(3600)).toBe("36.00");
    expect(centsAsDecimal(0)).toBe("0.00");
  });
});
