import { describe, expect, it } from "vitest";
import { pickCrossSells } from "./cross-sell-pick";

const guide = (id: string, strand: string, sortOrder: number, released = true) => ({ id, strand, sortOrder, released });
const catalogue = [
  guide("power_001", "power", 1),
  guide("power_002", "power", 2),
  guide("power_003", "power", 3),
  guide("power_004", "power", 4),
  guide("vision_001", "vision", 1),
  guide("vision_002", "vision", 2, false),
];
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

describe("readers also read", () => {
  it("falls back on the same strand's other guides when there are no co-purchases", () => {
    expect(ids(pickCrossSells(["power_002"], catalogue, {}))).toEqual(["power_001", "power_003", "power_004"]);
  });

  it("puts co-purchases first, then fills from the strand, leaving out unreleased and excluded guides", () => {
    const picked = pickCrossSells(["power_001"], catalogue, { power_001: ["vision_002", "vision_001"] }, ["power_002"]);
    expect(ids(picked)).toEqual(["vision_001", "power_003", "power_004"]);
  });

  it("for several guides (a cart), takes each one's best in turn and never one of them", () => {
    const picked = pickCrossSells(["power_001", "vision_001"], catalogue, { power_001: ["vision_001", "power_004"], vision_001: ["power_003"] });
    expect(ids(picked)).toEqual(["power_003", "power_004", "power_002"]);
  });
});
