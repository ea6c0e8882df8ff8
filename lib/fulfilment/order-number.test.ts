import { describe, expect, it } from "vitest";
import { guideDownloadPath, orderNumber, orderNumberTail } from "./order-number";

describe("what a customer sees of an order", () => {
  it("numbers an order by the random tail of its id, grouped", () => {
    expect(orderNumber("cmabcdefgh0000xy12kq9zm4")).toBe("AG-12KQ-9ZM4");
    expect(orderNumber("cmabcdefgh0000xy12kq9zm5")).not.toBe(orderNumber("cmabcdefgh0000xy12kq9zm4"));
  });

  it("reads an order number back however it is quoted: any case, with or without the prefix, dashes or spaces", () => {
    const id = "cmabcdefgh0000xy12kq9zm4";
    for (const quoted of [orderNumber(id), "ag-12kq-9zm4", "AG12KQ9ZM4", " 12KQ-9ZM4 ", "12kq9zm4", "AG 12KQ 9ZM4"]) {
      expect(orderNumberTail(quoted), quoted).toBe("12kq9zm4");
      expect(id.endsWith(orderNumberTail(quoted)!)).toBe(true);
    }
    // "AG" followed by eight characters is read as the prefix; eight characters starting "ag" are a tail.
    expect(orderNumberTail("agabcdef")).toBe("agabcdef");
    for (const other of ["", "AG-12KQ", "AG-12KQ-9ZM4-X", "bea@reader.test", "DOUBLETHESHELF", "12kq_9zm4"]) expect(orderNumberTail(other), other).toBeNull();
  });

  it("links each guide to the download route, desktop by default", () => {
    expect(guideDownloadPath("power_001")).toBe("/api/guides/power_001/download");
    expect(guideDownloadPath("power_001", "mobile")).toBe("/api/guides/power_001/download?format=mobile");
  });
});
