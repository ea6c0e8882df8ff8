import { describe, expect, it } from "vitest";
import { cartLines, needsRewrite, parseCart, serializeCart } from "./cart";

// A line as the earlier format stored it: a copy of the guide with its price in dollars.
const oldLine = (guideId: string, price = 6) => ({
  id: guideId,
  guideId,
  title: "Quantum Focus",
  subtitle: "Attention",
  price,
  slug: "quantum-focus",
  strand: "vision",
});

describe("the stored cart", () => {
  it("is the list of guide ids and nothing else", () => {
    expect(serializeCart(["vision_001", "power_002"])).toBe('["vision_001","power_002"]');
    expect(parseCart('["vision_001","power_002"]')).toEqual(["vision_001", "power_002"]);
  });

  it("reads anything that is not a list as an empty cart", () => {
    for (const raw of [null, "", "not json", "{}", "null", '"power_001"', "42"]) expect(parseCart(raw), String(raw)).toEqual([]);
  });

  it("drops entries that are not guide ids and keeps each guide once, in the order added", () => {
    expect(parseCart(JSON.stringify(["power_002", "<script>", 7, null, "../power_001", "power_002", "vision_016"]))).toEqual(["power_002", "vision_016"]);
  });
});

describe("a cart stored in the earlier format", () => {
  it("reads as its guides' ids: the stored titles and prices are not kept", () => {
    const raw = JSON.stringify([oldLine("vision_001", 0.01), oldLine("power_002")]);
    expect(parseCart(raw)).toEqual(["vision_001", "power_002"]);
    expect(needsRewrite(raw)).toBe(true);
  });

  it("drops lines without a guide id and keeps the others", () => {
    const raw = JSON.stringify([oldLine("vision_001"), { ...oldLine("x"), guideId: "no such guide" }, { title: "no id" }, oldLine("motion_003")]);
    expect(parseCart(raw)).toEqual(["vision_001", "motion_003"]);
  });

  it("is written again in the new format; a cart already in it, or none, is left alone", () => {
    expect(needsRewrite(serializeCart(parseCart(JSON.stringify([oldLine("vision_001")]))))).toBe(false);
    expect(needsRewrite('["vision_001"]')).toBe(false);
    expect(needsRewrite(null)).toBe(false);
    expect(needsRewrite("not json")).toBe(true);
  });
});

describe("the cart's lines", () => {
  const catalogue = [
    { id: "power_002", title: "Discovering Your Personal Superpower", priceCents: 600 },
    { id: "vision_001", title: "Quantum Focus", priceCents: 900 },
  ];

  it("take their titles and current prices from the catalogue, in cart order", () => {
    expect(cartLines(["vision_001", "power_002"], catalogue)).toEqual({ lines: [catalogue[1], catalogue[0]], unknown: [] });
  });

  it("leave out the ids the catalogue does not offer, and name them", () => {
    expect(cartLines(["feeling_004", "power_002"], catalogue)).toEqual({ lines: [catalogue[0]], unknown: ["feeling_004"] });
  });
});
