import { describe, expect, it } from "vitest";
import { guideDownloadPath, orderNumber } from "./order-number";

describe("what a customer sees of an order", () => {
  it("numbers an order by the random tail of its id, grouped", () => {
    expect(orderNumber("cmabcdefgh0000xy12kq9zm4")).toBe("AG-12KQ-9ZM4");
    expect(orderNumber("cmabcdefgh0000xy12kq9zm5")).not.toBe(orderNumber("cmabcdefgh0000xy12kq9zm4"));
  });

  it("links each guide to the download route, desktop by default", () => {
    expect(guideDownloadPath("power_001")).toBe("/api/guides/power_001/download");
    expect(guideDownloadPath("power_001", "mobile")).toBe("/api/guides/power_001/download?format=mobile");
  });
});
