import { describe, expect, it } from "vitest";
import { addressBuckets, normalizedAddress } from "./address-key";

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

  it("folds Gmail's dots and its second domain, not other hosts' dots", () => {
    for (const variant of ["v.i.c.t.i.m@gmail.com", "Victim+x@GoogleMail.com", "vic.tim+1@gmail.com"]) {
      expect(normalizedAddress(variant), variant).toBe("victim@gmail.com");
    }
    expect(normalizedAddress("vic.tim@outlook.com")).toBe("vic.tim@outlook.com");
  });

  it("counts the address as typed in a bucket of its own, and other spellings of its inbox in one shared bucket", () => {
    expect(addressBuckets(" Victim@X.test ")).toEqual(["victim@x.test"]);
    expect(addressBuckets("victim+1@x.test")).toEqual(["victim+1@x.test", "other-spellings-of:victim@x.test"]);
    expect(addressBuckets("v.ictim@gmail.com")).toEqual(["v.ictim@gmail.com", "other-spellings-of:victim@gmail.com"]);
    expect(addressBuckets("victim+2@x.test")[1]).toBe(addressBuckets("victim+1@x.test")[1]);
  });

  it("leaves what it cannot split as it is, lower-cased", () => {
    expect(normalizedAddress("+tag@x.test")).toBe("+tag@x.test");
    expect(normalizedAddress("no-at-sign")).toBe("no-at-sign");
    expect(normalizedAddress("@x.test")).toBe("@x.test");
  });
});
