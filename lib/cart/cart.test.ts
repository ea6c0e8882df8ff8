import { describe, expect, it } from "vitest";
import { parseCart } from "./cart";

const line = { id: "g1", guideId: "g1", title: "Quantum Focus", subtitle: "Attention", price: 6, slug: "quantum-focus", strand: "power" };

describe("parseCart", () => {
  it("reads well-formed lines, keeping only the cart's fields", () => {
    expect(parseCart(JSON.stringify([{ ...line, extra: "<script>" }]))).toEqual([line]);
  });

  it("reads anything else as an empty cart", () => {
    for (const raw of [
      null,
      "",
      "not json",
      "{}",
      "null",
      JSON.stringify([{ ...line, price: "6" }]),
      JSON.stringify([line, { ...line, title: 4 }]),
      JSON.stringify([{ ...line, price: Infinity }]),
    ]) {
      expect(parseCart(raw)).toEqual([]);
    }
  });
});
