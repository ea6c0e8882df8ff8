import { describe, expect, it } from "vitest";
import { fieldErrors, GIFT_MESSAGES, giftCheckoutInputSchema, giftDetailsSchema, validateGiftDetails } from "./rules";

const today = "2026-11-24";
const valid = {
  giverName: "Ada",
  giverEmail: "ada@example.com",
  recipientName: "Grace",
  recipientEmail: "grace@example.com",
  deliveryDate: today,
  giftMessage: "",
};

function errorsOf(details: object) {
  const result = giftDetailsSchema(today).safeParse(details);
  return result.success ? {} : fieldErrors(result.error);
}

describe("gift wizard rules", () => {
  it("accepts a complete gift for today and normalises e-mails", () => {
    const result = giftDetailsSchema(today).safeParse({ ...valid, giverEmail: " Ada@Example.COM " });
    expect(result.success && result.data.giverEmail).toBe("ada@example.com");
  });

  it("gives the specified message for each missing or wrong field", () => {
    expect(errorsOf({ ...valid, giverName: "  " })).toEqual({ giverName: GIFT_MESSAGES.name });
    expect(errorsOf({ ...valid, giverEmail: "" })).toEqual({ giverEmail: "Please enter a valid email address" });
    expect(errorsOf({ ...valid, giverEmail: "ada@" })).toEqual({ giverEmail: "Please enter a valid email address" });
    expect(errorsOf({ ...valid, recipientEmail: "grace at example.com" })).toEqual({ recipientEmail: "Please enter a valid recipient email" });
    expect(errorsOf({ ...valid, recipientEmail: "ADA@example.com" })).toEqual({ recipientEmail: "Giver and recipient emails must be different" });
    expect(errorsOf({ ...valid, deliveryDate: "" })).toEqual({ deliveryDate: "Please select a delivery date" });
    expect(errorsOf({ ...valid, deliveryDate: "2026-11-23" })).toEqual({ deliveryDate: "Delivery date must be today or in the future" });
  });

  it("takes a date up to one year ahead and refuses a later one with a clear message", () => {
    expect(errorsOf({ ...valid, deliveryDate: "2027-11-24" })).toEqual({});
    expect(errorsOf({ ...valid, deliveryDate: "2027-11-25" })).toEqual({ deliveryDate: "Delivery date must be within one year from today" });
    expect(errorsOf({ ...valid, deliveryDate: "2026-02-30" })).toEqual({ deliveryDate: "Please select a delivery date" });
  });

  it("allows a message of 500 characters and refuses 501", () => {
    expect(errorsOf({ ...valid, giftMessage: "x".repeat(500) })).toEqual({});
    expect(errorsOf({ ...valid, giftMessage: "x".repeat(501) })).toEqual({ giftMessage: "Gift message must be 500 characters or fewer" });
  });

  it("refuses wrong types without throwing", () => {
    expect(errorsOf({ giverName: 1, giverEmail: null, recipientEmail: [], deliveryDate: {} })).toMatchObject({
      giverName: GIFT_MESSAGES.name,
      giverEmail: GIFT_MESSAGES.giverEmail,
      recipientEmail: GIFT_MESSAGES.recipientEmail,
      deliveryDate: GIFT_MESSAGES.date,
    });
  });

  it("reads today in the buyer's zone", () => {
    // 23:30 UTC on the 23rd is already the 24th in Berlin, still the 23rd in Los Angeles.
    const now = new Date("2026-11-23T23:30:00Z");
    expect(validateGiftDetails(valid, "Europe/Berlin", now).success).toBe(true);
    expect(validateGiftDetails({ ...valid, deliveryDate: "2026-11-23" }, "Europe/Berlin", now).success).toBe(false);
    expect(validateGiftDetails({ ...valid, deliveryDate: "2026-11-23" }, "America/Los_Angeles", now).success).toBe(true);
  });

  it("takes only a real IANA zone and a guide id shape from the browser", () => {
    expect(giftCheckoutInputSchema.safeParse({ timeZone: "Europe/Berlin", guideId: "power_001", details: {} }).success).toBe(true);
    expect(giftCheckoutInputSchema.safeParse({ timeZone: "Nowhere/Land", details: {} }).success).toBe(false);
    expect(giftCheckoutInputSchema.safeParse({ timeZone: "UTC", guideId: "../etc", details: {} }).success).toBe(false);
    expect(giftCheckoutInputSchema.parse({ timeZone: "UTC", details: {} }).guideId).toBeNull();
  });
});
