import { describe, expect, it } from "vitest";
import { guideIdSchema, isGuideId } from "./guide-id";

describe("guide ids", () => {
  it("are a strand name and three digits, nothing around them", () => {
    expect(isGuideId("power_001")).toBe(true);
    for (const bad of ["Power_001", "power_01", "power_0001", "power-001", " power_001", "power_001/", "../power_001", ""])
      expect(isGuideId(bad), bad).toBe(false);
  });

  it("refuse anything else with the message the boundary gives", () => {
    expect(guideIdSchema("Please choose a guide.").safeParse("x").error?.issues[0]?.message).toBe("Please choose a guide.");
    expect(guideIdSchema().safeParse(42).success).toBe(false);
    expect(guideIdSchema().parse("vision_016")).toBe("vision_016");
  });
});
