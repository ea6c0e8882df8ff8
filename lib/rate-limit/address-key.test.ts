import { describe, expect, it } from "vitest";
import { normalizedAddress } from "./address-key";

describe("the address a per-address limit counts", () => {
  it("folds case and +tags into the base address", () => {
    for (const variant of ["victim@x.test", "Victim@X.test", "victim+1@x.test", "VICTIM+promo+2@x.TEST", " victim+@x.test "]) {
      expect(normalizedAddress(variant), variant).toBe("victim@x.test");
    }
  });

  it("keeps different people apart", () => {
    expect(normalizedAddress("victim@y.test")).not.toBe(normalizedAddress("victim@x.test"));
    expect(normalizedAddress("victim1@x.test")).not.toBe(normalizedAddress("victim@x.test"));
    expect(normalizedAddress("vic.tim@x.test")).toBe("vic.tim@x.test");
  });

  it("leaves what it cannot split as it is, lower-cased", () => {
    expect(normalizedAddress("+tag@x.test")).toBe("+tag@x.test");
    expect(normalizedAddress("no-at-sign")).toBe("no-at-sign");
    expect(normalizedAddress("@x.test")).toBe("@x.test");
  });
});
