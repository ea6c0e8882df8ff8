import { describe, expect, it } from "vitest";
import { recommendationReason } from "./reason";

const focus = { id: "motion_001", title: "Quantum Focus" };
const spell = { id: "motion_002", title: "Starting Is a Spell" };

describe("why the quiz chose a guide", () => {
  it("counts the answers for the guide and its strand", () => {
    const answers = ["motion_001", "motion_001", "motion_001", "motion_002", "power_001", "vision_001"];
    expect(recommendationReason(answers, focus, focus)).toBe(
      "3 of your 6 answers pointed to Quantum Focus, and 4 to the Motion strand: transform ideas into meaningful action.",
    );
  });

  it("leaves the strand out when it adds nothing", () => {
    expect(recommendationReason(["motion_001", "motion_001", "power_001"], focus, focus)).toBe("2 of your 3 answers pointed to Quantum Focus.");
  });

  it("says why an alternate was chosen when the recommendation is owned", () => {
    expect(recommendationReason(["motion_001"], focus, spell)).toBe(
      "Your answers pointed to Quantum Focus, which is already on your shelf, so we chose Starting Is a Spell, its neighbour in the Motion strand.",
    );
    expect(recommendationReason(["motion_001"], focus, { id: "power_003", title: "Other" })).toBe(
      "Your answers pointed to Quantum Focus, which is already on your shelf, so we chose Other.",
    );
  });
});
